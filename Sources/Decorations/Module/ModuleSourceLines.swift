import OperatingSystem

/// Where a plugin file sets a module key, for the errors of a module's shape (`api = 2 is
/// not supported`), which Lua reports without a line: the module is a value by then.
///
/// Read from the file's text, as a person would look for it: the first line that assigns
/// `M.key` (or defines `function M.key`), else the first line that sets `key =` inside a
/// table constructor (`local M = { name = "x", api = 1 }`); `return` is the module's last
/// `return` statement, the line that hands the module over. A key set in a way this does
/// not see (built with rawset, or by a loop) has no line, and the error keeps none.
struct ModuleSourceLines {
    private let lines: [Substring]

    /// The lines of the plugin file at `path` (none when it cannot be read).
    init(path: String) {
        // A plugin is a regular file: one swapped for a pipe is not waited on.
        let text = (try? TextFile.text(path, regularFileOnly: true).get()) ?? ""
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line where `key` is set, or the last `return` for "return".
    func line(of key: String) -> Int? {
        if key == "return" {
            return lines.lastIndex { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("return") }.map { $0 + 1 }
        }
        if let k = lines.firstIndex(where: { Self.assignsField(key, in: $0) }) { return k + 1 }
        return lines.firstIndex { Self.assignsKey(key, in: $0) }.map { $0 + 1 }
    }

    /// `M.key =`, `M.key(`, `function M.key(` or `function M:key(` on the line.
    private static func assignsField(_ key: String, in line: Substring) -> Bool {
        for prefix in ["M.", "M:"] {
            var rest = line[...]
            while let range = rest.firstRange(of: prefix + key) {
                let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" }
                let before = rest[..<range.lowerBound].last
                if !(before.map(continuesName) ?? false), let next = after.first, next == "=" || next == "(" {
                    if next == "(" || !after.hasPrefix("==") { return true }
                }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    /// `key =` (not `==`) on the line, `key` a whole word.
    private static func assignsKey(_ key: String, in line: Substring) -> Bool {
        var rest = line[...]
        while let range = rest.firstRange(of: key) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" }
            if !(before.map(continuesName) ?? false), !(rest[range.upperBound...].first.map(continuesName) ?? false),
                after.hasPrefix("="), !after.hasPrefix("==")
            {
                return true
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// A character that belongs to a name written before or after the key (`opts.api`,
    /// `apis`): the key is not a whole word there.
    private static func continuesName(_ c: Character) -> Bool {
        c == "_" || c.isLetter || c.isNumber || c == "." || c == ":"
    }
}
