import LayoutCore
import XCTest

/// Plugins/zh_flow_layout.lua: ZHCollectionViewFlowLayout's section bands. Each expected
/// frame is worked by hand from the original's rule: `U` = union of the first and the last
/// cell, origin `(U.x − left, U.y − top)` with the section's insets, `W` wide and
/// `U.height + top + bottom` tall when vertical, `U.width + left + right` wide and `H` tall
/// sideways; empty sections skipped; kind by section parity; index path (section, 0).
final class ZHFlowLayoutPluginTests: XCTestCase {
    private let even = "ZHDecorationCollectionReusableView", odd = "ZHDecorationCollectionReusableView1"

    private func bands(_ scene: String) throws -> [LayoutAttributes] {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors, [])
        return snapshot.allElements().filter { $0.category == .decoration }
    }

    /// The sample, vertical: items 162.5 x 202.5, 2 a line, 4 lines (825 tall with L = 5)
    /// under a 40-point header; U from y 55 (section 0), band from 40, 825 + 25 = 850 tall.
    func testSampleApp_Vertical() throws {
        let found = try bands(try DecorationFixture.bundledScene("seeds/zh_flow_layout.lua"))
        XCTAssertEqual(found.map(\.frame), [R(0, 40, 375, 850), R(0, 930, 375, 850), R(0, 1820, 375, 850)])
        XCTAssertEqual(found.map(\.kind), [even, odd, even])
        XCTAssertEqual(found.map(\.indexPath), (0..<3).map { IndexPath(section: $0, item: 0) })
        XCTAssertEqual(Set(found.map(\.zIndex)), [-1])
    }

    /// The sample, sideways: 3 items a column (642 high), 3 columns 497.5 wide after an
    /// 80-point header; U from x 90, band from 80, 497.5 + 25 = 522.5 wide, 667 tall.
    func testSampleApp_Horizontal() throws {
        let found = try bands(try DecorationFixture.bundledScene("seeds/zh_flow_layout_horizontal.lua"))
        XCTAssertEqual(found.map(\.frame), [R(80, 0, 522.5, 667), R(682.5, 0, 522.5, 667), R(1285, 0, 522.5, 667)])
        XCTAssertEqual(found.map(\.kind), [even, odd, even])
    }

    /// 414 at 3x, footers, an empty section (skipped: no band for section 1, and section
    /// 3 keeps the odd kind), a section with its own insets (top 4, left 30): its cells at
    /// x 30 and 157, y 189, so U = (30, 189, 227, 50) and the band (0, 185, 414, 60).
    func testEmptySectionSkipped_PerSectionInsets_FootersNotCovered() throws {
        let found = try bands("""
            collection { width = 414, height = 736, scale = 3 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 5, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 20, bottom = 10, right = 20 }, footerReferenceSize = { 0, 20 } }
            sections { 5, 0, { items = 2, inset = { top = 4, left = 30, bottom = 6, right = 30 } }, 1 }
            use("zh_flow_layout")
            """)
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 414, 125), R(0, 185, 414, 60), R(0, 265, 414, 70)])
        XCTAssertEqual(found.map(\.indexPath.section), [0, 2, 3])
        XCTAssertEqual(found.map(\.kind), [even, even, odd])
    }

    /// Only the first and the last item count: a taller item between them is not covered
    /// (items 50 tall, item 1 of 3 is 90: the line runs from y 10 to 100 and the short
    /// items sit centred in it at y 30, so U = (10, 30, 320, 50) and the band runs from
    /// 20 to 90, short of the line at both ends). And a first item not at the left inset moves the
    /// band right: the lone 300-wide item in a 375 view is centred at x 37.5, so the band
    /// starts at 37.5 − 10 and is still 375 wide.
    func testFirstAndLastOnly_TallMiddleItemUncovered_CentredLoneItemShiftsTheBand() throws {
        let found = try bands("""
            collection { width = 375, height = 667, scale = 2 }
            flow { minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { { items = 3, itemSizes = { { 100, 50 }, { 100, 90 }, { 100, 50 } } },
                       { items = 1, itemSize = { 300, 40 } } }
            use("zh_flow_layout", { colors = { "#FF0000" } })
            """)
        XCTAssertEqual(found.map(\.frame), [R(0, 20, 375, 70), R(27.5, 110, 375, 60)])
        XCTAssertEqual(found.map { $0.attributes["color"] }, [.string("#FF0000"), .string("#FF0000")])
    }
}
