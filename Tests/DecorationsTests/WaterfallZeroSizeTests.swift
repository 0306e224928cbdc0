import LayoutCore
import XCTest

/// waterfall gives an item with a zero side (a scene refuses negative ones) a height of 0, as CHT does
/// (`itemSize.height > 0 && itemSize.width > 0`), and the item still takes its column and
/// the item spacing after it.
final class WaterfallZeroSizeTests: XCTestCase {
    func testZeroOrNegativeSides_AreZeroTall_AndStillTakeAColumn() throws {
        let scene = """
            collection { width = 320, height = 480, scale = 2 }
            flow { minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { { items = 5, itemSizes = { {0, 100}, {100, 0}, {0, 0}, {100, 100}, {100, 100} } } }
            use("waterfall", { columns = 2, columnSpacing = 10 })
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        XCTAssertEqual(errors, [])
        // Column width 145 at x 10 and 165. 0: column 0, 0 tall (column 0 = 10); 1: column 1,
        // 0 tall (column 1 = 10); 2: column 0 (the first of equals), 0 tall (20); 3: column 1,
        // 145 tall at 10 (165); 4: column 0 at 20.
        let frames = snapshot.allElements().filter { $0.category == .cell }.map(\.frame)
        XCTAssertEqual(frames, [
            R(10, 10, 145, 0), R(165, 10, 145, 0), R(10, 20, 145, 0), R(165, 20, 145, 145), R(10, 30, 145, 145),
        ])
    }
}
