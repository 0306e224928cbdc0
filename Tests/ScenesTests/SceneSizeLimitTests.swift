import Foundation
import Scenes
import XCTest

/// `sections { }` refuses counts beyond `SceneSizeLimits` when it is read, before
/// anything is allocated for them (a billion items used to abort the process), in flow
/// and compositional scenes, naming the limit, the key and the line.
final class SceneSizeLimitTests: XCTestCase {
    private let compositional = """
        compositional {
          section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } },
        }

        """

    func testLimits_AreTheDocumentedOnes() {
        XCTAssertEqual(SceneSizeLimits.items, 10_000_000)
        XCTAssertEqual(SceneSizeLimits.sections, 100_000)
    }

    /// Each update costs host work: a four-line loop of 100,000 inserts took 67 s. A run
    /// makes at most `SceneSizeLimits.updates` (and their work counts against the budget:
    /// `SceneHostWorkTests`; reloads in a small section stay well inside it).
    func testUpdates_PastTheLimitInOneRun_RefusedAtTheirLine() {
        XCTAssertEqual(SceneSizeLimits.updates, 10_000)
        assertSceneError(
            "sections { 4 }\nfor i = 1, 10001 do\n  update { reloadItems = { { 0, 0 } } }\nend\n", line: 3, key: "update",
            message: "too many updates: a scene makes at most 10,000 in one run")
    }

    func testFlow_ABillionItems_RefusedAtTheirLine() {
        assertSceneError(
            "flow { itemSize = { 10, 10 } }\nsections { 1e9 }\n", line: 2, key: "sections[0].items",
            message: "too many items: 1,000,000,000; a scene has at most 10,000,000 items in all")
    }

    func testFlow_TwoToThe62_WithAnItemSize_RefusedBeforeTheSizesAreAllocated() {
        assertSceneError(
            "sections {\n  1,\n  { items = 2^62, itemSize = { 1, 1 } },\n}\n", line: 3, key: "sections[1].items",
            message: "too many items: 4,611,686,018,427,387,904 (1 before it); a scene has at most 10,000,000 items in all")
    }

    func testFlow_TheTotalCounts_NotEachSection() {
        assertSceneError(
            "sections { 6000000, 4000000, 1 }\n", line: 1, key: "sections[2].items",
            message: "too many items: 1 (10,000,000 before it)")
    }

    func testFlow_ExactlyTheLimit_IsRead() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(source: "sections { 6000000, 4000000 }", chunk: "test.lua")
        guard case .flow(_, let sections) = try context.scene().layout else { return XCTFail("a flow scene") }
        XCTAssertEqual(sections.map(\.itemCount), [6_000_000, 4_000_000])
    }

    func testCompositional_ABillionItems_RefusedAtTheirLine() {
        assertSceneError(
            compositional + "sections { 3, 1e9 }\n", line: 5, key: "sections[1].items",
            message: "too many items: 1,000,000,000 (3 before it); a scene has at most 10,000,000 items in all")
    }

    func testTooManySections_Refused() {
        assertSceneError(
            "local t = {} for i = 1, 100001 do t[i] = 0 end\nsections(t)\n", line: 2, key: "sections",
            message: "too many sections: 100,001; a scene has at most 100,000 sections")
    }
}
