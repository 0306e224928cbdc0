import Decorations
import LayoutCore
import XCTest

/// `opts`, `s` and `l` are read-only, for real: every hook call of a pass shares the
/// options, so a write would make a lazy query answer differently from the full dump. A
/// write is an error at the plugin's line; reading (fields, `#`, `pairs`, `ipairs`, `next`,
/// `rawget`) works as on a plain table.
final class ReadOnlyInputsTests: XCTestCase {
    private func source(_ body: String, hook: String = "section", defaults: String = "{ n = 0, colors = { \"#FF0000\" }, nested = { a = { b = 1 } } }") -> String {
        """
        local M = { name = "bad", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = \(defaults) }
        function M.\(hook)(s, opts, out)
          \(body)
        end
        return M
        """
    }

    private func errors(_ body: String, hook: String = "section") throws -> [String] {
        try DecorationFixture.run(plugin: source(body, hook: hook), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})")).errors
    }

    func testWritingAnOption_IsAnError() throws {
        XCTAssertEqual(try errors("opts.n = opts.n + 1"), ["Plugins/bad.lua:3: bad: section hook, section 0: options are read-only (cannot set opts.n)"])
    }

    func testWritingANestedOption_IsAnError() throws {
        XCTAssertEqual(try errors("opts.colors[1] = \"#000000\""), ["Plugins/bad.lua:3: bad: section hook, section 0: options are read-only (cannot set opts.colors[1])"])
        XCTAssertEqual(try errors("opts.nested.a.b = 2"), ["Plugins/bad.lua:3: bad: section hook, section 0: options are read-only (cannot set opts.nested.a.b)"])
    }

    func testRawsetAndTableInsert_CannotWriteOptions() throws {
        XCTAssertEqual(try errors("rawset(opts, \"n\", 1)"), ["Plugins/bad.lua:3: bad: section hook, section 0: this table is read-only (cannot set n)"])
        XCTAssertEqual(try errors("table.insert(opts.colors, \"#000000\")"), ["Plugins/bad.lua:3: bad: section hook, section 0: options are read-only (cannot set opts.colors[2])"])
        XCTAssertEqual(try errors("setmetatable(opts, nil)"), ["Plugins/bad.lua:3: bad: section hook, section 0: cannot change a protected metatable"])
    }

    func testReadingOptions_WorksAsOnAPlainTable() throws {
        // Every way of reading gives the values: a wrong one raises with what it saw.
        let (errors, _) = try DecorationFixture.run(plugin: source("""
            local keys = {}
              for key in pairs(opts) do keys[#keys + 1] = key end
              table.sort(keys)
              local seen = table.concat(keys, ",") .. " " .. #opts.colors .. " " .. tostring(next(opts.nested)) .. " "
                .. rawget(opts, "n") .. " " .. rawlen(opts.colors) .. " " .. opts.nested.a.b
              for i, c in ipairs(opts.colors) do seen = seen .. " " .. i .. c end
              error(seen)
            """), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, ["Plugins/bad.lua:9: bad: section hook, section 0: colors,n,nested 1 a 0 1 1 1#FF0000"])
    }

    func testOptionTablesPassedToTheHost_AreReadThroughTheProxy() throws {
        // A list selector and an attribute table taken from the options.
        let plugin = """
            local M = { name = "bad", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = { rows = { 0, 2 }, style = { tint = 3 }, shadow = { radius = 2 } } }
            function M.section(s, opts, out)
              local h = out:kind("x", { shadow = opts.shadow })
              for i = 0, s.count - 1 do
                if lualayout.matches(opts.rows, i, s.count) then out:add(h, 0, s.frame.y, 1, 1) end
              end
              out:style("cell", opts.rows, opts.style)
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: plugin, scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.decorations("x").map { $0.attributes["shadow"] }, Array(repeating: .record(["radius": .number(2)]), count: 2))
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.map { $0.attributes["tint"] }, [.number(3), nil, .number(3)])
    }

    func testOptionTablesNestedInThePluginsOwnTables_AreReadThroughTheProxy() throws {
        let plugin = """
            local M = { name = "bad", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = { shadow = { radius = 2, offset = { 1, 3 } } } }
            function M.section(s, opts, out)
              local style = { look = { shadow = opts.shadow } }
              out:add(out:kind("x", { look = style.look }), 0, s.frame.y, 1, 1)
            end
            return M
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: plugin, scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.decorations("x").map { $0.attributes["look"] }, [
            .record(["shadow": .record(["radius": .number(2), "offset": .list([.number(1), .number(3)])])]),
        ])
    }

    func testCyclicAttributeTable_IsAnErrorNotAHang() throws {
        let plugin = source("local t = { shadow = opts.nested }\n  t.self = t\n  out:kind(\"x\", { loop = t })")
        let (errors, _) = try DecorationFixture.run(plugin: plugin, scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(errors, ["Plugins/bad.lua:5: bad: section hook, section 0: table contains itself (cycle)"])
    }

    func testLazyQueries_AnswerAsTheFullDump_WhenAHookTriesToCountInOptions() throws {
        // Before: `opts.n = opts.n + 1` made each section's answer depend on the order
        // sections were computed in. Now the write fails in every section alike.
        let plugin = source("out:add(out:kind(\"x\", {}), 0, s.frame.y, 1, 1)\n  opts.n = opts.n + 1")
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, 3, 3, 3 }\nuse(\"bad\", {})\n"
        let fixture = try DecorationFixture(plugins: ["bad": plugin])
        let lazy = try fixture.pass(scene)
        let lazyElements = lazy.snapshot.elements(in: R(0, 100, 375, 200))
        let eager = try fixture.pass(scene, eager: true)
        XCTAssertEqual(lazyElements, eager.snapshot.elements(in: R(0, 100, 375, 200)))
        XCTAssertEqual(Set(eager.errors.map(\.message)), ["options are read-only (cannot set opts.n)"])
    }

    func testWritingTheSectionGeometry_IsAnError() throws {
        XCTAssertEqual(try errors("s.index = 3"), ["Plugins/bad.lua:3: bad: section hook, section 0: section geometry is read-only (cannot set s.index)"])
        XCTAssertEqual(try errors("s.frame.x = 3"), ["Plugins/bad.lua:3: bad: section hook, section 0: section geometry is read-only (cannot set s.frame.x)"])
        XCTAssertEqual(try errors("rawset(s, \"count\", 0)"), ["Plugins/bad.lua:3: bad: section hook, section 0: this table is read-only (cannot set count)"])
    }

    func testWritingTheLayoutGeometry_IsAnError() throws {
        XCTAssertEqual(try errors("s.bounds.width = 0", hook: "layout"), ["Plugins/bad.lua:3: bad: layout hook: layout geometry is read-only (cannot set l.bounds.width)"])
        XCTAssertEqual(try errors("s:section(0).count = 0", hook: "layout"), ["Plugins/bad.lua:3: bad: layout hook: section geometry is read-only (cannot set s.count)"])
    }
}

/// The decorated section's `s` is reused from call to call (no table per call): each call
/// must still see only its own section.
final class ReusedSectionGeometryTests: XCTestCase {
    func testLayoutHook_SectionFrame_IsTheNewLayouts_AfterASectionHookRanOnAnOldOne() throws {
        let fixture = try DecorationFixture(plugins: ["both": """
            local M = { name = "both", api = 1, defaults = {} }
            function M.section(s, opts, out) local _ = s.frame.height end
            function M.layout(l, opts, out)
              local f = l:section(0).frame
              out:add(out:kind("span", {}), f.x, f.y, f.width, f.height)
            end
            return M
            """])
        _ = try fixture.pass("flow { itemSize = { 100, 100 } }\nsections { 1 }\nuse(\"both\", {})\n", eager: true)
        let second = try fixture.pass("flow { itemSize = { 100, 250 } }\nsections { 1 }\nuse(\"both\", {})\n", eager: true)
        XCTAssertEqual(second.errors, [])
        XCTAssertEqual(second.snapshot.decorations("span").map(\.frame.height), [250])
    }

    func testEachSectionCall_SeesItsOwnFrames_ThoughTheTablesAreReused() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: """
            local M = { name = "bad", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            function M.section(s, opts, out)
              local f, items = s.frame, s.itemsFrame
              out:add(out:kind("x", {}), f.x, f.y, items.width, f.height)
            end
            return M
            """, scene: "collection { width = 375 }\nflow { itemSize = { 100, 100 } }\nsections { 1, 3, 2 }\nuse(\"bad\", {})\n")
        XCTAssertEqual(errors, [])
        // Items frames of 1, 3 and 2 justified 100-point items in a 375-point row.
        XCTAssertEqual(snapshot.decorations("x").map(\.frame), [R(0, 0, 100, 100), R(0, 100, 375, 100), R(0, 200, 237.5, 100)])
    }
}
