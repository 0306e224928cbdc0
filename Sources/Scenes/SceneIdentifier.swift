#if canImport(Glibc)
import Glibc
#endif

/// An identifier a scene gave (`ids = { "a", 3 }`, `id = "s1"`), compared as its bytes, as
/// Lua compares strings: `"\255"` and `"\254"` are two identifiers (a Swift `String` decoded
/// both as U+FFFD), and so are a precomposed and a decomposed "é" (Swift's `==` follows
/// canonical equivalence). Messages show it escaped (`x\255`).
public struct SceneIdentifier: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: Hashable, Sendable {
        /// Valid UTF-8, kept as a `String` (no allocation for short ones).
        case text(String)
        /// Bytes that are not valid UTF-8.
        case bytes([UInt8])
    }

    private let storage: Storage

    public init(_ text: String) { storage = .text(text) }

    /// The identifier of a Lua string's bytes.
    public init(bytes: [UInt8]) {
        if let text = String(validating: bytes, as: UTF8.self) {
            storage = .text(text)
        } else {
            storage = .bytes(bytes)
        }
    }

    /// The bytes, as the scene wrote them.
    public var bytes: [UInt8] {
        switch storage {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        }
    }

    /// The identifier as valid text, when it is.
    public var text: String? {
        if case .text(let text) = storage { return text }
        return nil
    }

    public static func == (a: SceneIdentifier, b: SceneIdentifier) -> Bool {
        switch (a.storage, b.storage) {
        case (.text(var x), .text(var y)): x.withUTF8 { p in y.withUTF8 { q in same(UnsafeRawBufferPointer(p), UnsafeRawBufferPointer(q)) } }
        case (.bytes(let x), .bytes(let y)): x.withUnsafeBytes { p in y.withUnsafeBytes { q in same(p, q) } }
        default: false
        }
    }

    /// Byte for byte, in one `memcmp` (a ten-megabyte id is compared at memory speed).
    private static func same(_ p: UnsafeRawBufferPointer, _ q: UnsafeRawBufferPointer) -> Bool {
        p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .text(var text): text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case .bytes(let bytes): bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// The text, with every byte that is not part of valid UTF-8 written `\ddd` (Lua's
    /// escape, three digits): `x\255`.
    public var description: String {
        switch storage {
        case .text(let text): return text
        case .bytes(let bytes):
            var out = ""
            for piece in Self.pieces(bytes) {
                switch piece {
                case .scalar(let scalar): out.unicodeScalars.append(scalar)
                case .byte(let byte): out += Self.escape(byte)
                }
            }
            return out
        }
    }

    /// A part of a string of bytes: a scalar of valid UTF-8, or a byte that is not.
    enum Piece {
        case scalar(Unicode.Scalar)
        case byte(UInt8)
    }

    /// `bytes` as scalars where they are valid UTF-8 (the longest sequence at each place)
    /// and single bytes where they are not.
    static func pieces(_ bytes: [UInt8]) -> [Piece] {
        var result: [Piece] = []
        var i = 0
        while i < bytes.count {
            var taken = 0
            for length in stride(from: min(4, bytes.count - i), through: 1, by: -1) {
                if let s = String(validating: bytes[i..<i + length], as: UTF8.self), s.unicodeScalars.count == 1 {
                    result.append(.scalar(s.unicodeScalars.first!))
                    taken = length
                    break
                }
            }
            if taken == 0 {
                result.append(.byte(bytes[i]))
                taken = 1
            }
            i += taken
        }
        return result
    }

    /// `\255`, `\007`: Lua's decimal escape of one byte.
    static func escape(_ byte: UInt8) -> String {
        let digits = String(byte)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
