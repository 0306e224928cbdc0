import Foundation
import XCTest

/// An SVG picture rendered to pixels by `rsvg-convert` (as a browser would show it) and
/// decoded with `PNGImage`, so a test can ask "what colour is the layout point (x, y)?".
struct RasterizedPicture {
    let image: PNGImage
    /// Pixels per layout point.
    let zoom: Double
    /// The layout point at the top-left of the drawn rect (the nested `viewBox`'s origin).
    let origin: (x: Double, y: Double)

    /// Renders `svg` at `zoom` pixels a point; `origin` is the shown rect's top-left corner.
    init(svg: String, zoom: Double, origin: (x: Double, y: Double) = (0, 0)) throws {
        let tool = try XCTUnwrap(ExternalTool.find("rsvg-convert"), "install librsvg2-bin (Scripts/setup does)")
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgURL = directory.appendingPathComponent("picture.svg")
        let pngURL = directory.appendingPathComponent("picture.png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        let result = try ExternalTool.run(tool, ["--zoom", JSONLikeNumber.text(zoom), svgURL.path, "-o", pngURL.path])
        guard result.status == 0 else { throw Inflate.Failure(description: "rsvg-convert failed: \(result.stderr)") }
        image = try PNGImage(data: Data(contentsOf: pngURL))
        self.zoom = zoom
        self.origin = origin
    }

    /// The pixel that covers the layout point (`x`, `y`): the layout sits 8 points from the
    /// left (the margin) and 28 from the top (the title band) of the document.
    func color(x: Double, y: Double) -> PNGImage.Pixel {
        image[column(x), row(y)]
    }

    /// The pixel column that covers the layout's `x`.
    func column(_ x: Double) -> Int { Int(((8 + x - origin.x) * zoom).rounded(.down)) }

    /// The pixel row that covers the layout's `y`.
    func row(_ y: Double) -> Int { Int(((28 + y - origin.y) * zoom).rounded(.down)) }

    /// An opaque pixel from `#RRGGBB`.
    static func pixel(_ hex: String) -> PNGImage.Pixel {
        let digits = Array(hex.dropFirst())
        func byte(_ at: Int) -> UInt8 { UInt8(String(digits[at..<at + 2]), radix: 16)! }
        return PNGImage.Pixel(red: byte(0), green: byte(2), blue: byte(4), alpha: 255)
    }

    /// `color` over `background` with `alpha`, as 8-bit channels: what a translucent fill
    /// looks like on the page.
    static func blend(_ color: String, alpha: Double, over background: String) -> PNGImage.Pixel {
        let top = pixel(color), bottom = pixel(background)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return PNGImage.Pixel(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                              blue: mix(top.blue, bottom.blue), alpha: 255)
    }
}

/// Numbers for command lines: `2`, not `2.0`.
enum JSONLikeNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Asserts that the picture's pixel at a layout point has the expected colour (within 3 of
/// 255 a channel: antialiasing and 8-bit rounding), naming the point on failure.
func assertPixel(
    _ picture: RasterizedPicture, x: Double, y: Double, is expected: PNGImage.Pixel, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = picture.color(x: x, y: y)
    XCTAssertTrue(actual.isClose(to: expected), "\(what) at (\(x), \(y)): expected \(expected), got \(actual)",
                  file: file, line: line)
}
