import Foundation

/// A PNG decoded to 8-bit RGBA pixels: the 8-bit truecolour (with or without alpha),
/// greyscale and greyscale-alpha PNGs, not interlaced, that `rsvg-convert` writes. Picture
/// tests read pixels from it ("the card's colour at a point inside the card").
struct PNGImage {
    let width: Int
    let height: Int
    /// Row-major RGBA, 4 bytes a pixel.
    let pixels: [UInt8]

    struct Pixel: Equatable, CustomStringConvertible {
        var red, green, blue, alpha: UInt8
        var description: String {
            "#" + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
        }

        /// True when each channel is within `tolerance` of `other`'s (antialiasing and the
        /// 8-bit rounding of blended colours).
        func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
            zip([red, green, blue, alpha], [other.red, other.green, other.blue, other.alpha])
                .allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
        }
    }

    /// The pixel at (`x`, `y`), from the top-left corner.
    subscript(x: Int, y: Int) -> Pixel {
        let at = (y * width + x) * 4
        return Pixel(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2], alpha: pixels[at + 3])
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Inflate.Failure(description: "not a PNG")
        }
        var position = 8, header: [UInt8] = [], compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let body = Array(bytes[position + 8..<min(position + 8 + length, bytes.count)])
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            position += 12 + length
        }
        guard header.count == 13 else { throw Inflate.Failure(description: "no IHDR") }
        func int(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height, depth, colorType, interlace) = (int(0), int(4), header[8], header[9], header[12])
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Inflate.Failure(description: "colour type \(colorType) is not read here")
        }
        guard depth == 8, interlace == 0 else { throw Inflate.Failure(description: "only 8-bit, non-interlaced PNGs") }
        let raw = try PNGImage.unfilter(try Inflate.zlib(compressed), width: width, height: height, channels: channels)
        self.width = width
        self.height = height
        self.pixels = PNGImage.expand(raw, channels: channels)
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth).
    private static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count >= height * (stride + 1) else { throw Inflate.Failure(description: "image data too short") }
        var out = Array(repeating: UInt8(0), count: height * stride)
        for row in 0..<height {
            let filter = data[row * (stride + 1)], input = row * (stride + 1) + 1, base = row * stride
            for i in 0..<stride {
                let a = i >= channels ? Int(out[base + i - channels]) : 0
                let b = row > 0 ? Int(out[base - stride + i]) : 0
                let c = row > 0 && i >= channels ? Int(out[base - stride + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4: predictor = paeth(a, b, c)
                default: throw Inflate.Failure(description: "filter type \(filter)")
                }
                out[base + i] = UInt8((Int(data[input + i]) + predictor) & 0xFF)
            }
        }
        return out
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func expand(_ raw: [UInt8], channels: Int) -> [UInt8] {
        if channels == 4 { return raw }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count / channels * 4)
        var index = 0
        while index < raw.count {
            switch channels {
            case 1: out += [raw[index], raw[index], raw[index], 255]
            case 2: out += [raw[index], raw[index], raw[index], raw[index + 1]]
            default: out += [raw[index], raw[index + 1], raw[index + 2], 255]
            }
            index += channels
        }
        return out
    }
}
