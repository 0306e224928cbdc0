#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to a port of 127.0.0.1: bytes out, bytes in with a deadline. Enough for
/// `lualayout bench` to read `lualayout serve`'s event stream as a browser would.
public final class LoopbackStream {
    private let descriptor: Int32
    /// What the peer sent so far and no `receive` consumed.
    private var pending: [UInt8] = []

    /// Connects; nil when nothing listens there.
    public init?(port: UInt16) {
        guard let fd = LoopbackStream.connect(port: port) else { return nil }
        descriptor = fd
    }

    /// A TCP socket connected to 127.0.0.1:`port`; its descriptor (the caller closes it),
    /// or nil when nothing listens there.
    public static func connect(port: UInt16) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Sends all of `bytes` on the socket `descriptor`; false when the peer closed.
    public static func send(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    deinit { close(descriptor) }

    /// Sends `text`; false when the peer closed.
    @discardableResult
    public func send(_ text: String) -> Bool { LoopbackStream.send(Array(text.utf8), on: descriptor) }

    /// Reads until `terminator` has come after `marker` (a server-sent event: `event: NAME`
    /// up to its blank line), or `seconds` pass; returns the text up to and including the
    /// terminator, and keeps the rest for the next call. Nil when it did not come in time.
    public func receive(from marker: String, to terminator: String, seconds: Double) -> String? {
        let m = Array(marker.utf8), t = Array(terminator.utf8)
        func end(_ bytes: [UInt8]) -> Int? {
            guard let start = LoopbackStream.find(m, in: bytes, from: 0),
                  let stop = LoopbackStream.find(t, in: bytes, from: start + m.count) else { return nil }
            return stop + t.count
        }
        Descriptor.read(descriptor, seconds: seconds, into: &pending) { end($0) != nil }
        guard let cut = end(pending) else { return nil }
        defer { pending.removeFirst(cut) }
        return String(decoding: pending[..<cut], as: UTF8.self)
    }

    /// The first index of `needle` in `haystack` at or after `from`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        for i in from...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }
}
