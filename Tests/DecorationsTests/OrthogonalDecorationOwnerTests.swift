import LayoutCore
import XCTest

/// R27: in a section that scrolls sideways (C28, C30), a plugin decoration declared with
/// `owner = "item"` scrolls with its item, as UIKit scrolls every decoration but the
/// background with the section's content; one that belongs to the section (the default)
/// stays where it is, as UIKit's background does. The view is 300 wide; section 0 holds six
/// 100-point cells 10 apart (x 0, 110, ..., 550), scrolled by 250: on screen the cells sit
/// at x −250, −140, −30, 80, 190, 300, so items 2, 3 and 4 are visible. Each item has a
/// 10-point badge on its top-trailing corner (x 90, 200, 310, 420, 530, 640).
final class OrthogonalDecorationOwnerTests: XCTestCase {
    private let badges = """
        local M = { name = "badges", api = 1 }
        M.defaults = { owner = "item", named = true }
        M.types = { owner = "string" }
        function M.section(s, opts, out)
          local badge = out:kind("badge", { zIndex = 2, owner = opts.owner ~= "unsaid" and opts.owner or nil })
          for i = 0, s.count - 1 do
            local x, y, w = s:item(i)
            if opts.named then out:add(badge, x + w - 10, y, 10, 10, i) else out:add(badge, x + w - 10, y, 10, 10) end
          end
        end
        return M
        """

    private func snapshot(_ options: String) throws -> (LayoutSnapshot, DecorationFixture) {
        let fixture = try DecorationFixture(plugins: ["badges": badges])
        let snapshot = try fixture.snapshot("""
            collection { width = 300, height = 400, scale = 2, orthogonalOffsets = { [0] = 250 } }
            compositional { section = {
              group = { axis = "horizontal", size = { absolute(100), absolute(100) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              orthogonalScrollingBehavior = "continuous", interGroupSpacing = 10 } }
            sections { 6 }
            use("badges", \(options))
            use("section_background", { cover = "section", kind = "band" })
            """)
        return (snapshot, fixture)
    }

    /// A rect query answers the badges of the cells on screen (items 2-4), at their
    /// unscrolled frames, as it answers the cells (C30); before R27 it answered those whose
    /// unscrolled frames met the rect (items 0 and 1), whose cells were scrolled away.
    func testOwnedByItem_RectQuery_TheBadgesOfTheCellsOnScreen() throws {
        let (snapshot, fixture) = try snapshot("{}")
        let found = snapshot.elements(in: R(0, 0, 300, 400))
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(found.filter { $0.category == .cell }.map(\.indexPath.item), [2, 3, 4])
        XCTAssertEqual(found.filter { $0.kind == "badge" }.map(\.indexPath.item), [2, 3, 4])
        XCTAssertEqual(found.filter { $0.kind == "badge" }.map(\.frame), [R(310, 0, 10, 10), R(420, 0, 10, 10), R(530, 0, 10, 10)])
        XCTAssertEqual(found.filter { $0.kind == "band" }.map(\.frame), [R(0, 0, 300, 100)])
    }

    /// On screen (pictures, the preview) the badges move back with their cells by 250 and
    /// are cut to the section (those of items 0, 1 and 5 are off it); the section's band
    /// stays where it is.
    func testOwnedByItem_OnScreen_MovesWithTheCells_TheBandStays() throws {
        let (snapshot, _) = try snapshot("{}")
        let seen = snapshot.onScreen(snapshot.allElements())
        XCTAssertEqual(seen.filter { $0.kind == "badge" }.map(\.frame), [R(60, 0, 10, 10), R(170, 0, 10, 10), R(280, 0, 10, 10)])
        XCTAssertEqual(seen.filter { $0.category == .cell }.map(\.frame.x), [0, 80, 190])
        XCTAssertEqual(seen.filter { $0.kind == "band" }.map(\.frame), [R(0, 0, 300, 100)])
    }

    /// `owner = "section"` (the default without the key) keeps a decoration where it is:
    /// the rect query finds the badges whose frames meet the rect, items 0 and 1, and the
    /// pictures draw every badge where its frame is.
    func testOwnedBySection_StaysWhereItIs() throws {
        let (snapshot, _) = try snapshot(#"{ owner = "section" }"#)
        XCTAssertEqual(snapshot.elements(in: R(0, 0, 300, 400)).filter { $0.kind == "badge" }.map(\.indexPath.item), [0, 1])
        XCTAssertEqual(snapshot.onScreen(snapshot.allElements()).filter { $0.kind == "badge" }.map(\.frame.x), [90, 200, 310, 420, 530, 640])
    }

    /// Without `owner`, a decoration that names its item belongs to it (the badges, which
    /// pass `i`) and one the host numbers belongs to the section (R27a).
    func testOwnerUnsaid_ANamedItemOwns_ANumberedOneIsTheSections() throws {
        let (named, _) = try snapshot(#"{ owner = "unsaid" }"#)
        XCTAssertEqual(named.elements(in: R(0, 0, 300, 400)).filter { $0.kind == "badge" }.map(\.indexPath.item), [2, 3, 4])
        let (numbered, _) = try snapshot(#"{ owner = "unsaid", named = false }"#)
        XCTAssertEqual(numbered.elements(in: R(0, 0, 300, 400)).filter { $0.kind == "badge" }.map(\.indexPath.item), [0, 1])
    }

    /// `owner` in the table form of `out:add` says the same, and is not a custom attribute.
    func testOwnerInTheTableForm() throws {
        let fixture = try DecorationFixture(plugins: ["marks": """
            local M = { name = "marks", api = 1 }
            M.defaults = {}
            function M.section(s, opts, out)
              for i = 0, s.count - 1 do
                local x, y, w = s:item(i)
                out:add{ kind = "mark", frame = { x + w - 10, y, 10, 10 }, item = i, owner = "item", color = "#FF0000" }
              end
            end
            return M
            """])
        let snapshot = try fixture.snapshot("""
            collection { width = 300, height = 400, scale = 2, orthogonalOffsets = { [0] = 250 } }
            compositional { section = {
              group = { axis = "horizontal", size = { absolute(100), absolute(100) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              orthogonalScrollingBehavior = "continuous", interGroupSpacing = 10 } }
            sections { 6 }
            use("marks")
            """)
        let marks = snapshot.elements(in: R(0, 0, 300, 400)).filter { $0.kind == "mark" }
        XCTAssertEqual(marks.map(\.indexPath.item), [2, 3, 4])
        XCTAssertEqual(marks.first?.attributes, ["color": .string("#FF0000")])
    }

    /// An owner other than "item" or "section" is an error with a suggestion; a decoration
    /// owned by an item must name it.
    func testBadOwner_AndOwnedWithoutItem_AreErrors() throws {
        func errors(_ options: String) throws -> ([LayoutAttributes], String) {
            let (snapshot, fixture) = try snapshot(options)
            let badges = snapshot.allElements().filter { $0.kind == "badge" }
            return (badges, (fixture.lastPass?.errors ?? []).map(\.description).joined(separator: "\n"))
        }
        let (misspelt, misspeltErrors) = try errors(#"{ owner = "itme" }"#)
        XCTAssertEqual(misspelt, [])
        XCTAssertTrue(misspeltErrors.contains("badges.lua:5: badges: section hook, section 0: owner: unknown owner 'itme' (did you mean 'item'?); allowed: item, section"), misspeltErrors)
        let (unnamed, unnamedErrors) = try errors("{ named = false }")
        XCTAssertEqual(unnamed, [])
        XCTAssertTrue(unnamedErrors.contains("badges.lua:8: badges: section hook, section 0: a decoration badge owned by an item "
            + "(owner = \"item\") must name its item (out:add's 6th argument or item =)"), unnamedErrors)
    }
}
