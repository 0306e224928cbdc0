import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// What a right-to-left scene's JSON says and what its pictures draw (layout-rules R17).
final class RightToLeftSessionTests: XCTestCase {
    private func session(_ text: String) throws -> SceneSession {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rtl-\(UUID().uuidString).lua")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try SceneSession(file: file.path, scenePrint: { _ in })
    }

    /// A compositional layout reports left-to-right frames; the view flips them: the JSON
    /// says so and the picture's elements are flipped, `x' = 300 − x − w`.
    func testCompositional_RightToLeft_JSONSaysTheViewFlipsAndPicturesDrawItFlipped() throws {
        let s = try session("""
            collection { width = 300, height = 400, layoutDirection = "rightToLeft" }
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
                                                  subitem = { size = { fractionalWidth(1), fractionalHeight(1) } }, count = 3 } } }
            sections { 2 }
            """)
        XCTAssertTrue(s.json(in: nil).hasPrefix("{ \"contentSize\": [300, 50], \"layoutDirection\": \"rightToLeft\", \"flippedByView\": true,\n"))
        XCTAssertEqual(s.elements(in: nil).map(\.frame.x), [0, 100])
        XCTAssertEqual(s.screenElements(in: nil).map(\.frame.x), [200, 100])
        // A rect on the screen's right finds item 0, which the layout reports on the left.
        XCTAssertEqual(s.screenElements(in: Rect(x: 250, y: 0, width: 10, height: 10)).map(\.indexPath.item), [0])
    }

    /// A flow layout mirrors its own frames: the JSON says they are not flipped again, and
    /// the pictures draw the frames as reported.
    func testFlow_RightToLeft_JSONSaysNotFlippedAndPicturesDrawTheFramesAsReported() throws {
        let s = try session("""
            collection { width = 300, height = 400, layoutDirection = "rightToLeft" }
            flow { itemSize = { 100, 50 } }
            sections { 1 }
            """)
        XCTAssertTrue(s.json(in: nil).hasPrefix("{ \"contentSize\": [300, 50], \"layoutDirection\": \"rightToLeft\", \"flippedByView\": false,\n"))
        XCTAssertEqual(s.screenElements(in: nil).map(\.frame), [Rect(x: 200, y: 0, width: 100, height: 50)])
    }

    func testLeftToRight_JSONKeepsItsFirstLine() throws {
        let s = try session("flow { itemSize = { 100, 50 } }\nsections { 1 }\ncollection { width = 300 }\n")
        XCTAssertTrue(s.json(in: nil).hasPrefix("{ \"contentSize\": [300, 50],\n"))
    }
}

extension RightToLeftSessionTests {
    /// R17c: the compositional solve takes the safe area's left and right swapped, so that
    /// the flipped view keeps clear of the physical left inset: attributes at x = 0, drawn
    /// at 300 − 0 − 280 = 20.
    func testCompositional_RightToLeft_SolvesWithTheSafeAreaSidesSwapped() throws {
        let s = try session("""
            collection { width = 300, height = 400, layoutDirection = "rightToLeft", safeAreaInsets = { left = 20 } }
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
                                                  subitem = { size = { fractionalWidth(1), fractionalHeight(1) } }, count = 1 } } }
            sections { 1 }
            """)
        XCTAssertEqual(s.elements(in: nil).map(\.frame), [Rect(x: 0, y: 0, width: 280, height: 50)])
        XCTAssertEqual(s.screenElements(in: nil).map(\.frame), [Rect(x: 20, y: 0, width: 280, height: 50)])
    }
}
