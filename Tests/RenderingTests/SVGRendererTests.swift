import Foundation
import LayoutCore
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import Rendering

final class SVGRendererTests: XCTestCase {
    /// At 2 device pixels a point: the fixtures' half-point separator is drawn as it is.
    private func render(_ elements: [LayoutAttributes] = Fixtures.small, rect: Rect? = nil, title: String? = nil) -> String {
        SVGRenderer(options: .init(title: title, devicePixels: 2)).render(elements: elements, contentSize: Fixtures.smallContentSize, rect: rect)
    }
}

// MARK: Structure

extension SVGRendererTests {
    func testSVG_Document_IsWellFormedXML() throws {
        let hostile = Fixtures.decoration("a<b>&\"c'", 0, Rect(x: 0, y: 0, width: 50, height: 50),
                                          attributes: ["color": .string("#FF000080")])
        let svg = render(Fixtures.small + [hostile], title: "<scene> & \"friends\"")
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "XML error: \(String(describing: parser.parserError))\n\(svg)")
        XCTAssertTrue(svg.contains("<title>&lt;scene&gt; &amp; &quot;friends&quot;</title>"))
        XCTAssertTrue(svg.contains("data-kind=\"a&lt;b&gt;&amp;&quot;c&apos;\""))
    }

    func testSVG_DefaultRect_IsWholeContentInNestedViewBox() {
        let svg = render()
        XCTAssertTrue(svg.contains("<svg x=\"8\" y=\"28\" width=\"200\" height=\"260\" viewBox=\"0 0 200 260\">"), svg)
    }

    func testSVG_GivenRect_BecomesViewBoxAndDropsElementsOutside() {
        let svg = render(rect: Rect(x: 0, y: 150, width: 200, height: 110))
        XCTAssertTrue(svg.contains("viewBox=\"0 150 200 110\""))
        XCTAssertFalse(svg.contains("class=\"cell\" data-section=\"0\""), "section 0's cells lie above the rect")
        XCTAssertTrue(svg.contains("class=\"cell\" data-section=\"1\" data-item=\"0\""))
    }

    func testSVG_Elements_ArePaintedInZIndexOrder() throws {
        let svg = render()
        let background = try XCTUnwrap(svg.range(of: "data-kind=\"sectionBackground\" data-section=\"0\""))
        let cell = try XCTUnwrap(svg.range(of: "class=\"cell\" data-section=\"0\" data-item=\"0\""))
        let separator = try XCTUnwrap(svg.range(of: "data-kind=\"separator\""))
        let header = try XCTUnwrap(svg.range(of: "class=\"supplementary\" data-kind=\"header\" data-section=\"0\""))
        XCTAssertLessThan(background.lowerBound, cell.lowerBound)
        XCTAssertLessThan(cell.lowerBound, separator.lowerBound)
        XCTAssertLessThan(separator.lowerBound, header.lowerBound)
    }

    func testSVG_Cells_AreLabelledSectionDotItemWhereTheyFit() {
        let tiny = Fixtures.cell(2, 7, 0, 0, 8, 8)
        let svg = render(Fixtures.small + [tiny])
        XCTAssertTrue(svg.contains(">0.0</text>"))
        XCTAssertTrue(svg.contains(">1.1</text>"))
        XCTAssertFalse(svg.contains(">2.7</text>"), "an 8-point cell has no room for its label")
        XCTAssertTrue(svg.contains("text-anchor=\"start\" dominant-baseline=\"central\" fill=\"#1C1C1E\">header 0</text>"))
        XCTAssertTrue(svg.contains(">footer 0</text>"))
    }

    /// Outlines lie inside the frames (half a 1-point stroke in from each edge), as a
    /// `CALayer` border does.
    func testSVG_HeadersAndFooters_UseTheirHatchPatterns() {
        let svg = render()
        XCTAssertTrue(svg.contains("<pattern id=\"hatch-header\""))
        XCTAssertTrue(svg.contains("data-kind=\"header\" data-section=\"0\" data-item=\"0\" x=\"0.5\" y=\"0.5\" width=\"199\" height=\"29\" fill=\"url(#hatch-header)\""))
        XCTAssertTrue(svg.contains("data-kind=\"footer\" data-section=\"0\" data-item=\"0\" x=\"0.5\" y=\"140.5\" width=\"199\" height=\"19\" fill=\"url(#hatch-footer)\""))
    }

    func testSVG_Decorations_HaveColourAlphaRadiusBorderAndShadow() {
        let svg = render()
        XCTAssertTrue(svg.contains("<rect class=\"decoration\" data-kind=\"sectionBackground\" data-section=\"0\" data-item=\"0\" "
                                   + "x=\"0\" y=\"30\" width=\"200\" height=\"110\" fill=\"#00FF00\" fill-opacity=\"0.502\"/>"), svg)
        XCTAssertTrue(svg.contains("<rect class=\"decoration\" data-kind=\"sectionBackground\" data-section=\"1\" data-item=\"0\" "
                                   + "x=\"4.5\" y=\"194.5\" width=\"191\" height=\"51\" rx=\"7.5\" fill=\"#0000FF\" fill-opacity=\"0.25\" "
                                   + "stroke=\"#0000FF\" stroke-width=\"1\" filter=\"url(#shadow-0)\"/>"), svg)
        XCTAssertTrue(svg.contains("<filter id=\"shadow-0\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                                   + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2\"/><feOffset dx=\"0\" dy=\"2\" result=\"offset\"/>"
                                   + "<feFlood flood-color=\"#000000\" flood-opacity=\"0.3\"/>"), svg)
    }

    func testSVG_DefaultTitle_SummarisesWhatIsShown() {
        XCTAssertTrue(render().contains("<title>LuaLayout · 11 elements · content 200 × 260</title>"))
        XCTAssertTrue(render(rect: Rect(x: 0, y: 150, width: 200, height: 110))
            .contains("<title>LuaLayout · 5 elements · content 200 × 260 · rect (0, 150, 200, 110)</title>"))
    }

    func testSVG_LongTitle_WidensThePage() {
        XCTAssertTrue(render(title: String(repeating: "x", count: 100)).contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"766\""))
    }

    func testSVG_SameShadowTwice_SharesOneFilter() {
        let shadow: AttributeValue = .record(["radius": .number(6)])
        let cards = (0..<3).map { Fixtures.decoration("card", $0, Rect(x: 0, y: Double($0) * 50, width: 100, height: 40), attributes: ["shadow": shadow]) }
        let other = Fixtures.decoration("card", 3, Rect(x: 0, y: 150, width: 100, height: 40), attributes: ["shadow": .record(["radius": .number(2)])])
        let svg = render(cards + [other])
        XCTAssertEqual(svg.components(separatedBy: "<filter id=").count - 1, 2)
        XCTAssertEqual(svg.components(separatedBy: "filter=\"url(#shadow-0)\"").count - 1, 3)
        XCTAssertEqual(svg.components(separatedBy: "filter=\"url(#shadow-1)\"").count - 1, 1)
    }

    func testSVG_Separator_IsAPlainFilledLine() {
        XCTAssertTrue(render().contains("<rect class=\"decoration\" data-kind=\"separator\" data-section=\"0\" data-item=\"0\" "
                                        + "x=\"10\" y=\"85\" width=\"180\" height=\"0.5\" fill=\"#C6C6C8\"/>"))
    }

    func testSVG_CellWithColour_IsFilledWithIt() {
        XCTAssertTrue(render().contains("class=\"cell\" data-section=\"1\" data-item=\"0\" x=\"10.25\" y=\"200.25\" width=\"79.5\" height=\"39.5\" fill=\"#FF9500\""))
    }

    func testSVG_Legend_ListsDecorationKindsWithTheirColours() throws {
        let svg = render()
        let legend = try XCTUnwrap(svg.range(of: "<g class=\"legend\">")).lowerBound
        let tail = String(svg[legend...])
        XCTAssertTrue(tail.contains(">sectionBackground</text>"))
        XCTAssertTrue(tail.contains(">separator</text>"))
        XCTAssertTrue(tail.contains("fill=\"#00FF00\" fill-opacity=\"0.502\""))
        XCTAssertTrue(tail.contains("fill=\"#0000FF\" fill-opacity=\"0.25\""))
        XCTAssertFalse(render(Array(Fixtures.small.prefix(5))).contains("class=\"legend\""), "no decorations, no legend")
    }
}

// MARK: A real renderer

extension SVGRendererTests {
    /// Renders with `rsvg-convert` (Debian's librsvg2-bin) and checks the PNG's size:
    /// the picture a browser would show, not only text that looks like SVG.
    func testSVG_RsvgConvert_RendersPNGOfDocumentSize() throws {
        let tool = try XCTUnwrap(ExternalTool.find("rsvg-convert"), "install librsvg2-bin (apt-get install -y librsvg2-bin)")
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(name: String, rect: Rect?, width: Int, height: Int)] = [
            // 200 wide is under the legend's minimum of 240, plus 8-point margins; the
            // title band, the layout, a margin, the legend's heading and rows, a margin.
            ("whole", nil, 256, 28 + 260 + 8 + 20 + 2 * 18 + 8),
            ("rect", Rect(x: 0, y: 150, width: 200, height: 110), 256, 28 + 110 + 8 + 20 + 18 + 8),  // no separator here
        ]
        for item in cases {
            let svgURL = directory.appendingPathComponent("\(item.name).svg")
            let pngURL = directory.appendingPathComponent("\(item.name).png")
            try render(rect: item.rect, title: "small").write(to: svgURL, atomically: true, encoding: .utf8)
            let result = try ExternalTool.run(tool, [svgURL.path, "-o", pngURL.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", "rsvg-convert warned")
            let size = try XCTUnwrap(ExternalTool.pngSize(try Data(contentsOf: pngURL)))
            XCTAssertEqual(size.width, item.width, item.name)
            XCTAssertEqual(size.height, item.height, item.name)
        }
    }

    func testSVG_Xmllint_AcceptsDocument() throws {
        // Scripts/setup installs xmllint (libxml2-utils): a machine without it fails here
        // rather than passing by skipping.
        let tool = try XCTUnwrap(ExternalTool.find("xmllint"), "xmllint (Scripts/setup installs libxml2-utils)")
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("small.svg")
        try render().write(to: url, atomically: true, encoding: .utf8)
        let result = try ExternalTool.run(tool, ["--noout", url.path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }
}
