/// Where in a layout's input a `LayoutError` lies, in LayoutCore's own terms: what the
/// field belongs to (`root`) and the field below it, named after LayoutCore's properties
/// (`itemSizes[4].height`, `group.subitems[0].size.width`, `size.width`).
///
/// The engine knows no scene file: a loader maps a path to its own keys and lines (the
/// scene loader's `SceneKeys`). Paths are built only when a check fails.
public struct LayoutFieldPath: Hashable, Sendable, CustomStringConvertible {
    /// The input a field belongs to.
    public enum Root: Hashable, Sendable {
        /// The `CollectionViewMetrics`.
        case collectionView
        /// The layout's configuration (`FlowLayoutConfiguration`,
        /// `CompositionalLayoutConfiguration`).
        case configuration
        /// Section `index`'s input (`FlowSection`, `CompositionalSection`), 0-based.
        case section(Int)
        /// The item counts given beside compositional sections (`field` is empty or `[i]`).
        case itemCounts
    }

    public var root: Root
    /// The dotted path below `root` (`inset.top`, `itemSizes[2]`), empty for the root itself.
    public var field: String

    public init(_ root: Root, _ field: String = "") {
        self.root = root
        self.field = field
    }

    /// The path one step further down: `name` is a property (`size`) or a subscript (`[3]`).
    public func appending(_ name: String) -> LayoutFieldPath {
        let separator = field.isEmpty || name.hasPrefix("[") ? "" : "."
        return LayoutFieldPath(root, field + separator + name)
    }

    /// `collectionView.size.width`, `configuration.itemSize`, `sections[2].itemSizes[4]`,
    /// `itemCounts[1]`: for messages about the engine itself and for tests.
    public var description: String {
        let prefix: String
        switch root {
        case .collectionView: prefix = "collectionView"
        case .configuration: prefix = "configuration"
        case .section(let index): prefix = "sections[\(index)]"
        case .itemCounts: prefix = "itemCounts"
        }
        if field.isEmpty { return prefix }
        return field.hasPrefix("[") ? prefix + field : prefix + "." + field
    }
}
