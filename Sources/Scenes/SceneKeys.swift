import LayoutCore

/// The scene's names for the fields of a layout's input: the one place where LayoutCore's
/// terms (`LayoutFieldPath`) become the keys a scene file wrote.
///
/// LayoutCore names its own properties (`.configuration` `itemSize.width`, `.section(3)`
/// `itemCount`); a scene says `flow.itemSize.width` and `sections[3].items`, and a
/// compositional section is named where its spec was written (`compositional.section`
/// for the spec every section shares, `compositional.sections[3]`,
/// `compositional.sectionProvider(3)`).
enum SceneKeys {
    /// How the scene gave its layout, which decides the keys.
    enum Layout: Sendable, Equatable {
        case flow
        case compositional(CompositionalSectionForm)
    }

    /// The scene key for `path` in a scene whose layout was given as `layout`.
    static func key(for path: LayoutFieldPath, in layout: Layout) -> String {
        let field = path.field
        switch (path.root, layout) {
        case (.collectionView, _):
            // `collection { width = ... }`: the view's size is written as two keys.
            let rest = field == "size" ? "" : field.hasPrefix("size.") ? String(field.dropFirst("size.".count)) : field
            return joined("collection", rest)
        case (.configuration, .flow):
            return joined("flow", field)
        case (.configuration, .compositional):
            return joined("compositional", field)
        case (.section(let index), .flow):
            return joined("sections[\(index)]", flowSectionKey(field))
        case (.section(let index), .compositional(let form)):
            // Fitted sizes are data, given in `sections { }` (C34-C36).
            if field.hasPrefix("fitted.items") {
                return joined("sections[\(index)]", "itemSizes" + field.dropFirst("fitted.items".count))
            }
            if field.hasPrefix("fitted.supplementaries") {
                return joined("sections[\(index)]", "supplementarySizes" + field.dropFirst("fitted.supplementaries".count))
            }
            return joined(form.path(index), field)
        case (.itemCounts, _):
            // `[3]`: the count in `sections { ... }`'s fourth entry.
            return field.isEmpty ? "sections" : "sections\(field).items"
        }
    }

    /// The scene's key for a field of a flow section: its `itemCount` is its `items`.
    static func flowSectionKey(_ field: String) -> String {
        field == "itemCount" ? "items" : field
    }

    private static func joined(_ prefix: String, _ field: String) -> String {
        field.isEmpty ? prefix : field.hasPrefix("[") ? prefix + field : prefix + "." + field
    }
}
