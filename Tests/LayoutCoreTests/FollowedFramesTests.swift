// Rules: docs/layout-rules.md, R20 and C32

import LayoutCore
import XCTest

/// `FollowedFrames`, the moves a section's followers make: each element found by its
/// identity (cells by a search of the items moved, others by key), a later move of an
/// element replacing the earlier one whole, and a visible-items handler's attributes
/// answered as the named ones would be.
final class FollowedFramesTests: XCTestCase {
    private let header = ElementKey(category: .supplementary, kind: "header", indexPath: IndexPath(section: 2, item: 0))
    private func cell(_ item: Int, section: Int = 2) -> ElementKey { .cell(IndexPath(section: section, item: item)) }
    private func rect(_ x: Double) -> Rect { Rect(x: x, y: 0, width: 10, height: 10) }

    func testEachElement_IsFoundByItsIdentity_CellsInItemOrder() {
        var moves = FollowedFrames()
        moves.move(cell(7), to: rect(70))
        moves.move(cell(3), to: rect(30), zIndex: 4)
        moves.move(header, to: rect(1))
        moves.move(cell(5, section: 3), to: rect(55))
        XCTAssertEqual(moves.movedItems, [3, 5, 7])
        XCTAssertEqual(moves.count, 4)
        XCTAssertEqual(moves.frame(of: cell(3)), rect(30))
        XCTAssertEqual(moves.frame(of: cell(7)), rect(70))
        XCTAssertEqual(moves.frame(of: header), rect(1))
        XCTAssertEqual(moves.frame(of: cell(5, section: 3)), rect(55))
        XCTAssertNil(moves.frame(of: cell(5)), "item 5 moved in section 3, not 2")
        XCTAssertNil(moves.frame(of: ElementKey(category: .supplementary, kind: "footer", indexPath: IndexPath(section: 2, item: 0))))
        var element = LayoutAttributes(category: .cell, indexPath: IndexPath(section: 2, item: 3), frame: rect(0), zIndex: 1)
        moves.apply(to: &element)
        XCTAssertEqual(element.frame, rect(30))
        XCTAssertEqual(element.zIndex, 4)
    }

    func testALaterMove_ReplacesTheEarlierOneWhole() {
        var moves = FollowedFrames()
        moves.move(cell(1), to: rect(10), zIndex: 2, attributes: ["alpha": .number(0.5)])
        moves.move(cell(1), to: rect(20))
        moves.move(header, to: rect(1), attributes: ["tint": .string("red")])
        moves.move(header, to: rect(2))
        XCTAssertEqual(moves.movedItems, [1])
        var element = LayoutAttributes(category: .cell, indexPath: IndexPath(section: 2, item: 1), frame: rect(0), zIndex: 1)
        moves.apply(to: &element)
        moves.applyAttributes(to: &element)
        XCTAssertEqual(element, LayoutAttributes(category: .cell, indexPath: IndexPath(section: 2, item: 1), frame: rect(20), zIndex: 1))
        XCTAssertEqual(moves.frame(of: header), rect(2))
    }

    /// C32: a handler's alpha, isHidden and transform reach an element as the attributes of
    /// those names, over its own; equality does not depend on how or in which order the
    /// moves were made.
    func testAHandlersAttributes_AreAnsweredAsNamedOnes_AndEqualityIgnoresOrder() {
        var handler = FollowedFrames()
        handler.move(FollowedMove(key: header, frame: rect(1)))
        handler.move(FollowedMove(
            key: cell(0), frame: rect(0),
            attributes: FollowedAttributes(alpha: 0.5, isHidden: true, transform: [0.9, 0, 0, 0.9, 0, 0])))
        var named = FollowedFrames()
        named.move(cell(0), to: rect(0), attributes: [
            "alpha": .number(0.5), "isHidden": .bool(true),
            "transform": .list([.number(0.9), .number(0), .number(0), .number(0.9), .number(0), .number(0)]),
        ])
        named.move(header, to: rect(1))
        XCTAssertEqual(handler, named)
        var element = LayoutAttributes(
            category: .cell, indexPath: IndexPath(section: 2, item: 0), frame: rect(0), attributes: ["alpha": .number(1), "tint": .string("red")])
        handler.applyAttributes(to: &element)
        XCTAssertEqual(element.attributes["alpha"], .number(0.5))
        XCTAssertEqual(element.attributes["isHidden"], .bool(true))
        XCTAssertEqual(element.attributes["tint"], .string("red"))
        named.move(cell(0), to: rect(0))
        XCTAssertNotEqual(handler, named)
    }
}
