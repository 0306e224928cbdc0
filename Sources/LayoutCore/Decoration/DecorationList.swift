/// Decorations stored compactly: a frame, an item and a section number each, and an index
/// into a short list of styles (kind, zIndex, custom attributes) that many share.
///
/// A plugin emits hundreds of thousands of decorations for a million cells, and a rect
/// query returns a screenful; so decorations are kept as plain numbers and become
/// `LayoutAttributes` only when read (`lualayout bench`: building every element eagerly
/// cost more than running the plugins' Lua).
public struct DecorationList: RandomAccessCollection, Sendable {
    /// What decorations share: their kind, zIndex and custom attributes.
    public struct Style: Hashable, Sendable {
        public var kind: String
        public var zIndex: Int
        public var attributes: [String: AttributeValue]
        /// Which use of a plugin declared the style (its place in the scene's uses), when a
        /// plugin did: part of a decoration's identity across an update (`ElementIdentity`).
        public var pluginUse: Int?
        /// What the style's decorations belong to, as the plugin said (`owner`, R27a); nil
        /// when it did not say: then each belongs to its item when it names one.
        public var owner: DecorationOwner?

        public init(
            kind: String, zIndex: Int, attributes: [String: AttributeValue], pluginUse: Int? = nil, owner: DecorationOwner? = nil
        ) {
            self.kind = kind
            self.zIndex = zIndex
            self.attributes = attributes
            self.pluginUse = pluginUse
            self.owner = owner
        }
    }

    public private(set) var styles: [Style] = []
    /// One record per decoration, so that adding one is a single append: the hot path of
    /// every plugin (`lualayout bench emit`: three parallel arrays cost three appends, each
    /// with its own uniqueness and capacity checks, and three reallocations as they grew).
    @usableFromInline var entries: ContiguousArray<Entry> = []

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var frame: Rect
        @usableFromInline var indexPath: IndexPath
        @usableFromInline var style: Int32
        /// Whether it belongs to its item rather than its section (R27): in an orthogonal
        /// section it scrolls with its cell. (In the record's padding: no room taken.)
        @usableFromInline var ownedByItem: Bool

        @inlinable
        init(frame: Rect, indexPath: IndexPath, style: Int32, ownedByItem: Bool = false) {
            self.frame = frame
            self.indexPath = indexPath
            self.style = style
            self.ownedByItem = ownedByItem
        }
    }

    public init() {}

    public init(_ elements: some Sequence<LayoutAttributes>) {
        for element in elements { append(element) }
    }

    /// Adds a style; returns its index for `append(style:frame:indexPath:)`.
    public mutating func addStyle(_ style: Style) -> Int {
        styles.append(style)
        return styles.count - 1
    }

    /// Adds a decoration of a style added before; `ownedByItem` when it belongs to its item
    /// (R27).
    @inlinable
    public mutating func append(style: Int, frame: Rect, indexPath: IndexPath, ownedByItem: Bool = false) {
        entries.append(Entry(frame: frame, indexPath: indexPath, style: Int32(truncatingIfNeeded: style), ownedByItem: ownedByItem))
    }

    /// Adds one decoration (its style is shared with the last one when equal).
    public mutating func append(_ element: LayoutAttributes) {
        let style = Style(kind: element.kind ?? "", zIndex: element.zIndex, attributes: element.attributes)
        let index = styles.last == style ? styles.count - 1 : addStyle(style)
        append(style: index, frame: element.frame, indexPath: element.indexPath)
    }

    public mutating func append(contentsOf other: DecorationList) {
        if isEmpty && styles.isEmpty {
            self = other
            return
        }
        let offset = Int32(styles.count)
        styles += other.styles
        entries.reserveCapacity(entries.count + other.entries.count)
        for entry in other.entries {
            entries.append(Entry(frame: entry.frame, indexPath: entry.indexPath, style: entry.style + offset, ownedByItem: entry.ownedByItem))
        }
    }

    /// Every frame moved by `distance` along `axis` (styles and index paths unchanged): the
    /// decorations of a section that only moved.
    public func translated(by distance: Double, along axis: Axis) -> DecorationList {
        var moved = self
        for i in moved.entries.indices {
            if axis == .vertical { moved.entries[i].frame.y += distance } else { moved.entries[i].frame.x += distance }
        }
        return moved
    }

    public mutating func reserveCapacity(_ n: Int) {
        entries.reserveCapacity(n)
    }

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> LayoutAttributes {
        let entry = entries[position]
        let style = styles[Int(entry.style)]
        return LayoutAttributes(
            category: .decoration, kind: style.kind, indexPath: entry.indexPath, frame: entry.frame,
            zIndex: style.zIndex, attributes: style.attributes)
    }

    /// The frame of decoration `position`, without building it.
    public func frame(at position: Int) -> Rect { entries[position].frame }

    /// The kind of decoration `position`, without building it.
    public func kind(at position: Int) -> String { styles[Int(entries[position].style)].kind }

    /// The index path of decoration `position`, without building it.
    public func indexPath(at position: Int) -> IndexPath { entries[position].indexPath }

    /// Whether decoration `position` belongs to its item rather than to its section (R27).
    public func isOwnedByItem(at position: Int) -> Bool { entries[position].ownedByItem }

    /// The plugin use that made decoration `position`, if a plugin did.
    public func pluginUse(at position: Int) -> Int? { styles[Int(entries[position].style)].pluginUse }
}

extension DecorationList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: LayoutAttributes...) {
        self.init(elements)
    }
}

/// What a plugin decoration belongs to (R27): its item, whose cell it scrolls with in an
/// orthogonal section, or its section, where it stays as UIKit's background does.
public enum DecorationOwner: Sendable, Hashable {
    case item, section

    /// Whether a decoration of a style with this owner (nil: not said) belongs to its item:
    /// said so, or not said and naming its item (R27a).
    @inlinable
    public static func ownsItem(_ owner: DecorationOwner?, itemNamed: Bool) -> Bool {
        owner == .item || (owner == nil && itemNamed)
    }
}
