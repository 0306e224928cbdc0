import Foundation
import TestSupport
import XCTest

/// `lualayout dump --updates` with Plugins/flow_layout_with_decorations.lua (the
/// original left insert and delete of its decorations as a TODO): for every kind of
/// change, each separator and background gets exactly one entry (every decoration before
/// is the `from` of one change, every one after the `to` of one; none left behind or
/// doubled), and the inserted and deleted ones are those worked by hand from its rules.
///
/// The scene: three sections of 6 items in 3 columns, so each section has vertical lines
/// before items 1, 2, 4, 5, a horizontal line above item 3 and a background (item 0).
/// Decorations keep their own item numbers (docs/updates.md), so a section that gains or
/// loses items gains or loses the lines those numbers call for.
final class FlowLayoutWithDecorationsUpdateTests: XCTestCase {
    private struct Changes {
        var inserted: [String] = [], deleted: [String] = [], moved = 0, unchanged = 0
    }

    /// Runs the scene with `update` and checks the one-entry rule; returns the decorations'
    /// changes as "kind [section, item]".
    private func changes(_ update: String, file: StaticString = #filePath, line: UInt = #line) throws -> Changes {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qk-updates-\(UUID().uuidString).lua")
        try """
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 111, 111 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 }, headerReferenceSize = { 0, 50 } }
            sections { 6, 6, 6 }
            use("flow_layout_with_decorations")
            update { \(update) }
            """.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try LualayoutProcess.run(["dump", url.path, "--updates"])
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr, "", file: file, line: line)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])

        func name(_ kind: Any?, _ path: Any?) -> String? {
            guard let kind = kind as? String, let path = path as? [Int] else { return nil }
            return "\(kind) [\(path[0]), \(path[1])]"
        }
        func decorations(_ side: String) -> [String] {
            let layout = document[side] as? [String: Any]
            let elements = layout?["elements"] as? [[String: Any]] ?? []
            return elements.filter { $0["category"] as? String == "decoration" }
                .compactMap { name($0["kind"], [$0["section"], $0["item"]].compactMap { $0 as? Int }) }
        }
        let entries = (document["changes"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "decoration" }
        XCTAssertEqual(entries.compactMap { name($0["kind"], $0["from"]) }.sorted(), decorations("before").sorted(),
                       "every decoration before is the from of exactly one change", file: file, line: line)
        XCTAssertEqual(entries.compactMap { name($0["kind"], $0["to"]) }.sorted(), decorations("after").sorted(),
                       "every decoration after is the to of exactly one change", file: file, line: line)
        XCTAssertFalse(decorations("after").isEmpty, file: file, line: line)

        var result = Changes()
        for entry in entries {
            switch entry["action"] as? String {
            case "inserted": result.inserted.append(name(entry["kind"], entry["to"]) ?? "?")
            case "deleted": result.deleted.append(name(entry["kind"], entry["from"]) ?? "?")
            case "moved": result.moved += 1
            case "unchanged": result.unchanged += 1
            case let other: XCTFail("unexpected action \(other ?? "nil")", file: file, line: line)
            }
        }
        return result
    }

    /// An item inserted at [0, 0]: section 0 has 7 items, so item 6 (6 % 3 == 0) gains a
    /// horizontal line; the rest of section 0 moves down a row's worth or stays.
    func testInsertedItem_OneNewHorizontalLine() throws {
        let found = try changes("insertItems = { {0, 0} }")
        XCTAssertEqual(found.inserted, ["horizontalSeparator [0, 6]"])
        XCTAssertEqual(found.deleted, [])
        // Sections 1 and 2 move down by the new row: their 12 decorations move.
        XCTAssertEqual(found.moved, 13)   // and section 0's background grows
        XCTAssertEqual(found.unchanged, 5)
    }

    /// Item [1, 5] deleted: section 1 has 5 items, so the line before item 5 goes.
    func testDeletedItem_ItsVerticalLineGoes() throws {
        let found = try changes("deleteItems = { {1, 5} }")
        XCTAssertEqual(found.inserted, [])
        XCTAssertEqual(found.deleted, ["verticalSeparator [1, 5]"])
        XCTAssertEqual(found.moved + found.unchanged, 17)
    }

    /// Item [0, 0] moved to [2, 0]: section 0 loses item 5's line, section 2 gains item 6's.
    func testMovedItem_LineLeavesOneSectionAndComesToTheOther() throws {
        let found = try changes("moveItems = { { from = {0, 0}, to = {2, 0} } }")
        XCTAssertEqual(found.inserted, ["horizontalSeparator [2, 6]"])
        XCTAssertEqual(found.deleted, ["verticalSeparator [0, 5]"])
        XCTAssertEqual(found.moved + found.unchanged, 17)
    }

    /// A section of 4 items inserted at 1: its two vertical lines, its horizontal line and
    /// its background appear; the old sections 1 and 2 move to 2 and 3 with theirs.
    func testInsertedSection_ItsFourDecorationsAppear() throws {
        let found = try changes("insertSections = { { at = 1, items = 4 } }")
        XCTAssertEqual(found.inserted.sorted(), ["horizontalSeparator [1, 3]", "sectionBackground [1, 0]",
                                                 "verticalSeparator [1, 1]", "verticalSeparator [1, 2]"])
        XCTAssertEqual(found.deleted, [])
        XCTAssertEqual(found.moved, 12)
        XCTAssertEqual(found.unchanged, 6)
    }

    /// Section 0 deleted: its six decorations go, once each; the others move up.
    func testDeletedSection_ItsSixDecorationsGo() throws {
        let found = try changes("deleteSections = { 0 }")
        XCTAssertEqual(found.inserted, [])
        XCTAssertEqual(found.deleted.sorted(), ["horizontalSeparator [0, 3]", "sectionBackground [0, 0]",
                                                "verticalSeparator [0, 1]", "verticalSeparator [0, 2]",
                                                "verticalSeparator [0, 4]", "verticalSeparator [0, 5]"])
        XCTAssertEqual(found.moved, 12)
    }

    /// Section 0 moved to 2: every decoration moves with its section; none appears or goes.
    func testMovedSection_DecorationsMoveWithIt() throws {
        let found = try changes("moveSections = { { from = 0, to = 2 } }")
        XCTAssertEqual(found.inserted, [])
        XCTAssertEqual(found.deleted, [])
        XCTAssertEqual(found.moved, 18)
    }
}
