import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// A decoration's identity across an update includes the plugin use that made it (issue 9,
/// point 3): two uses drawing the same kind in a section are never paired with each
/// other's decorations in the change list.
final class DecorationPluginUseTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-uses-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // One "mark" per item beyond the first, or one when the option says so: the first
        // use's count follows the section's, the second's does not.
        try """
            local M = { name = "marks", api = 1, defaults = { fixed = false } }
            function M.section(s, opts, out)
              local h = out:kind("mark", {})
              local n = opts.fixed and 1 or s.count - 1
              for _ = 1, n do out:add(h, s.frame.x, s.frame.y, 1, 1) end
            end
            return M
            """.write(to: folder.appendingPathComponent("marks.lua"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testTwoUsesOfOneKind_AreNotPairedWithEachOther() throws {
        let scene = folder.appendingPathComponent("scene.lua")
        try """
            collection { width = 375, height = 667 }
            flow { itemSize = { 100, 50 } }
            sections { 2 }
            use("marks")
            use("marks", { fixed = true })
            update { insertItems = { { 0, 2 } } }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let session = try SceneSession(file: scene.path, pluginFolders: [folder.path], scenePrint: { _ in })
        let comparison = try XCTUnwrap(try session.lastUpdate()).body
        // Before: the first use's mark is item 0, the second's item 1. After: the first
        // use's are items 0 and 1, the second's item 2.
        let marks = comparison.changes.filter { $0.identity.category == .decoration }
        func describe(_ change: ElementChange) -> String {
            "\(change.action) use \(change.identity.pluginUse.map(String.init) ?? "nil") "
                + "\(change.old.map { "\($0.indexPath)" } ?? "nil") -> \(change.new.map { "\($0.indexPath)" } ?? "nil")"
        }
        XCTAssertEqual(marks.map(describe), [
            "unchanged use 0 [0, 0] -> [0, 0]",
            "inserted use 0 nil -> [0, 1]",
            "inserted use 1 nil -> [0, 2]",
            "deleted use 1 [0, 1] -> nil",
        ])
    }
}
