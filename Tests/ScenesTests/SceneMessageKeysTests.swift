import Scenes
import XCTest

/// Errors name the key the scene wrote and the limit that holds: a custom group's frames
/// against its 100,000-frame limit, an inserted section's `items`, not LayoutCore's
/// `itemCount`.
final class SceneMessageKeysTests: XCTestCase {
    private func customGroup(frames: Int) -> String {
        """
        compositional { section = { group = custom { size = { width = fractionalWidth(1), height = absolute(100) },
          items = function(env) local t = {} for i = 1, \(frames) do t[i] = { 0, 0, 1, 1 } end return t end } } }
        sections { 5 }
        """
    }

    func testCustomGroupReturning100001Frames_NamesTheFrameLimit() throws {
        let error = try XCTUnwrap(compositionalSceneError(customGroup(frames: 100_001)))
        XCTAssertEqual(error.key, "compositional.section.group.items")
        XCTAssertEqual(error.message, "items(env) returned 100001 frames; a custom group gives at most 100000")
    }

    func testCustomGroupReturning100000Frames_IsLaidOut() throws {
        let geometry = try compositionalScene(customGroup(frames: 100_000)).geometry()
        XCTAssertEqual(geometry.sections[0].itemCount, 5)
    }

    func testInsertedSectionWithANegativeCount_NamesItsItemsKey() throws {
        let context = try SceneContext(print: { _ in })
        XCTAssertThrowsError(try context.run(source: "sections { 3 }\nupdate { insertSections = { { at = 0, items = -1 } } }\n", chunk: "test.lua")) { error in
            XCTAssertEqual(
                (error as? SceneError)?.description, "test.lua:2: update.insertSections[0].items: an item count cannot be negative (got -1)")
        }
    }
}
