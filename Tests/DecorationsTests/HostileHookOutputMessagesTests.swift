import Decorations
import LayoutCore
import XCTest

/// Messages that name what a plugin did: a zIndex out of range is called out of range
/// (math.mininteger is an integer), and `box.sizes` is read-only as `box.insets` is.
final class HostileHookOutputMessagesTests: XCTestCase {
    private let scene = DecorationFixture.oneSectionScene(use: "use(\"bad\")")

    func testMoveWithMathMininteger_IsOutOfRange_NotNotAnInteger() throws {
        let plugin = """
            local M = { name = "bad", api = 1 }
            function M.follow(view, s, opts, out) out:move("cell", 0, 0, 0, 10, 10, math.mininteger) end
            return M
            """
        let fixture = try DecorationFixture(plugins: ["bad": plugin])
        // The follow hooks run when the layout is queried.
        _ = try fixture.snapshot(scene).elements(in: R(-1000, -1000, 3000, 3000))
        let errors = (fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description)
        XCTAssertEqual(errors, [
            "Plugins/bad.lua:2: bad: follow hook, section 0: out:move: cell 0: zIndex -9223372036854775808 is out of range (-2147483647...2147483647)",
        ])
    }

    func testZIndexProblem_NamesFractionsAndRanges() {
        XCTAssertEqual(FieldCheck.zIndexProblem(1.5), "zIndex 1.5 is not an integer")
        XCTAssertEqual(FieldCheck.zIndexProblem(.nan), "zIndex nan is not an integer")
        XCTAssertEqual(FieldCheck.zIndexProblem(2_147_483_648), "zIndex 2147483648 is out of range (-2147483647...2147483647)")
        XCTAssertEqual(FieldCheck.zIndexProblem(1e300), "zIndex 1e+300 is out of range (-2147483647...2147483647)")
        XCTAssertNil(FieldCheck.zIndexProblem(-2_147_483_647))
    }

    /// `box.insets` refuses the write at its line; `box.sizes` (a plain table, for speed) is
    /// checked after the call, and the error names the hook and the entry.
    func testWritingBoxSizes_IsRefusedAsBoxInsetsIs() throws {
        let expected = [
            "box.sizes[1] = 5": "Plugins/bad.lua:2: bad: placement hook, section 0: the content box is read-only (box.sizes[1] was changed); the flow layout places section 0 instead",
            "box.sizes[6] = box.sizes[6] + 1": "Plugins/bad.lua:2: bad: placement hook, section 0: the content box is read-only (box.sizes[6] was changed); the flow layout places section 0 instead",
            "box.sizes.count = 1": "Plugins/bad.lua:2: bad: placement hook, section 0: the content box is read-only (box.sizes.count was changed); the flow layout places section 0 instead",
            "box.insets.top = 5": "Plugins/bad.lua:3: bad: placement hook, section 0: the content box is read-only (cannot set box.insets.top); the flow layout places section 0 instead",
        ]
        for (field, message) in expected {
            let plugin = """
                local M = { name = "bad", api = 1 }
                function M.place(box, opts, out)
                  \(field)
                  for i = 0, box.count - 1 do out:place(i, 0, i * 10, 10, 10) end
                end
                return M
                """
            let (errors, _) = try DecorationFixture.run(plugin: plugin, scene: scene)
            XCTAssertEqual(errors, [message], field)
        }
    }

    func testBoxSizes_ReadsAsAList() throws {
        let plugin = """
            local M = { name = "bad", api = 1 }
            function M.place(box, opts, out)
              assert(#box.sizes == 2 * box.count and box.sizes.count == box.count, "sizes")
              for i = 0, box.count - 1 do out:place(i, 0, i * 100, box.sizes[2 * i + 1], box.sizes[2 * i + 2]) end
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: plugin, scene: scene)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.map(\.frame), [R(0, 0, 100, 100), R(0, 100, 100, 100), R(0, 200, 100, 100)])
    }
}
