import LayoutCore
import Rendering
import XCTest

/// What `:update` prints: the change table and two pictures side by side.
final class UpdateRenderingTests: XCTestCase {
    private func cell(_ section: Int, _ item: Int) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: IndexPath(section: section, item: item), frame: Rect(x: 0, y: 0, width: 10, height: 10), zIndex: 0)
    }

    private func identity(_ section: Int, _ item: Int) -> ElementIdentity {
        ElementIdentity(category: .cell, kind: nil, section: .live(section), item: .live(item))
    }

    func testChangeTable_ListsWhatChangedAndCountsTheRest() {
        let changes = [
            ElementChange(action: .moved, identity: identity(0, 0), old: cell(1, 0), new: cell(0, 0)),
            ElementChange(action: .unchanged, identity: identity(0, 1), old: cell(0, 1), new: cell(0, 1)),
            ElementChange(action: .inserted, identity: identity(1, 0), old: nil, new: cell(1, 0), initial: cell(1, 0).withAlpha(0)),
            ElementChange(action: .deleted, identity: identity(0, 2), old: cell(0, 2), new: nil, final: cell(0, 2).withAlpha(0)),
        ]
        XCTAssertEqual(ChangeTableRenderer.render(changes), """
            action    category  kind  from    to
            moved     cell            [1, 0]  [0, 0]
            inserted  cell                    [1, 0]
            deleted   cell            [0, 2]
            1 unchanged
            moved: another index path; shifted: the same index path, another frame

            """)
        XCTAssertEqual(ChangeTableRenderer.render([]), "no elements\n")
    }

    /// Colour escapes take no width: the right picture starts in the same column on every row.
    func testSideBySide_PadsByVisibleWidth() {
        let left = "\u{1B}[38;2;1;2;3mab\u{1B}[0m\nabcd\n"
        XCTAssertEqual(SideBySide.join(left, "x\ny\nz\n", titles: ("before", "after"), width: 6), """
            before  after
            \u{1B}[38;2;1;2;3mab\u{1B}[0m      x
            abcd    y
                    z

            """)
    }

    func testChangeTable_TellsIndexPathMovesApartFromFramesThatOnlyShifted() {
        func at(_ section: Int, _ item: Int, y: Double) -> LayoutAttributes {
            LayoutAttributes(category: .cell, indexPath: IndexPath(section: section, item: item), frame: Rect(x: 0, y: y, width: 10, height: 10))
        }
        let changes = [
            ElementChange(action: .moved, identity: identity(0, 0), old: at(0, 3, y: 30), new: at(0, 0, y: 0)),
            ElementChange(action: .moved, identity: identity(0, 1), old: at(0, 1, y: 10), new: at(0, 1, y: 20)),
            ElementChange(action: .moved, identity: identity(0, 2), old: at(0, 2, y: 40),
                          new: LayoutAttributes(category: .cell, indexPath: IndexPath(section: 0, item: 2),
                                                frame: Rect(x: 0, y: 40, width: 10, height: 10), attributes: ["color": .string("#FF0000")])),
        ]
        XCTAssertEqual(ChangeTableRenderer.render(changes), """
            action    category  kind  from    to
            moved     cell            [0, 3]  [0, 0]
            shifted   cell            [0, 1]  [0, 1]
            restyled  cell            [0, 2]  [0, 2]
            moved: another index path; shifted: the same index path, another frame

            """)
    }
}
