import LayoutCore
import Scenes
import XCTest

/// `flow { estimatedItemSize = ... }` (R18) and `collection { layoutDirection = ... }`
/// (R17): read, laid out, and refused at their line when wrong.
final class SelfSizingAndDirectionSceneTests: XCTestCase {
    func testEstimatedItemSize_SizeOrAutomatic_TurnsSelfSizingOn() throws {
        let sized = try compositionalScene("flow { estimatedItemSize = { 100, 50 } }\nsections { 1 }\n")
        guard case let .flow(c, _) = sized.layout else { return XCTFail("not a flow scene") }
        XCTAssertEqual(c.estimatedItemSize, .size(Size(width: 100, height: 50)))
        let automatic = try compositionalScene("flow { estimatedItemSize = \"automatic\" }\nsections { 1 }\n")
        guard case let .flow(a, _) = automatic.layout else { return XCTFail("not a flow scene") }
        XCTAssertEqual(a.estimatedItemSize, .automatic)
    }

    func testSelfSizingScene_LaysTheWorkedExampleOut() throws {
        let scene = try compositionalScene("""
            collection { width = 320, layoutDirection = "rightToLeft" }
            flow { estimatedItemSize = { 100, 50 } }
            sections { { items = 3, itemSizes = { { 150, 40 }, { 150, 60 }, { 300, 30 } } } }
            """)
        XCTAssertEqual(scene.collectionView.layoutDirection, .rightToLeft)
        let frames = Array(try scene.geometry().sections[0].itemFrames)
        XCTAssertEqual(frames, [
            Rect(x: 170, y: 10, width: 150, height: 40), Rect(x: 0, y: 0, width: 150, height: 60),
            Rect(x: 20, y: 70, width: 300, height: 30),
        ])
    }

    func testEstimatedItemSize_NotAboveZeroOrNotFinite_IsRefusedAtItsLine() {
        assertSceneError(
            "sections { 1 }\nflow { estimatedItemSize = { 0, 50 } }\n", line: 2, key: "flow.estimatedItemSize.width",
            message: "the estimated width must be a finite number above 0, got 0")
        assertSceneError(
            "flow {\n  estimatedItemSize = { 10, -4 },\n}\n", line: 2, key: "flow.estimatedItemSize.height",
            message: "above 0, got -4")
        assertSceneError(
            "flow { estimatedItemSize = { 1/0, 4 } }\n", line: 1, key: "flow.estimatedItemSize.width", message: "finite")
        assertSceneError(
            "flow { estimatedItemSize = \"automatc\" }\n", line: 1, key: "flow.estimatedItemSize", message: "automatic")
        assertSceneError(
            "flow { estimatedItemSize = 50 }\n", line: 1, key: "flow.estimatedItemSize", message: "\"automatic\"")
    }

    func testLayoutDirection_Unknown_SuggestsTheNearest() {
        assertSceneError(
            "collection {\n  layoutDirection = \"rightToleft\",\n}\n", line: 2, key: "collection.layoutDirection",
            message: "did you mean 'rightToLeft'")
    }
}
