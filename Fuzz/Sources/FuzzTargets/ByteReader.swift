/// Reads values from fuzzer bytes, one decision at a time; past the end every read is 0,
/// so any input describes exactly one value and a short input a small one.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = Array(bytes) }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A choice among `count` cases.
    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    mutating func word() -> UInt64 {
        (0..<8).reduce(UInt64(0)) { result, shift in result | UInt64(byte()) << (8 * UInt64(shift)) }
    }

    /// Any integer, with the edges and small values more likely than raw bits alone make them.
    mutating func integer() -> Int {
        switch choice(6) {
        case 0: return Int(byte()) - 128
        case 1: return .max
        case 2: return .min
        case 3: return -1
        default: return Int(truncatingIfNeeded: word())
        }
    }

    /// Any double: NaN, infinities, -0, subnormals, halves, shortest-form troublemakers.
    mutating func double() -> Double {
        switch choice(8) {
        case 0: return Double(Int(byte()) - 128)
        case 1: return Double(Int(byte()) - 128) / Double(Int(byte()) + 1)
        case 2: return [Double.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1 + 0.2, 1e16, 1e-5, 0x1p53 + 2][choice(10)]
        default: return Double(bitPattern: word())
        }
    }

    /// A string of up to 15 scalars: ASCII, controls, quotes and backslashes, and any
    /// other scalar (combining marks included, so canonical equivalence cannot hide a change).
    mutating func string() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<choice(16) {
            switch choice(4) {
            case 0: scalars.append(Unicode.Scalar(byte() % 0x80))
            case 1: scalars.append(["\"", "\\", "/", "\u{7F}", "\u{0301}", "\u{2028}", "\u{FEFF}", "\u{1F7E9}"][choice(8)])
            default:
                let code = UInt32(truncatingIfNeeded: word()) % 0x11_0000
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            }
        }
        return String(scalars)
    }
}
