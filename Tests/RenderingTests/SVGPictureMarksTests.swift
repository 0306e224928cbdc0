import LayoutCore
import XCTest

@testable import Rendering

/// What a picture draws besides the layout: the page around it, the viewport, the content's
/// origin when the view is pulled past it, an update's changes, and hairlines thick enough
/// to be seen at the screen's scale.
final class SVGPictureMarksTests: XCTestCase {
    private func render(_ options: SVGRenderer.Options, _ elements: [LayoutAttributes] = Fixtures.small,
                        contentSize: Size = Fixtures.smallContentSize, rect: Rect? = nil) -> String {
        SVGRenderer(options: options).render(elements: elements, contentSize: contentSize, rect: rect)
    }

    /// The text of the nested `<svg>` that holds the layout.
    private func layoutPart(_ svg: String) -> Substring {
        let start = svg.range(of: "<svg x=")!.lowerBound, end = svg.range(of: "</svg>\n")!.upperBound
        return svg[start..<end]
    }

    func testPageColour_IsNoneOfIOSSystemColours() {
        // UIKit's light and dark system colours, greys, backgrounds, fills and separators.
        let system = [
            "#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#00C7BE", "#30B0C7", "#32ADE6", "#007AFF", "#5856D6",
            "#AF52DE", "#FF2D55", "#A2845E", "#FF453A", "#FF9F0A", "#FFD60A", "#30D158", "#63E6E2", "#40C8E0",
            "#64D2FF", "#0A84FF", "#5E5CE6", "#BF5AF2", "#FF375F", "#AC8E68", "#8E8E93", "#AEAEB2", "#C7C7CC",
            "#D1D1D6", "#E5E5EA", "#F2F2F7", "#636366", "#48484A", "#3A3A3C", "#2C2C2E", "#1C1C1E", "#FFFFFF",
            "#000000", "#C6C6C8", "#38383A", "#EFEFF4", "#787880", "#767680", "#747480", "#3C3C43", "#EBEBF5",
        ]
        XCTAssertFalse(system.contains(SVGRenderer.pageColor), SVGRenderer.pageColor)
        XCTAssertTrue(render(.init(title: "t")).contains("fill=\"\(SVGRenderer.pageColor)\"/>\n<defs>"))
    }

    func testHairline_IsDrawnOneDevicePixelThick_AboutItsMiddle() {
        let hairline = Fixtures.decoration("separator", 0, Rect(x: 10, y: 80, width: 100, height: 1.0 / 3), zIndex: 1)
        let at1x = render(.init(title: "t", devicePixels: 1), [hairline])
        XCTAssertTrue(at1x.contains("data-kind=\"separator\" data-section=\"0\" data-item=\"0\" x=\"10\" y=\"79.66666666666667\" width=\"100\" height=\"1\""), at1x)
        let at3x = render(.init(title: "t", devicePixels: 3), [hairline])
        XCTAssertTrue(at3x.contains("x=\"10\" y=\"80\" width=\"100\" height=\"0.3333333333333333\""), "already one pixel at 3x")
        let upright = Fixtures.decoration("separator", 0, Rect(x: 50, y: 0, width: 0.25, height: 40), zIndex: 1)
        XCTAssertTrue(render(.init(title: "t", devicePixels: 2), [upright]).contains("x=\"49.875\" y=\"0\" width=\"0.5\" height=\"40\""))
    }

    func testViewport_IsAnUnlabelledFrame_ItsSizeToldInTheLegend() {
        let svg = render(.init(title: "t", viewport: Rect(x: 0, y: 0, width: 200, height: 100)))
        let layout = layoutPart(svg)
        XCTAssertTrue(layout.contains("<rect class=\"viewport\" x=\"1\" y=\"1\" width=\"198\" height=\"98\""), svg)
        XCTAssertFalse(layout.contains("viewport 200"), "no words over the layout's own labels")
        XCTAssertTrue(svg.contains(">viewport 200 × 100</text>"), "the legend tells its size")
        XCTAssertFalse(render(.init(title: "t")).contains("viewport"), "no viewport, no mark")
    }

    func testPulledPastTheTop_PictureStartsAtTheViewport_AndMarksYZero() {
        let svg = render(.init(title: "t", viewport: Rect(x: 0, y: -80, width: 200, height: 100)))
        XCTAssertTrue(svg.contains("viewBox=\"0 -80 200 340\""), "from y = -80 to the end of the content")
        XCTAssertTrue(layoutPart(svg).contains("<line class=\"origin\" x1=\"0\" y1=\"0\" x2=\"200\" y2=\"0\""))
        XCTAssertTrue(svg.contains(">y = 0, the top of the content: the view is pulled past it</text>"))
        let resting = render(.init(title: "t", viewport: Rect(x: 0, y: 0, width: 200, height: 100)))
        XCTAssertFalse(resting.contains("class=\"origin\""), "nothing to mark at rest")
    }

    func testUpdateChanges_MarkInsertedDeletedAndMovedButNotShifted() {
        func cell(_ section: Int, _ item: Int, y: Double) -> LayoutAttributes { Fixtures.cell(section, item, 0, y, 50, 20) }
        func id(_ item: Int) -> ElementIdentity { ElementIdentity(category: .cell, kind: nil, section: .live(0), item: .live(item)) }
        let changes = [
            ElementChange(action: .inserted, identity: id(0), old: nil, new: cell(0, 0, y: 0)),
            ElementChange(action: .moved, identity: id(1), old: cell(0, 3, y: 90), new: cell(0, 1, y: 30)),
            ElementChange(action: .moved, identity: id(2), old: cell(0, 2, y: 50), new: cell(0, 2, y: 60)),
            ElementChange(action: .deleted, identity: id(9), old: cell(0, 1, y: 120), new: nil),
        ]
        let elements = [cell(0, 0, y: 0), cell(0, 1, y: 30), cell(0, 2, y: 60)]
        let svg = render(.init(title: "t", changes: changes), elements)
        XCTAssertTrue(svg.contains("data-change=\"inserted\" x=\"1\" y=\"1\" width=\"48\" height=\"18\""), svg)
        XCTAssertTrue(svg.contains("data-change=\"moved\" x=\"1\" y=\"31\""))
        XCTAssertTrue(svg.contains("<line class=\"change-path\" x1=\"25\" y1=\"100\" x2=\"25\" y2=\"40\""), "from where it was")
        XCTAssertTrue(svg.contains("data-change=\"deleted\" x=\"1\" y=\"121\""), "a ghost where it was")
        XCTAssertEqual(svg.components(separatedBy: "data-change=").count - 1, 3, "2.2 only shifted: unmarked")
        for words in ["1 inserted by the update", "1 deleted (where it was)", "1 moved to another index path"] {
            XCTAssertTrue(svg.contains(words), words)
        }
    }

    func testCellSayingBorderWidthZero_HasNoOutline() {
        let plain = Fixtures.cell(0, 0, 0, 0, 50, 20), bare = Fixtures.cell(0, 1, 0, 30, 50, 20, attributes: ["borderWidth": .number(0)])
        let svg = render(.init(title: "t"), [plain, bare])
        XCTAssertTrue(svg.contains("data-item=\"0\" x=\"0.25\" y=\"0.25\" width=\"49.5\" height=\"19.5\" fill=\"none\" stroke=\"#3A3A3C\""))
        XCTAssertTrue(svg.contains("data-item=\"1\" x=\"0\" y=\"30\" width=\"50\" height=\"20\" fill=\"none\"/>"), svg)
    }
}
