// Rules: docs/layout-rules.md, C6, C10

/// A member of a group: an item (a leaf, one cell) or a nested group (C10).
public indirect enum CompositionalSubitem: Hashable, Sendable {
    case item(CompositionalItem)
    case group(CompositionalGroup)

    /// The subitem's declared size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    /// The space outside the subitem (C40).
    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    /// A copy with the dimension along `axis` replaced: C6's old count API turns the
    /// subitem (item or group) into `1/count` of the group.
    func replacing(_ axis: Axis, with dimension: LayoutDimension) -> CompositionalSubitem {
        switch self {
        case .item(var item):
            item.size = item.size.replacing(axis, with: dimension)
            return .item(item)
        case .group(var group):
            group.size = group.size.replacing(axis, with: dimension)
            return .group(group)
        }
    }
}
