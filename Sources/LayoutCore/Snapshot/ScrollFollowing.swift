// Rules: docs/layout-rules.md, R20

/// A source of frames that follow the visible rect (R20): a sticky or stretchy header, a
/// carousel's scaled cells. The snapshot asks it for a section the first time a query
/// reaches the section, as it asks a `SectionDecorating` source for decorations.
public protocol ScrollFollowing: AnyObject {
    /// How far, along the scroll axis, a followed frame may lie outside its section's
    /// frame: rect queries widen their search by this much (R20b).
    var reach: Double { get }
    /// The frames that replace the base layout's in section `section`; every one within
    /// `reach` of the section's frame along the scroll axis.
    func followedFrames(forSection section: Int, in geometry: LayoutGeometry) -> FollowedFrames
}

/// The frames of one section's elements that follow the visible rect, replacing the base
/// layout's frames in every query (R20).
public struct FollowedFrames: Sendable, Equatable {
    /// The new frame of each element that moved, by its identity.
    public private(set) var frames: [ElementKey: Rect] = [:]
    /// The items of the cells that moved, in increasing order (a rect query merges them
    /// into the cells it finds, in item order).
    public private(set) var movedItems: [Int] = []
    /// The zIndex an element that moved takes instead of its own, when its move gave one
    /// (a carousel's centre cell drawn above its neighbours).
    public private(set) var zIndices: [ElementKey: Int] = [:]
    /// Custom attributes an element that moved takes in this view, when its move gave some
    /// (a carousel's scale and alpha by distance to the centre): merged over the ones its
    /// styles give it (R20a).
    public private(set) var attributes: [ElementKey: [String: AttributeValue]] = [:]

    public init() {}

    /// No element moves.
    public static let none = FollowedFrames()

    /// Moves the element `key` to `frame`, with `zIndex` instead of its own when given and
    /// `attributes` over its own; a later move of the same element wins, zIndex and
    /// attributes included.
    public mutating func move(_ key: ElementKey, to frame: Rect, zIndex: Int? = nil, attributes: [String: AttributeValue] = [:]) {
        if key.category == .cell, frames[key] == nil {
            let item = key.indexPath.item
            let position = partitionPoint(movedItems.count) { movedItems[$0] >= item }
            movedItems.insert(key.indexPath.item, at: position)
        }
        frames[key] = frame
        zIndices[key] = zIndex
        self.attributes[key] = attributes.isEmpty ? nil : attributes
    }

    /// Gives `element` its followed frame, and its followed zIndex if the move gave one,
    /// when it moved: what every query answers (R20a).
    public func apply(to element: inout LayoutAttributes) {
        let key = element.key
        guard let frame = frames[key] else { return }
        element.frame = frame
        if let zIndex = zIndices[key] { element.zIndex = zIndex }
    }

    /// Merges the custom attributes `element`'s move gave it over those it has: applied
    /// after its styles, which do not depend on the view (R20a).
    public func applyAttributes(to element: inout LayoutAttributes) {
        guard !attributes.isEmpty, let given = attributes[element.key] else { return }
        element.attributes.merge(given) { _, new in new }
    }

    public var isEmpty: Bool { frames.isEmpty }

    /// Room for `count` moves with attributes, made at once rather than by growing (a
    /// visible-items handler's moves are counted before they are made).
    public mutating func reserveCapacity(_ count: Int) {
        frames.reserveCapacity(count)
        movedItems.reserveCapacity(count)
        attributes.reserveCapacity(count)
    }

    /// Takes `other`'s moves over these: a later source's move of an element wins.
    public mutating func merge(_ other: FollowedFrames) {
        for (key, frame) in other.frames {
            move(key, to: frame, zIndex: other.zIndices[key], attributes: other.attributes[key] ?? [:])
        }
    }
}
