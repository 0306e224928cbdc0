// Rules: docs/layout-rules.md, C45, C46

/// A supplementary item anchored to an item: a badge, as `NSCollectionLayoutSupplementaryItem`
/// (C45). It never changes the item's or group's size (C46).
public struct SupplementaryItem: Hashable, Sendable {
    /// The element kind; its index path is `[section, k]`, `k` counting this kind in item
    /// order (C46).
    public var kind: String
    /// Its size; fractional dimensions are of the item's frame (after the item's insets).
    public var size: LayoutSize
    /// Where on the item it is anchored.
    public var containerAnchor: LayoutAnchor
    /// Which point of the badge goes there; nil: the container anchor's point (C45).
    public var itemAnchor: LayoutAnchor?
    public var zIndex: Int
    /// Insets that shrink the badge's frame (C3, none on its estimated axes).
    public var contentInsets: EdgeInsets

    public init(
        kind: String, size: LayoutSize, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1,
        contentInsets: EdgeInsets = .zero
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// C45: the badge's frame for an item whose frame (after its insets) is `host`.
    func frame(in host: Rect, scale: Double) -> Rect {
        let own = size.resolved(in: host.size, scale: scale)
        let a = containerAnchor.unitPoint, b = (itemAnchor ?? containerAnchor).unitPoint
        var x = host.x + a.x * host.width - b.x * own.width
        var y = host.y + a.y * host.height - b.y * own.height
        let first = containerAnchor.offset(for: own)
        x += first.x
        y += first.y
        if let itemAnchor {
            let second = itemAnchor.offset(for: own)
            x += second.x
            y += second.y
        }
        return Rect(x: x, y: y, width: own.width, height: own.height)
            .inset(by: GroupSolver.contentInsets(contentInsets, of: size))
    }
}

/// `NSCollectionLayoutAnchor`: edges of a rect and an offset from the point they name.
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges of `NSDirectionalRectEdge`.
    public enum Edge: String, CaseIterable, Hashable, Sendable {
        case top, leading, bottom, trailing
    }
    /// An absolute offset in points, or a fractional one in units of the badge's size.
    public enum Offset: Hashable, Sendable {
        case absolute(Point)
        case fractional(Point)
    }

    public var edges: Set<Edge>
    public var offset: Offset

    public init(edges: Set<Edge>, offset: Offset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }

    /// C45: the anchor's point per axis: leading or top 0, trailing or bottom 1, both or
    /// neither 0.5 (the centre).
    var unitPoint: Point {
        func point(_ start: Edge, _ end: Edge) -> Double {
            switch (edges.contains(start), edges.contains(end)) {
            case (true, false): 0
            case (false, true): 1
            default: 0.5
            }
        }
        return Point(x: point(.leading, .trailing), y: point(.top, .bottom))
    }

    /// The offset in points for a badge of size `badge`.
    func offset(for badge: Size) -> Point {
        switch offset {
        case .absolute(let p): p
        case .fractional(let f): Point(x: f.x * badge.width, y: f.y * badge.height)
        }
    }
}
