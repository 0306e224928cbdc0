/// What the preview server answers to each request, decided from the request alone (no
/// socket, no board): the Host check, the page's files, `/state`, `/events` and scrolls.
/// A value with no state of its own, so that the fuzz target drives it as the server does.
///
/// Requests whose `Host` is not the address served (`127.0.0.1:PORT` or `localhost:PORT`)
/// are refused (421): a page on another site whose name an attacker points at 127.0.0.1 (DNS
/// rebinding) sends its own name. A request with no `Host`, two of them (RFC 9112, 3.2) or
/// one with a control byte in it is malformed (400): compared as a C string, `Host:
/// 127.0.0.1:PORT\0.evil` would pass. A scroll must carry `X-LuaLayout: scroll`, which a
/// page on another site cannot send without a preflight this server never answers.
public struct PreviewRouter: Sendable {
    /// The port served (0: not yet known; everything is refused).
    public var port: UInt16
    /// The page's files, by path.
    public var assets: [PreviewAsset]

    public init(port: UInt16, assets: [PreviewAsset] = PreviewAsset.all) {
        self.port = port
        self.assets = assets
    }

    /// Nothing from outside: no script, style, font or image the page does not carry.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The largest offset a scroll may ask for, in points; the largest section index and
    /// drag velocity (points per millisecond) an orthogonal scroll may name.
    static let largestOffset = 1e9
    static let largestSection = 1_000_000
    static let largestVelocity = 1000.0

    public func reply(to request: PreviewRequest) -> PreviewReply {
        if request.bodyBytes > 0 { return Self.text(413, "this server takes no request bodies\n") }
        let hosts = request.values(of: "Host")
        guard hosts.count == 1, let host = hosts.first else {
            return Self.text(400, hosts.isEmpty ? "a request names its Host\n" : "a request has one Host header, not \(hosts.count)\n")
        }
        guard !host.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            return Self.text(400, "a Host header holds no control characters\n")
        }
        let name = String(decoding: host, as: UTF8.self)
        guard port != 0, name == "127.0.0.1:\(port)" || name == "localhost:\(port)" else {
            return Self.text(421, "this server answers to 127.0.0.1:\(port) only\n")
        }
        switch (request.method, request.path) {
        case ("GET", "/state"):
            return .state
        case ("GET", "/events"):
            return .events
        case ("POST", "/scroll"):
            return scroll(request)
        case ("GET", let path), ("HEAD", let path):
            guard let asset = assets.first(where: { $0.path == path }) else {
                let served = assets.map(\.path) + ["/state", "/events"]
                return Self.text(404, "not found: this server serves \(served.joined(separator: ", "))\n")
            }
            return .content(status: 200, type: asset.type, body: asset.bytes, headers: [
                PreviewHeader(name: "Content-Security-Policy", value: Self.contentSecurityPolicy),
            ])
        default:
            return Self.text(405, "method not allowed\n")
        }
    }

    private func scroll(_ request: PreviewRequest) -> PreviewReply {
        guard request.values(of: "X-LuaLayout").map({ String(decoding: $0, as: UTF8.self) }) == ["scroll"] else {
            return Self.text(403, "a scroll comes from the preview page\n")
        }
        func number(_ name: String, below bound: Double = Self.largestOffset) -> Double? {
            let values = request.arguments(named: name)
            guard values.count == 1, let text = values[0], let value = Double(text), value.isFinite, abs(value) < bound
            else { return nil }
            return value
        }
        guard let x = number("x"), let y = number("y") else {
            return Self.text(400, "scroll needs x and y, once each, finite numbers\n")
        }
        guard !request.arguments(named: "s").isEmpty else {
            guard request.arguments(named: "o").isEmpty, request.arguments(named: "v").isEmpty else {
                return Self.text(400, "an orthogonal offset (o, v) needs its section (s)\n")
            }
            return .scroll(PreviewScroll(x: x, y: y))
        }
        let sections = request.arguments(named: "s")
        guard sections.count == 1, let text = sections[0], let section = Int(text), section >= 0, section < Self.largestSection,
              let offset = number("o")
        else { return Self.text(400, "an orthogonal scroll needs s (a section) and o (its offset), once each\n") }
        let velocity: Double?
        if request.arguments(named: "v").isEmpty {
            velocity = nil
        } else {
            guard let v = number("v", below: Self.largestVelocity) else {
                return Self.text(400, "v (points per millisecond) must be a finite number below 1000\n")
            }
            velocity = v
        }
        return .scroll(PreviewScroll(x: x, y: y, orthogonal: (section, offset, velocity)))
    }

    static func text(_ status: UInt32, _ text: String) -> PreviewReply {
        .content(status: status, type: "text/plain; charset=utf-8", body: Array(text.utf8), headers: [])
    }
}
