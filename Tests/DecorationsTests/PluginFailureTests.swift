import Foundation
import Decorations
import LayoutCore
import XCTest

/// A broken plugin never takes the layout down: cells, headers and footers come back, the
/// plugin's output for the failed section is absent, and the error names the plugin, the
/// hook, the section and file:line, with a traceback.
final class PluginFailureTests: XCTestCase {
    /// Runs the four-section demo with `source` as plugin "bad"; returns the snapshot's
    /// elements and the host's errors.
    private func run(_ source: String, options: String = "{}", limits: String = "") throws -> (elements: [LayoutAttributes], errors: [PluginError]) {
        let fixture = try DecorationFixture(plugins: ["bad": source])
        let scene = try DecorationFixture.bundledScene("sections.lua") + "\n\(limits)\nuse(\"bad\", \(options))\n"
        let snapshot = try fixture.snapshot(scene)
        let elements = snapshot.allElements()
        XCTAssertEqual(elements.filter { $0.category == .cell }.count, 20, "cells must survive")
        return (elements, fixture.host.errors)
    }

    private let header = """
        local M = { name = "bad", api = 1, defaults = {} }
        """

    func testPluginRaising_OnlyThatSectionIsLost_ErrorIsLocated() throws {
        let (elements, errors) = try run(header + """

            function M.section(s, opts, out)
              local h = out:kind("mark", {})
              out:add(h, 0, s.frame.y, 1, 1)
              if s.index == 2 then
                error("no section two")
              end
            end
            return M
            """)
        XCTAssertEqual(elements.filter { $0.kind == "mark" }.map(\.indexPath.section), [0, 1, 3])
        XCTAssertEqual(errors.count, 1)
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.plugin, "bad")
        XCTAssertEqual(error.phase, .section)
        XCTAssertEqual(error.section, 2)
        XCTAssertEqual(error.file, "Plugins/bad.lua")
        XCTAssertEqual(error.line, 6)
        XCTAssertEqual(error.message, "no section two")
        XCTAssertTrue(error.description.hasPrefix("Plugins/bad.lua:6: bad: section hook, section 2: no section two"), error.description)
        XCTAssertTrue(error.traceback.contains { $0.contains("Plugins/bad.lua:6") }, "\(error.traceback)")
    }

    func testNaNFrame_IsRejected() throws {
        let (elements, errors) = try run(header + """

            function M.section(s, opts, out) out:add(out:kind("x", {}), 0, 0/0, 1, 1) end
            return M
            """)
        XCTAssertEqual(elements.filter { $0.category == .decoration }, [])
        XCTAssertEqual(errors.count, 4)
        XCTAssertTrue(errors[0].message.contains("not finite"), errors[0].message)
        XCTAssertEqual(errors[0].line, 2)
    }

    func testNegativeSize_IsRejected() throws {
        let (_, errors) = try run(header + """

            function M.section(s, opts, out) out:add(out:kind("x", {}), 0, s.frame.y, -1, 1) end
            return M
            """)
        XCTAssertTrue(errors.first?.message.contains("negative size") ?? false)
    }

    func testDuplicateIdentity_LosesOnlyTheSecondDecoration_AndNamesTheUse() throws {
        let (elements, errors) = try run(header + """

            function M.section(s, opts, out)
              local h = out:kind("x", {})
              out:add(h, 0, s.frame.y, 1, 1, 0)
              out:add(h, 0, s.frame.y, 2, 2, 0)
            end
            return M
            """)
        XCTAssertEqual(elements.filter { $0.kind == "x" }.map(\.frame.width), [1, 1, 1, 1], "the first of each pair stays")
        XCTAssertEqual(errors.count, 4)
        XCTAssertEqual(
            errors.first?.description,
            "Plugins/bad.lua:5: bad: section hook, section 0: duplicate decoration x [0, 0]: every (kind, section, item) must be unique; added twice by use(\"bad\") at scene.lua:15")
    }

    func testWrongShape_IsReportedWhenLoading() throws {
        let cases: [(String, String)] = [
            ("return 42", "the file must return the module table (return M), got number"),
            ("return { name = \"other\", api = 1, section = function() end }", "the module is named 'other' but its file is bad.lua; the two must match"),
            // A NUL in the name is shown, not printed raw (a terminal would cut the line there).
            ("return { name = \"ba\\0d\", api = 1, section = function() end }", "the module is named 'ba\\u{0}d' but its file is bad.lua; the two must match"),
            ("return { name = \"bad\", api = 2, section = function() end }", "api = 2 is not supported by this host (it speaks api = 1)"),
            ("return { name = \"bad\", api = 1 }", "the module has no hook: define M.section(s, opts, out), M.layout(l, opts, out), M.place(box, opts, out), M.follow(view, s, opts, out), M.visibleItems(items, offset, environment, opts) or M.reserve(section, opts)"),
            ("return { name = \"bad\", api = 1, sectoin = function() end }", "M.sectoin is not a hook (did you mean M.section?)"),
            ("return { name = \"bad\", api = 1, section = 3 }", "M.section must be a function, got number"),
        ]
        for (source, message) in cases {
            let (elements, errors) = try run(source)
            XCTAssertEqual(errors.map(\.message), [message], source)
            XCTAssertEqual(errors.first?.phase, .load)
            XCTAssertEqual(elements.filter { $0.category == .decoration }, [])
        }
    }

    /// A shape error is found once the module is a value, where Lua knows no line: the
    /// line is read from the file, where the key at fault is set (the module's `return`
    /// when it is missing).
    func testWrongShape_NamesTheLineThatSetTheKey() throws {
        let cases: [(String, Int)] = [
            ("local M = {\n  name = \"bad\",\n  api = 2,\n}\nfunction M.section() end\nreturn M", 3),
            ("local M = { name = \"bad\", api = 1 }\nM.section = 3\nreturn M", 2),
            ("local M = { name = \"bad\", api = 1 }\nfunction M.sectoin() end\nreturn M", 2),
            ("local M = { name = \"bad\", api = 1 }\n\nreturn M", 3),
            ("local M = { name = \"bad\", api = 1, section = function() end,\n  types = { nope = \"number\" } }\nreturn M", 2),
        ]
        for (source, line) in cases {
            let (_, errors) = try run(source)
            XCTAssertEqual(errors.first?.line, line, source)
            XCTAssertEqual(errors.first?.file, "Plugins/bad.lua", source)
        }
    }

    func testSyntaxError_NamesFileAndLine() throws {
        let (_, errors) = try run("local M = {\nname = 'bad' api = 1 }\nreturn M")
        XCTAssertEqual(errors.first?.file, "Plugins/bad.lua")
        XCTAssertEqual(errors.first?.line, 2)
        XCTAssertTrue(errors.first?.message.contains("'}' expected") ?? false, errors.first?.message ?? "")
    }

    func testInfiniteLoop_IsStoppedByTheBudget() throws {
        let (_, errors) = try run(header + "\nfunction M.section() while true do end end\nreturn M", limits: "limits { instructions = 100000 }")
        XCTAssertEqual(errors.count, 4)
        XCTAssertTrue(errors[0].message.contains("exceeded its instruction budget"), errors[0].message)
    }

    func testInfiniteLoop_InsidePcall_IsStoppedByTheTimeLimit() throws {
        let (_, errors) = try run(header + "\nfunction M.section() pcall(function() while true do end end) end\nreturn M",
                                  limits: "limits { instructions = 2000000000, time = 0.02 }")
        // The time limit stops each section, though the budget (2e9) would take seconds:
        // the two limits no longer overwrite each other's arming (issue 8, item 3).
        XCTAssertEqual(errors.map(\.description), (0..<4).map {
            "Plugins/bad.lua:2: bad: section hook, section \($0): plugin bad exceeded its time limit (time limit exceeded (20 ms)); does it loop forever?"
        })
    }

    // The resource tests give the clock a generous limit of their own: under a sanitizer or a
    // loaded machine, the default 250 ms could otherwise stop the call before the resource
    // they pin runs out, and the test would pass or fail by the clock.

    func testEndlessRecursion_IsStoppedByLuasStackLimit() throws {
        // 64 MiB is more than Lua's own stack limit (LUAI_MAXSTACK slots) needs, so the
        // stack limit, not the memory cap, ends it.
        let (_, errors) = try run(header + "\nlocal function f(n) return f(n + 1) + 1 end\nfunction M.section() f(0) end\nreturn M",
                                  limits: "limits { memory = 67108864, time = 60 }")
        XCTAssertEqual(errors.count, 4)
        XCTAssertTrue(errors[0].message.contains("stack overflow"), errors[0].message)
        XCTAssertEqual(errors.map(\.line), [2, 2, 2, 2])
    }

    func testEndlessAllocation_IsStoppedByTheMemoryCap() throws {
        let (_, errors) = try run(header + "\nfunction M.section() local t = {} for i = 1, 1e9 do t[i] = { i } end end\nreturn M",
                                  limits: "limits { memory = 4194304, time = 60 }")
        XCTAssertEqual(errors.count, 4)
        XCTAssertTrue(errors[0].message.contains("exceeded its memory limit"), errors[0].message)
    }

    func testSandbox_IoOsLoadDebugAreAbsent() throws {
        for expression in ["io.open('/etc/passwd')", "os.exit(1)", "load('return 1')()", "debug.traceback()", "dofile('/etc/passwd')", "string.dump(print)"] {
            let (_, errors) = try run(header + "\nfunction M.section() return \(expression) end\nreturn M")
            XCTAssertEqual(errors.count, 4, expression)
            XCTAssertTrue(errors[0].message.contains("nil value"), "\(expression): \(errors[0].message)")
        }
    }

    func testRequire_OutsideThePluginFolder_IsRefused() throws {
        for name in ["../secret", "/etc/passwd", "os"] {
            let (_, errors) = try run("local x = require(\"\(name)\")\n" + header + "\nfunction M.section() end\nreturn M")
            XCTAssertEqual(errors.count, 1, name)
            XCTAssertEqual(errors.first?.phase, .load)
        }
    }

    func testRequire_ThroughASymbolicLinkOutOfThePluginFolder_IsRefused() throws {
        let fixture = try DecorationFixture(plugins: ["bad": "local secret = require(\"evil\")\n" + header + "\nfunction M.section() end\nreturn M"])
        let outside = fixture.folder.appendingPathComponent("secret.lua")
        try "return { stolen = true }".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: fixture.pluginFolder.appendingPathComponent("evil.lua").path, withDestinationPath: outside.path)
        _ = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        let real = try XCTUnwrap(realpath(outside.path, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) })
        XCTAssertEqual(fixture.configureProblems.map(\.description), [
            "Plugins/bad.lua:1: bad: cannot load: require: Plugins/evil.lua is a link to \(real), outside the plugin folder; require loads only files inside it",
        ])
    }

    /// A named pipe in the plugin folder blocked `require` for ever in `fopen`, where no
    /// limit can act; a directory or a device is not a module either.
    func testRequire_OfANamedPipeOrADirectory_IsRefusedAtOnce() throws {
        for (name, why) in [("pipe", "it is not a regular file"), ("folder", "it is a directory")] {
            let fixture = try DecorationFixture(plugins: ["bad": "local m = require(\"\(name)\")\n" + header + "\nfunction M.section() end\nreturn M"])
            let path = fixture.pluginFolder.appendingPathComponent(name + ".lua").path
            if name == "pipe" {
                XCTAssertEqual(mkfifo(path, 0o644), 0)
            } else {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            }
            _ = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
            XCTAssertEqual(fixture.configureProblems.map(\.description), [
                "Plugins/bad.lua:1: bad: cannot load: require: Plugins/\(name).lua cannot be loaded: \(why)",
            ])
        }
    }

    /// A hook that emits a duplicate is run again to find its line; one that, run again,
    /// did not (a call counter) lost the error and its output without a word, and the
    /// exit status was 0. Its output is now refused, and the error says why.
    func testImpureHook_ThatDoesNotRepeatItsMistake_FailsAndSaysHooksArePure() throws {
        let fixture = try DecorationFixture(plugins: ["bad": header + """

            local calls = 0
            function M.section(s, opts, out)
              calls = calls + 1
              local h = out:kind("imp", {})
              if calls % 2 == 1 then
                out:add(h, s.frame.x, s.frame.y, 1, 1, 0)
                out:add(h, s.frame.x, s.frame.y, 1, 1, 0)
              end
            end
            return M
            """])
        let pass = try fixture.pass("sections { 1 }\nuse(\"bad\", {})\n", eager: true)
        let errors = (fixture.configureProblems + pass.errors).map(\.message)
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.hasSuffix("the hook did not make it again: a hook must give the same output for the same section (hooks are pure)") }, "\(errors)")
    }

    /// A plugin that is there but cannot be read was reported as missing, with itself as
    /// the suggestion ("no plugin named 'x' (did you mean 'x'?)").
    func testUse_OfAPluginThatIsADirectory_SaysSo() throws {
        let fixture = try DecorationFixture(plugins: [:])
        let path = fixture.pluginFolder.appendingPathComponent("odd.lua").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        _ = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"odd\", {})"))
        XCTAssertEqual(fixture.configureProblems.map(\.message), ["cannot load \(path): it is a directory"])
    }

    /// A plugin file that starts with a UTF-8 byte-order mark loads, as in `lua`.
    func testPlugin_WithAByteOrderMark_Loads() throws {
        let fixture = try DecorationFixture(plugins: ["bad": "\u{FEFF}" + header + "\nfunction M.section() end\nreturn M"])
        _ = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
        XCTAssertEqual(fixture.configureProblems, [])
    }

    /// A section without items or lines: `s:item(0)` and `s:line(1)` are out of range, not
    /// "not enough memory" (the empty buffer was taken for a failed allocation).
    func testGeometry_OfASectionWithoutItems_IsOutOfRange() throws {
        let fixture = try DecorationFixture(plugins: ["bad": header + """

            function M.section(s, opts, out)
              if s.count > 0 then return end
              local _, item = pcall(s.item, s, 0)
              local _, line = pcall(s.line, s, 1)
              error(item .. " / " .. line, 0)
            end
            return M
            """])
        // The only section is empty: no section filled the plugin's geometry buffers before.
        let pass = try fixture.pass("sections { 0 }\nuse(\"bad\", {})\n", eager: true)
        XCTAssertEqual((fixture.configureProblems + pass.errors).map(\.message), ["item 0 out of range 0...-1 / line 1 out of range 1...0"])
    }

    /// Lua shares a string by reference, a copy does not: attributes naming one 1 MB
    /// string a hundred times or more took the host to gigabytes (and, under a smaller
    /// address space, to a Swift allocation failure), past the plugin's 32 MiB. The copy
    /// is refused at the plugin's line instead.
    func testAttributes_NamingOneStringManyTimes_AreRefusedNotCopied() throws {
        // In a table (copied through LuaState.value), and as the record's own fields.
        for attributes in ["{ label = t }", "r"] {
            let source = header + """

                function M.section(s, opts, out)
                  local big, t, r = string.rep("x", 1 << 20), {}, {}
                  for i = 1, 100 do t[i] = big; r["k" .. i] = big end
                  out:kind("bomb", \(attributes))
                end
                return M
                """
            let fixture = try DecorationFixture(plugins: ["bad": source])
            let pass = try fixture.pass("sections { 1 }\nuse(\"bad\", {})\n", eager: true)
            let error = try XCTUnwrap((fixture.configureProblems + pass.errors).first, attributes)
            let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("out:kind") }.map { $0 + 1 }
            XCTAssertEqual(error.line, line, attributes)
            XCTAssertTrue(error.message.contains("the value is too large to copy into the host (over 64 MiB copied"), error.description)
        }
    }

    func testRequire_ThroughASymbolicLinkInsideThePluginFolder_Loads() throws {
        let fixture = try DecorationFixture(plugins: [
            "bad": "local shared = require(\"alias\")\n" + header + "\nfunction M.section(s, o, out) out:add(out:kind(shared.kind, {}), 0, s.frame.y, 1, 1) end\nreturn M",
            "real": "return { kind = \"linked\" }",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: fixture.pluginFolder.appendingPathComponent("alias.lua").path, withDestinationPath: "real.lua")
        let pass = try fixture.pass(DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"), eager: true)
        XCTAssertEqual(fixture.configureProblems.map(\.description) + pass.errors.map(\.description), [])
        XCTAssertEqual(pass.snapshot.decorations("linked").count, 1)
    }

    func testStringMetatable_CannotBeTamperedWith() throws {
        let (_, errors) = try run("getmetatable('').__index = { x = 1 }\n" + header + "\nfunction M.section() end\nreturn M")
        XCTAssertEqual(errors.first?.phase, .load)
        XCTAssertEqual(errors.first?.line, 1)
    }

    /// A decoration 50 points above its section (in the section before, or above the
    /// content for section 0) is no error: where decorations land is measured, not declared.
    func testReachingOutsideTheSection_IsNoError() throws {
        let (elements, errors) = try run(header + "\nfunction M.section(s, o, out) out:add(out:kind('x', {}), 0, s.frame.y - 50, 10, 10) end\nreturn M")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(elements.filter { $0.kind == "x" }.count, 4)
    }

    func testOptions_UnknownAndWrongType_NameThePluginOptionAndUseLine() throws {
        let source = "local M = { name = 'bad', api = 1, defaults = { color = '#FFFFFF', width = 1 } }\nfunction M.section() end\nreturn M"
        let (_, unknown) = try run(source, options: "{ colour = '#000000' }")
        XCTAssertEqual(unknown.first?.phase, .options)
        XCTAssertEqual(unknown.first?.message, "unknown option 'colour' (did you mean 'color'?); allowed: color, width")
        XCTAssertEqual(unknown.first?.file, "scene.lua")
        XCTAssertEqual(unknown.first?.line, 15)
        let (_, wrong) = try run(source, options: "{ width = 'wide' }")
        XCTAssertEqual(wrong.first?.message, "option 'width': number expected, got string")
    }

    func testUnknownPlugin_SuggestsTheNearestName() throws {
        let fixture = try DecorationFixture()
        _ = try fixture.snapshot("sections { 1 }\nuse(\"section_backgrund\", {})\n")
        XCTAssertTrue(fixture.host.errors.first?.message.hasPrefix("no plugin named 'section_backgrund' (did you mean 'section_background'?)") ?? false)
        XCTAssertEqual(fixture.host.errors.first?.line, 2)
    }

    func testErrorsInsideHostHelpers_AreReportedAtThePluginsLine() throws {
        let (_, nilWidth) = try run(header + "\nfunction M.section(s, o, out)\n  out:add(out:kind('x', {}), 0, s.frame.y, nil, 1)\nend\nreturn M")
        XCTAssertEqual(nilWidth.first?.file, "Plugins/bad.lua")
        XCTAssertEqual(nilWidth.first?.line, 3)
        let (_, badSelector) = try run(header + "\nfunction M.section(s)\n  lualayout.matches(1, s.index, 3)\nend\nreturn M")
        XCTAssertEqual(badSelector.first?.line, 3)
        XCTAssertTrue(badSelector.first?.message.contains("bad selector") ?? false, badSelector.first?.message ?? "")
        let (_, badString) = try run(header + "\nfunction M.section(s)\n  lualayout.matches('evn', s.index, 3)\nend\nreturn M")
        XCTAssertEqual(badString.first?.line, 3)
        XCTAssertTrue(badString.first?.message.contains("bad selector 'evn'") ?? false, badString.first?.message ?? "")
    }
}
