import LayoutCore
import TestSupport
import XCTest

/// DecorationList keeps decorations as numbers and builds their attributes when read.
final class DecorationListTests: XCTestCase {
    private let background = LayoutAttributes(
        category: .decoration, kind: "background", indexPath: IndexPath(section: 0, item: 0), frame: R(0, 0, 10, 10),
        zIndex: -1, attributes: ["color": .string("#FFFFFF")])

    func testDecorationList_ReadsBackWhatWasAppended() {
        var list = DecorationList()
        let style = list.addStyle(.init(kind: "separator", zIndex: 1, attributes: ["color": .string("#000000")]))
        list.append(style: style, frame: R(0, 9.75, 100, 0.5), indexPath: IndexPath(section: 2, item: 0))
        list.append(background)
        XCTAssertEqual(list.count, 2)
        XCTAssertEqual(list[0], LayoutAttributes(
            category: .decoration, kind: "separator", indexPath: IndexPath(section: 2, item: 0), frame: R(0, 9.75, 100, 0.5),
            zIndex: 1, attributes: ["color": .string("#000000")]))
        XCTAssertEqual(list[1], background)
        XCTAssertEqual(list.kind(at: 1), "background")
        XCTAssertEqual(list.indexPath(at: 0), IndexPath(section: 2, item: 0))
    }

    func testDecorationList_EqualNeighboursShareOneStyle() {
        var second = background
        second.indexPath.item = 1
        second.frame = R(0, 20, 10, 10)
        let list = DecorationList([background, second])
        XCTAssertEqual(list.styles.count, 1)
        XCTAssertEqual(Array(list), [background, second])
    }

    func testDecorationList_AppendingAnotherKeepsEachStyle() {
        var first = DecorationList([background])
        var other = DecorationList()
        let style = other.addStyle(.init(kind: "mark", zIndex: 3, attributes: [:]))
        other.append(style: style, frame: R(1, 2, 3, 4), indexPath: IndexPath(section: 0, item: 0))
        first.append(contentsOf: other)
        XCTAssertEqual(first.map(\.kind), ["background", "mark"])
        XCTAssertEqual(first[1].zIndex, 3)
        XCTAssertEqual(first[0].attributes, ["color": .string("#FFFFFF")])
    }
}
