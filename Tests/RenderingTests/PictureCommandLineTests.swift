import Foundation
import TestSupport
import XCTest

/// `lualayout show` and `render` on the bundled scenes, as a user runs them (piped,
/// `NO_COLOR`, 80 columns): the pictures' promises hold end to end.
final class PictureCommandLineTests: XCTestCase {
    func testShow_RectOutsideTheContent_SaysSo() throws {
        let run = try LualayoutProcess.run(["show", "Scenes/sections.lua", "--rect", "0,5000,375,100"], columns: 80)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "nothing to show: rect (0, 5000, 375, 100) lies outside the content (375 × 920)\n")
    }

    func testShow_TenThousandPointRect_IsDrawnFullWidthAndEndsWithTheContent() throws {
        let run = try LualayoutProcess.run(["show", "Scenes/sections.lua", "--rect", "0,0,375,10000"], columns: 80)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // 80 columns across 375 points, 920 points of content at half that scale: 98 lines.
        XCTAssertEqual(lines.count, 98, run.stdout)
        // The third column's cells start at 265 points (column 57) and are 21 columns wide:
        // the longest line ends at column 78 (plain lines drop trailing blanks).
        XCTAssertEqual(lines.map(\.count).max(), 78)
        XCTAssertTrue(lines.contains { $0.contains("3.6") }, "the last section's last cell is drawn")
    }

    func testShow_NoColor_DemoLegendUsesTheDrawingsGlyphsAndMarksCellColours() throws {
        let run = try LualayoutProcess.run(["show", "Scenes/demo.lua"], columns: 80)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.suffix(2), [
            "░ roundedBackground #F2F2F7  │─ separator #8E8E93",
            "cells: A #5AC8FA  B #FFCC00  C #FF3B30  D #34C759",
        ])
        XCTAssertTrue(lines.contains { $0.contains("0.0 A") && $0.contains("0.1 B") }, run.stdout)
    }

    func testRender_CellsFlag_ChoosesOutlinesOrTiles() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("x.svg").path
        let cell0 = "<rect class=\"cell\" data-section=\"0\" data-item=\"0\" "
        for (flag, expected) in [
            ([], cell0 + "x=\"0.25\" y=\"36.25\" width=\"374.5\" height=\"43.5\" fill=\"none\" stroke=\"#3A3A3C\" stroke-width=\"0.5\"/>"),
            (["--cells", "outline"], cell0 + "x=\"0.25\" y=\"36.25\" width=\"374.5\" height=\"43.5\" fill=\"none\" stroke=\"#3A3A3C\" stroke-width=\"0.5\"/>"),
            (["--cells", "tiles"], cell0 + "x=\"0\" y=\"36\" width=\"375\" height=\"44\" fill=\"#C7C7CC\" fill-opacity=\"0.5\"/>"),
        ] {
            let run = try LualayoutProcess.run(["render", "Scenes/zebra_rows.lua", "-o", output] + flag, columns: 80)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).contains(expected), "\(flag)")
        }
    }

    func testRender_CellsFlag_RejectsOtherWords() throws {
        let run = try LualayoutProcess.run(["render", "Scenes/zebra_rows.lua", "-o", "never-written.svg", "--cells", "tile"], columns: 80)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").first, "lualayout: --cells: expected outline or tiles, got 'tile'; see 'lualayout render --help'")
    }

    func testRender_OtherExtensions_AreRefusedBeforeAnythingIsWritten() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["x.jpg", "x.pdf", "x", "x.svg.txt"] {
            let output = directory.appendingPathComponent(name).path
            let run = try LualayoutProcess.run(["render", "Scenes/sections.lua", "-o", output], columns: 80)
            XCTAssertEqual(run.status, 2, name)
            XCTAssertEqual(run.stderr.split(separator: "\n").first,
                           "lualayout: -o \(output): render -o writes FILE.svg, or FILE.png through rsvg-convert; '\(output)' is neither; see 'lualayout render --help'")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), name)
        }
    }

    func testRender_PNG_HasTheScenesScaleUnlessZoomSaysOtherwise() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgPath = directory.appendingPathComponent("x.svg").path, pngPath = directory.appendingPathComponent("x.png").path
        XCTAssertEqual(try LualayoutProcess.run(["render", "Scenes/zebra_rows.lua", "-o", svgPath], columns: 80).status, 0)
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
        // The document's size in points, from its root: width="W" height="H".
        let root = try XCTUnwrap(svg.split(separator: "\n").first { $0.hasPrefix("<svg xmlns") })
        func number(_ name: String) -> Double? {
            root.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first.flatMap { Double($0) }
        }
        let (width, height) = (try XCTUnwrap(number("width")), try XCTUnwrap(number("height")))
        for (flags, zoom) in [([String](), 3.0), (["--zoom", "1"], 1), (["--zoom", "1.5"], 1.5)] {
            let run = try LualayoutProcess.run(["render", "Scenes/zebra_rows.lua", "-o", pngPath] + flags, columns: 80)
            XCTAssertEqual(run.status, 0, run.stderr)
            let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: pngPath)))
            XCTAssertEqual(image.width, Int((width * zoom).rounded(.up)), "\(flags): zebra_rows has scale = 3")
            XCTAssertEqual(image.height, Int((height * zoom).rounded(.up)), "\(flags)")
        }
        let bad = try LualayoutProcess.run(["render", "Scenes/zebra_rows.lua", "-o", pngPath, "--zoom", "0"], columns: 80)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("lualayout: --zoom: expected a number of pixels a point from 0.25 to 16, got '0'"), bad.stderr)
    }

    /// A picture whose PNG would pass the 32,767 pixels rsvg-convert draws is written at a
    /// zoom that fits, with a note (before: rsvg-convert failed and so did `render`).
    func testRender_APNGPastRsvgConvertsLimit_IsDrawnAtAZoomThatFits_WithANote() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("tall.lua").path, png = directory.appendingPathComponent("tall.png").path
        try "collection { width = 375, height = 667, scale = 2 }\nflow { itemSize = { 100, 100 }, minimumLineSpacing = 10 }\nsections { 1500 }\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let run = try LualayoutProcess.run(["render", scene, "-o", png], columns: 200)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("\(png): note: the picture is "), run.stderr)
        XCTAssertTrue(run.stderr.contains("past the 32,767 rsvg-convert draws; written at zoom 0."), run.stderr)
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: png)))
        XCTAssertLessThanOrEqual(image.height, 32_767)
        XCTAssertGreaterThan(image.height, 32_000, "as large as fits")
    }

    func testRender_PNGAtZoom1_ThirdPointSeparatorsStillShow() throws {
        // zebra_rows' separators are 1/3 point thick (one pixel at its scale of 3): at 1x
        // they are drawn a whole pixel thick, not antialiased away.
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("x.svg").path
        XCTAssertEqual(try LualayoutProcess.run(["render", "Scenes/zebra_rows.lua", "-o", output, "--zoom", "1"], columns: 80).status, 0)
        let picture = try RasterizedPicture(svg: try String(contentsOfFile: output, encoding: .utf8), zoom: 1)
        // The separator between rows 0.0 and 0.1 is centred on y = 80.5: drawn 80...81.
        assertPixel(picture, x: 200, y: 80.5, is: RasterizedPicture.pixel("#C6C6C8"), "the separator, a pixel thick")
    }

    func testRender_Viewport_IsMarkedForTheWholeContentOnly_AndNoViewportDropsIt() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("x.svg").path
        for (flags, marked) in [([String](), true), (["--no-viewport"], false), (["--rect", "0,0,375,400"], false)] {
            let run = try LualayoutProcess.run(["render", "Scenes/sections.lua", "-o", output] + flags, columns: 80)
            XCTAssertEqual(run.status, 0, run.stderr)
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            XCTAssertEqual(svg.contains("class=\"viewport\""), marked, "\(flags)")
            XCTAssertEqual(svg.contains(">viewport 375 × 667</text>"), marked, "\(flags)")
        }
    }
}
