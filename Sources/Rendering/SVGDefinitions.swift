/// Shared `<defs>` of every SVG picture: the hatch patterns that tell headers and footers
/// apart from cells at a glance, even in a greyscale print.
enum SVGDefinitions {
    static let headerFill = "#D6E4F5"
    static let footerFill = "#F5E6D6"
    static let cellStroke = "#3A3A3C"

    static let patterns = """
        <defs>
        <pattern id="hatch-header" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="\(headerFill)"/><line x1="0" y1="0" x2="0" y2="8" stroke="#A8C2E6" stroke-width="3"/>
        </pattern>
        <pattern id="hatch-footer" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(-45)">
        <rect width="8" height="8" fill="\(footerFill)"/><line x1="0" y1="0" x2="0" y2="8" stroke="#E6C4A0" stroke-width="3"/>
        </pattern>
        </defs>

        """
}
