/// Trimming what people type (selectors, `--rect` arguments, `COLUMNS`, REPL words): the
/// one trim helper of the package. It lives with `NearestName` because both read text
/// people typed, need nothing but the standard library, and are needed by the plugin
/// host, the renderers and the console, none of which depends on another.
extension StringProtocol {
    /// The text without the spaces and tabs at its ends (`" 1..3\t"` → `"1..3"`).
    public var trimmingBlanks: String {
        let isBlank = { (c: Character) in c == " " || c == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
