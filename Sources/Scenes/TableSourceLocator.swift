/// Finds the line of a key path such as `compositional.sections[2].group.subitems[0].size`
/// or `sections[1].itemSizes[3]` in a scene's text, by walking its table constructors from
/// the line of the call.
///
/// The first `key =` after the call would be right for the flat `flow { ... }` table but
/// not for nested ones, where every item, group and header has a `size` and every section
/// may have `itemSizes`. This locator follows the path instead: named keys, list entries
/// (`[2]` is the third positional entry), and local variables (`section = list` where
/// `local list = { ... }` was written above), as scenes that mirror UIKit code use them.
/// Where the text stops being a table (a helper call, a provider's body), it looks for the
/// remaining keys inside that value; as a last resort it takes the first `name =` after the
/// call for the deepest name of the path (the scene's one `key =` matcher: `searchNames`).
public struct TableSourceLocator {
    /// A step of a key path.
    enum Component: Equatable {
        case name(String)
        /// A 0-based list index, as the engine's paths count.
        case index(Int)
        /// `sectionProvider(2)`: what the function returned for that argument.
        case call(String)
    }

    private let callLine: Int
    private let t: TableSourceTokens

    /// - Parameter callLine: the line of the scene function call the path starts at.
    public init(source: String, callLine: Int) {
        self.callLine = callLine
        t = TableSourceTokens(source: source)
    }

    /// The line of the path's last component, when every component was found in the text.
    func find(_ path: String) -> Int? {
        let result = resolve(path)
        return result.complete ? result.line : nil
    }

    /// The line of the deepest component found (the key of a missing key's table, say).
    func line(ofPath path: String) -> Int {
        if let line = resolve(path).line { return line }
        let start = t.tokens.firstIndex { $0.line >= callLine } ?? t.tokens.count
        return searchNames(Self.names(Self.components(path)[...]), in: start..<t.tokens.count) ?? callLine
    }

    /// The line of the first `key =` at or after `line` (a plugin's `M.defaults` entries,
    /// for `lualayout check`), by the same matcher, which skips comments and strings.
    public func line(ofKey key: String, from line: Int) -> Int? {
        let start = t.tokens.firstIndex { $0.line >= line } ?? t.tokens.count
        return searchNames([key], in: start..<t.tokens.count)
    }

    /// `a.b[2].c(3)` as components.
    static func components(_ path: String) -> [Component] {
        var result: [Component] = []
        var name = ""
        var chars = path.makeIterator()
        func flush() {
            if !name.isEmpty { result.append(.name(name)) }
            name = ""
        }
        while let c = chars.next() {
            switch c {
            case ".": flush()
            case "[", "(":
                var digits = ""
                while let d = chars.next(), d != "]", d != ")" { digits.append(d) }
                if c == "(" {
                    result.append(.call(name))
                    name = ""
                } else {
                    flush()
                    result.append(.index(Int(digits) ?? 0))
                }
            default: name.append(c)
            }
        }
        flush()
        return result
    }

    // MARK: Private

    private struct Entry {
        /// The key's name; nil for a positional entry, "" for a `[expr] =` key.
        var key: String?
        var keyToken: Int
        var value: Int
    }

    private func resolve(_ path: String) -> (line: Int?, complete: Bool) {
        let components = Self.components(path)
        guard case .name(let function)? = components.first, let call = callToken(function) else { return (nil, false) }
        var line = t.tokens[call].line
        guard var value = argumentStart(call) else { return (line, components.count == 1) }
        for (k, component) in components.enumerated().dropFirst() {
            let rest = Self.names(components[(k + 1)...])
            guard let table = tableStart(value, hops: 0) else {
                // Built by code (a helper call): look for the keys inside the expression.
                let names = Self.names(components[k...])
                return (searchNames(names, in: valueRange(value)) ?? line, false)
            }
            let entries = self.entries(table)
            switch component {
            case .name(let name):
                guard let e = entries.first(where: { $0.key == name }) else { return (line, false) }
                (line, value) = (t.tokens[e.keyToken].line, e.value)
            case .index(let i):
                let positional = entries.filter { $0.key == nil }
                guard i < positional.count else { return (line, false) }
                (line, value) = (t.tokens[positional[i].value].line, positional[i].value)
            case .call(let name):
                guard let e = entries.first(where: { $0.key == name }) else { return (line, false) }
                line = t.tokens[e.keyToken].line
                guard !rest.isEmpty else { return (line, true) }
                // The returned table is built in the function: search its body.
                let body = functionStart(e.value, hops: 0) ?? e.value
                return (searchNames(rest, in: valueRange(body)) ?? line, false)
            }
        }
        return (line, true)
    }

    private static func names(_ components: ArraySlice<Component>) -> [String] {
        components.compactMap { c -> String? in
            switch c {
            case .name(let n), .call(let n): n
            case .index: nil
            }
        }
    }

    /// The call of `function` on the call's line (or the first one after it).
    private func callToken(_ function: String) -> Int? {
        let calls = t.tokens.indices.filter { i in
            t.isName(i, function) && t.tokens[i].line >= callLine
                && (t.isSymbol(i + 1, "{") || t.isSymbol(i + 1, "(") || (i + 1 < t.tokens.count && t.tokens[i + 1].kind == .string))
        }
        return calls.first { t.tokens[$0].line == callLine } ?? calls.first
    }

    /// The first token of the call's argument: `f { ... }` or `f({ ... })`.
    private func argumentStart(_ call: Int) -> Int? {
        if t.isSymbol(call + 1, "{") { return call + 1 }
        if t.isSymbol(call + 1, "("), call + 2 < t.tokens.count { return call + 2 }
        return nil
    }

    /// The `{` of the table a value is: a constructor, or a variable assigned one.
    private func tableStart(_ value: Int, hops: Int) -> Int? {
        if t.isSymbol(value, "{") { return value }
        guard hops < 8, isVariable(value), let assigned = assignment(of: t.tokens[value].text, before: value) else { return nil }
        return tableStart(assigned, hops: hops + 1)
    }

    /// The `function` token of a function value, directly or through a variable.
    private func functionStart(_ value: Int, hops: Int) -> Int? {
        if t.isName(value, "function") { return value }
        guard hops < 8, isVariable(value), let assigned = assignment(of: t.tokens[value].text, before: value) else { return nil }
        return functionStart(assigned, hops: hops + 1)
    }

    /// True for a plain variable reference (`list`), not a call or a field access.
    private func isVariable(_ i: Int) -> Bool {
        guard t.isName(i), !["function", "nil", "true", "false", "not"].contains(t.tokens[i].text) else { return false }
        let next = i + 1
        if next < t.tokens.count, t.tokens[next].kind == .string { return false }
        return !["(", "{", ".", ":", "["].contains(where: { t.isSymbol(next, $0) })
    }

    /// The value token of the last assignment to `name` before `position` outside any table
    /// constructor (`local name = ...`, `name = ...`, `local function name`).
    private func assignment(of name: String, before position: Int) -> Int? {
        var braces = 0
        var found: Int?
        for i in 0..<position {
            if t.isSymbol(i, "{") { braces += 1 } else if t.isSymbol(i, "}") { braces -= 1 }
            guard braces == 0, t.isName(i, name), !t.isSymbol(i - 1, "."), !t.isSymbol(i - 1, ":") else { continue }
            if t.isSymbol(i + 1, "="), !t.isSymbol(i - 1, ",") { found = i + 2 }
            if t.isName(i - 1, "function") { found = i - 1 }
        }
        return found
    }

    /// The entries of the table constructor opening at `open`.
    private func entries(_ open: Int) -> [Entry] {
        var result: [Entry] = []
        var i = open + 1
        while i < t.tokens.count, !t.isSymbol(i, "}") {
            var entry = Entry(key: nil, keyToken: i, value: i)
            if t.isName(i), t.isSymbol(i + 1, "=") {
                entry.key = t.tokens[i].text
                entry.value = i + 2
            } else if t.isSymbol(i, "[") {
                var close = i + 1, depth = 1
                while close < t.tokens.count, depth > 0 {
                    depth += t.depthChange(close)
                    close += 1
                }
                entry.key = ""
                entry.value = t.isSymbol(close, "=") ? close + 1 : close
            }
            result.append(entry)
            // Always move on: text that is not valid Lua (a REPL input that did not
            // compile, stored under the same chunk name) must not stall the walk.
            i = Swift.max(valueRange(entry.value).upperBound, entry.keyToken + 1)
            if t.isSymbol(i, ",") || t.isSymbol(i, ";") { i += 1 }
        }
        return result
    }

    /// The tokens of the expression starting at `start`: up to the matching close of a
    /// bracket or `function`, else up to the next `,`, `;` or closing bracket at its level.
    private func valueRange(_ start: Int) -> Range<Int> {
        var depth = 0
        var j = start
        while j < t.tokens.count {
            if depth == 0, j > start,
                [",", ";", "}", ")", "]"].contains(where: { t.isSymbol(j, $0) })
                    || ["local", "return"].contains(where: { t.isName(j, $0) })
            {
                break
            }
            depth += t.depthChange(j)
            j += 1
            if depth < 0 { return start..<(j - 1) }
        }
        return start..<Swift.min(j, t.tokens.count)
    }

    /// The line of the first `name =` in `range`, trying the deepest name first.
    private func searchNames(_ names: [String], in range: Range<Int>) -> Int? {
        for name in names.reversed() {
            if let i = range.first(where: { t.isName($0, name) && t.isSymbol($0 + 1, "=") }) { return t.tokens[i].line }
        }
        return nil
    }
}
