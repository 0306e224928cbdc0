// Rules: docs/layout-rules.md, C32

import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// A scene's `visibleItemsInvalidationHandler` (C32): what it is given, what it may set and
/// how the queries answer it, with the classic carousel's worked numbers; and its failures,
/// each at its line, the section then answered without effects.
final class VisibleItemsHandlerSceneTests: XCTestCase {
    /// The worked example: W = 390, groups `fractionalWidth(0.7)` = 273, spacing 10, so
    /// `midX_k = 136.5 + 283k`; the handler scales by `max(1 − distance/W, 0.8)`.
    private func carousel(offset: Double, body: String? = nil, section: String = "") -> String {
        """
        collection { width = 390, height = 844, orthogonalOffsets = { [0] = \(offset) } }
        compositional {
          section = {
            group = { axis = "horizontal", size = { fractionalWidth(0.7), absolute(200) },
                      subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
            interGroupSpacing = 10,
            orthogonalScrollingBehavior = "continuous",
            \(section)
            visibleItemsInvalidationHandler = function(items, offset, environment)
              local width = environment.container.contentSize.width
              for _, item in ipairs(items) do
                \(body ?? """
                local distance = math.abs((item.frame.x + item.frame.width / 2 - offset.x) - width / 2)
                local scale = math.max(1 - distance / width, 0.8)
                item.transform = { scale, 0, 0, scale, 0, 0 }
                """)
              end
            end,
          },
        }
        sections { 5 }
        """
    }

    private func session(_ source: String) throws -> SceneSession {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: source, name: "scene")
        return session
    }

    private func transforms(_ elements: [LayoutAttributes]) -> [Int: AttributeValue] {
        var found: [Int: AttributeValue] = [:]
        for element in elements where element.category == .cell { found[element.indexPath.item] = element.attributes["transform"] }
        return found
    }

    private func scale(_ s: Double) -> AttributeValue { .list([.number(s), .number(0), .number(0), .number(s), .number(0), .number(0)]) }

    func testCarousel_ScalesByDistanceFromTheCentre_FramesStayUnscrolled() throws {
        let atRest = try session(carousel(offset: 0))
        let shown = atRest.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(transforms(shown), [0: scale(0.85), 1: scale(0.8)])
        XCTAssertEqual(shown.map(\.frame.x), [0, 283])
        XCTAssertEqual(atRest.outcome.errors, [])

        let scrolled = try session(carousel(offset: 224.5))
        let seen = scrolled.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(transforms(seen), [0: scale(0.8), 1: scale(1), 2: scale(0.8)])
        XCTAssertEqual(seen.map(\.frame.x), [0, 283, 566])
        // The single-element query answers the same.
        XCTAssertEqual(scrolled.snapshot.item(at: IndexPath(section: 0, item: 1))?.attributes["transform"], scale(1))
    }

    func testEverySettableField_ReachesTheAttributes_CenterMovesTheFrame() throws {
        let body = """
            if item.category == "cell" then
              item.zIndex = 2; item.alpha = 0.5; item.isHidden = item.item == 1
              item.center = { x = item.center.x + 10, y = item.center.y }
            end
            """
        let session = try session(carousel(offset: 0, body: body))
        let cells = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(cells.map(\.frame), [Rect(x: 10, y: 0, width: 273, height: 200), Rect(x: 293, y: 0, width: 273, height: 200)])
        XCTAssertEqual(cells.map(\.zIndex), [2, 2])
        XCTAssertEqual(cells.map { $0.attributes["alpha"] }, [.number(0.5), .number(0.5)])
        XCTAssertEqual(cells.map { $0.attributes["isHidden"] }, [.bool(false), .bool(true)])
        XCTAssertNil(cells[0].attributes["transform"], "a field not set is not an attribute")
        XCTAssertEqual(session.snapshot.item(at: IndexPath(section: 0, item: 0))?.frame, Rect(x: 10, y: 0, width: 273, height: 200))
    }

    func testItems_AreTheSectionsVisibleCellsBoundaryItemsAndDecorations_WithOffsetAndEnvironment() throws {
        let section = """
            boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top" } },
            decorationItems = { { background = "card" } },
            """
        let body = """
            seen = (seen or "") .. string.format("%s/%s/%d/%d/%g,%g,%g,%g/z%d;", item.category, tostring(item.kind),
              item.section, item.item, item.frame.x, item.frame.y, item.frame.width, item.frame.height, item.zIndex)
            """
        let source = carousel(offset: 300, body: body, section: section)
            .replacingOccurrences(of: "end\n    end,", with: "end\n      where = string.format('%g,%g %g', offset.x, offset.y, width)\n    end,")
        let session = try session(source)
        _ = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let seen = try session.context.lua.execute("return seen, where")
        // At offset 300 the screen shows content x 300…690: cells 1 and 2.
        XCTAssertEqual(seen.first?.string, "cell/nil/0/1/283,40,273,200/z1;cell/nil/0/2/566,40,273,200/z1;"
            + "supplementary/header/0/0/0,0,390,40/z1;decoration/card/0/0/0,0,390,240/z0;")
        XCTAssertEqual(seen.last?.string, "300,0 390")
    }

    func testBadWrites_FailAtTheirLine_TheSectionIsDrawnWithoutEffects() throws {
        let cases = [
            ("item.frame = 3", "cell 0: 'frame' is read-only; a handler may set alpha, zIndex, isHidden, center and transform"),
            ("item.colour = 3", "cell 0: an item has no field 'colour'; a handler may set alpha, zIndex, isHidden, center and transform"),
            ("item.alpha = 1/0", "cell 0: alpha must be a finite number, got inf"),
            ("item.zIndex = 1.5", "cell 0: zIndex must be an integer, got 1.5"),
            ("item.transform = { 1, 0, 0 }", "cell 0: transform must be { a, b, c, d, tx, ty } (6 finite numbers)"),
            ("item.center = { x = 0/0, y = 1 }", "cell 0: center must be { x = n, y = n } with finite numbers"),
        ]
        for (body, message) in cases {
            let session = try session(carousel(offset: 0, body: "item.alpha = 0.5; " + body))
            let cells = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertEqual(cells.map(\.attributes), [[:], [:]], body)
            let error = try XCTUnwrap(session.outcome.errors.first, body)
            XCTAssertEqual(error.message, message, body)
            XCTAssertEqual(error.line, 12, body)
            XCTAssertEqual(error.section, 0, body)
        }
    }

    /// A transform is checked when it is set, at its line, and again in the answer only
    /// when it changed in place since: a change to a good value is taken, a bad one refused.
    func testATransformChangedInPlaceAfterItWasSet_IsTakenOrRefused() throws {
        let good = try session(carousel(offset: 0, body: "local t = { 1, 0, 0, 1, 0, 0 }; item.transform = t; t[1] = 0.5"))
        let cells = good.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let half = AttributeValue.list([.number(0.5), .number(0), .number(0), .number(1), .number(0), .number(0)])
        XCTAssertEqual(transforms(cells), [0: half, 1: half])
        XCTAssertEqual(good.outcome.errors, [])

        let bad = try session(carousel(offset: 0, body: "local t = { 1, 0, 0, 1, 0, 0 }; item.alpha = 0.5; item.transform = t; t[4] = 1/0"))
        XCTAssertEqual(bad.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.attributes), [[:], [:]])
        XCTAssertEqual(bad.outcome.errors.first?.message, "cell 0: transform must be { a, b, c, d, tx, ty } (6 finite numbers)")
        XCTAssertEqual(bad.outcome.errors.first?.line, 9, "found after the handler returned: the handler's own line")
    }

    /// What a handler set is what it reads back; what it did not set reads as given.
    func testAFieldSet_ReadsBackAsSet() throws {
        let body = "item.alpha = 0.25; item.zIndex = math.floor(item.alpha * 8); item.isHidden = not item.isHidden"
        let session = try session(carousel(offset: 0, body: body))
        let cells = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(cells.map(\.zIndex), [2, 2])
        XCTAssertEqual(cells.map { $0.attributes["isHidden"] }, [.bool(true), .bool(true)])
        XCTAssertEqual(session.outcome.errors, [])
    }

    func testAHandlerThatLoopsOrRaises_IsStopped_TheSectionDrawnWithoutEffects() throws {
        let looping = try session("limits { instructions = 100000 }\n" + carousel(offset: 0, body: "while true do end"))
        XCTAssertEqual(looping.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.attributes), [[:], [:]])
        XCTAssertTrue(looping.outcome.errors.first?.message.contains("does it loop forever?") ?? false, "\(looping.outcome.errors)")
        let raising = try session(carousel(offset: 0, body: "error('no carousel today')"))
        _ = raising.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(raising.outcome.errors.first?.message, "no carousel today")
        XCTAssertEqual(raising.outcome.errors.first?.line, 12)
    }

    /// An item is valid only during the call it was given to: one kept is an error at the
    /// line that uses it, after the call (scene code) and in a later call (its section is
    /// then drawn without effects).
    func testAnItemKeptPastItsCall_IsAnErrorAtTheLineThatUsesIt() throws {
        // Each item reads the one kept before it: in the first call, an item of that call.
        let body = "if kept then item.alpha = kept.alpha end; kept = item"
        let session = try session(carousel(offset: 0, body: body))
        _ = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(session.outcome.errors, [])
        XCTAssertThrowsError(try session.context.lua.execute("return kept.alpha", chunkName: "@after")) { error in
            XCTAssertTrue("\(error)".contains("after:1: an item is valid only during the call it was given to"), "\(error)")
        }
        XCTAssertThrowsError(try session.context.lua.execute("kept.alpha = 1", chunkName: "@after")) { error in
            XCTAssertTrue("\(error)".contains("after:1: an item is valid only during the call it was given to"), "\(error)")
        }
        // A later call: its first item reads the last item of the call before.
        try session.relayout()
        let cells = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(cells.map(\.attributes), [[:], [:]])
        XCTAssertEqual(session.outcome.errors.first?.message, "an item is valid only during the call it was given to")
        XCTAssertEqual(session.outcome.errors.first?.line, 12)
    }

    /// A field's name is the whole string: one with a zero byte after it is another key.
    func testAFieldNameWithMoreAfterAZeroByte_IsNoField() throws {
        let body = #"assert(item["alpha\0x"] == nil, "read as alpha"); item["alpha\0x"] = 0.5"#
        let session = try session(carousel(offset: 0, body: body))
        XCTAssertEqual(session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.attributes), [[:], [:]])
        XCTAssertEqual(session.outcome.errors.first?.message.hasPrefix("cell 0: an item has no field 'alpha"), true, "\(session.outcome.errors)")
        XCTAssertEqual(session.outcome.errors.first?.line, 12)
    }

    /// The items' shared metatable is out of the handler's reach: changing it cannot change
    /// how later calls' items behave.
    func testTheItemsMetatable_IsHidden() throws {
        let session = try session(carousel(offset: 0, body: "hidden = getmetatable(item)"))
        _ = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(session.outcome.errors, [])
        XCTAssertEqual(try session.context.lua.execute("return hidden"), [.boolean(false)])
    }

    /// The C checks run the handler's own metamethods (a centre's `__index`, a bad value's
    /// `__tostring`) under the scene's limits: one that loops is stopped like the handler.
    func testAValuesMetamethodThatLoops_IsStoppedByTheLimits() throws {
        let bodies = [
            "item.center = setmetatable({}, { __index = function() while true do end end })",
            "item.alpha = setmetatable({}, { __tostring = function() while true do end end })",
        ]
        for body in bodies {
            let looping = try session("limits { instructions = 100000 }\n" + carousel(offset: 0, body: body))
            XCTAssertEqual(looping.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.attributes), [[:], [:]], body)
            XCTAssertTrue(looping.outcome.errors.first?.message.contains("does it loop forever?") ?? false, "\(body): \(looping.outcome.errors)")
        }
    }

    /// Issue 35: a carousel that lifts its cells a few points above their section, with no
    /// `limits { reach }`, is answered where it puts them (today's main refused it: "moves it
    /// out of its section (allowed 0...200 on the scroll axis)"), by rect and point queries alike.
    func testACellLiftedAboveItsSection_IsAnswered_ByRectAndPointQueriesAlike() throws {
        // Cells 200 x 75 in a section 0...235 (a bottom inset of 160): the handler lifts each
        // by 10, cell 0's centre to (100, 27.5), 10 points above its section.
        let session = try session("""
            collection { width = 390, height = 844 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { absolute(200), absolute(75) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                contentInsets = { top = 0, leading = 0, bottom = 160, trailing = 0 },
                orthogonalScrollingBehavior = "continuous",
                visibleItemsInvalidationHandler = function(items, offset, environment)
                  for _, item in ipairs(items) do item.center = { x = item.center.x, y = item.center.y - 10 } end
                end,
              },
            }
            sections { 3 }
            """)
        XCTAssertEqual(session.snapshot.geometry.sections[0].frame, Rect(x: 0, y: 0, width: 390, height: 235))
        let cells = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }
        XCTAssertEqual(session.outcome.errors, [])
        XCTAssertEqual(cells.map(\.frame), [Rect(x: 0, y: -10, width: 200, height: 75), Rect(x: 200, y: -10, width: 200, height: 75)])
        XCTAssertEqual(session.elements(in: Rect(x: 0, y: -10, width: 390, height: 5)).filter { $0.category == .cell }, cells)
        XCTAssertEqual(session.snapshot.item(at: IndexPath(section: 0, item: 0)), cells[0])
    }

    /// A centre thousands of points out of its section is kept too: once the section has
    /// been computed, a rect where the cells landed finds them.
    func testACenterFarOutsideItsSection_IsFoundWhereItLands() throws {
        let session = try session(carousel(offset: 0, body: "item.center = { x = 0, y = 5000 }"))
        XCTAssertEqual(session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }, [])
        XCTAssertEqual(session.outcome.errors, [])
        let landed = session.elements(in: Rect(x: -300, y: 4990, width: 600, height: 20)).filter { $0.category == .cell }
        XCTAssertEqual(landed.map(\.frame), [Rect(x: -136.5, y: 4900, width: 273, height: 200), Rect(x: -136.5, y: 4900, width: 273, height: 200)])
        XCTAssertEqual(session.snapshot.item(at: IndexPath(section: 0, item: 0)), landed.first)
    }

    func testAHandlerThatIsNotAFunction_IsRefusedAtItsLine() throws {
        XCTAssertThrowsError(try session(carousel(offset: 0).replacingOccurrences(
            of: "visibleItemsInvalidationHandler = function(items, offset, environment)",
            with: "visibleItemsInvalidationHandler = 3, unused = function(items, offset, environment)"))) { error in
            XCTAssertTrue("\(error)".contains("visibleItemsInvalidationHandler"), "\(error)")
        }
    }

    /// The bundled `carousel` plugin (M.visibleItems): the same proxies, its options.
    func testCarouselPlugin_ScalesFadesAndRaisesTheCentreCell() throws {
        let source = carousel(offset: 224.5, body: "")
            .replacingOccurrences(of: "sections { 5 }", with: "sections { 5 }\nuse(\"carousel\", { minimumScale = 0.8, minimumAlpha = 0.6 })")
        let session = try session(source)
        let cells = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(session.outcome.errors, [])
        XCTAssertEqual(transforms(cells), [0: scale(0.8), 1: scale(1), 2: scale(0.8)])
        XCTAssertEqual(cells.map { $0.attributes["alpha"] }, [.number(0.6), .number(1), .number(0.6)])
        XCTAssertEqual(cells.map(\.zIndex), [0, 1, 0])
    }

    /// A plugin's M.visibleItems that writes a read-only field fails at its line, in its file.
    func testAPluginHookThatWritesAReadOnlyField_FailsAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            local M = { name = "bad_items", api = 1 }
            function M.visibleItems(items, offset, environment, opts)
              items[1].frame = { x = 0, y = 0, width = 1, height = 1 }
            end
            return M
            """.write(to: folder.appendingPathComponent("bad_items.lua"), atomically: true, encoding: .utf8)
        let session = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        try session.load(source: carousel(offset: 0, body: "") + "\nuse(\"bad_items\")", name: "scene")
        _ = session.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let error = try XCTUnwrap(session.outcome.errors.first)
        XCTAssertEqual(error.plugin, "bad_items")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.message, "cell 0: 'frame' is read-only; a handler may set alpha, zIndex, isHidden, center and transform")
    }

    /// Issue 38, item 5: each hook kind is named as the docs name it. A plugin with both
    /// `M.follow` and `M.visibleItems` tells which one failed, and a scene's own handler is
    /// named by its key, never as a "follow hook".
    func testAFailingVisibleItemsHook_IsNamedAsSuch_NotAsAFollowHook() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            local M = { name = "both", api = 1 }
            function M.follow(view, s, opts, out) end
            function M.visibleItems(items, offset, environment, opts)
              error("no items today", 0)
            end
            return M
            """.write(to: folder.appendingPathComponent("both.lua"), atomically: true, encoding: .utf8)
        let plugin = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        try plugin.load(source: carousel(offset: 0, body: "") + "\nuse(\"both\")", name: "scene")
        _ = plugin.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(plugin.outcome.errors.first?.description, "\(folder.path)/both.lua:4: both: visible-items hook, section 0: no items today")

        let scene = try session(carousel(offset: 0, body: "error('no carousel today', 0)"))
        _ = scene.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(scene.outcome.errors.first?.description, "scene:12: visibleItemsInvalidationHandler, section 0: no carousel today")
    }
}
