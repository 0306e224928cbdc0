import Foundation

/// A decoded PNG, read as 8-bit RGBA pixels: the 8-bit truecolour (with or without alpha),
/// greyscale and greyscale-alpha PNGs, not interlaced, that `rsvg-convert` writes. Picture
/// tests read pixels from it ("the card's colour at a point inside the card").
struct PNGImage {
    let width: Int
    let height: Int
    /// Row-major samples, `channels` bytes a pixel (grey, grey + alpha, RGB or RGBA).
    let samples: [UInt8]
    let channels: Int

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
        let at = (y * width + x) * channels
        switch channels {
        case 1: return Pixel(red: samples[at], green: samples[at], blue: samples[at], alpha: 255)
        case 2: return Pixel(red: samples[at], green: samples[at], blue: samples[at], alpha: samples[at + 1])
        case 3: return Pixel(red: samples[at], green: samples[at + 1], blue: samples[at + 2], alpha: 255)
        default: return Pixel(red: samples[at], green: samples[at + 1], blue: samples[at + 2], alpha: samples[at + 3])
        }
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
        self.samples = try PNGImage.unfilter(try Inflate.zlib(compressed), width: width, height: height, channels: channels)
        self.width = width
        self.height = height
        self.channels = channels
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth). Through unsafe buffers:
    /// the tests run unoptimized, where array subscripts cost a bounds check and more.
    private static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count >= height * (stride + 1) else { throw Inflate.Failure(description: "image data too short") }
        var out = [UInt8](repeating: 0, count: height * stride)
        try data.withUnsafeBufferPointer { input in
            try out.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    let filter = input[row * (stride + 1)], from = row * (stride + 1) + 1, base = row * stride
                    guard filter <= 4 else { throw Inflate.Failure(description: "filter type \(filter)") }
                    for i in 0..<stride {
                        let a = i >= channels ? Int(out[base + i - channels]) : 0
                        let b = row > 0 ? Int(out[base - stride + i]) : 0
                        let predictor: Int
                        switch filter {
                        case 0: predictor = 0
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) >> 1
                        default:
                            let c = row > 0 && i >= channels ? Int(out[base - stride + i - channels]) : 0
                            predictor = paeth(a, b, c)
                        }
                        out[base + i] = UInt8(truncatingIfNeeded: Int(input[from + i]) + predictor)
                    }
                }
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
}
