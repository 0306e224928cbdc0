import Decorations
import LayoutCore
import XCTest

/// stretchy_header never stretches past its declared reach (maxStretch): the stretch is
/// rounded toward zero at the screen scale, so the host never refuses the move.
final class StretchyHeaderReachTests: XCTestCase {
    func testMaxStretchOffTheGrid_AtScale2_StretchRoundsTowardZero_StaysInItsReach() throws {
        // Pulled 200 points; maxStretch 120.25 is 240.5 pixels at scale 2: the header grows
        // by 240 pixels (120 points), from -120 to 40, never by 120.5.
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(
            """
            collection { width = 320, height = 480, scale = 2, contentOffset = { 0, -200 } }
            flow { itemSize = { 100, 50 }, headerReferenceSize = { 0, 40 } }
            sections { 3 }
            use("stretchy_header", { maxStretch = 120.25 })
            """)
        XCTAssertEqual((fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description), [])
        let header = snapshot.elements(in: R(-1000, -1000, 3000, 3000)).filter { $0.kind == "header" }.map(\.frame)
        XCTAssertEqual(header, [R(0, -120, 320, 160)])
    }

    func testMaxStretchOffTheGrid_AtScale3_NeverPassesIt() throws {
        // 100.5 points is 301.5 pixels at scale 3: 301 pixels, 100.333... points.
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(
            """
            collection { width = 320, height = 480, scale = 3, contentOffset = { 0, -300 } }
            flow { itemSize = { 100, 50 }, headerReferenceSize = { 0, 40 } }
            sections { 3 }
            use("stretchy_header", { maxStretch = 100.5 })
            """)
        XCTAssertEqual((fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description), [])
        let header = try XCTUnwrap(snapshot.elements(in: R(-1000, -1000, 3000, 3000)).first { $0.kind == "header" })
        XCTAssertEqual(header.frame.y, -301.0 / 3)
        XCTAssertLessThanOrEqual(-header.frame.y, 100.5)
    }
}
