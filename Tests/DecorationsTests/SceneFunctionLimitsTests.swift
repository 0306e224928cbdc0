import Decorations
import LayoutCore
import XCTest

/// A function written in the scene and passed as an option (a selector) runs under the
/// limits of the hook that calls it: the hook's instruction budget and what is left of
/// its time, not the scene's own limits.
final class SceneFunctionLimitsTests: XCTestCase {
    private let plugin = """
        local M = { name = "p", api = 1, defaults = { pick = "all" }, types = { pick = "selector" } }
        function M.section(s, opts, out)
          local h = out:kind("x", {})
          for i = 0, s.count - 1 do
            if lualayout.matches(opts.pick, i, s.count) then out:add(h, 0, s.frame.y, 1, 1) end
          end
        end
        return M
        """

    private func scene(limits: String) -> String {
        """
        collection { width = 375, height = 667 }
        flow { itemSize = { 100, 100 } }
        sections { 3 }
        \(limits)
        use("p", { pick = function()
          while true do end
        end })
        """
    }

    func testEndlessSceneSelector_StopsAtTheHooksTimeLimit() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: plugin, name: "p", scene: scene(limits: "limits { time = 0.05 }"))
        XCTAssertEqual(errors, [
            "Plugins/p.lua:5: p: section hook, section 0: opts.pick, a function of the scene, exceeded the hook's time limit at scene.lua:6; does it loop forever?",
        ])
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.count, 3)
    }

    func testEndlessSceneSelector_StopsAtTheHooksInstructionBudget() throws {
        let (errors, _) = try DecorationFixture.run(plugin: plugin, name: "p", scene: scene(limits: "limits { instructions = 100000 }"))
        XCTAssertEqual(errors, [
            "Plugins/p.lua:5: p: section hook, section 0: opts.pick, a function of the scene, exceeded the hook's instruction budget at scene.lua:6; does it loop forever?",
        ])
    }

    func testSceneSelectorCalledByTheHost_StopsAtTheHooksTimeLimit() throws {
        // out:style with the scene function: the host calls it, once per item.
        let styling = """
            local M = { name = "p", api = 1, defaults = { pick = "all" }, types = { pick = "selector" } }
            function M.section(s, opts, out)
              out:style("cell", opts.pick, { tint = 1 })
            end
            return M
            """
        let (errors, _) = try DecorationFixture.run(plugin: styling, name: "p", scene: scene(limits: "limits { time = 0.05 }"))
        XCTAssertEqual(errors, [
            "Plugins/p.lua:3: p: section hook, section 0: opts.pick, a function of the scene, exceeded the hook's time limit at scene.lua:6; does it loop forever?",
        ])
    }
}
