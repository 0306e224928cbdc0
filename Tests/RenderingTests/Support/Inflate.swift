/// DEFLATE decompression (RFC 1951) inside a zlib stream (RFC 1950): just enough to read
/// the PNGs that `rsvg-convert` writes, so picture tests can check the colour of a pixel.
///
/// Why our own (about 150 lines) rather than a tool or a library: Foundation on Linux has no
/// public inflate, the package takes no outside Swift packages, linking zlib would add a
/// system-library target for tests alone, and a PNG-to-PPM tool (netpbm, ImageMagick) would
/// be one more apt package that every machine and CI must install. Stored, fixed-Huffman and
/// dynamic-Huffman blocks are all decoded; the checksums are not verified (the PNG comes
/// straight from rsvg-convert on the same machine).
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The data of a zlib stream (2-byte header, DEFLATE blocks, Adler-32).
    static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 2, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        var reader = BitReader(bytes: bytes, position: 2)
        return try inflate(&reader)
    }

    private static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored(&reader, into: &out)
            case 1: try compressed(&reader, literals: fixedLiterals, distances: fixedDistances, into: &out)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try compressed(&reader, literals: literals, distances: distances, into: &out)
            default: throw Failure(description: "reserved block type")
            }
        }
        return out
    }

    private static func stored(_ reader: inout BitReader, into out: inout [UInt8]) throws {
        reader.alignToByte()
        let length = try reader.bits(16)
        _ = try reader.bits(16)  // one's complement of the length
        for _ in 0..<length { out.append(UInt8(try reader.bits(8))) }
    }

    // MARK: Huffman blocks

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                     67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                        11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

    private static func compressed(
        _ reader: inout BitReader, literals: Huffman, distances: Huffman, into out: inout [UInt8]
    ) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let code = try distances.decode(&reader)
                guard code < distanceBase.count else { throw Failure(description: "bad distance symbol") }
                let distance = distanceBase[code] + (try reader.bits(distanceExtra[code]))
                guard distance <= out.count else { throw Failure(description: "distance before the start") }
                let start = out.count - distance
                for offset in 0..<length { out.append(out[start + offset]) }
            }
        }
    }

    private static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        return (Huffman(lengths: Array(lengths[0..<literalCount])),
                Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
    }
}

/// A canonical Huffman code, decoded through a table indexed by the next `maxLength` bits
/// of the stream (codes are read least significant bit first, so the table is indexed by
/// the bit-reversed code): one lookup a symbol, which keeps debug-build tests quick.
private struct Huffman {
    /// For each `maxLength`-bit pattern: symbol << 4 | code length; 0 for no code.
    private var table: [Int32]
    private var maxLength = 1

    init(lengths: [Int]) {
        maxLength = max(lengths.max() ?? 1, 1)
        table = Array(repeating: 0, count: 1 << maxLength)
        var counts = Array(repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[length] += 1 }
        // The first code of each length (RFC 1951, 3.2.2).
        var next = Array(repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let reversed = Huffman.reverse(next[length], bits: length)
            next[length] += 1
            var index = reversed
            while index < table.count {
                table[index] = Int32(symbol << 4 | length)
                index += 1 << length
            }
        }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
        let entry = Int(table[reader.peek(maxLength)])
        guard entry != 0 else { throw Inflate.Failure(description: "invalid Huffman code") }
        try reader.skip(entry & 15)
        return entry >> 4
    }

    private static func reverse(_ code: Int, bits: Int) -> Int {
        var result = 0, code = code
        for _ in 0..<bits {
            result = result << 1 | code & 1
            code >>= 1
        }
        return result
    }
}

/// Reads DEFLATE's bit stream: least significant bit first within each byte.
private struct BitReader {
    let bytes: [UInt8]
    var position: Int
    private var bitBuffer = 0
    private var bitCount = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Fills the buffer to at least `count` bits where the stream has them.
    private mutating func fill(_ count: Int) {
        while bitCount < count, position < bytes.count {
            bitBuffer |= Int(bytes[position]) << bitCount
            position += 1
            bitCount += 8
        }
    }

    mutating func bits(_ count: Int) throws -> Int {
        let value = peek(count)
        try skip(count)
        return value
    }

    /// The next `count` bits without taking them; zeros past the end of the stream (a
    /// table lookup near the end may look further than the last code reaches).
    mutating func peek(_ count: Int) -> Int {
        fill(count)
        return bitBuffer & ((1 << count) - 1)
    }

    mutating func skip(_ count: Int) throws {
        fill(count)
        guard bitCount >= count else { throw Inflate.Failure(description: "stream ends early") }
        bitBuffer >>= count
        bitCount -= count
    }

    mutating func alignToByte() {
        bitBuffer >>= bitCount % 8
        bitCount -= bitCount % 8
    }
}
