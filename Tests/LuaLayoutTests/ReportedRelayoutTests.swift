import LayoutCore
@testable import LuaLayout
import TestSupport
import XCTest

/// No layout is made under `try?`: a call that lays out again says when it could not, and
/// the layout shown stays.
final class ReportedRelayoutTests: XCTestCase {
    func testARevertWhoseLayoutFails_SaysWhy_AndTheLayoutShownStays() throws {
        let folder = try PluginFixtureFolder("reported-relayout")
        defer { folder.remove() }
        let plain = "local M = { name = \"plain\", api = 1, defaults = {} }\nfunction M.section(s, opts, out) end\nreturn M\n"
        try folder.write(plain, to: "plain.lua")
        let scene = try folder.write(
            "collection { width = 100, height = 100 }\nflow { itemSize = { 50, 50 } }\nsections { 2 }\nuse(\"plain\")\n", to: "scene.lua")
        let session = try SceneSession(file: scene, pluginFolders: [folder.path], scenePrint: { _ in })
        try folder.write(plain + "-- the second version\n", to: "plain.lua")
        XCTAssertNil(session.reload(plugin: "plain", keepReplaced: true).layoutError)
        let shown = session.snapshot
        // The scene changed since, and cannot be laid out: 20 rows of 1e307 points each add up past
        // the largest position (each size alone is one the scene reader accepts).
        _ = try session.context.run(source: "flow { itemSize = { 50, 1e307 } }\nsections { 40 }", chunk: "stdin")
        let reverted = try XCTUnwrap(session.revert(plugin: "plain"))
        XCTAssertEqual(reverted.generation, 1)
        guard case .failure(let error) = reverted.layout else { return XCTFail("the layout cannot be made") }
        XCTAssertTrue(error.message.contains("largest position"), error.description)
        XCTAssertTrue(session.snapshot === shown, "the layout shown stays")
    }
}
