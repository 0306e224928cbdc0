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

        public init(kind: String, zIndex: Int, attributes: [String: AttributeValue], pluginUse: Int? = nil) {
            self.kind = kind
            self.zIndex = zIndex
            self.attributes = attributes
            self.pluginUse = pluginUse
        }
    }

    public private(set) var styles: [Style] = []
    public private(set) var frames: ContiguousArray<Rect> = []
    private var styleIndices: ContiguousArray<Int32> = []
    private var indexPaths: ContiguousArray<IndexPath> = []

    public init() {}

    public init(_ elements: some Sequence<LayoutAttributes>) {
        for element in elements { append(element) }
    }

    /// Adds a style; returns its index for `append(style:frame:indexPath:)`.
    public mutating func addStyle(_ style: Style) -> Int {
        styles.append(style)
        return styles.count - 1
    }

    /// Adds a decoration of a style added before.
    public mutating func append(style: Int, frame: Rect, indexPath: IndexPath) {
        styleIndices.append(Int32(style))
        frames.append(frame)
        indexPaths.append(indexPath)
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
        styleIndices += other.styleIndices.map { $0 + offset }
        frames += other.frames
        indexPaths += other.indexPaths
    }

    /// Every frame moved by `distance` along `axis` (styles and index paths unchanged): the
    /// decorations of a section that only moved.
    public func translated(by distance: Double, along axis: Axis) -> DecorationList {
        var moved = self
        for i in moved.frames.indices {
            if axis == .vertical { moved.frames[i].y += distance } else { moved.frames[i].x += distance }
        }
        return moved
    }

    public mutating func reserveCapacity(_ n: Int) {
        styleIndices.reserveCapacity(n)
        frames.reserveCapacity(n)
        indexPaths.reserveCapacity(n)
    }

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int { frames.count }

    public subscript(position: Int) -> LayoutAttributes {
        let style = styles[Int(styleIndices[position])]
        return LayoutAttributes(
            category: .decoration, kind: style.kind, indexPath: indexPaths[position], frame: frames[position],
            zIndex: style.zIndex, attributes: style.attributes)
    }

    /// The kind of decoration `position`, without building it.
    public func kind(at position: Int) -> String { styles[Int(styleIndices[position])].kind }

    /// The index path of decoration `position`, without building it.
    public func indexPath(at position: Int) -> IndexPath { indexPaths[position] }

    /// The plugin use that made decoration `position`, if a plugin did.
    public func pluginUse(at position: Int) -> Int? { styles[Int(styleIndices[position])].pluginUse }
}

extension DecorationList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: LayoutAttributes...) {
        self.init(elements)
    }
}
