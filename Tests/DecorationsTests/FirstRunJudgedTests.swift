import Decorations
import LayoutCore
import XCTest

/// One rule for a failing hook's answer in every phase: the first run's answer is judged,
/// and a second run only finds the line of what was wrong. A hook that fails on its first
/// run only is named at the line that failed when the first run could record it (a value
/// that is not a number in `out:place`, a frame that is not finite in `out:add` or
/// `out:move`), and is never judged by its second answer.
final class FirstRunJudgedTests: XCTestCase {
    func testAPlacementThatIsNotFiniteOnTheFirstRunOnly_IsNamedAtItsLine() throws {
        let flaky = """
            local M = { name = "flaky", api = 1, defaults = {} }
            local runs = 0
            function M.place(box, opts, out)
              runs = runs + 1
              for i = 0, box.count - 1 do
                local x = (runs == 1 and i == 1) and 0 / 0 or 0
                out:place(i, x, i * 100, 100, 100)
              end
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(
            plugin: flaky, name: "flaky", scene: DecorationFixture.oneSectionScene(use: "use(\"flaky\")"))
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("Plugins/flaky.lua:7: flaky: placement hook, section 0: out:place: item 1:") ?? false, "\(errors)")
        XCTAssertTrue(errors.first?.contains("the hook did not make it again") ?? false, "\(errors)")
        XCTAssertFalse(errors.first?.contains("to find its line") ?? true, "the first run found its line: \(errors)")
        XCTAssertEqual(
            snapshot.allElements().filter { $0.category == .cell }.map(\.frame.y), [0, 0, 0],
            "the first answer was judged: the flow layout placed the section (one row of three)")
    }

    func testASectionHookWhoseRunAgainMakesOtherDuplicates_IsNotJudgedByTheSecondAnswer() throws {
        let flaky = """
            local M = { name = "flaky", api = 1, defaults = {} }
            local runs = 0
            function M.section(s, opts, out)
              runs = runs + 1
              local h = out:kind("x", {})
              local twice = runs == 1 and 0 or 1
              out:add(h, 0, 0, 10, 10, 0)
              out:add(h, 0, 0, 10, 10, 1)
              out:add(h, 0, 0, 10, 10, twice)
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(
            plugin: flaky, name: "flaky", scene: DecorationFixture.oneSectionScene(use: "use(\"flaky\")"))
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("Plugins/flaky.lua:3: flaky: section hook, section 0:") ?? false, "\(errors)")
        XCTAssertTrue(errors.first?.contains("hooks are pure") ?? false, "\(errors)")
        XCTAssertEqual(snapshot.decorations("x"), [], "neither run's output is kept")
    }

    func testADecorationFrameThatIsNotFiniteOnTheFirstRunOnly_IsNamedAtItsLine() throws {
        let flaky = """
            local M = { name = "flaky", api = 1, defaults = {} }
            local runs = 0
            function M.section(s, opts, out)
              runs = runs + 1
              local h = out:kind("x", {})
              local y = runs == 1 and 0 / 0 or 0
              out:add(h, 0, y, 10, 10)
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(
            plugin: flaky, name: "flaky", scene: DecorationFixture.oneSectionScene(use: "use(\"flaky\")"))
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("Plugins/flaky.lua:7: flaky: section hook, section 0: bad decoration frame") ?? false, "\(errors)")
        XCTAssertTrue(errors.first?.contains("the hook did not make it again") ?? false, "\(errors)")
        XCTAssertEqual(snapshot.decorations("x"), [], "the first answer was judged: neither run's output is kept")
    }

    func testAMoveThatIsNotFiniteOnTheFirstRunOnly_IsNamedAtItsLine() throws {
        let flaky = """
            local M = { name = "flaky", api = 1, defaults = {} }
            local runs = 0
            function M.follow(view, s, opts, out)
              runs = runs + 1
              local y = runs == 1 and 0 / 0 or 50
              out:move("cell", 0, 0, 0, 10, 10)
              out:move("cell", 1, 0, y, 10, 10)
            end
            return M
            """
        let fixture = try DecorationFixture(plugins: ["flaky": flaky])
        let snapshot = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"flaky\")"))
        let cells = snapshot.elements(in: R(-1000, -1000, 3000, 3000)).filter { $0.category == .cell }
        let errors = (fixture.lastPass?.errors ?? []).map(\.description)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(
            errors.first?.hasPrefix("Plugins/flaky.lua:7: flaky: follow hook, section 0: out:move: cell 1: frame (0, nan, 10, 10) is not finite")
                ?? false, "\(errors)")
        XCTAssertTrue(errors.first?.contains("the hook did not move the same") ?? false, "\(errors)")
        XCTAssertFalse(errors.first?.contains("to find its line") ?? true, "the first run found its line: \(errors)")
        XCTAssertEqual(cells.first { $0.indexPath.item == 0 }?.frame, R(0, 0, 10, 10), "the first answer's good move stands")
        XCTAssertNotEqual(cells.first { $0.indexPath.item == 1 }?.frame.y, 50, "the second answer is not judged")
    }
}
