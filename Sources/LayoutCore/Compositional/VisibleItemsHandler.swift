// Rules: docs/layout-rules.md, C32

/// One element a section's visible-items handler is given (`NSCollectionLayoutVisibleItem`,
/// C32): what it is, its unscrolled frame, and the fields the handler may set.
public struct VisibleItem: Hashable, Sendable {
    public var category: ElementCategory
    public var kind: String?
    public var indexPath: IndexPath
    /// The unscrolled content frame, as the queries answer it (C30).
    public var frame: Rect
    public var zIndex: Int

    public init(category: ElementCategory, kind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    public var key: ElementKey { ElementKey(category: category, kind: kind, indexPath: indexPath) }
    public var center: Point { Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) }
}

/// What a handler set on one of its items (nil: left as it was).
public struct VisibleItemChange: Hashable, Sendable {
    /// The item's index in the list the handler was given.
    public var index: Int
    public var alpha: Double?
    public var zIndex: Int?
    public var isHidden: Bool?
    /// The new centre: the frame moves so that its centre is here.
    public var center: Point?
    /// An affine transform `a, b, c, d, tx, ty`, as `CGAffineTransform`.
    public var transform: [Double]?

    public init(
        index: Int, alpha: Double? = nil, zIndex: Int? = nil, isHidden: Bool? = nil, center: Point? = nil,
        transform: [Double]? = nil
    ) {
        self.index = index
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.center = center
        self.transform = transform
    }
}

/// Why a handler's effects were dropped: its own words, with the place they point at.
public struct VisibleItemsFailure: Error, Hashable, Sendable {
    public var message: String
    public var file: String?
    public var line: Int?

    public init(_ message: String, file: String? = nil, line: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
    }
}

/// The code behind `visibleItemsInvalidationHandler` (C32): called with a section's visible
/// items, the section's content offset and the view's size, it says what it changed.
public protocol VisibleItemsHandler: AnyObject {
    func invalidate(_ items: [VisibleItem], offset: Point, containerSize: Size) -> Result<[VisibleItemChange], VisibleItemsFailure>
    /// Where the handler is written (a scene's file and line), for failures found after it
    /// returned; nil when it has no source.
    var definition: (file: String, line: Int?)? { get }
}

extension VisibleItemsHandler {
    public var definition: (file: String, line: Int?)? { nil }
}

/// A handler as a value of a section: equal only to itself, as `CustomGroupItems` is.
public struct VisibleItemsHandlerRef: Hashable, @unchecked Sendable {
    // @unchecked: a handler may hold a scene's Lua state; a layout pass runs on one thread.
    public let handler: any VisibleItemsHandler

    public init(_ handler: any VisibleItemsHandler) { self.handler = handler }

    public static func == (a: VisibleItemsHandlerRef, b: VisibleItemsHandlerRef) -> Bool { a.handler === b.handler }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(handler)) }
}
