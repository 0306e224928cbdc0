import Decorations
import LayoutCore
import XCTest

/// M.follow: what the host checks of a hook that follows the scroll, and the errors it
/// gives (plugin, hook, section, file:line); a bad move loses only itself.
final class FollowHookTests: XCTestCase {
    /// One section: a header 0...40, three 100 x 100 items from 40 (spread across the row
    /// at x 0, 137.5 and 275), the section 0...140.
    private let scene = """
        collection { width = 375, height = 667, contentOffset = { 0, -30 } }
        flow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 40 } }
        sections { 3 }
        use("bad")
        """

    /// Plugin `bad` whose follow hook runs `body` at line 4.
    private func plugin(_ body: String, scroll: String = "") -> String {
        """
        local M = { name = "bad", api = 1, defaults = {} }
        \(scroll)
        function M.follow(view, s, opts, out)
          \(body)
        end
        return M
        """
    }

    /// Every element found by a rect query over everything, and the errors as users see them.
    private func run(_ source: String) throws -> (summary: [String], errors: [String]) {
        let fixture = try DecorationFixture(plugins: ["bad": source])
        let snapshot = try fixture.snapshot(scene)
        let summary = snapshot.elements(in: R(-1000, -1000, 3000, 3000)).map { "\($0.kind ?? "cell") \($0.indexPath) \($0.frame)" }
        return (summary, (fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description))
    }

    private let unmoved = [
        "cell [0, 0] (0.0, 40.0, 100.0, 100.0)", "cell [0, 1] (137.5, 40.0, 100.0, 100.0)",
        "cell [0, 2] (275.0, 40.0, 100.0, 100.0)", "header [0, 0] (0.0, 0.0, 375.0, 40.0)",
    ]

    func testView_IsTheVisibleRect_AndSIsTheSection() throws {
        // The view starts at the offset (-30); the header moves to its top, 30 before the
        // section, within the declared reach.
        let result = try run(plugin("out:move(\"header\", 0, 0, view.y, view.width, s.header.height - view.y)", scroll: "M.scroll = { reach = 30 }"))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.summary.last, "header [0, 0] (0.0, -30.0, 375.0, 70.0)")
    }

    /// A move past the declared reach (a hint, not a bound) stands, and rect queries find
    /// it: the snapshot measures how far moves reach (`MeasuredReach`).
    func testMoveBeyondTheDeclaredReach_Stands_AndIsFoundByRectQueries() throws {
        let result = try run(plugin("out:move(\"header\", 0, 0, -331, 375, 71)", scroll: "M.scroll = { reach = 30 }"))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.summary.last, "header [0, 0] (0.0, -331.0, 375.0, 71.0)")
        let fixture = try DecorationFixture(plugins: ["bad": plugin("out:move(\"header\", 0, 0, -331, 375, 71)")])
        let snapshot = try fixture.snapshot(scene)
        _ = snapshot.elements(in: R(0, 0, 375, 100))
        XCTAssertEqual(snapshot.elements(in: R(0, -320, 375, 10)).map(\.frame), [R(0, -331, 375, 71)])
        XCTAssertEqual(snapshot.supplementary(kind: "header", at: IndexPath(section: 0, item: 0))?.frame, R(0, -331, 375, 71))
    }

    func testUnknownTargetAndElement_AreLeftOut_TheRestStands() throws {
        let body = """
            out:move("cel", 0, 0, 0, 1, 1); out:move("cell", 3, 0, 0, 1, 1); out:move("footer", 0, 0, 0, 1, 1)
              out:move("cell", 1, 100, 140, 100, 0)
            """
        let result = try run(plugin(body))
        XCTAssertEqual(result.errors, [
            "Plugins/bad.lua:4: bad: follow hook, section 0: out:move: section 0 has no cel 0 (targets are cell, header, footer and supplementary:<kind>)",
            "Plugins/bad.lua:4: bad: follow hook, section 0: out:move: section 0 has no cell 3 (it has 3 items)",
            "Plugins/bad.lua:4: bad: follow hook, section 0: out:move: section 0 has no footer 0",
        ])
        XCTAssertEqual(result.summary, [
            "cell [0, 0] (0.0, 40.0, 100.0, 100.0)", "cell [0, 1] (100.0, 140.0, 100.0, 0.0)",
            "cell [0, 2] (275.0, 40.0, 100.0, 100.0)", "header [0, 0] (0.0, 0.0, 375.0, 40.0)",
        ])
    }

    func testNotFiniteOrNegativeFrames_AreLeftOut() throws {
        let result = try run(plugin("out:move(\"cell\", 0, 0, 0/0, 1, 1)\n  out:move(\"cell\", 1, 0, 0, -1, 1)"))
        XCTAssertEqual(result.errors, [
            "Plugins/bad.lua:4: bad: follow hook, section 0: out:move: cell 0: frame (0, nan, 1, 1) is not finite",
            "Plugins/bad.lua:5: bad: follow hook, section 0: out:move: cell 1: frame (0, 0, -1, 1) has a negative size",
        ])
        XCTAssertEqual(result.summary, unmoved)
    }

    func testHookThatRaises_OrPassesNoNumbers_MovesNothing() throws {
        let raised = try run(plugin("error(\"boom\")"))
        XCTAssertEqual(raised.errors, ["Plugins/bad.lua:4: bad: follow hook, section 0: boom"])
        XCTAssertEqual(raised.summary, unmoved)
        let wrong = try run(plugin("out:move(\"header\", 0, 0, \"top\", 375, 40)"))
        XCTAssertEqual(wrong.errors, [
            "Plugins/bad.lua:4: bad: follow hook, section 0: out:move(target, item, x, y, width, height [, zIndex or attributes]): "
                + "a target string, five numbers and an optional zIndex or table of attributes expected",
        ])
    }

    /// A carousel's centre cell drawn above its neighbours: a move may give the element a
    /// zIndex for this view; rect and single-element queries answer it alike, and a later
    /// move without one gives the element back its own.
    func testMoveWithZIndex_RaisesTheElement_InEveryQuery() throws {
        let body = """
            out:move("cell", 1, 127.5, 30, 120, 110, 5); out:move("cell", 0, 0, 40, 100, 100, 3)
              out:move("cell", 0, 0, 40, 100, 100)
            """
        let fixture = try DecorationFixture(plugins: ["bad": plugin(body)])
        let snapshot = try fixture.snapshot(scene)
        let found = snapshot.elements(in: R(-1000, -1000, 3000, 3000)).filter { $0.category == .cell }
        XCTAssertEqual((fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description), [])
        XCTAssertEqual(found.map { "\($0.indexPath) \($0.frame) z\($0.zIndex)" }, [
            "[0, 0] (0.0, 40.0, 100.0, 100.0) z0", "[0, 1] (127.5, 30.0, 120.0, 110.0) z5",
            "[0, 2] (275.0, 40.0, 100.0, 100.0) z0",
        ])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 0, item: 1))?.zIndex, 5)
    }

    /// A table of attributes for this view (a carousel's scale and alpha): they win over the
    /// section's styles, the zIndex may come in it, and rect and single-element queries answer
    /// them alike.
    func testMoveWithAttributes_GivesThemForThisView_OverTheStyles_InEveryQuery() throws {
        let source = """
            local M = { name = "bad", api = 1, defaults = {} }
            function M.section(s, opts, out) out:style("cell", "all", { alpha = 1, color = "#FF0000" }) end
            function M.follow(view, s, opts, out)
              out:move("cell", 1, 127.5, 30, 120, 110, { zIndex = 4, alpha = 0.5, transform = { 1.2, 0, 0, 1.2, 0, 0 } })
              out:move("header", 0, 0, 0, 375, 40, { alpha = 0.9 })
            end
            return M
            """
        let fixture = try DecorationFixture(plugins: ["bad": source])
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual((fixture.configureProblems + (fixture.lastPass?.errors ?? [])).map(\.description), [])
        let found = snapshot.elements(in: R(-1000, -1000, 3000, 3000))
        let moved = try XCTUnwrap(found.first { $0.category == .cell && $0.indexPath.item == 1 })
        XCTAssertEqual(moved.frame, R(127.5, 30, 120, 110))
        XCTAssertEqual(moved.zIndex, 4)
        XCTAssertEqual(moved.attributes["alpha"], .number(0.5))
        XCTAssertEqual(moved.attributes["color"], .string("#FF0000"))
        XCTAssertEqual(moved.attributes["transform"], .list([.number(1.2), .number(0), .number(0), .number(1.2), .number(0), .number(0)]))
        XCTAssertNil(moved.attributes["zIndex"])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 0, item: 1)), moved)
        let still = try XCTUnwrap(found.first { $0.category == .cell && $0.indexPath.item == 0 })
        XCTAssertEqual(still.attributes["alpha"], .number(1))
        let header = try XCTUnwrap(snapshot.supplementary(kind: "header", at: IndexPath(section: 0, item: 0)))
        XCTAssertEqual(header.attributes["alpha"], .number(0.9))
        XCTAssertEqual(found.first { $0.kind == "header" }, header)
    }

    func testMoveAttributes_ThatAreNotAttributes_AreLeftOut_NamingTheLine() throws {
        for (attributes, message) in [
            ("{ frame = { 0, 0, 1, 1 } }", "out:move: cell 1: 'frame' is not an attribute: a move's frame is its x, y, width and height"),
            ("{ item = 2 }", "out:move: cell 1: 'item' is not an attribute: a move's element is its target and item"),
            ("{ alpha = 1/0 }", "out:move: cell 1: attribute 'alpha' must be a finite number (got inf)"),
            ("{ zIndex = \"top\" }", "out:move: cell 1: zIndex must be an integer, got a string"),
        ] {
            let result = try run(plugin("out:move(\"cell\", 1, 137.5, 40, 100, 100, \(attributes))"))
            XCTAssertEqual(result.errors, ["Plugins/bad.lua:4: bad: follow hook, section 0: " + message], attributes)
            XCTAssertEqual(result.summary, unmoved)
        }
    }

    /// Issue 38, item 9: an attribute a move gives that no picture draws is kept, and said
    /// once, with the nearest drawn name.
    func testMoveAttributes_NoPictureDraws_AreAWarning() throws {
        let result = try run(plugin("out:move(\"cell\", 1, 137.5, 40, 100, 100, { alpha = 0.5, opacity = 0.5 })"))
        XCTAssertEqual(result.errors, [
            "Plugins/bad.lua: bad: warning: attribute 'opacity' (out:move) is drawn by no picture; the pictures draw alpha, borderColor, "
                + "borderWidth, color, cornerRadius, isHidden, shadow, transform; declare it in M.appAttributes if an app reads it",
        ])
    }

    func testZIndexThatIsNotAnInteger_IsLeftOut_NamingTheLine() throws {
        let result = try run(plugin("out:move(\"cell\", 1, 137.5, 40, 100, 100, 1.5)"))
        XCTAssertEqual(result.errors, [
            "Plugins/bad.lua:4: bad: follow hook, section 0: out:move: cell 1: zIndex 1.5 is not an integer",
        ])
        XCTAssertEqual(result.summary, unmoved)
    }

    func testHotReload_DryRunsFollow_AndABrokenVersionIsRefused() throws {
        let good = plugin("if s.index == 0 then out:move(\"header\", 0, 0, view.y, 375, 40) end", scroll: "M.scroll = { reach = 100 }")
        let fixture = try DecorationFixture(plugins: ["bad": good])
        XCTAssertEqual(try fixture.snapshot(scene).supplementary(kind: "header", at: IndexPath(section: 0, item: 0))?.frame, R(0, -30, 375, 40))
        // The fixture's dry run pulls the view 60 points past the top; this version gives the
        // header a negative height there.
        try fixture.write(plugin: "bad", good.replacingOccurrences(of: "0, view.y, 375, 40", with: "1, view.y, 375, view.y"))
        let result = fixture.reload("bad", sceneState: fixture.context?.lua).first?.result
        XCTAssertEqual(result.flatMap { if case .failure(let e) = $0 { e.description } else { nil } },
            "Plugins/bad.lua:4: bad: reload failed: out:move: header 0: frame (1, -60, 375, -60) has a negative size")
        XCTAssertEqual(try fixture.snapshot(scene).supplementary(kind: "header", at: IndexPath(section: 0, item: 0))?.frame, R(0, -30, 375, 40),
            "the last good version stays")
    }

    func testScrollWithoutFollow_AndBadReach_AreLoadErrors() throws {
        let noFollow = "local M = { name = \"bad\", api = 1 }\nM.scroll = { reach = 10 }\nfunction M.section(s, opts, out) end\nreturn M\n"
        XCTAssertEqual(try run(noFollow).errors, [
            "Plugins/bad.lua:2: bad: cannot load: M.scroll says how far M.follow(view, s, opts, out) or M.visibleItems moves elements, but the module has neither",
        ])
        XCTAssertEqual(try run(plugin("", scroll: "M.scroll = { reach = -1 }")).errors, [
            "Plugins/bad.lua:2: bad: cannot load: M.scroll.reach must be a finite number ≥ 0",
        ])
        XCTAssertEqual(try run(plugin("", scroll: "M.scroll = { reech = 1 }")).errors, [
            "Plugins/bad.lua:2: bad: cannot load: M.scroll: unknown field reech (M.scroll has only reach)",
        ])
    }
}
