import Foundation
import TestSupport
import XCTest

/// Every bundled scene's picture shows each of its decorations: for each decoration kind,
/// the picture is drawn with and without that kind's shapes, and every decoration of the
/// kind must change some pixel inside its own frame. A decoration drawn in the page's
/// colour, hidden under an opaque neighbour, or thinner than a pixel fails here.
/// Pictures are drawn at 1 pixel a point (`render --zoom 1`, hairlines a pixel thick) to
/// keep them quick to decode; `PictureCommandLineTests` pins the default PNG's scale.
final class BundledSceneDecorationVisibilityTests: XCTestCase {
    func testEveryBundledScene_EveryDecorationChangesPixelsWhereItIs() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: LualayoutProcess.packageRoot).appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".lua") }.sorted()
        XCTAssertGreaterThan(scenes.count, 10)
        var kindsChecked = 0
        for scene in scenes {
            let svg = try render(scene)
            let origin = try XCTUnwrap(SVGShapes.layoutOrigin(svg), scene)
            let shapes = SVGShapes.decorations(in: svg)
            let withAll = try RasterizedPicture(svg: svg, zoom: 1, origin: origin)
            for kind in Set(shapes.map(\.kind)).sorted() {
                let without = try RasterizedPicture(svg: SVGShapes.removing(kind: kind, from: svg), zoom: 1, origin: origin)
                let hidden = shapes.filter { $0.kind == kind && !changesPixels(withAll, without, in: $0.frame) }
                XCTAssertTrue(hidden.isEmpty, "\(scene): \(hidden.count) \(kind) decoration(s) change no pixel, first at \(hidden.first.map { "\($0.frame)" } ?? "")")
                kindsChecked += 1
            }
        }
        XCTAssertGreaterThan(kindsChecked, 15, "the scenes draw many kinds of decoration")
    }

    private func render(_ scene: String) throws -> String {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("picture.svg").path
        let run = try LualayoutProcess.run(["render", "Scenes/\(scene)", "-o", output, "--zoom", "1"], columns: 80)
        XCTAssertEqual(run.status, 0, "\(scene): \(run.stderr)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// True when a pixel touched by `frame` differs between the two pictures.
    private func changesPixels(_ a: RasterizedPicture, _ b: RasterizedPicture, in frame: (x: Double, y: Double, w: Double, h: Double)) -> Bool {
        let left = a.column(frame.x), right = max(a.column(frame.x + frame.w - 0.001), left)
        let top = a.row(frame.y), bottom = max(a.row(frame.y + frame.h - 0.001), top)
        for row in max(top, 0)...min(bottom, a.image.height - 1) {
            for column in max(left, 0)...min(right, a.image.width - 1)
            where !a.image[column, row].isClose(to: b.image[column, row], tolerance: 2) {
                return true
            }
        }
        return false
    }
}

/// The decorations' `<rect>`s of an SVG picture, read back from its text: one a line, as
/// `SVGElementPainter` writes them.
enum SVGShapes {
    struct Shape {
        var kind: String
        var frame: (x: Double, y: Double, w: Double, h: Double)
        var line: Substring
    }

    static func decorations(in svg: String) -> [Shape] {
        svg.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("<rect class=\"decoration\""), let kind = attribute("data-kind", line),
                  let x = attribute("x", line).flatMap(Double.init), let y = attribute("y", line).flatMap(Double.init),
                  let w = attribute("width", line).flatMap(Double.init), let h = attribute("height", line).flatMap(Double.init)
            else { return nil }
            return Shape(kind: kind, frame: (x, y, w, h), line: line)
        }
    }

    /// The picture without the decorations of `kind`.
    static func removing(kind: String, from svg: String) -> String {
        svg.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("<rect class=\"decoration\"") && attribute("data-kind", $0) == kind) }
            .joined(separator: "\n")
    }

    /// The top-left corner of the shown rect: the nested `<svg>`'s `viewBox` origin.
    static func layoutOrigin(_ svg: String) -> (x: Double, y: Double)? {
        guard let line = svg.split(separator: "\n").first(where: { $0.hasPrefix("<svg x=") }),
              let box = attribute("viewBox", line)?.split(separator: " ").compactMap({ Double($0) }), box.count == 4
        else { return nil }
        return (box[0], box[1])
    }

    private static func attribute(_ name: String, _ line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
