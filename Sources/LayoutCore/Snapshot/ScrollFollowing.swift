// Rules: docs/layout-rules.md, R20

/// A source of frames that follow the visible rect (R20): a sticky or stretchy header, a
/// carousel's scaled cells. The snapshot asks it for a section the first time a query
/// reaches the section, as it asks a `SectionDecorating` source for decorations.
public protocol ScrollFollowing: AnyObject {
    /// A hint of how far, along the scroll axis, followed frames lie outside their section:
    /// rect queries widen their search by at least this much before the snapshot has
    /// measured any section (R20b, `MeasuredReach`). Not a bound.
    var reach: Double { get }
    /// The frames that replace the base layout's in section `section`, anywhere; the same
    /// whenever asked in one layout pass.
    func followedFrames(forSection section: Int, in geometry: LayoutGeometry) -> FollowedFrames
    /// The same, for a source that reads the section's plugin decorations too (a
    /// visible-items handler is given those on screen, C32, R27): `decorations` makes them
    /// when asked, so a source with nothing to do for the section costs nothing more.
    func followedFrames(
        forSection section: Int, in geometry: LayoutGeometry, decorations: () -> [PluginDecoration]
    ) -> FollowedFrames
}

extension ScrollFollowing {
    /// A source that moves no plugin decoration never reads them.
    public func followedFrames(
        forSection section: Int, in geometry: LayoutGeometry, decorations: () -> [PluginDecoration]
    ) -> FollowedFrames {
        followedFrames(forSection: section, in: geometry)
    }
}

/// The frames of one section's elements that follow the visible rect, replacing the base
/// layout's frames in every query (R20).
///
/// The moves are kept in an array: a cell's found by a binary search of the items moved,
/// any other element's through a dictionary by its identity (a visible-items handler's 21
/// moves cost more in three dictionaries by key, and an attribute dictionary each, than
/// the handler; hashing an `ElementKey` still cost ~1.6k instructions a cell).
public struct FollowedFrames: Sendable, Equatable {
    /// The place in `moves` of each element that moved and is not a cell, by its identity.
    private var positions: [ElementKey: Int] = [:]
    /// The moves, one per element (a later move of the same element replaces its entry).
    private(set) var moves: [FollowedMove] = []
    /// The items of the cells that moved, in increasing order (a rect query merges them
    /// into the cells it finds, in item order).
    public private(set) var movedItems: [Int] = []
    /// For each entry of `movedItems`, the place of its move in `moves`.
    private var cellMoves: [Int] = []

    public init() {}

    /// No element moves.
    public static let none = FollowedFrames()

    /// The elements that moved.
    public var count: Int { moves.count }

    public var isEmpty: Bool { moves.isEmpty }

    /// The followed frame of the element `key`, if it moved.
    public func frame(of key: ElementKey) -> Rect? {
        place(of: key).map { moves[$0].frame }
    }

    /// Where the move of `key` is in `moves`, if it moved.
    private func place(of key: ElementKey) -> Int? {
        guard key.category == .cell else { return positions[key] }
        let item = key.indexPath.item
        var at = partitionPoint(movedItems.count) { movedItems[$0] >= item }
        while at < movedItems.count, movedItems[at] == item {
            if moves[cellMoves[at]].key == key { return cellMoves[at] }
            at += 1
        }
        return nil
    }

    /// Moves the element `key` to `frame`, with `zIndex` instead of its own when given and
    /// `attributes` over its own; a later move of the same element wins, zIndex and
    /// attributes included.
    public mutating func move(_ key: ElementKey, to frame: Rect, zIndex: Int? = nil, attributes: [String: AttributeValue] = [:]) {
        move(FollowedMove(key: key, frame: frame, zIndex: zIndex, attributes: FollowedAttributes(named: attributes)))
    }

    /// Makes `move`, replacing an earlier move of the same element.
    public mutating func move(_ move: FollowedMove) {
        if let at = place(of: move.key) {
            moves[at] = move
            return
        }
        if move.key.category == .cell {
            // Items come in increasing order from every source: then this appends.
            let item = move.key.indexPath.item
            let position = partitionPoint(movedItems.count) { movedItems[$0] > item }
            movedItems.insert(item, at: position)
            cellMoves.insert(moves.count, at: position)
        } else {
            positions[move.key] = moves.count
        }
        moves.append(move)
    }

    /// Gives `element` its followed frame, and its followed zIndex if the move gave one,
    /// when it moved: what every query answers (R20a).
    public func apply(to element: inout LayoutAttributes) {
        guard let at = place(of: element.key) else { return }
        element.frame = moves[at].frame
        if let zIndex = moves[at].zIndex { element.zIndex = zIndex }
    }

    /// Merges the custom attributes `element`'s move gave it over those it has: applied
    /// after its styles, which do not depend on the view (R20a).
    public func applyAttributes(to element: inout LayoutAttributes) {
        guard !moves.isEmpty, let at = place(of: element.key) else { return }
        moves[at].attributes.merge(into: &element.attributes)
    }

    /// Room for `count` moves, made at once rather than by growing (a visible-items
    /// handler's moves are counted before they are made).
    public mutating func reserveCapacity(_ count: Int) {
        moves.reserveCapacity(count)
        movedItems.reserveCapacity(count)
        cellMoves.reserveCapacity(count)
    }

    /// Takes `other`'s moves over these: a later source's move of an element wins.
    public mutating func merge(_ other: FollowedFrames) {
        for move in other.moves { self.move(move) }
    }

    /// Equal when the same elements move to the same frames, zIndices and attributes, in
    /// whatever order the moves were made.
    public static func == (a: FollowedFrames, b: FollowedFrames) -> Bool {
        guard a.moves.count == b.moves.count, a.movedItems == b.movedItems else { return false }
        return a.moves.allSatisfy { move in
            guard let at = b.place(of: move.key) else { return false }
            let other = b.moves[at]
            return other.frame == move.frame && other.zIndex == move.zIndex && other.attributes.resolved == move.attributes.resolved
        }
    }
}

/// One element's move: where it is drawn, above what, with which attributes.
public struct FollowedMove: Sendable, Equatable {
    public var key: ElementKey
    public var frame: Rect
    /// The zIndex it takes instead of its own (a carousel's centre cell drawn above its
    /// neighbours); nil keeps its own.
    public var zIndex: Int?
    public var attributes: FollowedAttributes

    public init(key: ElementKey, frame: Rect, zIndex: Int? = nil, attributes: FollowedAttributes = FollowedAttributes()) {
        self.key = key
        self.frame = frame
        self.zIndex = zIndex
        self.attributes = attributes
    }
}

/// The custom attributes a move gives an element in this view, merged over the ones its
/// styles give it (R20a): a visible-items handler's `alpha`, `isHidden` and `transform`
/// (C32) kept as values until a query answers the element, and any others by name (a
/// plugin's `out:move`).
public struct FollowedAttributes: Sendable, Equatable {
    public var named: [String: AttributeValue]
    public var alpha: Double?
    public var isHidden: Bool?
    /// `a, b, c, d, tx, ty`, as `CGAffineTransform`.
    public var transform: [Double]?

    public init(named: [String: AttributeValue] = [:], alpha: Double? = nil, isHidden: Bool? = nil, transform: [Double]? = nil) {
        self.named = named
        self.alpha = alpha
        self.isHidden = isHidden
        self.transform = transform
    }

    /// Sets these over `attributes`.
    public func merge(into attributes: inout [String: AttributeValue]) {
        if !named.isEmpty { attributes.merge(named) { _, new in new } }
        if let alpha { attributes["alpha"] = .number(alpha) }
        if let isHidden { attributes["isHidden"] = .bool(isHidden) }
        if let transform { attributes["transform"] = .list(transform.map(AttributeValue.number)) }
    }

    /// All of them by name, as a query answers them.
    public var resolved: [String: AttributeValue] {
        var all: [String: AttributeValue] = [:]
        merge(into: &all)
        return all
    }
}
