import Foundation
import TestSupport
import XCTest

/// The bundled scenes' pictures tell the truth: each is rendered with `lualayout render`,
/// rasterized by rsvg-convert, and checked at points where the scene's decoration must be
/// seen (a card's colour inside the card, a separator's colour in its gap, a band's shade
/// through a cell). Small rects and zooms keep the PNGs small enough to decode quickly.
final class BundledScenePictureTests: XCTestCase {
    /// `lualayout render Scenes/<scene>.lua [--rect]`, rasterized at `zoom`.
    private func picture(_ scene: String, rect: (x: Double, y: Double, w: Double, h: Double)? = nil, zoom: Double) throws -> RasterizedPicture {
        try RasterizedPicture(svg: try svg(scene, rect: rect), zoom: zoom, origin: (rect?.x ?? 0, rect?.y ?? 0))
    }

    private func svg(_ scene: String, rect: (x: Double, y: Double, w: Double, h: Double)? = nil) throws -> String {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("\(scene).svg").path
        var arguments = ["render", "Scenes/\(scene).lua", "-o", output]
        if let rect { arguments += ["--rect", [rect.x, rect.y, rect.w, rect.h].map(JSONLikeNumber.text).joined(separator: ",")] }
        let run = try LualayoutProcess.run(arguments, columns: 80)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "", "the scene runs without diagnostics")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    private let white = RasterizedPicture.pixel("#FFFFFF")

    private func tint(_ color: String, _ alphaByte: Int) -> PNGImage.Pixel {
        RasterizedPicture.blend(color, alpha: Double(alphaByte) / 255, over: "#FFFFFF")
    }
}

extension BundledScenePictureTests {
    func testInsetGrouped_LooksLikeAnIOSList_WhiteCardOnTheGroupedBackground() throws {
        // Header 15...360 x 0...40; rows 15...360 x 50...226 on the card; separators at 94,
        // 138 and 182, from x = 31 (16 into the card).
        let picture = try picture("inset_grouped", zoom: 2)
        let grouped = RasterizedPicture.pixel("#F2F2F7")
        // The real insetGrouped list (C33): the card is 16 pt in from each side (the table
        // margin) and starts where the 40-pt header ends, rows of 44 from y = 40.
        assertPixel(picture, x: 100, y: 60, is: white, "the card, seen through row 0.0 (no fill of its own)")
        assertPixel(picture, x: 16.3, y: 100, is: white, "the card's edge: rows have no outline")
        assertPixel(picture, x: 8, y: 100, is: grouped, "the grouped background beside the card")
        assertPixel(picture, x: 367, y: 100, is: grouped, "the grouped background on the other side")
        assertPixel(picture, x: 100, y: 41, is: white, "the card starts right under the header")
        assertPixel(picture, x: 100, y: 230, is: grouped, "under the card: the 20 pt below the last section")
        assertPixel(picture, x: 16.6, y: 40.6, is: grouped, "outside the card's rounded top corner")
        assertPixel(picture, x: 16.6, y: 215.4, is: grouped, "outside the card's rounded bottom corner")
        // Row 0.0's separator lies on its bottom pixel, 83.5...84 (one pixel at 2x).
        assertPixel(picture, x: 100, y: 83.75, is: RasterizedPicture.pixel("#C6C6C8"), "row 0.0's separator")
        assertPixel(picture, x: 24, y: 83.75, is: white, "the separator's inset from the leading edge")
        assertPixel(picture, x: 100, y: 215.75, is: white, "no separator below the last row")
        XCTAssertFalse(picture.color(x: 100, y: 20).isClose(to: white), "the header, drawn above the card")
    }

    func testUpdates_PictureMarksWhatTheUpdateInsertedDeletedAndMoved() throws {
        let svg = try svg("updates")
        for (change, count) in [("inserted", 6), ("deleted", 3), ("moved", 10)] {
            XCTAssertEqual(svg.components(separatedBy: "data-change=\"\(change)\"").count - 1, count, change)
        }
        let picture = try RasterizedPicture(svg: svg, zoom: 1)
        // Item 1.0 (inserted, 12...112 x 149...199) gets a green outline 2 points wide, 1 in;
        // 0.1 (deleted, at 102.5...182.5 x 38...98 before) a dashed red ghost, its first dash
        // along the top from the corner.
        assertPixel(picture, x: 12.5, y: 175, is: RasterizedPicture.pixel("#1E9E48"), "the inserted item's outline")
        assertPixel(picture, x: 104.5, y: 39, is: RasterizedPicture.pixel("#D0021B"), "the deleted item's ghost")
    }

    func testStretchyHeader_PulledPastTheTop_IsDrawnFromYMinus80_WithYZeroMarked() throws {
        let svg = try svg("stretchy_header")
        XCTAssertTrue(svg.contains("viewBox=\"0 -80 "), "the picture starts where the view does")
        let picture = try RasterizedPicture(svg: svg, zoom: 2, origin: (0, -80))
        assertPixel(picture, x: 100, y: 0, is: RasterizedPicture.pixel("#0062B8"), "the dashed line at y = 0")
        XCTAssertFalse(picture.color(x: 200, y: -40).isClose(to: RasterizedPicture.pixel("#D9D2C5")), "the stretched header above it")
    }

    func testRowBackgrounds_BandsAreShadedByIndexPath() throws {
        let picture = try picture("row_backgrounds", zoom: 1)
        assertPixel(picture, x: 5, y: 80, is: tint("#34C759", 0x40), "section 0, row 0: light green")
        assertPixel(picture, x: 5, y: 170, is: tint("#34C759", 0x99), "section 0, row 1: dark green")
        assertPixel(picture, x: 5, y: 390, is: tint("#007AFF", 0x40), "section 1, row 0: light blue")
        assertPixel(picture, x: 5, y: 480, is: tint("#007AFF", 0x99), "section 1, row 1: dark blue")
        assertPixel(picture, x: 30, y: 160, is: tint("#34C759", 0x99), "the band, seen through cell 0.3")
        assertPixel(picture, x: 5, y: 125, is: white, "the page between two rows' bands")
    }

    func testSectionBackgrounds_AlternateUnder40PointHeaders_Vertically() throws {
        let picture = try picture("section_backgrounds", rect: (150, 80, 100, 240), zoom: 2)
        assertPixel(picture, x: 200, y: 100, is: tint("#34C759", 0x66), "section 0: green")
        assertPixel(picture, x: 200, y: 300, is: tint("#007AFF", 0x66), "section 1: blue")
        // Section 0's background ends at 158, header 1 (over section 1's) starts at 160.
        assertPixel(picture, x: 200, y: 158.6, is: white, "the page between the two backgrounds")
    }

    func testSectionBackgrounds_AlternateBeside40PointHeaders_Horizontally() throws {
        let svg = try svg("section_backgrounds_horizontal")
        XCTAssertEqual(svg.components(separatedBy: "transform=\"rotate(-90").count - 1, 4, "each header's label, turned")
        let picture = try RasterizedPicture(svg: svg, zoom: 1)
        assertPixel(picture, x: 100, y: 170, is: tint("#34C759", 0x66), "section 0: green")
        assertPixel(picture, x: 350, y: 170, is: tint("#007AFF", 0x66), "section 1: blue")
        assertPixel(picture, x: 600, y: 170, is: tint("#34C759", 0x66), "section 2: green")
        assertPixel(picture, x: 100, y: 2, is: white, "the page above the inset background")
        assertPixel(picture, x: 4, y: 1, is: RasterizedPicture.pixel("#FF3B30"), "the viewport's dashed frame")
    }

    func testHorizontalScene_LabelsItsHeadersAndMarksTheViewport() throws {
        let svg = try svg("horizontal")
        for section in 0..<3 {
            XCTAssertTrue(svg.contains("dominant-baseline=\"central\" fill=\"#1C1C1E\">header \(section)</text>"), "header \(section)")
        }
        XCTAssertTrue(svg.contains(">viewport 375 × 200</text>"))
    }

    func testHairlineGrid_SeparatorsFillTheHalfPointGapsBetweenRowsAndColumns() throws {
        // Cells 124.5 wide: a 0.5-point gap under each row, separators 0.5 thick in every gap.
        let picture = try picture("hairline_grid", rect: (100, 100, 60, 60), zoom: 4)
        let separator = RasterizedPicture.pixel("#8E8E93")
        assertPixel(picture, x: 110, y: 124.6, is: separator, "between rows 0 and 1")
        assertPixel(picture, x: 125, y: 110, is: separator, "between columns 0 and 1")
        assertPixel(picture, x: 110, y: 110, is: white, "inside cell 0.0")
        assertPixel(picture, x: 124.6, y: 110, is: white, "the gap beside the separator: no outline spills into it")
    }

    func testZebraRows_StripesShowThroughCells_AndThirdPointSeparatorsShowInTheGaps() throws {
        let picture = try picture("zebra_rows", rect: (0, 30, 375, 110), zoom: 3)
        assertPixel(picture, x: 100, y: 100, is: RasterizedPicture.pixel("#B0C4DE"), "the stripe through row 0.1")
        assertPixel(picture, x: 100, y: 50, is: white, "row 0.0, no stripe")
        // Rows 0.0 and 0.1 leave a 1-point gap at y = 80...81; the separator is its middle third.
        assertPixel(picture, x: 200, y: 80.5, is: RasterizedPicture.pixel("#C6C6C8"), "the separator")
        assertPixel(picture, x: 200, y: 80.1, is: white, "the page above the separator")
        assertPixel(picture, x: 8, y: 80.5, is: white, "the separator's 16-point inset")
    }
}
