/// How an SVG picture draws cells (`lualayout render --cells outline|tiles`).
///
/// Cells lie on top of most decorations (backgrounds and row bands at zIndex -1) and beside
/// the thinnest ones (hairline separators in a half-point gap), so how they are drawn
/// decides whether the decorations can be seen at all.
public enum SVGCellDrawing: String, Hashable, Sendable, CaseIterable {
    /// A thin outline inside the frame, no fill (cells with a `color` keep their colour):
    /// backgrounds and stripes show through, and nothing spills into the gaps where
    /// separators lie. The default.
    case outline
    /// A translucent grey tile exactly the frame's size, no outline: the cells read as a
    /// mosaic, gaps as white lines, decorations tint through.
    case tiles
}
