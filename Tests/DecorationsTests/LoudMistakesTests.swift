import Decorations
import LayoutCore
import XCTest

/// Mistakes that used to be ignored in silence are reported: geometry set on cells,
/// module functions that are not hooks, hooks that return values; and a bad decoration
/// loses only itself, with a duplicate naming both `use` lines.
final class LoudMistakesTests: XCTestCase {
    private func hook(_ body: String) -> String {
        """
        local M = { name = "bad", api = 1, defaults = {} }
        function M.section(s, opts, out)
          \(body)
        end
        return M
        """
    }

    private func errors(_ body: String) throws -> [String] {
        try DecorationFixture.run(plugin: hook(body), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})")).errors
    }

    func testSettingGeometryOfACell_IsAnError() throws {
        XCTAssertEqual(try errors("out:set(\"cell\", 0, { frame = { 0, 0, 1, 1 } })"), [
            "Plugins/bad.lua:3: bad: section hook, section 0: out:set cannot set 'frame' of a cell: plugins decorate cells, they do not move them",
        ])
        XCTAssertEqual(try errors("out:style(\"cell\", \"all\", { zIndex = 3, tint = 1 })"), [
            "Plugins/bad.lua:3: bad: section hook, section 0: out:style cannot set 'zIndex' of a cell: plugins decorate cells, they do not move them",
        ])
        XCTAssertEqual(try errors("out:style(\"header\", \"all\", { x = 1, width = 2 })"), [
            "Plugins/bad.lua:3: bad: section hook, section 0: out:style cannot set 'width' of a header: plugins decorate supplementary views, they do not move them",
        ])
        XCTAssertEqual(try errors("out:set(\"decoration:x\", 0, { height = 1 })"), [
            "Plugins/bad.lua:3: bad: section hook, section 0: out:set cannot set 'height' of a decoration: its frame comes from out:add and its zIndex from out:kind",
        ])
    }

    func testModuleFunctionsThatAreNotHooks_AreWarnings_AndThePluginRuns() throws {
        let source = """
            local M = { name = "bad", api = 1, defaults = {} }
            function M.getItemOffsets() end
            function M.didInsert() end
            function M.section(s, opts, out) out:add(out:kind("x", {}), 0, s.frame.y, 1, 1) end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: source, scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, [
            // Edit distances: didinsert is 7 from reserve, 8 from layout and place; getitemoffsets
            // 11 from section and reserve (the first listed wins), 12 from layout.
            "Plugins/bad.lua: bad: warning: M.didInsert is a function but not a hook, so the host never calls it (the nearest hook is M.reserve); make it local if it is a helper",
            "Plugins/bad.lua: bad: warning: M.getItemOffsets is a function but not a hook, so the host never calls it (the nearest hook is M.section); make it local if it is a helper",
        ])
        XCTAssertEqual(snapshot.decorations("x").count, 1)
    }

    /// The hook has returned when its values are seen: the error names its definition line.
    func testHookReturningValues_IsAnError() throws {
        XCTAssertEqual(try errors("return { { kind = \"x\" } }").map { $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "ADDRESS", options: .regularExpression) }, [
            "Plugins/bad.lua:2: bad: section hook, section 0: M.section returned 1 value (table: ADDRESS); hooks return nothing: they write to out",
        ])
        XCTAssertEqual(try errors("return true, 2"), [
            "Plugins/bad.lua:2: bad: section hook, section 0: M.section returned 2 values (true); hooks return nothing: they write to out",
        ])
        XCTAssertEqual(try errors("if s.count > 0 then return end"), [])
    }

    func testSettingItemMinusOne_IsAnError() throws {
        XCTAssertEqual(try errors("out:set(\"cell\", -1, { mark = true })"), [
            "Plugins/bad.lua:3: bad: section hook, section 0: bad argument #3 to 'set' (item must be an integer from 0 to 9007199254740991, got -1)",
        ])
    }

    /// error(nil), error({}), error("x", 0) and a C stack overflow raised in a C function
    /// carry no position: the first frame in the plugin's file gives it.
    func testErrorsWithoutPosition_NameThePluginLine() throws {
        XCTAssertEqual(try errors("error(nil)"), ["Plugins/bad.lua:3: bad: section hook, section 0: (error object is a nil value)"])
        XCTAssertEqual(try errors("error({})"), ["Plugins/bad.lua:3: bad: section hook, section 0: (error object is a table value)"])
        XCTAssertEqual(try errors("error(\"plain\", 0)"), ["Plugins/bad.lua:3: bad: section hook, section 0: plain"])
    }

    /// Where a decoration lands is no mistake: 50 points above its section, with no
    /// `M.reach` declared, it is kept (the snapshot measures the reach).
    func testDecorationOutsideItsSection_IsKept() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: hook("""
            local h = out:kind("x", {})
              out:add(h, 0, s.frame.y, 1, 1)
              out:add(h, 0, s.frame.y - 50, 2, 1)
              out:add(h, 0, s.frame.y, 3, 1)
            """), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.decorations("x").map(\.frame.width), [1, 2, 3])
        XCTAssertEqual(snapshot.decorations("x").map(\.indexPath.item), [0, 1, 2])
    }

    func testNonFiniteAndNegativeFrames_LoseOnlyThemselves() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: hook("""
            local h = out:kind("x", {})
              out:add(h, 0, 0/0, 1, 1)
              out:add(h, 0, s.frame.y, -1, 1)
              out:add(h, 0, s.frame.y, 3, 1)
            """), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors.map { $0.replacingOccurrences(of: "-nan", with: "nan") }, [
            "Plugins/bad.lua:4: bad: section hook, section 0: decoration frame is not finite: (0, nan, 1, 1)",
            "Plugins/bad.lua:5: bad: section hook, section 0: decoration has a negative size: (0, 0.0, -1, 1)",
        ])
        XCTAssertEqual(snapshot.decorations("x").map(\.frame.width), [3])
    }

    func testDuplicateAcrossTwoUses_LosesOnlyTheSecond_AndNamesBothUseLines() throws {
        let plugin = """
            local M = { name = "mark", api = 1, defaults = { width = 1 } }
            function M.section(s, opts, out)
              local h = out:kind("x", {})
              out:add(h, 0, s.frame.y, opts.width, 1, 0)
              out:add(h, 0, s.frame.y, opts.width, 1, 5 + opts.width)
            end
            return M
            """
        let scene = DecorationFixture.oneSectionScene(use: "use(\"mark\", { width = 1 })") + "use(\"mark\", { width = 2 })\n"
        let (errors, snapshot) = try DecorationFixture.run(plugin: plugin, name: "mark", scene: scene)
        XCTAssertEqual(errors, [
            "Plugins/mark.lua:4: mark: section hook, section 0: duplicate decoration x [0, 0]: every (kind, section, item) must be unique; first added by use(\"mark\") at scene.lua:4, again by use(\"mark\") at scene.lua:5",
        ])
        XCTAssertEqual(snapshot.decorations("x").map(\.indexPath.item), [0, 6, 7])
    }
}

extension LoudMistakesTests {
    func testManyBadDecorations_TheFirstTenAreDescribed_TheRestCounted() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: hook("""
            local h = out:kind("x", {})
              for i = 1, 1000 do out:add(h, 0, s.frame.y - 1000, 1, -1) end
              out:add(h, 0, s.frame.y, 5, 1)
            """), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors.count, 11)
        XCTAssertEqual(errors.first, "Plugins/bad.lua:4: bad: section hook, section 0: decoration has a negative size: (0, -1000.0, 1, -1)")
        XCTAssertEqual(errors.last, "Plugins/bad.lua: bad: section hook, section 0: 990 more decorations left out (only the first 10 are described)")
        XCTAssertEqual(snapshot.decorations("x").map(\.frame.width), [5])
    }
}

extension LoudMistakesTests {
    func testDuplicateFromALayoutHook_LosesOnlyItself_AndNamesItsLine() throws {
        let source = """
            local M = { name = "bad", api = 1, defaults = {} }
            function M.layout(l, opts, out)
              local h = out:kind("span", {})
              out:add(h, 0, 0, 1, 1, 3, 0)
              out:add(h, 0, 0, 2, 1, 3, 0)
              out:add(h, 0, 0, 3, 1, 4, 0)
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: source, scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, [
            "Plugins/bad.lua:5: bad: layout hook: duplicate decoration span [0, 3]: every (kind, section, item) must be unique; added twice by use(\"bad\") at scene.lua:4",
        ])
        XCTAssertEqual(snapshot.decorations("span").map(\.frame.width), [1, 3])
    }
}
