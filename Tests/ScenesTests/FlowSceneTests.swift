import Foundation
import LayoutCore
import Scenes
import XCTest

/// Flow scenes: every `collection`, `flow` and `sections` key read into the layout, and every kind of bad input
/// reported with the file, the line and the key at fault.
final class FlowSceneTests: XCTestCase {
    // MARK: Reading

    func testFlowScene_ReadsEveryKey() throws {
        let scene = try compositionalScene("""
            collection { width = 320, height = 480, scale = 3,
                         contentInset = { top = 20, left = 0, bottom = 0, right = 0 },
                         contentOffset = { 0, 100 } }
            flow {
              scrollDirection = "vertical",
              itemSize = { 90, 90 },
              minimumLineSpacing = 12,
              minimumInteritemSpacing = 8,
              sectionInset = { top = 1, left = 2, bottom = 3, right = 4 },
              headerReferenceSize = { width = 0, height = 40 },
              footerReferenceSize = { 0, 20 },
              sectionHeadersPinToVisibleBounds = true,
              sectionFootersPinToVisibleBounds = false,
            }
            sections { 3, { items = 2, inset = 5, minimumLineSpacing = 1, minimumInteritemSpacing = 2,
                            headerReferenceSize = { 0, 10 }, footerReferenceSize = { 0, 0 },
                            itemSizes = { { 10, 20 }, { 30, 40 } } } }
            """)
        XCTAssertEqual(scene.collectionView.size, Size(width: 320, height: 480))
        XCTAssertEqual(scene.collectionView.scale, 3)
        XCTAssertEqual(scene.collectionView.contentInset, EdgeInsets(top: 20))
        XCTAssertEqual(scene.collectionView.contentOffset, Point(x: 0, y: 100))
        guard case let .flow(c, sections) = scene.layout else { return XCTFail("not a flow scene") }
        XCTAssertEqual(c.itemSize, Size(width: 90, height: 90))
        XCTAssertEqual(c.minimumLineSpacing, 12)
        XCTAssertEqual(c.minimumInteritemSpacing, 8)
        XCTAssertEqual(c.sectionInset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(c.headerReferenceSize, Size(width: 0, height: 40))
        XCTAssertEqual(c.footerReferenceSize, Size(width: 0, height: 20))
        XCTAssertTrue(c.sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(c.sectionFootersPinToVisibleBounds)
        XCTAssertEqual(sections, [
            FlowSection(itemCount: 3),
            FlowSection(
                itemCount: 2, inset: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), minimumLineSpacing: 1,
                minimumInteritemSpacing: 2, headerReferenceSize: Size(width: 0, height: 10),
                footerReferenceSize: .zero, itemSizes: [Size(width: 10, height: 20), Size(width: 30, height: 40)]),
        ])
    }

    func testFlowScene_LaterCallsMergeIntoEarlierOnes() throws {
        let scene = try compositionalScene("""
            flow { itemSize = { 10, 10 }, minimumLineSpacing = 1 }
            flow { minimumLineSpacing = 4 }
            sections { 1 }
            sections { 2, 3 }
            """)
        guard case let .flow(c, sections) = scene.layout else { return XCTFail("not a flow scene") }
        XCTAssertEqual(c.itemSize, Size(width: 10, height: 10))
        XCTAssertEqual(c.minimumLineSpacing, 4)
        XCTAssertEqual(sections.map(\.itemCount), [2, 3])
    }

    func testBundledFlowScenes_LoadAndLayOut() throws {
        for name in ["sections.lua", "two_per_row.lua", "hairline_grid.lua", "horizontal.lua", "demo.lua"] {
            let geometry = try bundledScene(name).geometry()
            XCTAssertGreaterThan(geometry.itemCount, 0, name)
        }
        // The four sections of 3, 7, 3 and 7 items, 100 x 100 in a 375-wide view.
        let sections = try bundledScene("sections.lua").geometry()
        XCTAssertEqual(sections.sections.map(\.itemCount), [3, 7, 3, 7])
        XCTAssertEqual(sections.contentSize, Size(width: 375, height: 920))
        // Two per row under 40-point headers.
        let twoPerRow = try bundledScene("two_per_row.lua").geometry()
        XCTAssertEqual(Array(twoPerRow.sections[0].itemFrames.prefix(3)), [
            Rect(x: 10, y: 55, width: 170, height: 170), Rect(x: 190, y: 55, width: 170, height: 170),
            Rect(x: 10, y: 235, width: 170, height: 170),
        ])
        // Three columns with hairline spacing: the last column ends at the edge.
        let hairline = try bundledScene("hairline_grid.lua").geometry()
        XCTAssertEqual(hairline.sections[0].itemFrames[2].maxX, 375)
        XCTAssertEqual(hairline.sections[0].lines.count, 10)
    }

    // MARK: Bad input

    func testSyntaxError_NamesFileAndLine() {
        assertSceneError("flow {\n  itemSize = { 10, 10 }\n  minimumLineSpacing = 1\n}\n", line: 3, key: "", message: "'}' expected")
    }

    func testRuntimeError_NamesFileAndLine() {
        assertSceneError("local x\nflow { itemSize = x.size }\n", line: 2, key: "", message: "attempt to index a nil value")
    }

    func testUnknownKey_SuggestsTheNearestAndListsAllowed() {
        assertSceneError(
            "collection { width = 375 }\nflow {\n  itemSize = { 10, 10 },\n  minimumLineSpaceing = 4,\n}\n", line: 4,
            key: "flow.minimumLineSpaceing",
            message: "unknown key 'minimumLineSpaceing' (did you mean 'minimumLineSpacing'?); allowed: scrollDirection, itemSize")
        assertSceneError("sections { { items = 1, itemSzes = {} } }\n", line: 1, key: "sections[0].itemSzes", message: "did you mean 'itemSizes'?")
        assertSceneError("collection { widht = 1 }\n", line: 1, key: "collection.widht", message: "did you mean 'width'?")
    }

    func testWrongType_SaysWhatWasExpected() {
        assertSceneError("flow {\n  itemSize = \"big\",\n}\n", line: 2, key: "flow.itemSize", message: "table expected, got string")
        assertSceneError("flow { minimumLineSpacing = \"4\" }\n", line: 1, key: "flow.minimumLineSpacing", message: "number expected, got string")
        assertSceneError("flow { scrollDirection = \"sideways\" }\n", line: 1, key: "flow.scrollDirection", message: "unknown value 'sideways'")
        assertSceneError("sections { 1.5 }\n", line: 1, key: "sections[0].items", message: "number has no integer representation")
    }

    func testNegativeNaNAndInfinite_AreRejectedWithTheirKey() {
        assertSceneError("flow {\n  minimumInteritemSpacing = -2,\n}\nsections { 1 }\n", line: 2, key: "flow.minimumInteritemSpacing", message: "cannot be negative (got -2)")
        assertSceneError("flow { itemSize = { 0/0, 10 } }\nsections { 1 }\n", line: 1, key: "flow.itemSize.width", message: "must be a finite number (got nan)")
        assertSceneError("sections { 1,\n  { items = 1, inset = { top = math.huge } } }\n", line: 2, key: "sections[1].inset.top", message: "must be a finite number (got inf)")
        assertSceneError("collection { width = -375 }\nsections { 1 }\n", line: 1, key: "collection.width", message: "cannot be negative")
    }

    func testItemSizesOfTheWrongLength_PointAtThatSection() {
        assertSceneError(
            "sections { 1,\n  { items = 2, itemSizes = { {1,1}, {2,2} } },\n  { items = 2,\n    itemSizes = { {1,1} } } }\n",
            line: 4, key: "sections[2].itemSizes", message: "itemSizes has 1 sizes but the section has 2 items")
    }

    func testEndlessLoop_IsStoppedByTheInstructionBudget() {
        assertSceneError("local n = 0\nwhile true do n = n + 1 end\n", line: 2, key: "", message: "the scene ran too long")
    }

    func testEndlessAllocation_IsStoppedByTheMemoryCap() {
        guard let error = compositionalSceneError("local t = {}\nfor i = 1, 1e9 do t[i] = { i } end\n") else { return }
        XCTAssertEqual(error.file, "test.lua")
        XCTAssertTrue(error.message.contains("the scene used too much memory"), error.message)
    }

    func testSandbox_SceneCannotReachTheSystem() {
        assertSceneError("io.open('/etc/passwd')\n", line: 1, key: "", message: "attempt to index a nil value (global 'io')")
        assertSceneError("os.execute('true')\n", line: 1, key: "", message: "attempt to index a nil value (global 'os')")
        assertSceneError("load('x = 1')()\n", line: 1, key: "", message: "attempt to call a nil value (global 'load')")
    }


    func testLongScenePath_ErrorsKeepTheWholeNameAndTheKeyLine() throws {
        // Lua shortens chunk names past about 60 bytes to "...tail"; the context restores them.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("a-folder-name-long-enough-to-push-the-path-past-sixty-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("typo.lua").path
        try "flow {\n  itemSize = { 10, 10 },\n  minimumLineSpaceing = 4,\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let context = try SceneContext(print: { _ in })
        XCTAssertThrowsError(try context.run(file: file)) { error in
            let sceneError = error as? SceneError
            XCTAssertEqual(sceneError?.file, file)
            XCTAssertEqual(sceneError?.line, 3)
            XCTAssertEqual(sceneError?.key, "flow.minimumLineSpaceing")
        }
    }

    /// A scene saved with a UTF-8 byte-order mark (Windows editors add one) was refused:
    /// "unexpected symbol near '<\\239>'". `lua` skips it, and so does the scene reader.
    func testSceneFile_WithAByteOrderMark_Runs() throws {
        let file = NSTemporaryDirectory() + "lualayout-bom-\(UUID().uuidString).lua"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "\u{FEFF}sections { 3 }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let context = try SceneContext(print: { _ in })
        XCTAssertNoThrow(try context.run(file: file))
        XCTAssertEqual(try context.scene().layout.itemCounts, [3])
    }
}
