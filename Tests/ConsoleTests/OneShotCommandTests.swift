import Foundation
import TestSupport
import XCTest

/// `lualayout dump`, `show` and `render` run as a user runs them: results on stdout, errors
/// on stderr with their file and line, and the exit status.
final class OneShotCommandTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> LualayoutProcess.Run {
        try LualayoutProcess.run(arguments)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oneshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testDump_PrintsTheLayoutAsJSON() throws {
        let result = try run(["dump", "Scenes/two_per_row.lua", "--rect", "0,0,375,100"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
            { "contentSize": [375, 2325],
              "elements": [
                { "category": "cell", "section": 0, "item": 0, "frame": [10, 55, 170, 170], "zIndex": 0 },
                { "category": "cell", "section": 0, "item": 1, "frame": [190, 55, 170, 170], "zIndex": 0 },
                { "category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [0, 0, 375, 40], "zIndex": 10 } ] }

            """)
    }

    /// C30: the frames stay unscrolled, the offsets are listed, and `--rect` selects by
    /// position on screen: section 1 scrolled 322 shows content x 322…712 in 0…390, cell 0's
    /// last 10 points among it.
    func testDump_OrthogonalSections_ListTheirOffsets_RectSelectsOnScreen() throws {
        let result = try run(["dump", "Scenes/carousels.lua", "--rect", "0,200,390,100"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
            { "contentSize": [390, 1660],
              "orthogonalSections": [
                { "section": 1, "behavior": "groupPaging", "axis": "x", "offset": 322, "contentLength": 1640, "maximumOffset": 1250 },
                { "section": 2, "behavior": "continuous", "axis": "x", "offset": 100, "contentLength": 672, "maximumOffset": 282 } ],
              "elements": [
                { "category": "cell", "section": 1, "item": 0, "frame": [20, 244, 312, 200], "zIndex": 0 },
                { "category": "cell", "section": 1, "item": 1, "frame": [342, 244, 312, 200], "zIndex": 0 },
                { "category": "cell", "section": 1, "item": 2, "frame": [664, 244, 312, 200], "zIndex": 0 },
                { "category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": [20, 188, 350, 40], "zIndex": 1 } ] }

            """)
    }

    /// C31: `--snap` answers one resting offset; a section without an inner scroll view is
    /// an error with nothing on stdout.
    func testDump_Snap_PrintsTheRestingOffset() throws {
        let result = try run(["dump", "Scenes/carousels.lua", "--snap", "1,100,0.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            "{ \"section\": 1, \"behavior\": \"groupPaging\", \"offset\": 100, \"velocity\": 0.5, \"page\": 322, \"restingOffset\": 322 }\n")
        let plain = try run(["dump", "Scenes/carousels.lua", "--snap", "0,100,0.5"])
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.stdout, "")
        XCTAssertTrue(plain.stderr.contains("--snap: section 0 does not scroll orthogonally"), plain.stderr)
        let bad = try run(["dump", "Scenes/carousels.lua", "--snap", "1,abc"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--snap: invalid query '1,abc': expected SECTION,OFFSET,VELOCITY"), bad.stderr)
    }

    func testDump_BadRect_IsAUsageError() throws {
        let result = try run(["dump", "Scenes/sections.lua", "--rect", "0,0,abc"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("invalid rect '0,0,abc': expected x,y,w,h"), result.stderr)
    }

    func testDump_SceneError_NamesFileLineAndKey_PrintsNoLayout() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("typo.lua")
        try "flow {\n  itemSize = { 10, 10 },\n  minimumLineSpaceing = 4,\n}\n".write(to: scene, atomically: true, encoding: .utf8)
        let result = try run(["dump", scene.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("lualayout: \(scene.path):3: flow.minimumLineSpaceing: unknown key 'minimumLineSpaceing' (did you mean 'minimumLineSpacing'?)"), result.stderr)
    }

    func testDump_PluginsFolder_IsSearchedFirst_AndAFailingPluginLeavesTheLayout() throws {
        let folder = try temporaryFolder()
        try """
            local M = { name = "section_background", api = 1, defaults = {} }
            function M.section(s, opts, out)
              if s.index == 1 then error("not this one") end
              out:add{ kind = "mine", frame = { 0, s.frame.y, 1, 1 } }
            end
            return M
            """.write(to: folder.appendingPathComponent("section_background.lua"), atomically: true, encoding: .utf8)
        let scene = folder.appendingPathComponent("scene.lua")
        try "sections { 1, 1, 1 }\nuse(\"section_background\", {})\n".write(to: scene, atomically: true, encoding: .utf8)
        let result = try run(["dump", scene.path, "--plugins", folder.path])
        // The layout is printed without the failed output, and the status says it failed.
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.components(separatedBy: "\"kind\": \"mine\"").count - 1, 2, result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "\"category\": \"cell\"").count - 1, 3)
        XCTAssertTrue(result.stderr.contains("\(folder.path)/section_background.lua:3: section_background: section hook, section 1: not this one"), result.stderr)
    }

    func testRender_PNGName_WritesAPNGThroughRsvgConvert() throws {
        let folder = try temporaryFolder()
        let png = folder.appendingPathComponent("out.png")
        let render = try run(["render", "Scenes/demo.lua", "-o", png.path])
        XCTAssertEqual(render.status, 0, render.stderr)
        let bytes = try Data(contentsOf: png)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
    }

    func testRender_WritesAnSVG_ShowDrawsPlainText() throws {
        let folder = try temporaryFolder()
        let svg = folder.appendingPathComponent("out.svg")
        let render = try run(["render", "Scenes/demo.lua", "-o", svg.path])
        XCTAssertEqual(render.status, 0, render.stderr)
        let text = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<?xml"))
        XCTAssertTrue(text.contains("data-kind=\"roundedBackground\""))
        let show = try run(["show", "Scenes/sections.lua", "--width", "40"])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertFalse(show.stdout.contains("\u{1B}["), "no escapes when NO_COLOR is set")
        XCTAssertTrue(show.stdout.contains("0.0"), show.stdout)
    }

    /// An update scene whose layout before the update cannot be computed (two items past the
    /// largest position a layout holds, one after): the picture is drawn, unmarked, and
    /// `render` says why, the error `dump --updates` fails with, as a warning.
    func testRender_AnUpdateWhoseLayoutBeforeFails_IsDrawnUnmarked_AndSaysWhy() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("scene.lua")
        try """
            collection { width = 100, height = 200, scale = 1 }
            flow { itemSize = { 100, 1e308 } }
            sections { 2 }
            update { deleteItems = { { 0, 0 } } }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let failure = "\(scene.path):3: sections[0]: the section reaches past the largest position the layout can hold"
        let updates = try run(["dump", scene.path, "--updates"])
        XCTAssertEqual(updates.status, 1)
        XCTAssertTrue(updates.stderr.hasPrefix("lualayout: " + failure), updates.stderr)

        let svg = folder.appendingPathComponent("out.svg")
        let render = try run(["render", scene.path, "-o", svg.path])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stderr.hasPrefix(
            "\(scene.path): warning: the layout before the scene's last update failed, so its changes are not marked: " + failure),
            render.stderr)
        XCTAssertTrue(try String(contentsOf: svg, encoding: .utf8).contains("class=\"cell\""), "the picture is written")
    }
}
