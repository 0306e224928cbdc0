/// Lua 5.4's lexical facts that hosts need outside the interpreter: its reserved words and
/// what a name is (Lua reference manual, §3.1). One list, for whoever writes Lua text
/// (`:save`, the REPL's printer) or completes it.
public enum LuaSyntax {
    /// The reserved words, in the manual's order.
    public static let keywords = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    private static let keywordSet = Set(keywords)

    /// True for a reserved word.
    public static func isKeyword(_ s: String) -> Bool { keywordSet.contains(s) }

    /// True for a name Lua accepts as an identifier (`opts.colors`, `{ colors = ... }`):
    /// ASCII letters, digits and `_`, not starting with a digit, not a reserved word.
    public static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, !(48...57).contains(first), !isKeyword(s) else { return false }
        return s.utf8.allSatisfy { $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }
}
