import Foundation
import TestSupport
import XCTest

/// `lualayout check PLUGIN.lua...` through the real binary: the bundled plugins are clean,
/// and each way a plugin can be broken is reported with its file (and line) and status 1.
final class CheckCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `Plugins`-style file `name.lua` in the temporary folder; returns its path.
    private func plugin(_ name: String, _ source: String) throws -> String {
        let path = folder + "/" + name + ".lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // MARK: Clean plugins

    func testCheck_BundledPlugins_AllClean() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: LualayoutProcess.packageRoot + "/Plugins")
            .filter { $0.hasSuffix(".lua") }.sorted()
        XCTAssertEqual(names.count, 14, "the bundled plugins (not types/*.lua)")
        let run = try LualayoutProcess.run(["check"] + names.map { "Plugins/" + $0 })
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, names.count, run.stdout)
        for (line, name) in zip(lines, names) {
            XCTAssertTrue(line.hasPrefix("Plugins/\(name): ok: "), String(line))
            XCTAssertTrue(line.hasSuffix(" scenes"), String(line))
        }
    }

    /// R24: a windowed plugin that forgets the seam before its window's first line gives
    /// by windows less than whole: check names the decoration, the window and the line.
    func testCheck_WindowedPluginDisagreeingWithItsWholeAnswer_NamesTheWindowAndLine() throws {
        let path = try plugin("seams", """
            local M = { name = "seams", api = 1, window = true, reach = 0.5 }
            function M.section(s, opts, out)
              local h = out:kind("seam", { zIndex = 1 })
              local w = s.window
              for j = math.max(2, w.first + 1), w.first + w.count - 1 do
                local x, y, width = s:line(j)
                out:add(h, x, y - 0.5, width, 1, j - 2)
              end
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        // First on the host's fixture (windows of one line), as a reload's dry run does.
        XCTAssertTrue(run.stdout.contains(path + ":7: seams: "), run.stdout)
        XCTAssertTrue(
            run.stdout.contains("section 0: the whole section's call adds seam [0, 0] at (0.0, 139.5, 320.0, 1.0), which no window "
                + "adds (it lies in the band of line 2 of section 0) (on the host's fixture layout)"),
            run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix(path + ": 1 problem\n"), run.stdout)
    }

    func testCheck_SmallPlugin_CountsItsDecorations() throws {
        let path = try plugin("outline", """
            local M = { name = "outline", api = 1 }
            M.defaults = { color = "#FF0000" }
            M.types = { color = "color" }
            function M.section(s, opts, out)
              local f = s.frame
              out:add(out:kind("outline", { color = opts.color }), f.x, f.y, f.width, f.height)
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix(path + ": ok: "), run.stdout)
        XCTAssertFalse(run.stdout.hasPrefix(path + ": ok: 0 decorations"), "one per section of every scene: \(run.stdout)")
    }

    /// A kind another plugin of a bundled scene draws too (`sectionBackground`, as
    /// section_background does in Scenes/sections.lua ...) is the scene's clash, not the
    /// plugin's fault; the same identity added twice by the plugin itself still is.
    func testCheck_KindSharedWithASceneUse_IsNotTheCheckedPluginsProblem() throws {
        let shared = try plugin("shared", """
            local M = { name = "shared", api = 1 }
            function M.section(s, opts, out)
              local f = s.frame
              out:add(out:kind("sectionBackground", {}), f.x, f.y, f.width, f.height, 0)
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", shared])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix(shared + ": ok: "), run.stdout)

        let twice = try plugin("twice", """
            local M = { name = "twice", api = 1 }
            function M.section(s, opts, out)
              local f, h = s.frame, out:kind("sectionBackground", {})
              out:add(h, f.x, f.y, f.width, f.height, 0)
              out:add(h, f.x, f.y, f.width, f.height, 0)
            end
            return M
            """)
        let again = try LualayoutProcess.run(["check", twice])
        XCTAssertEqual(again.status, 1, again.stdout)
        XCTAssertTrue(again.stdout.contains("added twice by"), again.stdout)
    }

    // MARK: Broken plugins

    func testCheck_HookRaisesInOneSection_ReportsFileLineAndStatus1() throws {
        let path = try plugin("boom", """
            local M = { name = "boom", api = 1 }
            M.defaults = {}
            function M.section(s, opts, out)
              if s.index == 2 then error("section two is not allowed") end
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("boom.lua:4: boom: section hook, section 2: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("section two is not allowed"), run.stdout)
        XCTAssertTrue(run.stdout.contains("stack traceback:"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix(path + ": 1 problem\n"), "one problem however many scenes hit it: \(run.stdout)")
    }

    func testCheck_WrongShape_ReportsFileAndStatus1() throws {
        let path = try plugin("shapeless", """
            local M = { name = "shapeless", api = 1 }
            M.defaults = {}
            function M.sectoin(s, opts, out) end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("shapeless.lua:3: shapeless: cannot load: M.sectoin is not a hook (did you mean M.section?)"), run.stdout)
    }

    func testCheck_SyntaxError_ReportsFileLine() throws {
        let path = try plugin("typo", """
            local M = { name = "typo", api = 1 }
            function M.section(s, opts, out)
              local x = = 1
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("typo.lua:3: "), run.stdout)
    }

    func testCheck_UnknownTypeInTypes_ReportsIt() throws {
        let path = try plugin("badtype", """
            local M = { name = "badtype", api = 1 }
            M.defaults = { color = "#FF0000" }
            M.types = { color = "colour" }
            function M.section(s, opts, out) end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("badtype.lua:3: badtype: cannot load: types.color: unknown type"), run.stdout)
    }

    func testCheck_DefaultOfWrongDeclaredType_ReportsItsLine() throws {
        let path = try plugin("baddefault", """
            local M = { name = "baddefault", api = 1 }
            M.defaults = {
              color = 12,
              cover = "all",
            }
            M.types = { color = "color", cover = { "items", "section" } }
            function M.section(s, opts, out) end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("baddefault.lua:3: baddefault: bad options: M.defaults.color does not have the type M.types gives it"), run.stdout)
        XCTAssertTrue(run.stdout.contains("baddefault.lua:4: baddefault: bad options: M.defaults.cover"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix(path + ": 2 problems\n"), run.stdout)
    }

    func testCheck_OneGoodOneBad_ReportsBothAndStatus1() throws {
        let bad = try plugin("nameless", "return { api = 1, section = function() end }")
        let run = try LualayoutProcess.run(["check", "Plugins/separators.lua", bad])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Plugins/separators.lua: ok: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("nameless.lua:1: nameless: cannot load: the module needs name = \"nameless\""), run.stdout)
    }

    func testCheck_NotAPluginFile_Status1() throws {
        let run = try LualayoutProcess.run(["check", folder + "/missing.lua", "Scenes/not-a-name.lua"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("missing.lua: cannot read the file"), run.stdout)
        XCTAssertTrue(run.stdout.contains("not-a-name.lua: not a plugin file"), run.stdout)
    }

    // MARK: Usage

    func testCheck_NoFiles_UsageStatus2() throws {
        let run = try LualayoutProcess.run(["check"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("check needs one or more PLUGIN.lua files"), run.stderr)
    }

    /// Each scene is laid out once per plugin checked (the plugin beside the scene's own
    /// uses), not once without it and again with it: a layout hook that prints says how
    /// many layouts ran it. Checked here as `section_background`, which ten bundled scenes
    /// use themselves: each of their layouts runs it once per use.
    func testEachSceneIsLaidOutOncePerPlugin() throws {
        let folder = try PluginFixtureFolder("check-once")
        defer { folder.remove() }
        let root = LualayoutProcess.packageRoot
        let source = try String(contentsOfFile: root + "/Plugins/section_background.lua", encoding: .utf8)
        XCTAssertTrue(source.hasSuffix("return M\n"))
        let file = try folder.write(
            String(source.dropLast("return M\n".count)) + "function M.layout(l, opts, out) print(\"pass\") end\nreturn M\n",
            to: "section_background.lua")
        let run = try LualayoutProcess.run(["check", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        let scenes = try FileManager.default.contentsOfDirectory(atPath: root + "/Scenes").filter { $0.hasSuffix(".lua") }
        let ownUses = try scenes.map { scene in
            try String(contentsOfFile: root + "/Scenes/" + scene, encoding: .utf8).components(separatedBy: "use(\"section_background\"").count - 1
        }.reduce(0, +)
        XCTAssertTrue(run.stdout.contains("over \(scenes.count) scenes"), run.stdout)
        let passes = run.stderr.split(separator: "\n").filter { $0.hasSuffix("pass") }.count
        // One layout per scene (the checked use, and the scene's own uses of the plugin),
        // and the dry run's one on the host's fixture; section_background is windowed
        // (M.window), so the comparison of its windows with its whole answer (R24) runs each
        // of those uses once more, as `check`'s help says.
        XCTAssertTrue(source.contains("M.window = true"))
        XCTAssertEqual(passes, 2 * (scenes.count + ownUses + 1), run.stderr)
    }
}
