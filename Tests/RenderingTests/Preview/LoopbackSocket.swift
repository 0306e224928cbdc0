import Foundation
import OperatingSystem

#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 for the preview's tests: raw bytes out (well-formed
/// requests or not), bytes in with a deadline. Small on purpose: the tests must be able to
/// misbehave as a client would.
final class LoopbackSocket {
    let descriptor: Int32

    init?(port: UInt16) {
        guard let fd = LoopbackStream.connect(port: port) else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Sends `bytes`; false when the peer closed.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool { LoopbackStream.send(bytes, on: descriptor) }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads until the peer closes, `until` appears, `isComplete` says the bytes so far
    /// are all there is, or `seconds` pass.
    func receive(seconds: Double, until marker: String? = nil, isComplete: (([UInt8]) -> Bool)? = nil) -> String {
        var data: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // A signal (a child process of the test ending) interrupts a wait: not the end.
            let ready = poll(&poller, 1, 50)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { break }
            if poller.revents == 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = recv(descriptor, &buffer, buffer.count, 0)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            data += buffer[0..<n]
            if let marker, String(decoding: data, as: UTF8.self).contains(marker) { break }
            if let isComplete, isComplete(data) { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// One HTTP/1.1 exchange over a fresh connection (`Connection: close`): enough for the
/// preview server and for chromedriver's WebDriver endpoint.
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var body: String
    }

    static func request(port: UInt16, _ method: String, _ path: String, host: String? = nil,
                        headers: [String: String] = [:], body: String? = nil, seconds: Double = 30) -> Response? {
        guard let socket = LoopbackSocket(port: port) else { return nil }
        var text = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        guard socket.send(text) else { return nil }
        // Read to the end of the body its Content-Length announces: a peer may keep the
        // connection open whatever the request said.
        let reply = socket.receive(seconds: seconds, isComplete: LoopbackHTTP.isComplete)
        guard let headEnd = reply.range(of: "\r\n\r\n"), let status = reply.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        let head = reply[..<headEnd.lowerBound].lowercased()
        var payload = String(reply[headEnd.upperBound...])
        if head.contains("transfer-encoding: chunked") { payload = dechunk(payload) }
        return Response(status: status, body: payload)
    }

    static func isComplete(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<headEnd.lowerBound].lowercased()
        guard let field = head.range(of: "content-length:") else { return head.hasPrefix("http/1.1 204") }
        // Digits only: "\r\n" is one Character, so a test for "\r" never ends the value.
        let length = Int(head[field.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }) ?? 0
        return text[headEnd.upperBound...].utf8.count >= length
    }

    /// A chunked body's data, chunk after chunk (sizes in hexadecimal, each on its own
    /// line, chunk extensions ignored), read as bytes: the sizes count bytes.
    private static func dechunk(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = [], at = 0
        while at < bytes.count {
            guard let lineEnd = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let sizeText = String(decoding: bytes[at..<lineEnd], as: UTF8.self).prefix { $0.isHexDigit }
            guard let size = Int(sizeText, radix: 16), size > 0 else { break }
            let start = lineEnd + 1, end = min(bytes.count, start + size)
            out += bytes[start..<end]
            at = end + 2
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension LoopbackHTTP {
    /// The response's status line and header fields of a GET, lowercased (no body).
    static func head(port: UInt16, _ path: String) -> String? {
        guard let socket = LoopbackSocket(port: port) else { return nil }
        guard socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n") else { return nil }
        let reply = socket.receive(seconds: 10, isComplete: LoopbackHTTP.isComplete)
        return reply.range(of: "\r\n\r\n").map { reply[..<$0.lowerBound].lowercased() }
    }
}
