/// The custom attributes a picture draws (the SVG and terminal renderers, `DrawingStyle`
/// and `SVGElementPainter`): an element's fill, corners, border and shadow, and what a
/// scroll hook changes (alpha, isHidden, transform). An attribute outside this list is kept
/// in the JSON but drawn by nothing, so the plugin host warns about one a plugin gives,
/// unless the plugin declares it for an app (`M.appAttributes`).
public enum DrawnAttributes {
    public static let names: [String] = [
        "color", "cornerRadius", "borderColor", "borderWidth", "shadow", "alpha", "isHidden", "transform",
    ]
}
