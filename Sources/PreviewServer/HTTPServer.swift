#if canImport(Glibc)
import Glibc
#endif
import CMicroHTTPD

/// The live preview's HTTP server (`lualayout serve`), on libmicrohttpd: loopback only,
/// one thread per connection, connections, idle time, header time and header sizes
/// bounded, request bodies refused. It serves the page's files (compiled in:
/// `PreviewAsset`), the state as JSON, the state as server-sent events, and takes scroll
/// requests; never a file named by a request. What each request gets is `PreviewRouter`'s
/// decision (the Host check among it); this type is the plumbing around the library.
/// Its threads read and write only the `PreviewBoard`.
public final class HTTPServer: @unchecked Sendable {
    /// Bounds that keep hostile clients from exhausting the process.
    public struct Limits: Sendable {
        /// Open connections at once: pages, their event streams, and whatever else.
        public var connections: UInt32 = 64
        /// Of those, how many may be waiting for their request's header at once; one more
        /// shuts down the one that has waited longest (`HeaderDeadlines`).
        public var waitingForHeader = 32
        /// A connection that neither sends nor takes a byte for this long is closed: a
        /// client that opens sockets and says nothing, or never reads, holds them no longer.
        public var idleSeconds: UInt32 = 5
        /// A request's whole header must arrive within this time, however it trickles in.
        public var headerSeconds = 5.0
        /// Bytes for a request line and headers; more gets 431.
        public var headerBytes = 16 * 1024
        public init() {}
    }

    /// How much of a request body is read (and dropped) before its 413; a longer one
    /// closes the connection.
    static let bodyBytesRead = 64 * 1024

    public let board: PreviewBoard
    private let assets: [PreviewAsset]
    private var daemon: OpaquePointer?
    private var deadlines: HeaderDeadlines?
    /// The port served: the one asked for, or the one the system chose for 0 (kept on the
    /// board, which the server's threads read under its lock).
    public var port: UInt16 { board.port }

    public init(board: PreviewBoard, assets: [PreviewAsset] = PreviewAsset.all) {
        self.board = board
        self.assets = assets
    }

    /// The address to open.
    public var address: String { "http://127.0.0.1:\(port)/" }

    /// Starts listening on 127.0.0.1:`port` (0: any free port).
    /// - Returns: nil, or why it could not (the port is taken).
    public func start(port requested: UInt16, limits: Limits = Limits()) -> String? {
        let deadlines = HeaderDeadlines(seconds: limits.headerSeconds, waiting: limits.waitingForHeader)
        self.deadlines = deadlines
        let context = Unmanaged.passUnretained(self).toOpaque()
        let handler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, connectionContext in
            let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
            return server.handle(connection!, url: String(cString: url!), method: String(cString: method!),
                                 uploadSize: uploadSize!, connectionContext: connectionContext!)
        }
        let completed: MHD_RequestCompletedCallback = { context, connection, connectionContext, _ in
            let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
            if let connection { server.deadlines?.requestDone(UInt(bitPattern: connection)) }
            guard let connectionContext, let seen = connectionContext.pointee else { return }
            seen.deallocate()
            connectionContext.pointee = nil
        }
        let notify: MHD_NotifyConnectionCallback = { context, connection, _, event in
            guard let connection else { return }
            let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
            if event.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
                server.deadlines?.opened(UInt(bitPattern: connection), socket: lh_http_connection_fd(connection))
            } else {
                server.deadlines?.closed(UInt(bitPattern: connection))
            }
        }
        guard let started = lh_http_start(requested, handler, context, completed, notify, limits.connections, limits.idleSeconds,
                                          limits.headerBytes) else {
            return "cannot listen on 127.0.0.1:\(requested): \(String(cString: strerror(errno)))"
        }
        daemon = started
        board.port = lh_http_port(started)
        deadlines.start()
        return nil
    }

    /// Ends the event streams, then stops the server (waiting for its threads).
    public func stop() {
        board.stop()
        if let daemon { MHD_stop_daemon(daemon) }
        daemon = nil
        deadlines?.stop()
    }

    // MARK: Requests (on the server's threads)

    private func handle(_ connection: OpaquePointer, url: String, method: String, uploadSize: UnsafeMutablePointer<Int>,
                        connectionContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        // The first call brings the headers: answered on the last one, after any body,
        // whose bytes are counted here (and dropped: nothing here takes a body).
        guard let seen = connectionContext.pointee?.assumingMemoryBound(to: Int.self) else {
            deadlines?.headerArrived(UInt(bitPattern: connection))
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
        let request = PreviewRequest(
            method: method, path: url, headers: Self.values(connection, .HEADER_KIND).map { ($0.name, $0.value ?? []) },
            arguments: Self.values(connection, .GET_ARGUMENT_KIND).map { ($0.name, $0.value.map { String(decoding: $0, as: UTF8.self) }) },
            bodyBytes: seen.pointee)
        switch PreviewRouter(port: board.port, assets: assets).reply(to: request) {
        case .content(let status, let type, let body, let headers):
            return respond(connection, status, type: type, body: body, extra: headers)
        case .state:
            return respond(connection, 200, type: "application/json", body: board.latest().json)
        case .events:
            return events(connection)
        case .scroll(let scroll):
            board.requestScroll(scroll)
            return respond(connection, 204, type: "text/plain; charset=utf-8", body: [])
        }
    }

    /// Every value of a kind the library parsed (headers, query arguments), in order.
    ///
    /// libmicrohttpd 0.9 measures a header's value with `strlen`, so a NUL inside one
    /// (`Host: 127.0.0.1:PORT\0.evil`) cuts it short without a word. Its values point
    /// into its read buffer, where it turned each line's end into NULs (two for CRLF,
    /// one for LF); so a value is whole when the byte after its NUL is the second NUL, or
    /// the next line (the next header's name) starts there. Any other byte is the rest of a
    /// line behind a NUL: the value is handed on with a NUL at its end, which the router
    /// refuses (400). `ServeHostileClientTests` pins this against the library installed.
    private static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: [UInt8]?)] {
        typealias Found = (name: String, key: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?, size: Int)
        var found: [Found] = []
        let iterator: MHD_KeyValueIteratorN = { context, _, key, keySize, value, valueSize in
            let list = context!.assumingMemoryBound(to: [Found].self)
            let name = key.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: keySize), as: UTF8.self) } ?? ""
            list.pointee.append((name, key, value, valueSize))
            return .YES
        }
        withUnsafeMutablePointer(to: &found) { pointer in
            _ = MHD_get_connection_values_n(connection, kind, iterator, pointer)
        }
        return found.indices.map { index in
            let entry = found[index]
            guard let value = entry.value else { return (entry.name, nil) }
            var bytes = Array(UnsafeRawBufferPointer(start: value, count: entry.size))
            if kind == .HEADER_KIND {
                let end = value + entry.size
                let next = index + 1 < found.count ? found[index + 1].key : nil
                if end[1] != 0 && end + 1 != next { bytes.append(0) }
            }
            return (entry.name, bytes)
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

    private func respond(_ connection: OpaquePointer, _ status: UInt32, type: String, body: [UInt8],
                         extra: [PreviewHeader] = []) -> MHD_Result {
        let response = body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        let common = [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
        for (name, value) in common + extra.map({ ($0.name, $0.value) }) {
            MHD_add_response_header(response, name, value)
        }
        let result = MHD_queue_response(connection, status, response)
        MHD_destroy_response(response)
        return result
    }
}
