import LuaLayout
import Suggestions

/// Tab completion for the REPL, computed in Swift from the text before the cursor.
///
/// It offers command names after `:`, file paths after `:load`, `:save`, `:svg` and
/// `:json`, plugin names inside `use("`, option names inside `use("name", {`, and
/// otherwise Lua keywords, globals and the fields of an identifier chain after `.` or
/// `:`. Chains are resolved by the `CompletionSource` with raw access: completing never
/// evaluates anything (luaprompt and croissant evaluate the prefix, which can run any
/// function or metamethod on every Tab; research §9.2).
public struct Completer {
    /// The replacement for `line[start...]` (in characters): each candidate is a whole
    /// word that replaces the text from `start` to the cursor.
    public struct Completion: Sendable, Equatable {
        public var start: Int
        public var candidates: [String]
    }

    let source: CompletionSource

    public init(source: CompletionSource) {
        self.source = source
    }

    /// Candidates for `line`, the text before the cursor, sorted.
    public func complete(_ line: String) -> Completion {
        let chars = Array(line)
        if chars.first == ":" { return command(chars) }
        if let inside = useName(chars) { return inside }
        if let inside = useOption(chars) { return inside }
        if let inside = sceneKey(chars) { return inside }
        return lua(chars)
    }

    // MARK: flow { key

    /// After `flow {` (or `collection {`, `limits {`, `compositional {`, `sections {`'s
    /// section tables), at the start of a key: the keys that function accepts.
    private func sceneKey(_ chars: [Character]) -> Completion? {
        var i = chars.count
        while i > 0, Completer.isWordCharacter(chars[i - 1]) { i -= 1 }
        var k = i
        while k > 0, chars[k - 1] == " " { k -= 1 }
        guard k > 0, chars[k - 1] == "{" || chars[k - 1] == "," else { return nil }
        guard !Completer.insideString(chars[..<i]), let (function, depth) = Completer.openSceneCall(chars[..<i]) else { return nil }
        // A section entry is one table deeper than `sections {`; the others are keys of
        // the call's own table.
        guard depth == (function == "sections" ? 2 : 1), let keys = SceneContext.tableFunctionKeys[function] else { return nil }
        let typed = String(chars[i...])
        return Completion(start: i, candidates: keys.filter { $0.hasPrefix(typed) }.map { $0 + " =" }.sorted())
    }

    /// The scene function whose table is still open at the end of `chars`, and how many
    /// braces deep the end is inside it.
    static func openSceneCall(_ chars: ArraySlice<Character>) -> (String, Int)? {
        var depth = 0
        var i = chars.endIndex
        while i > chars.startIndex {
            i -= 1
            if chars[i] == "}" { depth += 1 }
            guard chars[i] == "{" else { continue }
            if depth > 0 {
                depth -= 1
                continue
            }
            // An unclosed brace: whose call is it? `name {`, `name({` or a nested table.
            var j = i
            while j > chars.startIndex, chars[j - 1] == " " || chars[j - 1] == "(" { j -= 1 }
            var start = j
            while start > chars.startIndex, isWordCharacter(chars[start - 1]) { start -= 1 }
            let name = String(chars[start..<j])
            if SceneContext.tableFunctionKeys[name] != nil {
                return (name, 1 + unclosedBraces(chars[chars.index(after: i)...]))
            }
        }
        return nil
    }

    /// `{` minus `}` in `text`.
    static func unclosedBraces(_ text: ArraySlice<Character>) -> Int {
        text.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
    }

    // MARK: Commands

    private func command(_ chars: [Character]) -> Completion {
        guard let space = chars.firstIndex(where: { $0 == " " }) else {
            let typed = String(chars)
            return Completion(start: 0, candidates: ReplCommands.names.map { ":" + $0 }.filter { $0.hasPrefix(typed) }.sorted())
        }
        let name = String(chars[1..<space])
        let wordStart = (chars.lastIndex(of: " ") ?? space) + 1
        let word = String(chars[wordStart...])
        let argumentIndex = chars[space...].split(separator: " ").count - (word.isEmpty ? 0 : 1)
        let options: [String]
        switch name {
        case "help": options = ReplHelp.topicNames
        case "watch", "time", "bail": options = ["on", "off"]
        case "reload": options = source.pluginNames()
        case "update": options = SceneContext.tableFunctionKeys["update"] ?? []
        default:
            guard ReplCommands.named(name)?.takesFile == true, argumentIndex == 0 else { return Completion(start: wordStart, candidates: []) }
            return Completion(start: wordStart, candidates: source.paths(startingWith: word).sorted())
        }
        return Completion(start: wordStart, candidates: options.filter { $0.hasPrefix(word) }.sorted())
    }

    // MARK: use("name", { option

    /// Inside the string of `use("...`: plugin names.
    private func useName(_ chars: [Character]) -> Completion? {
        var i = chars.count
        while i > 0, Completer.isWordCharacter(chars[i - 1]) { i -= 1 }
        guard i > 0, chars[i - 1] == "\"" || chars[i - 1] == "'" else { return nil }
        var j = i - 1
        while j > 0, chars[j - 1] == " " { j -= 1 }
        guard j > 0, chars[j - 1] == "(", String(chars[..<(j - 1)]).hasSuffix("use") else { return nil }
        let typed = String(chars[i...])
        return Completion(start: i, candidates: source.pluginNames().filter { $0.hasPrefix(typed) }.sorted())
    }

    /// After `use("name", {` or a `,` inside that table: the plugin's option names.
    private func useOption(_ chars: [Character]) -> Completion? {
        var i = chars.count
        while i > 0, Completer.isWordCharacter(chars[i - 1]) { i -= 1 }
        guard let call = Completer.lastUse(in: chars[..<i]) else { return nil }
        let parts = String(chars[call..<i]).split(separator: ",", maxSplits: 1)
        guard parts.count == 2, let name = Completer.quotedName(parts[0]) else { return nil }
        let options = parts[1].drop { $0 == " " }
        guard options.first == "{", !options.contains("}"), Completer.depth(options) == 1 else { return nil }
        var k = i
        while k > 0, chars[k - 1] == " " { k -= 1 }
        guard k > 0, chars[k - 1] == "{" || chars[k - 1] == "," else { return nil }
        let typed = String(chars[i...])
        return Completion(start: i, candidates: source.optionNames(plugin: name).filter { $0.hasPrefix(typed) }.sorted())
    }

    /// The index just after the last `use(` in `chars`.
    static func lastUse(in chars: ArraySlice<Character>) -> Int? {
        let pattern: [Character] = ["u", "s", "e", "("]
        var i = chars.endIndex - pattern.count
        while i >= chars.startIndex {
            if Array(chars[i..<i + pattern.count]) == pattern { return i + pattern.count }
            i -= 1
        }
        return nil
    }

    static func quotedName(_ text: Substring) -> String? {
        let trimmed = text.trimmingBlanks
        guard trimmed.count >= 2, let q = trimmed.first, q == "\"" || q == "'", trimmed.last == q else { return nil }
        return String(trimmed.dropFirst().dropLast())
    }

    static func depth(_ text: Substring) -> Int {
        text.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
    }

    // MARK: Lua names

    private func lua(_ chars: [Character]) -> Completion {
        var start = chars.count
        while start > 0, Completer.isWordCharacter(chars[start - 1]) { start -= 1 }
        let typed = String(chars[start...])
        if Completer.insideString(chars[..<start]) { return Completion(start: start, candidates: []) }
        guard start > 0, chars[start - 1] == "." || chars[start - 1] == ":" else {
            let names = LuaSyntax.keywords.map { CompletionName($0, .value) } + source.globals()
            return Completion(start: start, candidates: Completer.offer(names, typed, methodsOnly: false))
        }
        let methods = chars[start - 1] == ":"
        guard let chain = Completer.chain(before: start - 1, in: chars), let fields = source.fields(of: chain) else {
            return Completion(start: start, candidates: [])
        }
        return Completion(start: start, candidates: Completer.offer(fields, typed, methodsOnly: methods))
    }

    /// `a.b.c` ending at `end` (exclusive), as names; nil if it is not a plain chain.
    static func chain(before end: Int, in chars: [Character]) -> [String]? {
        var i = end
        while i > 0, isWordCharacter(chars[i - 1]) || chars[i - 1] == "." { i -= 1 }
        guard i < end else { return nil }
        let parts = String(chars[i..<end]).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ LuaSyntax.isIdentifier($0) }) else { return nil }
        return parts
    }

    static func offer(_ names: [CompletionName], _ typed: String, methodsOnly: Bool) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for n in names where n.name.hasPrefix(typed) && LuaSyntax.isIdentifier(n.name) || LuaSyntax.isKeyword(n.name) && n.name.hasPrefix(typed) {
            if methodsOnly && n.kind != .function { continue }
            // The scene functions that take a table complete as scenes write them.
            let sceneFunction = n.kind == .function && SceneContext.tableFunctionKeys[n.name] != nil && !methodsOnly
            let word = n.name + (sceneFunction ? " {" : n.kind == .function ? "(" : n.kind == .table ? "." : "")
            if seen.insert(word).inserted { result.append(word) }
        }
        return result.sorted()
    }

    static func isWordCharacter(_ c: Character) -> Bool {
        c == "_" || (c.isASCII && (c.isLetter || c.isNumber))
    }

    /// True when an odd number of unescaped quotes precede: the cursor is in a string.
    static func insideString(_ chars: ArraySlice<Character>) -> Bool {
        var quote: Character?
        var escaped = false
        for c in chars {
            if escaped { escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c }
        }
        return quote != nil
    }
}
