import Decorations
import LayoutCore
import XCTest

/// Every number that crosses from Lua into an integer is range-checked: an item or a
/// section beyond what a double holds exactly (2^53 - 1) is an error at the plugin's line,
/// never a crash ("Double value cannot be converted to Int") and never a silent rounding.
final class PluginNumberRangeTests: XCTestCase {
    private func sectionHook(_ body: String) -> String { DecorationFixture.sectionHookPlugin(body) }

    private let scene = DecorationFixture.oneSectionScene(use: "use(\"bad\", {})")

    func testHugeItem_IsAnErrorAtThePluginsLine() throws {
        let (errors, _) = try DecorationFixture.run(plugin: sectionHook("out:add(h, 0, s.frame.y, 1, 1, 1e300)"), scene: scene)
        XCTAssertEqual(errors, ["Plugins/bad.lua:4: bad: section hook, section 0: item must be an integer from 0 to 9007199254740991, got 1e+300"])
    }

    func testHugeSection_InALayoutHook_IsAnErrorAtThePluginsLine() throws {
        let source = """
            local M = { name = "bad", api = 1, defaults = {} }
            function M.layout(l, opts, out)
              local h = out:kind("x", {})
              out:add(h, 0, 0, 1, 1, nil, 1e300)
            end
            return M
            """
        let (errors, _) = try DecorationFixture.run(plugin: source, scene: scene)
        XCTAssertEqual(errors, ["Plugins/bad.lua:4: bad: layout hook: section must be an integer from 0 to 9007199254740991, got 1e+300"])
    }

    func testItemAbove2To53_IsRefused_NotRounded() throws {
        let (errors, snapshot) = try DecorationFixture.run(
            plugin: sectionHook("out:add(h, 0, s.frame.y, 1, 1, (1 << 53) + 1)\n  out:add(h, 0, s.frame.y, 1, 1, 2^53)"), scene: scene)
        XCTAssertEqual(errors, [
            "Plugins/bad.lua:4: bad: section hook, section 0: item must be an integer from 0 to 9007199254740991, got 9007199254740993",
        ])
        // A bad argument stops the hook (the line after it never runs): nothing is kept.
        XCTAssertEqual(snapshot.decorations("x"), [])
    }

    func testItem2To53AsAFloat_IsRefused() throws {
        let (errors, _) = try DecorationFixture.run(plugin: sectionHook("out:add(h, 0, s.frame.y, 1, 1, 2^53)"), scene: scene)
        XCTAssertEqual(errors, ["Plugins/bad.lua:4: bad: section hook, section 0: item must be an integer from 0 to 9007199254740991, got 9.007199254741e+15"])
    }

    func testHugeItem_InARecord_IsAnErrorAtThePluginsLine() throws {
        let (errors, _) = try DecorationFixture.run(
            plugin: sectionHook("out:add{ kind = \"x\", frame = { 0, s.frame.y, 1, 1 }, item = -1e300 }"), scene: scene)
        XCTAssertEqual(errors, ["Plugins/bad.lua:4: bad: section hook, section 0: item must be an integer from 0 to 9007199254740991, got -1e+300"])
    }

    func testLargestExactItem_ComesBackAsTheSameInteger() throws {
        let (errors, snapshot) = try DecorationFixture.run(
            plugin: sectionHook("out:add(h, 0, s.frame.y, 1, 1, 9007199254740991)\n  out:add(h, 0, s.frame.y, 1, 1, 9007199254740990)"), scene: scene)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.decorations("x").map(\.indexPath.item), [9_007_199_254_740_991, 9_007_199_254_740_990])
    }

    func testOutSet_ItemWithoutIntegerRepresentation_IsAnArgumentError() throws {
        let (errors, _) = try DecorationFixture.run(plugin: sectionHook("out:set(\"cell\", 1e300, { tint = 1 })"), scene: scene)
        XCTAssertEqual(errors, ["Plugins/bad.lua:4: bad: section hook, section 0: bad argument #3 to 'set' (number has no integer representation)"])
    }
}
