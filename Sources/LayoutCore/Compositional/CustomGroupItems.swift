// Rules: docs/layout-rules.md, C29

/// What a custom group's provider is told: the size the group resolved to (its frame's
/// size, before an estimated axis is measured) and the scale frames are rounded to.
public struct CustomGroupEnvironment: Hashable, Sendable {
    public var groupSize: Size
    public var scale: Double

    public init(groupSize: Size, scale: Double) {
        self.groupSize = groupSize
        self.scale = scale
    }
}

/// One item a custom group places: `NSCollectionLayoutGroupCustomItem`, a frame relative
/// to the group's origin and an optional zIndex for the cell it holds.
public struct CustomGroupItem: Hashable, Sendable {
    public var frame: Rect
    /// The cell's zIndex; nil keeps the section's (0, or 1 over a background, C20).
    public var zIndex: Int?

    public init(frame: Rect, zIndex: Int? = nil) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Why a provider gave no items: its own words (a scene's provider says `file:line`).
public struct CustomGroupFailure: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// The code behind a custom group: `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`'s
/// closure. LayoutCore calls it while it solves the group, once per distinct group size (the
/// solved group is cached and stamped, C13), never once per item.
public protocol CustomGroupItemProvider: AnyObject {
    func items(in environment: CustomGroupEnvironment) -> Result<[CustomGroupItem], CustomGroupFailure>
}

/// A custom group's provider as a value of the group: equal only to itself (two providers
/// are the same group only if they are the same object), so the solved-group cache never
/// mixes two of them up.
public struct CustomGroupItems: Hashable, @unchecked Sendable {
    // @unchecked: a provider may hold a scene's Lua state, which is not thread-safe; a
    // layout, like the scene it comes from, is computed on one thread.
    public let provider: any CustomGroupItemProvider

    public init(_ provider: any CustomGroupItemProvider) {
        self.provider = provider
    }

    public static func == (a: CustomGroupItems, b: CustomGroupItems) -> Bool { a.provider === b.provider }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(provider)) }
}
