import Decorations
import Glibc
import LayoutCore
@testable import LuaLayout
import LuaRuntime
import Scenes
import XCTest

/// Ctrl-C is an outcome the pass carries, not a signal it reads: a hook call it stopped is
/// counted (`PluginPass.interrupted`), is no plugin error (neither the pass's nor the host's
/// history), and the section it stopped is not kept, so a later query decorates it whole.
final class PassInterruptionTests: XCTestCase {
    /// One band per section, as wide as the section's items.
    private let band = """
        local M = { name = "band", api = 1, defaults = {} }
        function M.section(s, opts, out)
          local f = s.frame
          out:add(out:kind("band", {}), f.x, f.y, f.width, f.height)
        end
        return M
        """

    private let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 375, 100 } }\nsections { 1, 1, 1 }\nuse(\"band\", {})\n"

    private func bands(_ snapshot: LayoutSnapshot, in rect: Rect) -> [String] {
        snapshot.elements(in: rect).filter { $0.kind == "band" }.map { "\($0.indexPath) \($0.frame)" }
    }

    func testAHookCtrlCStopped_IsCountedAsInterruption_NotAsAnError_AndItsSectionIsNotKept() throws {
        let fixture = try DecorationFixture(plugins: ["band": band])
        let pass = try fixture.pass(scene)
        XCTAssertEqual(bands(pass.snapshot, in: R(0, 0, 375, 50)), ["[0, 0] (0.0, 0.0, 375.0, 100.0)"])
        XCTAssertFalse(pass.interrupted)

        // Ctrl-C before the query: section 2's hook stops at its first line (section 1, the
        // nearest past the first query's rect, was decorated by it).
        let (stopped, signalled) = LuaState.withSIGINTInterrupts { () -> [String] in
            raise(SIGINT)
            return bands(pass.snapshot, in: R(0, 250, 375, 50))
        }
        XCTAssertTrue(signalled)
        XCTAssertEqual(stopped, [], "the stopped hook drew nothing")
        XCTAssertTrue(pass.interrupted, "the pass says Ctrl-C stopped one of its hooks")
        XCTAssertEqual(pass.errors, [], "a stop is not the plugin's failure")
        XCTAssertEqual(fixture.host.errors, [], "nor is it in the host's history")

        // Outside the Ctrl-C's scope the same query decorates section 2 whole: the stopped
        // run was not kept.
        XCTAssertEqual(bands(pass.snapshot, in: R(0, 250, 375, 50)), ["[2, 0] (0.0, 200.0, 375.0, 100.0)"])
        XCTAssertEqual(pass.errors, [])
    }

    /// Every phase keeps its failures alike (`PhaseFailures`): a placement hook Ctrl-C
    /// stopped is no error either, and its section is not cached as placed by the flow
    /// layout: the next layout runs the hook again and uses its placement.
    func testAPlacementHookCtrlCStopped_IsNoError_AndIsNotCached() throws {
        let shifted = """
            local M = { name = "shifted", api = 1, defaults = {} }
            function M.place(box, opts, out)
              for i = 0, box.count - 1 do out:place(i, 10, i * 100, 100, 100) end
            end
            return M
            """
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 375, 100 } }\nsections { 2 }\nuse(\"shifted\")\n"
        let fixture = try DecorationFixture(plugins: ["shifted": shifted])
        // The scene runs and the plugin loads before the Ctrl-C, which then stops the
        // placement hook alone.
        let context = try SceneContext(print: { _ in })
        _ = try context.run(source: scene, chunk: "=scene")
        let taken = try context.scene()
        let configuration = fixture.host.configure(uses: taken.plugins, limits: taken.pluginLimits, sceneState: context.lua)
        XCTAssertEqual(configuration.problems, [])
        // Laid out as every command lays out, through the pipeline.
        func layOut() throws(SceneError) -> LayoutOutcome {
            try LayoutPipeline.run(taken, host: fixture.host, sceneState: context.lua, uses: .configured(configuration))
        }
        func cellXs(_ outcome: LayoutOutcome?) -> [Double] {
            (outcome?.snapshot.elements(in: R(0, 0, 375, 667)) ?? []).filter { $0.category == .cell }.map(\.frame.x)
        }
        let (stopped, signalled) = LuaState.withSIGINTInterrupts { () -> LayoutOutcome? in
            raise(SIGINT)
            return try? layOut()
        }
        XCTAssertTrue(signalled)
        XCTAssertEqual(cellXs(stopped), [0, 0], "the stopped hook placed nothing: the flow layout placed the section")
        XCTAssertEqual(stopped?.layoutErrors, [], "a stop is not the plugin's failure")
        XCTAssertEqual(stopped?.interrupted, true, "the outcome says Ctrl-C stopped one of its hooks")
        XCTAssertEqual(stopped?.placementTiming?.sectionsComputed, 1)
        XCTAssertEqual(fixture.host.errors, [], "nor is it in the host's history")

        let placed = try layOut()
        XCTAssertEqual(cellXs(placed), [10, 10])
        XCTAssertEqual(placed.placementTiming?.sectionsCached, 0, "the stopped call was not cached")
        XCTAssertEqual(placed.layoutErrors, [])
        XCTAssertFalse(placed.interrupted)
    }
}
