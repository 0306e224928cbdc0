/// Facts of Lua 5.4's syntax the host needs outside the interpreter: writing a scene back
/// (`:save` quotes keys that are not names) and completing names in the REPL.
public enum LuaSyntax {
    /// Lua 5.4's reserved words (reference manual, section 3.1), in alphabetical order.
    public static let keywords: [String] = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    private static let keywordSet = Set(keywords)

    /// True for a reserved word.
    public static func isKeyword(_ name: String) -> Bool { keywordSet.contains(name) }

    /// True for names Lua accepts as identifiers, as after a dot (`opts.colors`): ASCII
    /// letters, digits and `_`, not starting with a digit, not a reserved word.
    public static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, !(48...57).contains(first), !isKeyword(s) else { return false }
        return s.utf8.allSatisfy { $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }
}
