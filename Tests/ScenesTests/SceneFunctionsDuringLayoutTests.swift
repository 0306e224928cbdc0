import LayoutCore
import Scenes
import XCTest

/// The scene-building functions are refused while a layout runs (a custom group's `items`,
/// a section provider): the layout reads the scene it was given, never half of a new one.
final class SceneFunctionsDuringLayoutTests: XCTestCase {
    private func group(_ body: String) -> String {
        """
        compositional { section = { group = custom { size = { width = fractionalWidth(1), height = absolute(100) },
          items = function(env) \(body) return { { 0, 0, 10, 10 } } end } } }
        sections { 8 }
        """
    }

    private let refusal = "cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"

    func testCollectionInACustomGroupsItems_IsRefused_NamingTheCall() throws {
        let error = try XCTUnwrap(compositionalSceneError(group("collection { width = 1 }")))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.key, "compositional.section.group.items")
        XCTAssertEqual(error.message, "items(env) failed: test.lua:2: collection { } " + refusal)
    }

    func testEverySceneFunction_IsRefusedInItems() throws {
        for call in ["flow { }", "sections { 1 }", "limits { }", "update { }", "compositional { }", "use(\"grid\")"] {
            let error = try XCTUnwrap(compositionalSceneError(group(call)), call)
            let name = call.hasPrefix("use") ? "use(...)" : String(call.prefix { $0 != " " }) + " { }"
            XCTAssertEqual(error.message, "items(env) failed: test.lua:2: \(name) " + refusal, call)
        }
    }

    func testTheSceneAfterARefusal_IsTheSceneAsWritten() throws {
        // The refused call changed nothing: the width is the scene's own.
        let context = try SceneContext(print: { _ in })
        try context.run(source: group("pcall(collection, { width = 1 })"), chunk: "test.lua")
        let scene = try context.scene()
        let geometry = try scene.geometry()
        XCTAssertEqual(scene.collectionView.size.width, 375)
        XCTAssertEqual(geometry.bounds.width, 375)
        XCTAssertEqual(geometry.sections.count, 1)
        XCTAssertEqual(geometry.sections[0].itemCount, 8)
    }

    func testPureHelpers_StayAvailableInItems() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(source: group("local d = absolute(3) assert(d.absolute == 3)"), chunk: "test.lua")
        XCTAssertEqual(try context.scene().geometry().sections[0].itemCount, 8)
    }
}
