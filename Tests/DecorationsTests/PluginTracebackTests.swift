import Decorations
import XCTest

/// The traceback a plugin author reads lists the plugin's frames and the C functions it
/// called, never the host's prelude (`lualayout/prelude.lua`), what the prelude called,
/// or the prelude's names for the plugin's functions.
final class PluginTracebackTests: XCTestCase {
    private func firstError(_ body: String) throws -> PluginError {
        let source = "local M = { name = \"bad\", api = 1, defaults = {} }\n" + body + "\nreturn M\n"
        let fixture = try DecorationFixture(plugins: ["bad": source])
        let scene = try DecorationFixture.bundledScene("sections.lua") + "\nuse(\"bad\", {})\n"
        _ = try fixture.snapshot(scene, eager: true)
        return try XCTUnwrap(fixture.host.errors.first)
    }

    func testErrorInAHelper_ListsThePluginFramesAndNamesTheHook() throws {
        let error = try firstError("""
            local function helper(n) error("boom " .. n) end
            function M.section(s, opts, out)
              helper(s.index)
            end
            """)
        XCTAssertEqual(error.description, "Plugins/bad.lua:2: bad: section hook, section 0: boom 0")
        XCTAssertEqual(error.traceback, [
            "[C]: in function 'error'",
            "Plugins/bad.lua:2: in upvalue 'helper'",
            "Plugins/bad.lua:4: in function 'M.section'",
        ])
    }

    func testErrorRaisedByTheHostsOut_ShowsOnlyThePluginsLine() throws {
        let error = try firstError("""
            function M.section(s, opts, out)
              out:add(out:kind("x", {}), 0, 0, nil, 1)
            end
            """)
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.traceback, ["Plugins/bad.lua:3: in function 'M.section'"])
    }

    func testSelectorCalledByLualayoutMatches_IsAFunctionTheHostCalled() throws {
        let error = try firstError("""
            function M.section(s, opts, out)
              lualayout.matches(function(i) error("selector " .. i) end, 0, 1)
            end
            """)
        XCTAssertEqual(error.traceback, [
            "[C]: in function 'error'",
            "Plugins/bad.lua:3: in a function the host called",
            "Plugins/bad.lua:3: in function 'M.section'",
        ])
    }

    func testWriteThroughACFunction_KeepsThatCFrame() throws {
        let error = try firstError("""
            function M.section(s, opts, out)
              table.insert(s, 1)
            end
            """)
        XCTAssertEqual(error.message, "section geometry is read-only (cannot set s[1])")
        XCTAssertEqual(error.traceback, [
            "[C]: in function 'table.insert'",
            "Plugins/bad.lua:3: in function 'M.section'",
        ])
    }

    func testLayoutHook_IsNamedMLayout() throws {
        let error = try firstError("""
            function M.layout(l, opts, out)
              error("no layout")
            end
            """)
        XCTAssertEqual(error.description, "Plugins/bad.lua:3: bad: layout hook: no layout")
        XCTAssertEqual(error.traceback, ["[C]: in function 'error'", "Plugins/bad.lua:3: in function 'M.layout'"])
    }
}
