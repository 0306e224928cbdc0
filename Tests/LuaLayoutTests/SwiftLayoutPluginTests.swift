import LuaLayout
import TestSupport
import XCTest

/// A layout configured and laid out in Swift gets the session's plugins through
/// `SceneSession.use(_:options:)` and `decorate(_:)` (docs/embedding.md, "A layout
/// configured in Swift"): no scene text, no `host`.
final class SwiftLayoutPluginTests: XCTestCase {
    private var folder: PluginFixtureFolder!

    override func setUpWithError() throws {
        folder = try PluginFixtureFolder("swift-layout")
        // One bar along the top of every section, `height` tall; section 2 fails.
        try folder.write("""
            local M = { name = "bar", api = 1, defaults = { height = 2 } }
            function M.section(s, opts, out)
              if s.index == 2 then error("no bar for section 2") end
              out:add(out:kind("bar", {}), s.frame.x, s.frame.y, s.frame.width, opts.height)
            end
            return M
            """, to: "bar.lua")
    }

    override func tearDownWithError() throws { folder.remove() }

    /// Three sections of two 50 x 50 items in a 100 x 300 view, laid out by LayoutCore.
    private func swiftGeometry() throws -> LayoutGeometry {
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = Size(width: 50, height: 50)
        configuration.minimumInteritemSpacing = 0
        configuration.minimumLineSpacing = 0
        return try FlowLayout.layout(
            configuration: configuration, sections: [FlowSection(itemCount: 2), FlowSection(itemCount: 2), FlowSection(itemCount: 2)],
            collectionView: CollectionViewMetrics(size: Size(width: 100, height: 300), scale: 1))
    }

    func testDecorate_ASwiftLayout_GetsTheLuaPluginsUsesAndBringsEachQuerysErrors() throws {
        let session = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        let used = try session.use("bar", options: "{ height = 3 }", name: "app")
        XCTAssertEqual(used.layoutErrors, [])
        let decorated = session.decorate(try swiftGeometry())
        let top = decorated.elements(in: Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(top.body.filter { $0.category == .decoration }.map(\.frame), [Rect(x: 0, y: 0, width: 100, height: 3)])
        XCTAssertEqual(top.newErrors, [], "section 2 is not reached by the query (section 1, the nearest past it, is measured)")
        let all = decorated.elements(in: nil)
        XCTAssertEqual(
            all.body.filter { $0.category == .decoration }.map(\.frame),
            [Rect(x: 0, y: 0, width: 100, height: 3), Rect(x: 0, y: 50, width: 100, height: 3)])
        XCTAssertEqual(all.newErrors.map(\.section), [2])
        XCTAssertEqual(all.newErrors.map(\.phase), [.section])
        XCTAssertEqual(all.errors.first?.message.hasSuffix("no bar for section 2"), true, "\(all.errors)")
        XCTAssertEqual(decorated.geometry.contentSize, Size(width: 100, height: 150))
    }

    func testUse_ThatCannotStart_IsInItsOutcome_AndBadOptionTextThrowsAndChangesNothing() throws {
        let session = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        let unknown = try session.use("no_such_plugin", name: "app")
        XCTAssertEqual(unknown.layoutErrors.map(\.phase), [.load])
        XCTAssertEqual(unknown.layoutErrors.map(\.file), ["app"])
        let refused = try session.use("bar", options: "{ hieght = 1 }", name: "app")
        XCTAssertEqual(refused.layoutErrors.map(\.phase), [.load, .options])
        XCTAssertThrowsError(try session.use("bar", options: "{ height = ", name: "app")) { error in
            XCTAssertTrue("\(error)".hasPrefix("app:1:"), "\(error)")
        }
        XCTAssertEqual(session.outcome.layoutErrors.map(\.phase), [.load, .options], "the text that did not run added no use")
        XCTAssertEqual(session.pluginStatus.flatMap(\.uses).count, 0, "a use whose options are refused does not run")
    }

    func testPluginStatus_GivesEachUseTyped_NameOptionsFileAndLine() throws {
        let session = try SceneSession(file: nil, pluginFolders: [folder.path], scenePrint: { _ in })
        try session.load(source: "sections { 1 }\n\nuse(\"bar\", { height = 4 })", name: "scene.lua")
        let uses = try XCTUnwrap(session.pluginStatus.first { $0.name == "bar" }).uses
        XCTAssertEqual(uses.map(\.plugin), ["bar"])
        XCTAssertEqual(uses.map(\.options), ["{ height = 4 }"])
        XCTAssertEqual(uses.map(\.file), ["scene.lua"])
        XCTAssertEqual(uses.map(\.line), [3])
    }
}
