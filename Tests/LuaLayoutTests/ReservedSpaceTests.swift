import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// M.reserve (issue 10, point 3): a plugin reserves insets around a flow section's items,
/// computed from the section's index and counts and its options; the layout makes room,
/// and the plugin's section hook draws in its band (`s.reserved`, `s.reservedFrame`).
final class ReservedSpaceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-reserve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A title band above each non-empty section's items, drawn in the band it reserved.
    private let titleBand = """
        local M = { name = "title_band", api = 1, defaults = { height = 24 } }
        function M.reserve(section, opts)
          if section.count == 0 then return nil end
          return { top = opts.height }
        end
        function M.section(s, opts, out)
          local r, f = s.reserved, s.reservedFrame
          if r.top == 0 then return end
          out:add(out:kind("title", {}), f.x, f.y, f.width, r.top)
        end
        return M
        """

    /// Three 100 x 50 items in one row (spread: x 10, 137.5, 265), insets 10; an empty section.
    private func session(plugins: [String: String], use: String) throws -> SceneSession {
        for (name, source) in plugins {
            try source.write(to: folder.appendingPathComponent(name + ".lua"), atomically: true, encoding: .utf8)
        }
        let scene = folder.appendingPathComponent("scene.lua")
        try """
            collection { width = 375, height = 667 }
            flow { itemSize = { 100, 50 }, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { 3, 0 }
            \(use)
            """.write(to: scene, atomically: true, encoding: .utf8)
        return try SceneSession(file: scene.path, pluginFolders: [folder.path], scenePrint: { _ in })
    }

    func testReservedTop_MovesTheItemsDown_AndTheHookDrawsInItsBand() throws {
        let session = try session(plugins: ["title_band": titleBand], use: "use(\"title_band\")")
        XCTAssertEqual(session.outcome.errors.map(\.description), [])
        // Section 0: top inset 10 + 24 = 34, so items at y 34; it ends at 34 + 50 + 10 = 94.
        // The band: the items' box (10, 34, 355, 50) grown by 24 at the top, its top strip.
        // Section 1 (empty) reserves nothing: 94 + 10 + 10 = 114.
        XCTAssertEqual(session.elements(in: nil).map { "\($0.kind ?? "cell") \($0.indexPath) \($0.frame)" }, [
            "cell [0, 0] (10.0, 34.0, 100.0, 50.0)", "cell [0, 1] (137.5, 34.0, 100.0, 50.0)", "cell [0, 2] (265.0, 34.0, 100.0, 50.0)",
            "title [0, 0] (10.0, 10.0, 355.0, 24.0)",
        ])
        XCTAssertEqual(session.snapshot.geometry.sections.map(\.insets.top), [34, 10])
        XCTAssertEqual(session.contentSize, Size(width: 375, height: 114))
        // The scene keeps its own insets: the reservation is the plugin's, not the scene's.
        guard case let .flow(configuration, _) = session.scene.layout else { return XCTFail("a flow scene") }
        XCTAssertEqual(configuration.sectionInset.top, 10)
    }

    func testTwoUses_StackOutwardsInUseOrder() throws {
        // The first use's band touches the items; the second's lies outside it.
        let session = try session(
            plugins: ["title_band": titleBand],
            use: "use(\"title_band\", { height = 20 })\nuse(\"title_band\", { height = 6 })")
        XCTAssertEqual(session.outcome.errors.map(\.description), [])
        // Items at 10 + 20 + 6 = 36; the first band 16...36, the second 10...16.
        XCTAssertEqual(session.elements(in: nil).filter { $0.kind == "title" }.map(\.frame), [
            Rect(x: 10, y: 16, width: 355, height: 20), Rect(x: 10, y: 10, width: 355, height: 6),
        ])
    }

    func testBadReservation_IsReported_AndReservesNothing() throws {
        let bad = """
            local M = { name = "bad", api = 1 }
            function M.reserve(section, opts)
              return { top = -1 }
            end
            return M
            """
        let session = try session(plugins: ["bad": bad], use: "use(\"bad\")")
        XCTAssertEqual(session.outcome.errors.map(\.description), [
            "\(folder.path)/bad.lua:2: bad: reserve hook, section 0: M.reserve returned top = -1; reserved insets are finite and ≥ 0",
            "\(folder.path)/bad.lua:2: bad: reserve hook, section 1: M.reserve returned top = -1; reserved insets are finite and ≥ 0",
        ])
        XCTAssertEqual(session.snapshot.geometry.sections.map(\.insets.top), [10, 10])
    }

    /// Issue 38, item 4: a returned field is checked against its allowed names with
    /// did-you-mean: a misspelt side of the reserved insets names the nearest.
    func testAMisspeltReservedSide_NamesTheNearest() throws {
        let bad = """
            local M = { name = "bad", api = 1 }
            function M.reserve(section, opts)
              return { tpo = 10 }
            end
            return M
            """
        let session = try session(plugins: ["bad": bad], use: "use(\"bad\")")
        XCTAssertEqual(session.outcome.errors.first?.message,
                       "M.reserve returned a table with 'tpo' (did you mean 'top'?); it returns { top =, left =, bottom =, right = } (any of them), a number, or nil")
    }

    /// Each reservation is finite, yet they can take a section past what a layout holds:
    /// the layout is then made without them, the plugin is named, and its section hook sees
    /// no reservation (none was made). Reserved space never takes the layout down.
    func testAReservationThatOverflowsTheLayout_IsRefused_AndTheLayoutStands() throws {
        let session = try session(plugins: ["title_band": titleBand], use: "use(\"title_band\", { height = 1e308 })")
        // Every section decorated (they are lazily), so that their hooks' errors are in.
        let titles = session.elements(in: nil).filter { $0.kind == "title" }
        XCTAssertEqual(session.outcome.errors.map(\.description), [
            "\(folder.path)/title_band.lua:2: title_band: reserve hook: the layout failed with the space reserved "
                + "(sections[0]: the section reaches past the largest position the layout can hold (1.8e308 / 2 points): "
                + "its sizes, spacings and insets add up to more); it is made without any plugin's reservations",
        ])
        XCTAssertEqual(session.snapshot.geometry.sections.map(\.insets.top), [10, 10])
        // The hook read s.reserved.top == 0 and drew nothing.
        XCTAssertEqual(titles, [])
        XCTAssertEqual(session.contentSize, Size(width: 375, height: 90))
    }

    /// A scene that fails without the reservations too fails with its own error.
    func testASceneThatFailsWithoutReservations_FailsWithItsOwnError() throws {
        try titleBand.write(to: folder.appendingPathComponent("title_band.lua"), atomically: true, encoding: .utf8)
        let scene = folder.appendingPathComponent("scene.lua")
        try "flow { itemSize = { 10, 1e308 } }\nsections { 1 }\nuse(\"title_band\")\n".write(to: scene, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SceneSession(file: scene.path, pluginFolders: [folder.path], scenePrint: { _ in })) {
            XCTAssertEqual(
                "\($0)",
                "\(scene.path):1: flow.itemSize: the height, 1e+308 points, reaches past the largest position the layout "
                    + "can hold at scale 2 (1.8e308 / 2 points)")
        }
    }

    /// After an update the session lays out incrementally, comparing each section with the
    /// section as it was laid out, reservations included: the old last section loses its
    /// band when a section is inserted after it, and is laid out again, not reused.
    func testUpdate_AReservationThatMovesToTheNewLastSection_MatchesAFreshLayout() throws {
        let lastBand = """
            local M = { name = "last_band", api = 1 }
            function M.reserve(section, opts)
              if section.index == section.sectionCount - 1 then return { bottom = 40 } end
            end
            return M
            """
        let session = try session(plugins: ["last_band": lastBand], use: "use(\"last_band\")")
        try session.context.run(source: "update { insertSections = { { at = 2, items = 2 } } }", chunk: "input")
        try session.relayout()
        XCTAssertNotNil(session.lastIncrementalLayout, "laid out incrementally")
        let fresh = try self.session(plugins: [:], use: "use(\"last_band\")")
        try fresh.context.run(source: "sections { 3, 0, 2 }", chunk: "fresh")
        try fresh.relayout()
        XCTAssertEqual(session.elements(in: nil), fresh.elements(in: nil))
        XCTAssertEqual(session.contentSize, fresh.contentSize)
    }
}
