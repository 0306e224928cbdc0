#if canImport(Glibc)
import Glibc
#endif
import CMicroHTTPD

/// The live preview's HTTP server (`lualayout serve`), on libmicrohttpd: loopback only,
/// one thread per connection, connections, idle time and header sizes bounded by the
/// library, request bodies refused. It serves the page, the state as JSON, the state as
/// server-sent events, and takes scroll requests; never a file named by a request.
///
/// Requests whose `Host` is not the address served (`127.0.0.1:PORT` or `localhost:PORT`)
/// are refused: a page on another site whose name an attacker points at 127.0.0.1 (DNS
/// rebinding) sends its own name. A scroll must carry `X-LuaLayout: scroll`, which a
/// page on another site cannot send without a preflight this server never answers.
/// Its threads read and write only the `PreviewBoard`.
public final class HTTPServer: @unchecked Sendable {
    /// Bounds that keep hostile clients from exhausting the process.
    public struct Limits: Sendable {
        /// Open connections at once: pages, their event streams, and whatever else.
        public var connections: UInt32 = 64
        /// A connection that neither sends nor takes a byte for this long is closed: a
        /// client that opens sockets and says nothing, or never reads, holds them no longer.
        public var idleSeconds: UInt32 = 5
        /// Bytes for a request line and headers; more gets 431.
        public var headerBytes = 16 * 1024
        public init() {}
    }

    /// How much of a request body is read (and dropped) before its 413; a longer one
    /// closes the connection.
    static let bodyBytesRead = 64 * 1024

    public let board: PreviewBoard
    private let page: [UInt8]
    private var daemon: OpaquePointer?
    /// The port served: the one asked for, or the one the system chose for 0 (kept on the
    /// board, which the server's threads read under its lock).
    public var port: UInt16 { board.port }

    public init(board: PreviewBoard, page: String) {
        self.board = board
        self.page = Array(page.utf8)
    }

    /// The address to open.
    public var address: String { "http://127.0.0.1:\(port)/" }

    /// Starts listening on 127.0.0.1:`port` (0: any free port).
    /// - Returns: nil, or why it could not (the port is taken).
    public func start(port requested: UInt16, limits: Limits = Limits()) -> String? {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let handler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, connectionContext in
            let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
            return server.handle(connection!, url: String(cString: url!), method: String(cString: method!),
                                 uploadSize: uploadSize!, connectionContext: connectionContext!)
        }
        let completed: MHD_RequestCompletedCallback = { _, _, connectionContext, _ in
            guard let connectionContext, let seen = connectionContext.pointee else { return }
            seen.deallocate()
            connectionContext.pointee = nil
        }
        guard let started = lh_http_start(requested, handler, context, completed, limits.connections, limits.idleSeconds, limits.headerBytes) else {
            return "cannot listen on 127.0.0.1:\(requested): \(String(cString: strerror(errno)))"
        }
        daemon = started
        board.port = lh_http_port(started)
        return nil
    }

    /// Ends the event streams, then stops the server (waiting for its threads).
    public func stop() {
        board.stop()
        if let daemon { MHD_stop_daemon(daemon) }
        daemon = nil
    }

    // MARK: Requests (on the server's threads)

    private func handle(_ connection: OpaquePointer, url: String, method: String, uploadSize: UnsafeMutablePointer<Int>,
                        connectionContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        // The first call brings the headers: answered on the last one, after any body,
        // whose bytes are counted here (and dropped: nothing here takes a body).
        guard let seen = connectionContext.pointee?.assumingMemoryBound(to: Int.self) else {
            let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            counter.initialize(to: 0)
            connectionContext.pointee = UnsafeMutableRawPointer(counter)
            return .YES
        }
        if uploadSize.pointee > 0 {
            seen.pointee += uploadSize.pointee
            uploadSize.pointee = 0
            // A body past this is not worth reading to the end: the connection is closed.
            return seen.pointee > HTTPServer.bodyBytesRead ? .NO : .YES
        }
        if seen.pointee > 0 { return respond(connection, 413, text: "this server takes no request bodies\n") }
        let host = value(connection, .HEADER_KIND, "Host") ?? "", port = board.port
        guard port != 0, host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return respond(connection, 421, text: "this server answers to 127.0.0.1:\(port) only\n")
        }
        switch (method, url) {
        case ("GET", "/"), ("HEAD", "/"):
            return respond(connection, 200, type: "text/html; charset=utf-8", body: page, extra: [
                // Nothing from outside: no script, style, font or image the page does not carry.
                ("Content-Security-Policy", "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                    + "img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
            ])
        case ("GET", "/state"):
            return respond(connection, 200, type: "application/json", body: board.latest().json)
        case ("GET", "/events"):
            return events(connection)
        case ("POST", "/scroll"):
            guard value(connection, .HEADER_KIND, "X-LuaLayout") == "scroll" else {
                return respond(connection, 403, text: "a scroll comes from the preview page\n")
            }
            guard let x = value(connection, .GET_ARGUMENT_KIND, "x").flatMap(Double.init),
                  let y = value(connection, .GET_ARGUMENT_KIND, "y").flatMap(Double.init),
                  x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9
            else { return respond(connection, 400, text: "scroll needs x and y, finite numbers\n") }
            board.requestScroll(x: x, y: y)
            return respond(connection, 204, text: "")
        case ("GET", _), ("HEAD", _):
            return respond(connection, 404, text: "not found: this server serves /, /state and /events\n")
        default:
            return respond(connection, 405, text: "method not allowed\n")
        }
    }

    /// The state as server-sent events: the latest at once, then each new one.
    private func events(_ connection: OpaquePointer) -> MHD_Result {
        let stream = Unmanaged.passRetained(EventStream(board: board)).toOpaque()
        let reader: MHD_ContentReaderCallback = { context, _, buffer, size in
            Unmanaged<EventStream>.fromOpaque(context!).takeUnretainedValue().read(into: buffer!, size: size)
        }
        let free: MHD_ContentReaderFreeCallback = { context in
            Unmanaged<EventStream>.fromOpaque(context!).release()
        }
        guard let response = MHD_create_response_from_callback(UInt64.max, 4096, reader, stream, free) else {
            Unmanaged<EventStream>.fromOpaque(stream).release()
            return .NO
        }
        MHD_add_response_header(response, "Content-Type", "text/event-stream")
        MHD_add_response_header(response, "Cache-Control", "no-store")
        let result = MHD_queue_response(connection, 200, response)
        MHD_destroy_response(response)
        return result
    }

    private func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ key: String) -> String? {
        MHD_lookup_connection_value(connection, kind, key).map { String(cString: $0) }
    }

    private func respond(_ connection: OpaquePointer, _ status: UInt32, text: String) -> MHD_Result {
        respond(connection, status, type: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    private func respond(_ connection: OpaquePointer, _ status: UInt32, type: String, body: [UInt8],
                         extra: [(String, String)] = []) -> MHD_Result {
        let response = body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        for (name, value) in [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")] + extra {
            MHD_add_response_header(response, name, value)
        }
        let result = MHD_queue_response(connection, status, response)
        MHD_destroy_response(response)
        return result
    }
}

/// One page's event stream, read by its connection's thread: `data:` lines of each new
/// state, a comment every 2 s of quiet (within the idle limit, and a dead peer is
/// noticed), the end when the server stops. A client gone mid-stream ends it through the library (the free callback).
final class EventStream: @unchecked Sendable {
    private let board: PreviewBoard
    private var sent = -1
    private var pending: [UInt8] = []

    init(board: PreviewBoard) {
        self.board = board
    }

    func read(into buffer: UnsafeMutablePointer<CChar>, size: Int) -> Int {
        if pending.isEmpty {
            for _ in 0..<2 {
                if let next = board.wait(after: sent, seconds: 1) {
                    sent = next.generation
                    pending = Array("event: state\ndata: ".utf8) + next.json + Array("\n\n".utf8)
                    break
                }
                if board.isStopping { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
            }
            if pending.isEmpty { pending = Array(": still here\n\n".utf8) }
        }
        let count = min(size, pending.count)
        pending.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        pending.removeFirst(count)
        return count
    }
}
