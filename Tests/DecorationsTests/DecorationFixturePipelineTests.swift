import Decorations
import LayoutCore
import XCTest

/// `DecorationFixture` lays out through `LayoutPipeline`, every phase included: a plugin's
/// reservation (`M.reserve`) moves the cells as it does in `lualayout dump`, and the pass
/// hands it to the section hooks (`s.reserved`).
final class DecorationFixturePipelineTests: XCTestCase {
    func testTheFixture_RunsTheReservePhase() throws {
        let plugin = """
            local M = { name = "band", api = 1, defaults = {} }
            function M.reserve(section, opts) return { top = 10 } end
            function M.section(s, opts, out)
              local f = s.reservedFrame
              if f then out:add(out:kind("band", {}), f.x, f.y, f.width, s.reserved.top) end
            end
            return M
            """
        let fixture = try DecorationFixture(plugins: ["band": plugin])
        let snapshot = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"band\")"), eager: true)
        XCTAssertEqual(fixture.lastOutcome?.errors.map(\.description), [])
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.map(\.frame.y), [10, 10, 10], "the reservation moved the cells")
        XCTAssertEqual(snapshot.decorations("band").map(\.frame.height), [10])
    }
}
