// Rules: docs/layout-rules.md, C32, R27

import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// R27 and C32: a visible-items handler of an orthogonal section is given the section's
/// plugin decorations that are on screen, as UIKit gives every decoration: those that
/// belong to an item where the item is on screen (the shifted query), those that belong to
/// the section where they are; what it sets on them is what the queries answer.
///
/// The view is 300 wide; six 100-point cells 10 apart (x 0, 110, ..., 550) scrolled by 250,
/// so items 2, 3 and 4 are on screen. A plugin puts a badge (owner = "item") on each item's
/// top-trailing corner (x 90, 200, ..., 640) and a band (owner = "section") over the
/// section, (0, 0, 300, 100).
final class OrthogonalDecorationHandlerTests: XCTestCase {
    private let plugin = """
        local M = { name = "marks", api = 1 }
        M.defaults = {}
        function M.section(s, opts, out)
          local badge = out:kind("badge", { zIndex = 2, owner = "item" })
          for i = 0, s.count - 1 do
            local x, y, w = s:item(i)
            out:add(badge, x + w - 10, y, 10, 10, i)
          end
          out:add(out:kind("band", { zIndex = -1 }), s.frame.x, s.frame.y, s.frame.width, s.frame.height)
        end
        return M
        """

    private func session(handler body: String) throws -> SceneSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-marks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try plugin.write(to: folder.appendingPathComponent("marks.lua"), atomically: true, encoding: .utf8)
        let session = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        try session.load(source: """
            collection { width = 300, height = 400, scale = 2, orthogonalOffsets = { [0] = 250 } }
            compositional { section = {
              group = { axis = "horizontal", size = { absolute(100), absolute(100) },
                        subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              orthogonalScrollingBehavior = "continuous", interGroupSpacing = 10,
              visibleItemsInvalidationHandler = function(items, offset, environment)
                for _, item in ipairs(items) do
                  \(body)
                end
              end,
            } }
            sections { 6 }
            use("marks")
            """, name: "scene")
        return session
    }

    /// The handler lists what it is given: the cells on screen, then the badges of those
    /// cells and the band, each at its unscrolled frame.
    func testHandler_IsGivenTheOwnedBadgesOfTheCellsOnScreen_AndTheSectionsBand() throws {
        let session = try session(handler: """
            seen = (seen or "") .. string.format("%s %s %d %g;", item.category, tostring(item.kind), item.item, item.frame.x)
            """)
        _ = session.elements(in: Rect(x: 0, y: 0, width: 300, height: 400))
        XCTAssertEqual(session.outcome.errors, [])
        let seen = try session.context.lua.execute("return seen")
        XCTAssertEqual(seen.first?.string, "cell nil 2 220;cell nil 3 330;cell nil 4 440;"
            + "decoration badge 2 310;decoration badge 3 420;decoration badge 4 530;decoration band 0 0;")
    }

    /// What it sets on a plugin decoration is answered: alpha on every decoration given, a
    /// new centre for badge 3 (from (425, 5) to (425, 50): the frame (420, 45, 10, 10)) and
    /// a zIndex; the badges not on screen are not touched.
    func testHandler_EffectsOnPluginDecorations_AreAnswered() throws {
        let session = try session(handler: """
            if item.category == "decoration" then item.alpha = 0.5 end
            if item.kind == "badge" and item.item == 3 then item.center = { x = 425, y = 50 }; item.zIndex = 7 end
            """)
        let all = session.elements(in: nil)
        XCTAssertEqual(session.outcome.errors, [])
        let badges = all.filter { $0.kind == "badge" }
        XCTAssertEqual(badges.map { $0.attributes["alpha"] }, [nil, nil, .number(0.5), .number(0.5), .number(0.5), nil])
        XCTAssertEqual(badges[3].frame, Rect(x: 420, y: 45, width: 10, height: 10))
        XCTAssertEqual(badges[3].zIndex, 7)
        XCTAssertEqual(all.filter { $0.kind == "band" }.map { $0.attributes["alpha"] }, [.number(0.5)])
        XCTAssertEqual(session.snapshot.decoration(kind: "badge", at: IndexPath(section: 0, item: 3))?.frame,
                       Rect(x: 420, y: 45, width: 10, height: 10))
        // A rect query finds the moved badge where it moved (on screen at x 170, y 45).
        XCTAssertEqual(session.elements(in: Rect(x: 160, y: 40, width: 20, height: 20)).filter { $0.kind == "badge" }.map(\.indexPath.item), [3])
    }

    /// A plugin's `M.visibleItems` may move a plugin decoration out of its section within
    /// its `M.scroll.reach` (here 40): badge 3 goes from y 0...10 to 125...135, below the
    /// section (0...100), and a rect query of y 120...140 finds it there (the sections'
    /// decorations are searched within the follower's reach too).
    func testPluginHandler_MovesABadgeOutOfItsSection_WithinReach_RectQueryFindsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-lift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try plugin.replacingOccurrences(of: "\"marks\"", with: "\"lift\"")
            .replacingOccurrences(of: "return M", with: """
                M.scroll = { reach = 40 }
                function M.visibleItems(items)
                  for _, item in ipairs(items) do
                    if item.kind == "badge" and item.item == 3 then item.center = { x = 425, y = 130 } end
                  end
                end
                return M
                """)
            .write(to: folder.appendingPathComponent("lift.lua"), atomically: true, encoding: .utf8)
        let session = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        try session.load(source: """
            collection { width = 300, height = 400, scale = 2, orthogonalOffsets = { [0] = 250 } }
            compositional { sections = {
              { group = { axis = "horizontal", size = { absolute(100), absolute(100) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                orthogonalScrollingBehavior = "continuous", interGroupSpacing = 10 },
              { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } },
            } }
            sections { 6, 1 }
            use("lift")
            """, name: "scene")
        let found = session.elements(in: Rect(x: 0, y: 120, width: 300, height: 20))
        XCTAssertEqual(session.outcome.errors, [])
        XCTAssertEqual(found.filter { $0.kind == "badge" }.map(\.frame), [Rect(x: 420, y: 125, width: 10, height: 10)])
    }

    /// The preview and the pictures read `screenElements`: the badges of the cells on
    /// screen moved back by 250 with them (x 60, 170, 280) and cut to the section, the
    /// others left out; the section's band where it is.
    func testScreenElements_TheBadgesMoveWithTheirCells() throws {
        let session = try session(handler: "")
        let seen = session.screenElements(in: nil)
        XCTAssertEqual(seen.filter { $0.kind == "badge" }.map(\.frame),
                       [Rect(x: 60, y: 0, width: 10, height: 10), Rect(x: 170, y: 0, width: 10, height: 10), Rect(x: 280, y: 0, width: 10, height: 10)])
        XCTAssertEqual(seen.filter { $0.kind == "band" }.map(\.frame), [Rect(x: 0, y: 0, width: 300, height: 100)])
    }
}
