import LuaLayout
import XCTest

/// Every type the embedding API mentions can be named with `import LuaLayout` alone: this
/// file imports nothing else of the package (not even LayoutCore, which LuaLayout brings).
/// A public call that came to mention a type of a module that is not a product would
/// leave an embedder unable to write its type down; the declarations below would still
/// compile, so each names the type a call gives, as an embedder's code would.
final class PublicSurfaceNamingTests: XCTestCase {
    func testTheSessionsTypes_AreNameable_WithImportLuaLayoutAlone() throws {
        let session: SceneSession = try SceneSession(file: nil, scenePrint: { _ in })
        let outcome: LayoutOutcome = try session.load(
            source: "collection { width = 100, height = 100, scale = 1 }\nsections { 2 }\nupdate { deleteItems = { {0, 1} } }",
            name: "named.lua")
        let errors: [PluginError] = outcome.errors
        let phases: [PluginError.Phase] = errors.map(\.phase)
        XCTAssertEqual(phases, [])
        let statistics: IncrementalStatistics? = outcome.incremental
        XCTAssertNil(statistics)
        let geometry: LayoutGeometry = outcome.geometry
        let snapshot: LayoutSnapshot = session.snapshot
        XCTAssertEqual(geometry.contentSize, snapshot.contentSize)
        let elements: [LayoutAttributes] = session.elements(in: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(elements.map(\.category), [ElementCategory.cell])
        let comparison: UpdateComparison = try XCTUnwrap(try session.lastUpdate()).body
        let batch: BatchUpdate = comparison.batch
        let mapping: UpdateMapping = comparison.mapping
        let changes: [ElementChange] = comparison.changes
        XCTAssertEqual(batch.deleteItems, [IndexPath(section: 0, item: 1)])
        XCTAssertEqual(mapping.newIndexPath(forOld: IndexPath(section: 0, item: 1)), nil)
        XCTAssertEqual(changes.count, 2)
        let status: [PluginStatus] = session.pluginStatus
        let uses: [PluginUseStatus] = status.flatMap(\.uses)
        XCTAssertEqual(uses.count, 0)
        let _: (layout: Duration, plugins: Duration, sectionsComputed: Int, sectionsCached: Int) = session.lastTiming
        do {
            try session.update("{ deleteItems = { {9, 0} } }", name: "bad")
            XCTFail("no section 9")
        } catch {
            let typed: SceneError = error
            XCTAssertEqual(typed.file, "bad")
        }
    }

    func testASwiftPluginsTypes_AreNameable_WithImportLuaLayoutAlone() throws {
        final class Rule: NativePlugin {
            let name = "rule"
            let reach = 0.0
            func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
                let attributes: [String: AttributeValue] = ["color": .string("#000000")]
                try out.add(out.kind("rule", attributes: attributes), Rect(x: s.frame.x, y: s.frame.y, width: s.frame.width, height: 1))
                let first: IndexSelector = .first
                out.style(.cell, items: first, attributes: ["tint": .string("#FF0000")])
            }
        }
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: "collection { width = 100, height = 100, scale = 1 }\nsections { 1 }", name: "named.lua")
        let outcome = try session.register(Rule())
        let elements = outcome.elements(in: nil).body
        XCTAssertEqual(elements.filter { $0.kind == "rule" }.map(\.frame), [Rect(x: 0, y: 0, width: 100, height: 1)])
        XCTAssertEqual(elements.filter { $0.category == .cell }.map { $0.attributes["tint"] }, [.string("#FF0000")])
    }
}
