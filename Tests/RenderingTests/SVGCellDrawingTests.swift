import Foundation
import LayoutCore
import XCTest

@testable import Rendering

/// How SVG pictures draw cells so that the decorations beside and under them stay visible,
/// checked in the SVG text and in pixels rendered by rsvg-convert.
final class SVGCellDrawingTests: XCTestCase {
    /// The picture at 3 device pixels a point, the densest iPhone screen: no hairline here
    /// is thickened.
    private func svg(_ elements: [LayoutAttributes], size: Size, cells: SVGCellDrawing = .outline, viewport: Rect? = nil) -> String {
        SVGRenderer(options: .init(title: "t", cells: cells, viewport: viewport, devicePixels: 3)).render(elements: elements, contentSize: size)
    }

    /// Two 100 × 44 rows with `gap` points between them and a `separator` in the gap.
    private func rowsWithSeparator(gap: Double, thickness: Double, zIndex: Int, color: String) -> [LayoutAttributes] {
        [Fixtures.cell(0, 0, 0, 0, 100, 44), Fixtures.cell(0, 1, 0, 44 + gap, 100, 44),
         Fixtures.decoration("separator", 0, Rect(x: 0, y: 44 + (gap - thickness) / 2, width: 100, height: thickness),
                             zIndex: zIndex, attributes: ["color": .string(color)])]
    }
}

// MARK: The SVG text

extension SVGCellDrawingTests {
    func testSVG_OutlineCells_AreUnfilledAndStrokedInsideTheirFrame() {
        let text = svg([Fixtures.cell(0, 0, 10, 40, 80, 40)], size: Size(width: 100, height: 100))
        XCTAssertTrue(text.contains("<rect class=\"cell\" data-section=\"0\" data-item=\"0\" x=\"10.25\" y=\"40.25\" "
                                    + "width=\"79.5\" height=\"39.5\" fill=\"none\" stroke=\"#3A3A3C\" stroke-width=\"0.5\"/>"), text)
    }

    func testSVG_TileCells_AreTranslucentTilesOfTheWholeFrameWithoutOutline() {
        let text = svg([Fixtures.cell(0, 0, 10, 40, 80, 40)], size: Size(width: 100, height: 100), cells: .tiles)
        XCTAssertTrue(text.contains("<rect class=\"cell\" data-section=\"0\" data-item=\"0\" x=\"10\" y=\"40\" "
                                    + "width=\"80\" height=\"40\" fill=\"#C7C7CC\" fill-opacity=\"0.5\"/>"), text)
    }

    func testSVGCellDrawing_ParsesTheRenderFlagsWords() {
        XCTAssertEqual(SVGCellDrawing(rawValue: "outline"), .outline)
        XCTAssertEqual(SVGCellDrawing(rawValue: "tiles"), .tiles)
        XCTAssertNil(SVGCellDrawing(rawValue: "tile"))
        XCTAssertEqual(SVGRenderer.Options().cells, .outline, "outlines hide no decoration: the default")
    }

    func testSVG_TallNarrowHeader_HasItsLabelTurnedToReadUpwards() {
        // The header of a horizontally scrolling layout: 30 wide, 200 tall.
        let header = Fixtures.supplementary("header", 0, Rect(x: 0, y: 0, width: 30, height: 200))
        let text = svg([header], size: Size(width: 400, height: 200))
        XCTAssertTrue(text.contains("<text x=\"15\" y=\"196\" transform=\"rotate(-90 15 196)\" font-size=\"12\" "
                                    + "text-anchor=\"start\" dominant-baseline=\"central\" fill=\"#1C1C1E\">header 0</text>"), text)
    }

    func testSVG_Viewport_IsMarkedWhenTheContentIsLarger() {
        let text = svg([Fixtures.cell(0, 0, 0, 0, 80, 80)], size: Size(width: 1000, height: 200),
                       viewport: Rect(x: 0, y: 0, width: 375, height: 200))
        XCTAssertTrue(text.contains("<rect class=\"viewport\" x=\"1\" y=\"1\" width=\"373\" height=\"198\" fill=\"none\" "
                                    + "stroke=\"#FF3B30\" stroke-width=\"2\" stroke-dasharray=\"8 4\"/>"), text)
        XCTAssertTrue(text.contains(">viewport 375 × 200</text>"))
    }

    func testSVG_Viewport_IsNotMarkedWhenItShowsTheWholeContentOrIsNotGiven() {
        let cell = Fixtures.cell(0, 0, 0, 0, 80, 80)
        XCTAssertFalse(svg([cell], size: Size(width: 375, height: 200), viewport: Rect(x: 0, y: 0, width: 375, height: 667))
            .contains("class=\"viewport\""))
        XCTAssertFalse(svg([cell], size: Size(width: 1000, height: 200)).contains("class=\"viewport\""))
    }
}

// MARK: Pixels

extension SVGCellDrawingTests {
    func testPicture_HalfPointSeparatorUnderCells_IsSeenInTheGap() throws {
        // A hairline grid's gap: 0.5 points, one pixel at 2x, filled by a red separator below
        // the cells. A 1-point outline centred on the cells' edges would cover it.
        let elements = rowsWithSeparator(gap: 0.5, thickness: 0.5, zIndex: -1, color: "#FF0000")
        let picture = try RasterizedPicture(svg: svg(elements, size: Size(width: 100, height: 88.5)), zoom: 2)
        assertPixel(picture, x: 50, y: 44.25, is: RasterizedPicture.pixel("#FF0000"), "the separator in the gap")
    }

    func testPicture_ThirdOfAPointSeparator_HasPageOnBothSidesInTheGap() throws {
        // A 1-point gap at 3x is three pixels: page, separator, page.
        let elements = rowsWithSeparator(gap: 1, thickness: 1.0 / 3, zIndex: 1, color: "#C6C6C8")
        let picture = try RasterizedPicture(svg: svg(elements, size: Size(width: 100, height: 89)), zoom: 3)
        assertPixel(picture, x: 50, y: 44.1, is: RasterizedPicture.pixel("#FFFFFF"), "the page above the separator")
        assertPixel(picture, x: 50, y: 44.5, is: RasterizedPicture.pixel("#C6C6C8"), "the separator")
        assertPixel(picture, x: 50, y: 44.9, is: RasterizedPicture.pixel("#FFFFFF"), "the page below the separator")
    }

    func testPicture_StripeUnderACell_IsSeenThroughTheCell() throws {
        let elements = [
            Fixtures.decoration("rowBackground", 0, Rect(x: 0, y: 0, width: 100, height: 44), attributes: ["color": .string("#B0C4DE")]),
            Fixtures.cell(0, 0, 0, 0, 100, 44),
        ]
        let outline = try RasterizedPicture(svg: svg(elements, size: Size(width: 100, height: 44)), zoom: 2)
        assertPixel(outline, x: 10, y: 10, is: RasterizedPicture.pixel("#B0C4DE"), "the stripe inside an outlined cell")
        assertPixel(outline, x: 0.1, y: 10, is: RasterizedPicture.pixel("#3A3A3C"), "the cell's outline")
        let tiles = try RasterizedPicture(svg: svg(elements, size: Size(width: 100, height: 44), cells: .tiles), zoom: 2)
        assertPixel(tiles, x: 10, y: 10, is: RasterizedPicture.blend("#C7C7CC", alpha: 0.5, over: "#B0C4DE"),
                    "the stripe tinting a tile")
    }

    func testPNGImage_DecodesRsvgOutput_PageTitleBandAndLayout() throws {
        let picture = try RasterizedPicture(svg: svg([], size: Size(width: 300, height: 100)), zoom: 1)
        XCTAssertEqual(picture.image.width, 316)
        XCTAssertEqual(picture.image.height, 28 + 100 + 8)
        assertPixel(picture, x: 150, y: 50, is: RasterizedPicture.pixel("#FFFFFF"), "the content page")
        assertPixel(picture, x: -4, y: -20, is: RasterizedPicture.pixel(SVGRenderer.pageColor), "the document's background")
    }
}

// MARK: Labels readable on any fill

extension SVGCellDrawingTests {
    /// The ink of the label written on an element (the text after its shape).
    private func labelInk(of label: String, in text: String) -> String? {
        guard let end = text.range(of: ">\(label)</text>") else { return nil }
        let before = text[..<end.lowerBound]
        guard let fill = before.ranges(of: "fill=\"").last else { return nil }
        return String(before[fill.upperBound...].prefix { $0 != "\"" })
    }

    /// An outline cell over a navy section background (the `flow_layout_with_decorations`
    /// sample) is labelled in white; over a pale one, or the page, in near-black; a cell
    /// filled dark by its own `color` in white. Before, every label was near-black.
    func testSVG_Labels_AreWrittenInAnInkThatReadsOnWhatIsUnderThem() {
        let navy = Fixtures.decoration("sectionBackground", 0, Rect(x: 0, y: 0, width: 100, height: 50),
                                       zIndex: -1, attributes: ["color": .string("#001644")])
        let pale = Fixtures.decoration("sectionBackground", 1, Rect(x: 0, y: 50, width: 100, height: 50),
                                       zIndex: -1, attributes: ["color": .string("#E5F0FF")])
        var dark = Fixtures.cell(2, 0, 100, 0, 50, 50)
        dark.attributes["color"] = .string("#1F2A44")
        let text = svg([navy, pale, Fixtures.cell(0, 0, 10, 10, 40, 30), Fixtures.cell(1, 0, 10, 60, 40, 30), dark,
                        Fixtures.cell(3, 0, 100, 60, 40, 30)], size: Size(width: 150, height: 100))
        XCTAssertEqual(labelInk(of: "0.0", in: text), "#FFFFFF", "on navy")
        XCTAssertEqual(labelInk(of: "1.0", in: text), "#1C1C1E", "on pale blue")
        XCTAssertEqual(labelInk(of: "2.0", in: text), "#FFFFFF", "on its own dark fill")
        XCTAssertEqual(labelInk(of: "3.0", in: text), "#1C1C1E", "on the page")
    }
}

// MARK: Headers over decorations

extension SVGCellDrawingTests {
    /// A header drawn over a section background lets the background show through its
    /// hatching (before: an opaque hatched box hid what the decoration does under it).
    func testPicture_ADecorationUnderAHeader_StaysVisibleThroughIt() throws {
        let red = Fixtures.decoration("sectionBackground", 0, Rect(x: 0, y: 0, width: 100, height: 100),
                                      zIndex: -1, attributes: ["color": .string("#FF0000")])
        let header = LayoutAttributes(category: .supplementary, kind: "header", indexPath: IndexPath(section: 0, item: 0),
                                      frame: Rect(x: 0, y: 0, width: 100, height: 40), zIndex: 0)
        let text = svg([red, header], size: Size(width: 100, height: 100))
        XCTAssertTrue(text.contains("fill=\"url(#hatch-header)\" fill-opacity=\"0.55\""), text)
        let picture = try RasterizedPicture(svg: text, zoom: 2)
        // Anywhere in the header (a hatch line or the space between), red shows.
        for x in stride(from: 10.0, through: 90, by: 7) {
            let pixel = picture.color(x: x, y: 20)
            XCTAssertGreaterThan(Int(pixel.red), Int(pixel.blue) + 40, "red under the header at x = \(x): \(pixel)")
        }
    }
}
