import LayoutCore

/// Hand-made element lists: small enough to check every character of a picture by eye.
enum Fixtures {
    static func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     attributes: [String: AttributeValue] = [:]) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: IndexPath(section: section, item: item),
                         frame: Rect(x: x, y: y, width: w, height: h), attributes: attributes)
    }

    static func supplementary(_ kind: String, _ section: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(section: section, item: 0),
                         frame: frame, zIndex: 10)
    }

    static func decoration(_ kind: String, _ section: Int, _ frame: Rect, item: Int = 0, zIndex: Int = -1,
                           attributes: [String: AttributeValue] = [:]) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: kind, indexPath: IndexPath(section: section, item: item),
                         frame: frame, zIndex: zIndex, attributes: attributes)
    }

    static let smallContentSize = Size(width: 200, height: 260)

    /// Two sections of a 200-point-wide list: headers, a footer, two-column cells, a green
    /// translucent background, a separator, and a rounded blue background with a shadow
    /// under an orange cell.
    static let small: [LayoutAttributes] = [
        cell(0, 0, 10, 40, 80, 40), cell(0, 1, 110, 40, 80, 40), cell(0, 2, 10, 90, 80, 40),
        cell(1, 0, 10, 200, 80, 40, attributes: ["color": .string("#FF9500")]), cell(1, 1, 110, 200, 80, 40),
        supplementary("header", 0, Rect(x: 0, y: 0, width: 200, height: 30)),
        supplementary("header", 1, Rect(x: 0, y: 160, width: 200, height: 30)),
        supplementary("footer", 0, Rect(x: 0, y: 140, width: 200, height: 20)),
        decoration("sectionBackground", 0, Rect(x: 0, y: 30, width: 200, height: 110),
                   attributes: ["color": .string("#00FF0080")]),
        decoration("separator", 0, Rect(x: 10, y: 85, width: 180, height: 0.5), zIndex: 1,
                   attributes: ["color": .string("#C6C6C8")]),
        decoration("sectionBackground", 1, Rect(x: 4, y: 194, width: 192, height: 52), attributes: [
            "color": .record(["r": .number(0), "g": .number(0), "b": .number(1), "a": .number(0.25)]),
            "cornerRadius": .number(8),
            "borderColor": .string("#0000FF"), "borderWidth": .number(1),
            "shadow": .record(["color": .string("#000000"), "offset": .list([.number(0), .number(2)]),
                               "radius": .number(4), "opacity": .number(0.3)]),
        ]),
    ]
}
