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

/// A canonical Huffman code, decoded bit by bit (slow, but pictures in tests are small).
private struct Huffman {
    /// How many codes have each length, 0...15.
    private var counts = Array(repeating: 0, count: 16)
    /// Symbols in code order.
    private var symbols: [Int] = []

    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = Array(repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = Array(repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Inflate.Failure(description: "invalid Huffman code")
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

    mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < bytes.count else { throw Inflate.Failure(description: "stream ends early") }
            bitBuffer |= Int(bytes[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    mutating func alignToByte() {
        bitBuffer = 0
        bitCount = 0
    }
}
