/// A request as the server's handler sees it once its header is in: what the router decides
/// from. Header values are bytes, as they came: a NUL inside one is a byte like any other
/// (a C string would end there).
public struct PreviewRequest: Sendable {
    public var method: String
    /// The path, without its query string.
    public var path: String
    /// Every header field, in the order sent, names as sent.
    public var headers: [(name: String, value: [UInt8])]
    /// The query string's arguments, in order (`nil`: a name without `=`).
    public var arguments: [(name: String, value: String?)]
    /// Bytes of body received (nothing here takes one).
    public var bodyBytes: Int

    public init(method: String, path: String, headers: [(name: String, value: [UInt8])] = [],
                arguments: [(name: String, value: String?)] = [], bodyBytes: Int = 0) {
        self.method = method
        self.path = path
        self.headers = headers
        self.arguments = arguments
        self.bodyBytes = bodyBytes
    }

    /// The values of the header fields named `name` (case-insensitive, as HTTP names are).
    public func values(of name: String) -> [[UInt8]] {
        let wanted = name.lowercased()
        return headers.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The query argument `name`'s values.
    public func arguments(named name: String) -> [String?] {
        arguments.filter { $0.name == name }.map(\.value)
    }
}

/// What the server does with a request.
public enum PreviewReply: Sendable, Equatable {
    /// A response with a body.
    case content(status: UInt32, type: String, body: [UInt8], headers: [PreviewHeader])
    /// The latest state, as JSON (the board's).
    case state
    /// The state as server-sent events.
    case events
    /// The page asks for the view to scroll: 204 once it is on the board.
    case scroll(PreviewScroll)

    /// The status line's code.
    public var status: UInt32 {
        switch self {
        case .content(let status, _, _, _): status
        case .state, .events: 200
        case .scroll: 204
        }
    }
}

/// Where the page asks the view to scroll: the collection view's offset, and optionally one
/// orthogonal section's inner offset (C30), with the velocity a drag ended at when the page
/// asks where it comes to rest (C31, as `dump --snap` computes).
public struct PreviewScroll: Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// The orthogonal section scrolled, its offset along its axis, and the drag's velocity
    /// in points per millisecond when it ended (nil while it goes on).
    public var orthogonal: (section: Int, offset: Double, velocity: Double?)?

    public init(x: Double, y: Double, orthogonal: (section: Int, offset: Double, velocity: Double?)? = nil) {
        self.x = x
        self.y = y
        self.orthogonal = orthogonal
    }

    public static func == (a: PreviewScroll, b: PreviewScroll) -> Bool {
        a.x == b.x && a.y == b.y && a.orthogonal?.section == b.orthogonal?.section
            && a.orthogonal?.offset == b.orthogonal?.offset && a.orthogonal?.velocity == b.orthogonal?.velocity
    }
}

/// One response header field.
public struct PreviewHeader: Sendable, Equatable {
    public let name: String
    public let value: String
}
