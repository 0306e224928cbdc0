// Rules: docs/layout-rules.md, C40, C41

/// Space outside an item or group, per edge, as `NSCollectionLayoutEdgeSpacing`: each edge
/// is none (nil), fixed or flexible (`NSCollectionLayoutSpacing`).
///
/// It is laid out before the content insets, outside the allotted rect: a fixed edge pushes
/// the item away from its neighbour or the group's edge; flexible edges (and flexible gaps)
/// share what the group has left along its axis, and centre an item across it (C40). A
/// section's root group uses its own edge spacing differently (C41).
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No space on any edge, the default.
    public static let none = EdgeSpacing()

    /// The edge at the start of `axis` (leading for horizontal, top for vertical).
    @inline(__always)
    public func begin(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

    /// The edge at the end of `axis` (trailing for horizontal, bottom for vertical).
    @inline(__always)
    public func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }

    /// What the two edges along `axis` take at least: their values, a flexible edge
    /// counting its minimum (the fit loop's charge, C40).
    @inline(__always)
    public func minimumLength(along axis: Axis) -> Double {
        (begin(axis)?.value ?? 0) + (end(axis)?.value ?? 0)
    }

    /// How many of the two edges along `axis` are flexible.
    func flexibleCount(along axis: Axis) -> Int {
        (begin(axis)?.isFlexible == true ? 1 : 0) + (end(axis)?.isFlexible == true ? 1 : 0)
    }

    /// Where an item `length` long starts in a span `available` long when it is alone on
    /// `axis` (C40 across a group, C41 for a root group): after its leading edge, plus a
    /// share of the leftover for each flexible edge, so two flexible edges centre it.
    func offset(of length: Double, in available: Double, along axis: Axis) -> Double {
        let lead = begin(axis)?.value ?? 0
        let flexible = flexibleCount(along: axis)
        guard flexible > 0 else { return lead }
        let share = (available - (length + minimumLength(along: axis))) / Double(flexible)
        return lead + (begin(axis)?.isFlexible == true ? share : 0)
    }
}

extension LayoutSpacing {
    /// A flexible spacing shares the leftover length (C8, C40).
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}
