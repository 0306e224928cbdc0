import Decorations
import LayoutCore
import XCTest

/// Plugins/stretchy_header.lua: the first header stretches when pulled past the top, and
/// headers stick as sectionHeadersPinToVisibleBounds makes them (R13), frame by frame, with
/// numbers derived by hand; rect and single-element queries answer the same frames (R20).
final class StretchyHeaderPluginTests: XCTestCase {
    /// Scenes/stretchy_header.lua's layout, without its section backgrounds: rows 64 tall and
    /// 1 apart, bottom inset 12. Section 0: header 0...160, rows from 160, ends at
    /// 160 + 3 * 64 + 2 + 12 = 366. Section 1: header 366...410, rows from 410, ends at
    /// 410 + 8 * 64 + 7 + 12 = 941. Section 2: 941...1516.
    private func scene(offset: String, inset: String = "", options: String = "{ maxStretch = 240 }") -> String {
        """
        collection { width = 375, height = 667, scale = 2, contentOffset = \(offset)\(inset) }
        flow { itemSize = { 375, 64 }, minimumLineSpacing = 1, headerReferenceSize = { 0, 44 }, sectionInset = { bottom = 12 } }
        sections { { items = 3, headerReferenceSize = { 0, 160 } }, { items = 8 }, { items = 8 } }
        use("stretchy_header", \(options))
        """
    }

    /// The headers' frames from a rect query over everything, checked against the
    /// single-element query of each, and the pass's errors.
    private func headers(_ scene: String) throws -> [Rect] {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        let found = snapshot.elements(in: R(-1000, -1000, 3000, 4000)).filter { $0.kind == "header" }
        for header in found {
            XCTAssertEqual(snapshot.supplementary(kind: "header", at: header.indexPath), header)
        }
        XCTAssertEqual((fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description), [])
        return found.map(\.frame)
    }

    func testPulledPastTheTop_FirstHeaderStretchesToTheViewsTop() throws {
        // The view starts at -80, 80 points before header 0: it grows by 80, from -80 to 160.
        XCTAssertEqual(try headers(scene(offset: "{ 0, -80 }")), [R(0, -80, 375, 240), R(0, 366, 375, 44), R(0, 941, 375, 44)])
    }

    func testPulledFurtherThanMaxStretch_StretchStopsAtMaxStretch() throws {
        // Pulled 300 points; it grows by maxStretch = 240 only: from -240 to 160.
        XCTAssertEqual(try headers(scene(offset: "{ 0, -300 }")).first, R(0, -240, 375, 400))
    }

    func testContentInset_StretchStartsPastTheInset() throws {
        // contentInset.top 64: the visible rect starts at offset + 64. At -64 nothing moves;
        // at -100 it starts at -36, so header 0 grows by 36.
        XCTAssertEqual(try headers(scene(offset: "{ 0, -64 }", inset: ", contentInset = { top = 64 }")).first, R(0, 0, 375, 160))
        XCTAssertEqual(try headers(scene(offset: "{ 0, -100 }", inset: ", contentInset = { top = 64 }")).first, R(0, -36, 375, 196))
    }

    func testScrolled_HeadersStickAndStopAtTheirSectionsEnd() throws {
        // At 300: header 0 would start at 300, but 300 + 160 > 366, so it stops at 366 - 160 = 206.
        XCTAssertEqual(try headers(scene(offset: "{ 0, 300 }")), [R(0, 206, 375, 160), R(0, 366, 375, 44), R(0, 941, 375, 44)])
        // At 500: header 1 sticks at 500 (section 0's stays at 206).
        XCTAssertEqual(try headers(scene(offset: "{ 0, 500 }")), [R(0, 206, 375, 160), R(0, 500, 375, 44), R(0, 941, 375, 44)])
        // At 900: 900 + 44 > 941, so header 1 stops at 941 - 44 = 897.
        XCTAssertEqual(try headers(scene(offset: "{ 0, 900 }"))[1], R(0, 897, 375, 44))
    }

    func testStickyHeader_RectQueryFindsItWhereItSticks_NotWhereItWas() throws {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene(offset: "{ 0, 500 }"))
        // 500...510 holds cell [1, 1] (475...539) and header 1, stuck at 500 (R14 order).
        XCTAssertEqual(snapshot.elements(in: R(0, 500, 375, 10)).map { "\($0.kind ?? "cell") \($0.indexPath) \($0.frame)" }, [
            "cell [1, 1] (0.0, 475.0, 375.0, 64.0)", "header [1, 0] (0.0, 500.0, 375.0, 44.0)",
        ])
        // Its resting place no longer holds it.
        XCTAssertEqual(snapshot.elements(in: R(0, 370, 375, 10)).compactMap(\.kind), [])
    }

    func testStretchOff_PulledHeaderIsNotStretched_AndStickyOffLeavesHeadersAlone() throws {
        XCTAssertEqual(try headers(scene(offset: "{ 0, -80 }", options: "{ stretch = false }")).first, R(0, 0, 375, 160))
        XCTAssertEqual(try headers(scene(offset: "{ 0, 500 }", options: "{ sticky = false }")), [R(0, 0, 375, 160), R(0, 366, 375, 44), R(0, 941, 375, 44)])
    }

    func testCompositionalBoundaryHeaders_StretchAndStickToo() throws {
        // Sections of three 50-point rows under a 30-point "header" boundary item: section 0
        // is 0...180, section 1 180...360.
        let scene = { (offset: String) in
            """
            collection { width = 320, height = 200, contentOffset = \(offset) }
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
              subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(30) } } } } }
            sections { 3, 3 }
            use("stretchy_header")
            """
        }
        XCTAssertEqual(try headers(scene("{ 0, -40 }")), [R(0, -40, 320, 70), R(0, 180, 320, 30)])
        // At 160: header 0 stops at 180 - 30 = 150.
        XCTAssertEqual(try headers(scene("{ 0, 160 }")), [R(0, 150, 320, 30), R(0, 180, 320, 30)])
    }

    func testHorizontal_StretchesAndSticksAlongX() throws {
        // Columns: header 0 is 100 wide (0...100), the items 200 x 300 one a column, 10 apart:
        // section 0 ends at 100 + 2 * 200 + 10 = 510; section 1's header 510...560.
        let scene = { (offset: String) in
            """
            collection { width = 320, height = 480, scale = 2, contentOffset = \(offset) }
            flow { scrollDirection = "horizontal", itemSize = { 200, 300 }, minimumLineSpacing = 10, headerReferenceSize = { 50, 0 } }
            sections { { items = 2, headerReferenceSize = { 100, 0 } }, { items = 2 } }
            use("stretchy_header")
            """
        }
        XCTAssertEqual(try headers(scene("{ -30.25, 0 }")), [R(-30.5, 0, 130.5, 480), R(510, 0, 50, 480)])
        // At x 600: header 1 sticks at 600 (section 1 ends at 560 + 410 = 970).
        XCTAssertEqual(try headers(scene("{ 600, 0 }"))[1], R(600, 0, 50, 480))
    }
}
