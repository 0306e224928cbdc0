import Decorations
import LayoutCore
import XCTest

/// Each pass returns its own errors: not a diff of the host's (capped) history, so the
/// 101st failure is reported like the first, a lazy query reports the sections it
/// reached, and a pass served from the cache reports the failures its sections had.
final class PluginPassErrorsTests: XCTestCase {
    private let failing = """
        local M = { name = "bad", api = 1, defaults = {} }
        function M.section(s, opts, out)
          error("section " .. s.index .. " fails")
        end
        return M
        """

    private func scene(sections: Int) -> String {
        "collection { width = 375, height = 667 }\nflow { itemSize = { 375, 100 } }\nsections { \((0..<sections).map { _ in "1" }.joined(separator: ", ")) }\nuse(\"bad\", {})\n"
    }

    func testMoreFailuresThanTheHistoryHolds_AreAllReportedByThePass() throws {
        let fixture = try DecorationFixture(plugins: ["bad": failing])
        let pass = try fixture.pass(scene(sections: 150), eager: true)
        XCTAssertEqual(pass.errors.count, 150)
        XCTAssertEqual(pass.errors.last?.description, "Plugins/bad.lua:3: bad: section hook, section 149: section 149 fails")
        XCTAssertEqual(fixture.host.errors.count, fixture.host.errorCapacity, "the history is capped; the pass is not")
    }

    func testASecondPass_FromTheCache_ReportsTheSameFailures() throws {
        let fixture = try DecorationFixture(plugins: ["bad": failing])
        let first = try fixture.pass(scene(sections: 120), eager: true)
        let second = try fixture.pass(scene(sections: 120), eager: true)
        XCTAssertEqual(second.timing.sectionsCached, 120)
        XCTAssertEqual(second.errors.map(\.description), first.errors.map(\.description))
        XCTAssertEqual(second.errors.count, 120)
    }

    func testLazyQuery_ReportsTheFailuresOfTheSectionsItReached() throws {
        let fixture = try DecorationFixture(plugins: ["bad": failing])
        let pass = try fixture.pass(scene(sections: 20))
        XCTAssertEqual(pass.errors, [])
        _ = pass.snapshot.elements(in: R(0, 250, 375, 100))
        // The sections the rect meets, then the nearest on each side (measured in case
        // their decorations reach into the rect).
        XCTAssertEqual(pass.errors.map(\.description), [
            "Plugins/bad.lua:3: bad: section hook, section 2: section 2 fails",
            "Plugins/bad.lua:3: bad: section hook, section 3: section 3 fails",
            "Plugins/bad.lua:3: bad: section hook, section 1: section 1 fails",
            "Plugins/bad.lua:3: bad: section hook, section 4: section 4 fails",
        ])
    }
}
