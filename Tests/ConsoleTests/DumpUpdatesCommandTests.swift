import Foundation
import TestSupport
import XCTest

/// `lualayout dump SCENE --updates`: one JSON document with the layouts before and after
/// the scene's last update and the change list (docs/json.md, "Updates"); a scene without
/// an update is an error (status 1); `--rect` does not go with it (status 2).
final class DumpUpdatesCommandTests: XCTestCase {
    private func scene(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("updates-\(UUID().uuidString).lua")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// Section 1 moves to 0 (its cell and its background with it), item [0, 0] is deleted,
    /// an item of 20 x 20 is inserted at [0, 1].
    func testDumpUpdates_BeforeAfterAndChanges() throws {
        let path = try scene("""
            collection { width = 100, height = 100, scale = 1 }
            flow { itemSize = { 50, 50 }, minimumInteritemSpacing = 0, minimumLineSpacing = 0 }
            sections { 2, 1 }
            use("section_background", { colors = { "#FF0000" } })
            update { deleteItems = { {0, 0} }, moveSections = { { from = 1, to = 0 } }, insertItems = { {0, 1, size = {20, 20}} } }
            """)
        let run = try LualayoutProcess.run(["dump", path, "--updates"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout, """
            { "before": { "contentSize": [100, 100],
                "elements": [
                  { "category": "cell", "section": 0, "item": 0, "frame": [0, 0, 50, 50], "zIndex": 0 },
                  { "category": "cell", "section": 0, "item": 1, "frame": [50, 0, 50, 50], "zIndex": 0 },
                  { "category": "cell", "section": 1, "item": 0, "frame": [0, 50, 50, 50], "zIndex": 0 },
                  { "category": "decoration", "kind": "sectionBackground", "section": 0, "item": 0, "frame": [0, 0, 100, 50], "zIndex": -1, "attributes": { "color": "#FF0000" } },
                  { "category": "decoration", "kind": "sectionBackground", "section": 1, "item": 0, "frame": [0, 50, 100, 50], "zIndex": -1, "attributes": { "color": "#FF0000" } } ] },
              "after": { "contentSize": [100, 100],
                "elements": [
                  { "category": "cell", "section": 0, "item": 0, "frame": [0, 0, 50, 50], "zIndex": 0 },
                  { "category": "cell", "section": 0, "item": 1, "frame": [50, 15, 20, 20], "zIndex": 0 },
                  { "category": "cell", "section": 1, "item": 0, "frame": [0, 50, 50, 50], "zIndex": 0 },
                  { "category": "decoration", "kind": "sectionBackground", "section": 0, "item": 0, "frame": [0, 0, 100, 50], "zIndex": -1, "attributes": { "color": "#FF0000" } },
                  { "category": "decoration", "kind": "sectionBackground", "section": 1, "item": 0, "frame": [0, 50, 100, 50], "zIndex": -1, "attributes": { "color": "#FF0000" } } ] },
              "changes": [
                { "category": "cell", "kind": null, "from": [1, 0], "to": [0, 0], "initial": null, "final": null, "action": "moved" },
                { "category": "cell", "kind": null, "from": null, "to": [0, 1], "initial": { "category": "cell", "section": 0, "item": 1, "frame": [50, 15, 20, 20], "zIndex": 0, "attributes": { "alpha": 0 } }, "final": null, "action": "inserted" },
                { "category": "cell", "kind": null, "from": [0, 1], "to": [1, 0], "initial": null, "final": null, "action": "moved" },
                { "category": "decoration", "kind": "sectionBackground", "from": [1, 0], "to": [0, 0], "initial": null, "final": null, "action": "moved" },
                { "category": "decoration", "kind": "sectionBackground", "from": [0, 0], "to": [1, 0], "initial": null, "final": null, "action": "moved" },
                { "category": "cell", "kind": null, "from": [0, 0], "to": null, "initial": null, "final": { "category": "cell", "section": 0, "item": 0, "frame": [0, 0, 50, 50], "zIndex": 0, "attributes": { "alpha": 0 } }, "action": "deleted" } ] }

            """)
    }

    /// The example of docs/json.md's "Updates" is what the command prints for the scene it
    /// names.
    func testDumpUpdates_DocsExampleIsTheOutput() throws {
        let path = try scene("""
            collection { width = 100, height = 100, scale = 1 }
            flow { itemSize = { 50, 50 }, minimumInteritemSpacing = 0, minimumLineSpacing = 0 }
            sections { 1, 1 }
            update { deleteSections = { 0 } }
            """)
        let run = try LualayoutProcess.run(["dump", path, "--updates"])
        XCTAssertEqual(run.status, 0)
        let docs = try String(contentsOfFile: LualayoutProcess.packageRoot + "/docs/json.md", encoding: .utf8)
        let section = try XCTUnwrap(docs.components(separatedBy: "## Updates").last)
        let example = try XCTUnwrap(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        XCTAssertEqual(run.stdout, example)
    }

    func testDumpUpdates_SceneWithoutUpdate_IsAnErrorWithStatus1() throws {
        let path = try scene("sections { 2 }\n")
        let run = try LualayoutProcess.run(["dump", path, "--updates"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "lualayout: \(path): --updates: the scene makes no update (call update { ... }, or give identified sections { { ids = { ... } } } again)\n")
    }

    func testDumpUpdates_RejectedBatch_LocatedAtTheCall() throws {
        let path = try scene("sections { 2 }\n\nupdate {\n  deleteItems = { {0, 1} }, reloadItems = { {0, 1} } }\n")
        let run = try LualayoutProcess.run(["dump", path, "--updates"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "lualayout: \(path):3: update: attempt to delete and reload the same item [0, 1]\n")
    }

    func testDumpUpdates_WithRect_IsAUsageError() throws {
        let run = try LualayoutProcess.run(["dump", "Scenes/updates.lua", "--updates", "--rect", "0,0,10,10"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "lualayout: --updates dumps whole layouts; it takes no --rect; see 'lualayout dump --help'\n")
    }
}
