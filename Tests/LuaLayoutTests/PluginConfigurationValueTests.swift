import LuaLayout
import TestSupport
import XCTest

/// The plugin uses a layout runs are a value (`PluginConfiguration`) that the layout takes
/// and its outcome keeps: a layout that is not made replaces nothing, so nothing is
/// switched back, and a reload of the scene file lays out once at most.
final class PluginConfigurationValueTests: XCTestCase {
    private var folder: PluginFixtureFolder!

    override func setUpWithError() throws {
        folder = try PluginFixtureFolder("configuration-value")
        // Its layout hook fails on every layout: the host's history counts the layouts made.
        try folder.write(
            """
            local M = { name = "counted", api = 1, defaults = {} }
            function M.layout(l, opts, out) error("laid out") end
            return M
            """, to: "counted.lua")
    }

    override func tearDownWithError() throws { folder.remove() }

    private let base = "collection { width = 100, height = 100 }\nflow { itemSize = { 50, 50 } }\nsections { 2 }\nuse(\"counted\")\n"

    /// How many layouts ran the hook of `counted`.
    private func layouts(_ session: SceneSession) -> Int { session.errors.filter { $0.plugin == "counted" }.count }

    func testReloadingTheSceneFile_LaysOutOnce_AndAVersionKeptOutNotAtAll() throws {
        let path = try folder.write(base, to: "scene.lua")
        let session = try SceneSession(file: path, pluginFolders: [folder.path], scenePrint: { _ in })
        XCTAssertEqual(layouts(session), 1)
        let shown = session.outcome.configuration

        try folder.write(base + "use(\"nosuch\")\n", to: "scene.lua")
        let kept = try session.reload(file: path)
        XCTAssertEqual(kept.refused.map(\.plugin), ["nosuch"])
        XCTAssertEqual(layouts(session), 1, "the version kept out is not laid out, nor the scene shown again")
        XCTAssertEqual(session.outcome.configuration.useCount, shown.useCount, "the uses shown stay: nothing replaced them")
        XCTAssertEqual(session.pluginStatus.first { $0.name == "counted" }?.useOptions.count, 1)

        try folder.write(base.replacingOccurrences(of: "sections { 2 }", with: "sections { 3 }"), to: "scene.lua")
        let loaded = try session.reload(file: path)
        XCTAssertEqual(loaded.refused, [])
        XCTAssertEqual(layouts(session), 2, "a reload that loads lays out once")
        XCTAssertEqual(session.snapshot.geometry.sections.count, 1)
        XCTAssertEqual(loaded.outcome.snapshot.allElements().filter { $0.category == .cell }.count, 3)
    }

    func testALayoutThatFails_LeavesTheOutcomeAndItsUsesAsTheyWere() throws {
        let session = try SceneSession(file: try folder.write(base, to: "scene.lua"), pluginFolders: [folder.path], scenePrint: { _ in })
        let shown = session.outcome
        // A scene of two uses whose layout cannot be made (a section past the largest position).
        let tooTall = base.replacingOccurrences(of: "{ 50, 50 }", with: "{ 50, 1e308 }") + "use(\"counted\", {})\n"
        XCTAssertThrowsError(try session.load(source: tooTall, name: "too-tall.lua"))
        XCTAssertEqual(session.outcome.configuration.useCount, 1)
        XCTAssertEqual(session.pluginStatus.first { $0.name == "counted" }?.useOptions.count, 1)
        XCTAssertTrue(session.snapshot === shown.snapshot, "the layout shown is the one before")
        XCTAssertEqual(layouts(session), 1, "the one shown was not laid out again")
    }
}
