import LayoutCore
import XCTest

@testable import Rendering

final class TableRendererTests: XCTestCase {
    func testTable_Columns_AreAlignedWithExactNumbers() {
        let elements = [
            Fixtures.cell(0, 0, 10, 10, 100, 100),
            Fixtures.supplementary("header", 0, Rect(x: 0, y: 0, width: 375, height: 40)),
            Fixtures.decoration("sectionBackground", 0, Rect(x: 0, y: 40, width: 375, height: 413.0 / 3),
                                attributes: ["color": .string("#00FF0080"), "cornerRadius": .number(10)]),
        ]
        let expected = """
            category       kind               indexPath  frame                             zIndex  attributes
            cell                              [0, 0]     (10, 10, 100, 100)                     0
            supplementary  header             [0, 0]     (0, 0, 375, 40)                       10
            decoration     sectionBackground  [0, 0]     (0, 40, 375, 137.66666666666666)      -1  color = "#00FF0080", cornerRadius = 10

            """
        XCTAssertEqual(TableRenderer.render(elements), expected)
    }

    func testTable_NoElements_PrintsHeadingOnly() {
        XCTAssertEqual(TableRenderer.render([]), "category  kind  indexPath  frame  zIndex  attributes\n")
    }
}
