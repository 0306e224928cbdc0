import PreviewServer

/// The preview server's request handling (`lualayout serve`): bytes read as an HTTP
/// request (request line, header lines, query string), decided by `PreviewRouter` as the
/// server's threads decide it, and for the event stream, its first event read through
/// `EventStream` in pieces of sizes the input gives.
///
/// Promises: only a request with one `Host`, the address served, without a control byte,
/// gets anything but a refusal (4xx); a 200 with a body is one of the page's files, for GET
/// or HEAD of its path, byte for byte; `/state` and `/events` are GETs of those paths; a
/// scroll is a POST to `/scroll` with `X-LuaLayout: scroll` and one finite x and y each
/// within bounds; the event stream's first event is the state published, whole and once.
enum ServerRequestTarget {
    static let port: UInt16 = 8765
    static let goodHosts: Set<[UInt8]> = [Array("127.0.0.1:8765".utf8), Array("localhost:8765".utf8)]

    static func run(_ bytes: UnsafeRawBufferPointer) {
        let request = parse(Array(bytes))
        let router = PreviewRouter(port: port)
        let reply = router.reply(to: request)
        let hosts = request.values(of: "Host")
        let wellAddressed = hosts.count == 1 && goodHosts.contains(hosts[0]) && request.bodyBytes == 0
        if reply.status < 400 && !wellAddressed {
            FuzzFailure.stop(.server, "answered \(reply.status) to a request not addressed to the server: \(hosts)")
        }
        switch reply {
        case .content(let status, _, let body, _):
            guard [200, 400, 403, 404, 405, 413, 421].contains(status) else {
                FuzzFailure.stop(.server, "status \(status)")
            }
            if status == 200 {
                guard ["GET", "HEAD"].contains(request.method),
                      let asset = router.assets.first(where: { $0.path == request.path }), asset.bytes == body
                else { FuzzFailure.stop(.server, "a 200 that is not one of the page's files: \(request.method) \(request.path)") }
            }
        case .state:
            guard request.method == "GET", request.path == "/state" else { FuzzFailure.stop(.server, "state for \(request.path)") }
        case .events:
            guard request.method == "GET", request.path == "/events" else { FuzzFailure.stop(.server, "events for \(request.path)") }
            readFirstEvent(sizes: Array(bytes.suffix(8)))
        case .scroll(let scroll):
            let (x, y) = (scroll.x, scroll.y)
            guard request.method == "POST", request.path == "/scroll",
                  request.values(of: "X-LuaLayout") == [Array("scroll".utf8)],
                  x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9,
                  request.arguments(named: "x").count == 1, request.arguments(named: "y").count == 1
            else { FuzzFailure.stop(.server, "a scroll from \(request.method) \(request.path) to \(x), \(y)") }
            if let orthogonal = scroll.orthogonal {
                guard orthogonal.section >= 0, orthogonal.offset.isFinite, abs(orthogonal.offset) < 1e9,
                      orthogonal.velocity.map({ $0.isFinite && abs($0) < 1000 }) ?? true
                else { FuzzFailure.stop(.server, "an orthogonal scroll out of bounds: \(orthogonal)") }
            }
        }
    }

    /// The first event of a stream over a published state, read in pieces of the sizes
    /// `sizes` gives (1 to 256 bytes): exactly `event: state`, the state, a blank line.
    private static func readFirstEvent(sizes: [UInt8]) {
        let board = PreviewBoard()
        let state = "{\"scene\":\"fuzz\",\"elements\":[]}"
        board.publish(state)
        let stream = EventStream(board: board)
        let expected = Array("event: state\ndata: \(state)\n\n".utf8)
        var received: [UInt8] = []
        var buffer = [CChar](repeating: 0, count: 256)
        var turn = 0
        while received.count < expected.count {
            let size = sizes.isEmpty ? 256 : Int(sizes[turn % sizes.count]) + 1
            turn += 1
            let count = buffer.withUnsafeMutableBufferPointer { stream.read(into: $0.baseAddress!, size: min(size, 256)) }
            guard count > 0, count <= size else { FuzzFailure.stop(.server, "the stream read \(count) of \(size) bytes") }
            received += buffer[0..<count].map { UInt8(bitPattern: $0) }
        }
        if received != expected { FuzzFailure.stop(.server, "the first event is not the state: \(String(decoding: received, as: UTF8.self))") }
    }

    /// A request as libmicrohttpd would hand it over, near enough: the request line's
    /// method and target (the query string split off and its arguments split on `&` and
    /// `=`), then `Name: value` lines up to a blank line; bytes after it count as a body.
    static func parse(_ bytes: [UInt8]) -> PreviewRequest {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
        }
        let first = lines.isEmpty ? [] : lines.removeFirst()
        let words = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        let method = words.first ?? "", target = words.count > 1 ? words[1] : "/"
        let question = target.firstIndex(of: "?")
        let path = String(target[..<(question ?? target.endIndex)])
        let query = question.map { String(target[target.index(after: $0)...]) } ?? ""
        let arguments = query.split(separator: "&").map { pair -> (name: String, value: String?) in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
        }
        var headers: [(name: String, value: [UInt8])] = []
        var body = 0
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
                body = lines[(index + 1)...].reduce(0) { $0 + $1.count }
                break
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let value = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            headers.append((String(decoding: line[..<colon], as: UTF8.self), Array(value)))
        }
        return PreviewRequest(method: method, path: path, headers: headers, arguments: arguments, bodyBytes: body)
    }
}
