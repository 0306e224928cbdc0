// Rules: docs/layout-rules.md, C27

import Foundation
import LayoutCore
import Scenes
import XCTest

// Helpers for the compositional scene tests: run scene text from a temporary file (as
// `lualayout` runs a scene), and compare every element by a one-line description.

/// The repository's root, for the bundled scenes.
let compositionalRepositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `text` as the scene file `test.lua` and takes the scene.
func compositionalScene(_ text: String) throws -> Scene {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("csc-\(UUID().uuidString).lua")
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let context = try SceneContext(print: { _ in })
    try context.run(file: url.path, displayName: "test.lua")
    return try context.scene()
}

/// Runs a bundled scene of `Scenes/` and takes it.
func bundledScene(_ name: String) throws -> Scene {
    let context = try SceneContext(print: { _ in })
    try context.run(file: compositionalRepositoryRoot.appendingPathComponent("Scenes/\(name)").path, displayName: name)
    return try context.scene()
}

/// The `SceneError` running, taking or laying out the scene raises (a test failure if none).
func compositionalSceneError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
    do {
        _ = try compositionalScene(text).geometry()
        XCTFail("expected a SceneError", file: file, line: line)
    } catch let error as SceneError {
        return error
    } catch {
        XCTFail("expected a SceneError, got \(error)", file: file, line: line)
    }
    return nil
}

/// Asserts an error's file, line, key and that its message contains `message`.
func assertSceneError(
    _ text: String, line expectedLine: Int, key: String, message: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = compositionalSceneError(text, file: file, line: line) else { return }
    XCTAssertEqual(error.file, "test.lua", "file", file: file, line: line)
    XCTAssertEqual(error.line, expectedLine, "line of \(error)", file: file, line: line)
    XCTAssertEqual(error.key, key, "key of \(error)", file: file, line: line)
    XCTAssertTrue(error.message.contains(message), "message: \(error.message)\nexpected to contain: \(message)", file: file, line: line)
}

/// `cell 0 1 (0, 94, 375, 44) z1`, `header 0 0 ...`, `title - 0 ...` for a layout-level item.
func describeElement(_ category: String, _ section: Int?, _ item: Int, _ r: Rect, z: Int) -> String {
    func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    return "\(category) \(section.map(String.init) ?? "-") \(item) (\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height))) z\(z)"
}

/// Every element of the geometry, described, sorted (C27: compare by category, kind
/// and index path, not by order).
func compositionalElements(_ g: LayoutGeometry) -> [String] {
    var out = g.layoutSupplementaries.map { describeElement($0.kind, nil, $0.item, $0.frame, z: $0.zIndex) }
    for s in g.sections {
        for (i, frame) in s.itemFrames.enumerated() { out.append(describeElement("cell", s.index, i, frame, z: s.cellZIndex(ofItem: i))) }
        out += s.supplementaries.map { describeElement($0.kind, s.index, $0.item, $0.frame, z: $0.zIndex) }
        out += s.decorationItems.map { describeElement("decoration:" + $0.kind, s.index, $0.item, $0.frame, z: $0.zIndex) }
    }
    return out.sorted()
}

/// Asserts the whole layout: every element and the content size.
func assertLayout(
    _ g: LayoutGeometry, _ expected: [String], contentSize: Size, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(compositionalElements(g), expected.sorted(), file: file, line: line)
    XCTAssertEqual(g.contentSize, contentSize, "contentSize", file: file, line: line)
}
