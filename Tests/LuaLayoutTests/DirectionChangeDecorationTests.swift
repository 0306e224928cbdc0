import LayoutCore
import XCTest

@testable import LuaLayout

/// Decorations are cached per section by its geometry and the layout-wide inputs; the
/// direction is one (`s.layoutDirection`), so a list whose frames are the same mirrored
/// is decorated again when the direction changes.
final class DirectionChangeDecorationTests: XCTestCase {
    func testDirectionChange_FullWidthList_MovesTheLeadingInsetOfItsSeparators() throws {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: """
            collection { width = 320, height = 480 }
            flow { itemSize = { 320, 44 } }
            sections { 3 }
            use("separators", { thickness = 1, insets = { leading = 16 } })
            """, name: "scene")
        func separators() -> [Rect] {
            session.elements(in: nil).filter { $0.kind == "separator" }.map(\.frame)
        }
        XCTAssertEqual(separators(), [Rect(x: 16, y: 48.5, width: 304, height: 1), Rect(x: 16, y: 102.5, width: 304, height: 1)])
        try session.context.run(source: "collection { layoutDirection = \"rightToLeft\" }", chunk: "input")
        try session.relayout()
        XCTAssertEqual(separators(), [Rect(x: 0, y: 48.5, width: 304, height: 1), Rect(x: 0, y: 102.5, width: 304, height: 1)])
    }
}
