import Decorations
import LayoutCore
import XCTest

/// M.place: what the host checks, the errors it gives (plugin, section, file:line), the
/// flow layout as the fallback, the options' `sections`, the cache and hot reload.
final class PlacementHookTests: XCTestCase {
    /// Places item i at (0, 10 i, 5, 5), with the mistake `opts.mode` asks for at line 4-11.
    private let check = """
        local M = { name = "check", api = 1, defaults = { mode = "ok" } }
        function M.place(box, opts, out)
          for i = 0, box.count - 1 do
            if opts.mode == "twice" and i == 1 then out:place(0, 0, 0, 1, 1) end
            if not (opts.mode == "skip" and i == 2) then
              out:place(i, opts.mode == "wide" and i == 1 and box.width or 0, opts.mode == "far" and i == 1 and 1.5e308 or i * 10, 5, 5)
            end
            if opts.mode == "string" then out:place(i, "x", 0, 1, 1) end
          end
          if opts.mode == "error" then error("boom") end
          if opts.mode == "write" then box.count = 3 end
          if opts.mode == "return" then return 1 end
        end
        return M
        """

    private func scene(_ options: String) -> String {
        "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, 2 }\nuse(\"check\", \(options))\n"
    }

    private func flowFrames() throws -> [Rect] {
        let (_, snapshot) = try DecorationFixture.run(plugin: check, name: "check", scene: scene("{ sections = { 9 } }"))
        return snapshot.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    func testTheBox_InTheVerticalWorld_OfAHorizontalLayout() throws {
        let probe = """
            local M = { name = "probe", api = 1, defaults = {} }
            function M.place(box, opts, out)
              local w, h = box:size(1)
              local e = box.insets
              error(string.format("%d/%d of %d, width %g, insets %g %g %g %g, spacings %g %g, header %g, footer %g, scale %g, %s, size 1 %gx%g, flat %g %g",
                box.index, box.count, box.sectionCount, box.width, e.top, e.left, e.bottom, e.right, box.interitemSpacing,
                box.lineSpacing, box.headerHeight, box.footerHeight, box.scale, box.direction, w, h, box.sizes[1], box.sizes[2]), 0)
            end
            return M
            """
        let scene = """
            collection { width = 320, height = 480, scale = 3 }
            flow { scrollDirection = "horizontal", sectionInset = { top = 1, left = 2, bottom = 3, right = 4 },
              minimumInteritemSpacing = 5, minimumLineSpacing = 6, headerReferenceSize = { 7, 8 }, footerReferenceSize = { 9, 10 } }
            sections { { items = 2, itemSizes = { {11, 12}, {13, 14} } } }
            use("probe")
            """
        let (errors, _) = try DecorationFixture.run(plugin: probe, name: "probe", scene: scene)
        // Turned: the box is 480 - 1 - 3 wide; top and left swap, bottom and right; the
        // header and footer are 7 and 9 long on the scroll axis; sizes are height x width.
        XCTAssertEqual(errors, [
            "Plugins/probe.lua:5: probe: placement hook, section 0: 0/2 of 1, width 476, insets 2 1 4 3, spacings 5 6, "
                + "header 7, footer 9, scale 3, horizontal, size 1 14x13, flat 12 11; the flow layout places section 0 instead",
        ])
    }

    func testPlacedItems_AreTheSectionsCells() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: check, name: "check", scene: scene("{}"))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.allElements().map(\.frame), [R(0, 0, 5, 5), R(0, 10, 5, 5), R(0, 20, 5, 5), R(0, 25, 5, 5), R(0, 35, 5, 5)])
    }

    func testEachMistake_NamesPluginSectionAndLine_AndTheFlowLayoutPlacesTheSection() throws {
        let cases: [(String, String)] = [
            ("twice", "Plugins/check.lua:4: check: placement hook, section 0: out:place: item 0 is placed twice (every item is placed once)"),
            ("skip", "Plugins/check.lua:2: check: placement hook, section 0: item 2 was not placed (1 of 3 items unplaced; every item is placed once)"),
            ("wide", "Plugins/check.lua:6: check: placement hook, section 0: out:place: item 1: frame (375, 10, 5, 5) lies outside the content box across the scroll axis (0...375)"),
            // Finite, but past what the layout can round to pixels at scale 2.
            ("far", "Plugins/check.lua:6: check: placement hook, section 0: out:place: item 1: frame (0, 1.5e+308, 5, 5) reaches past the largest position the layout can hold (1.8e308 / 2 points)"),
            ("string", "Plugins/check.lua:8: check: placement hook, section 0: out:place(item, x, y, width, height): numbers expected"),
            ("error", "Plugins/check.lua:10: check: placement hook, section 0: boom"),
            ("write", "Plugins/check.lua:11: check: placement hook, section 0: the content box is read-only (cannot set box.count)"),
            ("return", "Plugins/check.lua:2: check: placement hook, section 0: M.place returned 1 value (1); hooks return nothing: they write to out"),
        ]
        try assertEachMode(of: check, named: "check", failsWith: cases)
    }

    /// Runs plugin `source` on section 0 with each `mode`: the one error expected (with the
    /// fallback it announces), and the flow layout's frames.
    private func assertEachMode(of source: String, named name: String, failsWith cases: [(String, String)]) throws {
        let flow = try flowFrames()
        for (mode, message) in cases {
            let options = "{ mode = \"\(mode)\", sections = \"0\" }"
            let (errors, snapshot) = try DecorationFixture.run(plugin: source, name: name, scene: pluginScene(name, options))
            XCTAssertEqual(errors, [message + "; the flow layout places section 0 instead"], mode)
            XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.map(\.frame), flow, mode)
        }
    }

    /// `scene(options)` with plugin `name` in use instead of `check`.
    private func pluginScene(_ name: String, _ options: String) -> String {
        scene(options).replacingOccurrences(of: "use(\"check\"", with: "use(\"\(name)\"")
    }

    /// `out:header`, `out:footer` and `out:extent` are checked like the placements: a
    /// wrong type at the plugin's line, a wrong value naming what is wrong.
    func testStackingMistakes_AreNamed_AndTheFlowLayoutPlacesTheSection() throws {
        let stack = """
            local M = { name = "stack", api = 1, defaults = { mode = "ok" } }
            function M.place(box, opts, out)
              for i = 0, box.count - 1 do out:place(i, 0, i * 10, 5, 5) end
              if opts.mode == "string" then out:header("a", 0, 0, 0) end
              if opts.mode == "negative" then out:header(-1, 0, 0, 0) end
              if opts.mode == "wide" then out:footer(0, 300, 0, 100) end
              if opts.mode == "short" then out:extent(20) end
              if opts.mode == "nan" then out:extent(0 / 0) end
              if opts.mode == "huge" then out:header(1e308, 0, 1e308, 0) end
            end
            return M
            """
        let cases: [(String, String)] = [
            ("string", "Plugins/stack.lua:4: stack: placement hook, section 0: out:header(top, left, bottom, right): four numbers expected"),
            ("negative", "Plugins/stack.lua:2: stack: placement hook, section 0: the header insets (top -1, left 0, bottom 0, right 0) are not all finite and ≥ 0"),
            ("wide", "Plugins/stack.lua:2: stack: placement hook, section 0: the footer insets (top 0, left 300, bottom 0, right 100) are wider than the collection view (375)"),
            ("short", "Plugins/stack.lua:2: stack: placement hook, section 0: the items' extent 20 is less than the furthest item end (25)"),
            ("nan", "Plugins/stack.lua:2: stack: placement hook, section 0: the items' extent nan is not finite"),
            // Each finite, together past what a layout holds: once a layout warning without
            // the plugin's name (and exit status 0).
            ("huge", "Plugins/stack.lua:2: stack: placement hook, section 0: the header and footer insets and the items' extent add up past the largest position the layout can hold (1.8e308 / 2 points)"),
        ]
        try assertEachMode(of: stack, named: "stack", failsWith: cases)
        let (errors, snapshot) = try DecorationFixture.run(plugin: stack, name: "stack", scene: pluginScene("stack", "{ sections = \"0\" }"))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.geometry.sections[0].frame.height, 25)
    }

    func testALoopingHook_StopsAtTheTimeLimit_AndTheFlowLayoutPlacesTheSection() throws {
        let loop = "local M = { name = \"loop\", api = 1, defaults = {} }\nfunction M.place(box, opts, out)\n  while true do end\nend\nreturn M\n"
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3 }\nlimits { time = 0.02 }\nuse(\"loop\")\n"
        let (errors, snapshot) = try DecorationFixture.run(plugin: loop, name: "loop", scene: scene)
        XCTAssertEqual(errors, [
            "Plugins/loop.lua:3: loop: placement hook, section 0: plugin loop exceeded its time limit (time limit exceeded (20 ms)); "
                + "does it loop forever?; the flow layout places section 0 instead",
        ])
        XCTAssertEqual(snapshot.allElements().map(\.frame.width), [100, 100, 100])
    }

    /// `out:place` buffers in C memory that counts against the plugin's cap: placing
    /// without end is a memory error at the plugin's line, not a host allocation failure.
    func testEndlessPlacements_StopAtTheMemoryCap_AtThePluginsLine() throws {
        let flood = "local M = { name = \"flood\", api = 1, defaults = {} }\nfunction M.place(box, opts, out)\n  while true do\n    out:place(0, 0, 0, 1, 1)\n  end\nend\nreturn M\n"
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3 }\nlimits { memory = 4194304, time = 10 }\nuse(\"flood\")\n"
        let (errors, snapshot) = try DecorationFixture.run(plugin: flood, name: "flood", scene: scene)
        XCTAssertEqual(errors, [
            "Plugins/flood.lua:4: flood: placement hook, section 0: plugin flood exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 0 instead",
        ])
        XCTAssertEqual(snapshot.allElements().map(\.frame.width), [100, 100, 100])
    }

    /// The host checks the declared lines too (the frames are checked where each
    /// `out:place` is known): lines that skip an item fail the section.
    func testLinesThatSkipAnItem_FailTheSection() throws {
        let skip = "local M = { name = \"skip\", api = 1, defaults = {} }\nfunction M.place(box, opts, out)\n  for i = 0, box.count - 1 do out:place(i, 0, 10 * i, 5, 5) end\n  out:line(1, box.count - 1, 0, 30)\nend\nreturn M\n"
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3 }\nuse(\"skip\")\n"
        let (errors, snapshot) = try DecorationFixture.run(plugin: skip, name: "skip", scene: scene)
        XCTAssertEqual(errors, [
            "Plugins/skip.lua:2: skip: placement hook, section 0: line 1 starts at item 1; lines must cover the items in order, from item 0; "
                + "the flow layout places section 0 instead",
        ])
        XCTAssertEqual(snapshot.allElements().map(\.frame.width), [100, 100, 100])
    }

    func testSections_SelectorAndPerSectionOptions() throws {
        let (errors, snapshot) = try DecorationFixture.run(plugin: check, name: "check", scene: scene(#"{ sections = "1" }"#))
        XCTAssertEqual(errors, [])
        // Section 0 is the flow layout's (100-point items); section 1 placed at y 100.
        XCTAssertEqual(snapshot.allElements().filter { $0.indexPath.section == 1 }.map(\.frame), [R(0, 100, 5, 5), R(0, 110, 5, 5)])

        let (bad, _) = try DecorationFixture.run(plugin: check, name: "check", scene: scene(#"{ sections = { [1] = { mood = "ok" } } }"#))
        XCTAssertEqual(bad, [#"scene.lua:4: check: bad options: option sections[1]: unknown option 'mood'; allowed: mode"#])
        let (wrong, _) = try DecorationFixture.run(plugin: check, name: "check", scene: scene(#"{ sections = true }"#))
        XCTAssertEqual(wrong, ["scene.lua:4: check: bad options: option 'sections': a selector string, a list of 0-based section indices, or a table of section index to options, got boolean"])
        let (perSection, placed) = try DecorationFixture.run(plugin: check, name: "check", scene: scene(#"{ sections = { [0] = { mode = "wide" }, [1] = {} } }"#))
        XCTAssertEqual(perSection, [
            "Plugins/check.lua:6: check: placement hook, section 0: out:place: item 1: frame (375, 10, 5, 5) lies outside "
                + "the content box across the scroll axis (0...375); the flow layout places section 0 instead",
        ])
        XCTAssertEqual(placed.allElements().filter { $0.indexPath.section == 1 }.map(\.frame.height), [5, 5])
    }

    func testSecondPass_TakesTheCache_AndReportsItsErrorsAgain() throws {
        let fixture = try DecorationFixture(plugins: ["check": check])
        let text = scene(#"{ mode = "wide", sections = "0" }"#)
        _ = try fixture.pass(text)
        XCTAssertEqual(fixture.placementErrors.count, 1)
        _ = try fixture.pass(text)
        XCTAssertEqual(fixture.placementErrors.count, 1, "a cached section reports its error again")
        XCTAssertEqual(fixture.lastPlacementTiming?.sectionsCached, 1)
        XCTAssertEqual(fixture.lastPlacementTiming?.sectionsComputed, 0)
    }

    func testASectionMovedByAnEarlierOne_KeepsItsCachedPlacement() throws {
        let fixture = try DecorationFixture(plugins: ["check": check])
        _ = try fixture.pass(scene("{}"))
        let moved = try fixture.snapshot(scene("{}").replacingOccurrences(of: "sections { 3, 2 }", with: "sections { 4, 2 }"))
        // Section 0 (now 4 items, 35 tall) is placed again; section 1 comes from the cache,
        // moved down by 10.
        XCTAssertEqual(fixture.lastPlacementTiming?.sectionsComputed, 1)
        XCTAssertEqual(fixture.lastPlacementTiming?.sectionsCached, 1)
        XCTAssertEqual(moved.allElements().filter { $0.indexPath.section == 1 }.map(\.frame), [R(0, 35, 5, 5), R(0, 45, 5, 5)])
    }

    func testHotReload_PlacesWithTheNewVersion_AndABrokenOneIsRefused() throws {
        let fixture = try DecorationFixture(plugins: ["check": check])
        let text = scene("{}")
        _ = try fixture.pass(text)
        try fixture.write(plugin: "check", check.replacingOccurrences(of: "i * 10, 5, 5", with: "i * 20, 5, 5"))
        XCTAssertEqual(fixture.reload("check", sceneState: fixture.context?.lua).first.map { (try? $0.result.get()) ?? -1 }, 2)
        XCTAssertEqual(try fixture.snapshot(text).allElements().prefix(3).map(\.frame.y), [0, 20, 40])

        try fixture.write(plugin: "check", check.replacingOccurrences(of: "i * 10, 5, 5", with: "i * 10, -5, 5"))
        let result = fixture.reload("check", sceneState: fixture.context?.lua).first?.result
        XCTAssertEqual(result.flatMap { if case .failure(let e) = $0 { e.description } else { nil } },
            "Plugins/check.lua:6: check: reload failed: out:place: item 0: frame (0, 0, -5, 5) has a negative size; the flow layout places section 0 instead")
        XCTAssertEqual(try fixture.snapshot(text).allElements().prefix(3).map(\.frame.y), [0, 20, 40], "the last good version stays")
    }

    func testCompositionalLayout_PlacesNothing_AndSaysSo() throws {
        let scene = """
            collection { width = 375, height = 667 }
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
              subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } } }
            sections { 2 }
            use("check")
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: check, name: "check", scene: scene)
        XCTAssertEqual(errors, [
            #"scene.lua:5: check: placement hook: M.place arranges the items of flow sections; this scene's layout is compositional, so use("check") at scene.lua:5 places nothing"#,
        ])
        XCTAssertEqual(snapshot.allElements().map(\.frame), [R(0, 0, 187.5, 50), R(187.5, 0, 187.5, 50)])
    }
}
