/// The box-drawing characters of an outline: single lines for cells, double lines for
/// headers and footers, so the two differ even without colour.
struct TerminalBoxStyle {
    let topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    let horizontal: Character, vertical: Character
    /// Ends of a one-row box: `[0.3]`, `╞header 0╡`; a one-row header or footer still
    /// reads as a box, not as a line.
    let left: Character, right: Character

    static let single = TerminalBoxStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        horizontal: "─", vertical: "│", left: "[", right: "]")
    static let double = TerminalBoxStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝",
        horizontal: "═", vertical: "║", left: "╞", right: "╡")
}
