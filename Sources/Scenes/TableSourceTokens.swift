/// The tokens of a scene's Lua text, with their lines: just enough of Lua's lexer to walk
/// table constructors (`{ key = value, ... }`) for `TableSourceLocator`.
///
/// Lua keeps no line numbers for table fields, and a compositional scene nests tables four
/// deep, so a text search for the first `size =` finds the wrong one. Walking the tokens
/// finds the right entry. Comments, short and long strings are skipped whole (so a `{` or
/// `size =` inside them is not seen); `==` is not taken for `=`.
struct TableSourceTokens {
    enum Kind: Equatable {
        case name
        case string
        case number
        case symbol
    }

    struct Token {
        var kind: Kind
        var text: String
        /// 1-based line of the token's first character.
        var line: Int
    }

    private(set) var tokens: [Token] = []

    init(source: String) {
        let bytes = Array(source.utf8)
        var i = 0
        var line = 1
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 { line += 1; i += 1; continue }
            if c == 32 || c == 9 || c == 13 { i += 1; continue }
            if c == 45, at(i + 1) == 45 {  // -- comment
                i += 2
                if let level = TableSourceTokens.longBracketLevel(bytes, i) {
                    i = TableSourceTokens.skipLong(bytes, i, level: level, line: &line)
                } else {
                    while i < bytes.count, bytes[i] != 10 { i += 1 }
                }
                continue
            }
            let start = i
            let startLine = line
            if c == 34 || c == 39 {  // "..." or '...'
                i += 1
                while i < bytes.count, bytes[i] != c {
                    if bytes[i] == 92 { i += 1 }
                    if i < bytes.count, bytes[i] == 10 { line += 1 }
                    i += 1
                }
                i += 1
                tokens.append(Token(kind: .string, text: "", line: startLine))
            } else if c == 91, let level = TableSourceTokens.longBracketLevel(bytes, i) {  // [[...]]
                i = TableSourceTokens.skipLong(bytes, i, level: level, line: &line)
                tokens.append(Token(kind: .string, text: "", line: startLine))
            } else if TableSourceTokens.isNameStart(c) {
                while i < bytes.count, TableSourceTokens.isNameStart(bytes[i]) || TableSourceTokens.isDigit(bytes[i]) { i += 1 }
                tokens.append(Token(kind: .name, text: String(decoding: bytes[start..<i], as: UTF8.self), line: startLine))
            } else if TableSourceTokens.isDigit(c) || (c == 46 && TableSourceTokens.isDigit(at(i + 1))) {
                while i < bytes.count {
                    let d = bytes[i]
                    if (d == 43 || d == 45), [69, 101, 80, 112].contains(bytes[i - 1]) { i += 1; continue }  // 1e-5
                    guard TableSourceTokens.isNameStart(d) || TableSourceTokens.isDigit(d) || d == 46 else { break }
                    i += 1
                }
                tokens.append(Token(kind: .number, text: "", line: startLine))
            } else {
                // Two- and three-character operators, so that `==` is never read as `=`.
                let three = String(decoding: bytes[i..<Swift.min(i + 3, bytes.count)], as: UTF8.self)
                let two = String(three.prefix(2))
                let text = three == "..." ? three : ["==", "~=", "<=", ">=", "..", "::", "//", "<<", ">>"].contains(two) ? two : String(UnicodeScalar(c))
                i += text.utf8.count
                tokens.append(Token(kind: .symbol, text: text, line: startLine))
            }
        }
    }

    // MARK: Queries

    /// True when token `i` is the symbol `text`.
    func isSymbol(_ i: Int, _ text: String) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .symbol && tokens[i].text == text
    }

    /// True when token `i` is the name `text` (keywords are names here).
    func isName(_ i: Int, _ text: String? = nil) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .name && (text == nil || tokens[i].text == text)
    }

    /// How token `i` changes the nesting: brackets, and the keywords that open and close
    /// blocks (`function ... end`, `if ... end`, `do ... end`, `repeat ... until`), so that
    /// a comma inside a provider's body does not end a table entry.
    func depthChange(_ i: Int) -> Int {
        let t = tokens[i]
        switch t.kind {
        case .symbol: return ["{", "(", "["].contains(t.text) ? 1 : ["}", ")", "]"].contains(t.text) ? -1 : 0
        case .name: return ["function", "if", "do", "repeat"].contains(t.text) ? 1 : ["end", "until"].contains(t.text) ? -1 : 0
        default: return 0
        }
    }

    // MARK: Private

    private static func isNameStart(_ c: UInt8) -> Bool { c == 95 || (65...90).contains(c) || (97...122).contains(c) || c >= 128 }
    private static func isDigit(_ c: UInt8) -> Bool { (48...57).contains(c) }

    /// The level of a long bracket opening at `i` (`[[` is 0, `[==[` is 2), or nil.
    private static func longBracketLevel(_ bytes: [UInt8], _ i: Int) -> Int? {
        guard i < bytes.count, bytes[i] == 91 else { return nil }
        var j = i + 1
        while j < bytes.count, bytes[j] == 61 { j += 1 }
        return j < bytes.count && bytes[j] == 91 ? j - i - 1 : nil
    }

    /// The index after the long bracket opened at `i` closes, counting its lines.
    private static func skipLong(_ bytes: [UInt8], _ i: Int, level: Int, line: inout Int) -> Int {
        var j = i + level + 2
        while j < bytes.count {
            if bytes[j] == 10 { line += 1 }
            if bytes[j] == 93 {
                var k = j + 1
                while k < bytes.count, bytes[k] == 61 { k += 1 }
                if k - j - 1 == level, k < bytes.count, bytes[k] == 93 { return k + 1 }
            }
            j += 1
        }
        return bytes.count
    }
}
