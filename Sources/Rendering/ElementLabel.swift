import LayoutCore

/// The text a picture writes on an element: `section.item` for cells (`0.3`), the kind
/// and section for supplementaries (`header 0`), the kind alone for decorations and for
/// layout-level elements (which belong to no section).
public enum ElementLabel {
    public static func text(for element: LayoutAttributes) -> String {
        let path = element.indexPath
        switch element.category {
        case .cell:
            return path.isLayoutLevel ? "\(path.item)" : "\(path.section).\(path.item)"
        case .supplementary, .decoration:
            let kind = element.kind ?? element.category.rawValue
            return path.isLayoutLevel ? kind : "\(kind) \(path.section)"
        }
    }
}
