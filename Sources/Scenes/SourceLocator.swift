/// Finds the line a table key was written on.
///
/// Lua keeps no line numbers for table fields, only for calls, so an error about a key
/// inside `flow { ... }` would otherwise point at the `flow` line. The locator scans the
/// scene's text from the call's line for the first `key =` and points there instead.
public struct SourceLocator: Sendable {
    private let lines: [Substring]

    public init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line, at or after `start`, where `key` is assigned (`key =`), or nil.
    public func line(ofKey key: String, from start: Int) -> Int? {
        guard !key.isEmpty, start >= 1 else { return nil }
        for number in start...Swift.max(start, lines.count) where number <= lines.count {
            if assigns(lines[number - 1], key) { return number }
        }
        return nil
    }

    /// The best line for a dotted key path: the deepest named component found after
    /// `start`, else `start` itself.
    public func line(ofPath path: String, from start: Int) -> Int {
        let names = path.split(whereSeparator: { $0 == "." || $0 == "[" || $0 == "]" })
            .filter { $0.first.map { !$0.isNumber } ?? false }
        for name in names.reversed() {
            if let found = line(ofKey: String(name), from: start) { return found }
        }
        return start
    }

    private func assigns(_ line: Substring, _ key: String) -> Bool {
        var rest = line[...]
        while let range = rest.firstRange(of: key) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsWord && after.first == "=" && after.dropFirst().first != "=" { return true }
            rest = line[range.upperBound...]
        }
        return false
    }
}
