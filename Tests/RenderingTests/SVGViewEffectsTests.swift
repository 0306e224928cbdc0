// Rules: docs/layout-rules.md, C32

import LayoutCore
import XCTest

@testable import Rendering

/// Pictures draw what a visible-items handler set on an element's view (C32): hidden
/// elements not at all, alpha as opacity, a transform about the frame's centre.
final class SVGViewEffectsTests: XCTestCase {
    private func cell(_ attributes: [String: AttributeValue]) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(section: 0, item: 0), frame: Rect(x: 10, y: 20, width: 100, height: 40),
            zIndex: 0, attributes: attributes)
    }

    func testHiddenAlphaAndTransform_WrapTheShape() {
        XCTAssertEqual(SVGElementPainter.viewEffects(cell(["isHidden": .bool(true)]), around: "<rect/>\n"), "")
        XCTAssertEqual(SVGElementPainter.viewEffects(cell(["isHidden": .bool(false)]), around: "<rect/>\n"), "<rect/>\n")
        XCTAssertEqual(
            SVGElementPainter.viewEffects(cell(["alpha": .number(0.5)]), around: "<rect/>\n"), "<g opacity=\"0.5\">\n<rect/>\n</g>\n")
        let scale: AttributeValue = .list([0.8, 0, 0, 0.8, 0, 0].map(AttributeValue.number))
        XCTAssertEqual(
            SVGElementPainter.viewEffects(cell(["transform": scale]), around: "<rect/>\n"),
            "<g transform=\"translate(60 40) matrix(0.8 0 0 0.8 0 0) translate(-60 -40)\">\n<rect/>\n</g>\n")
        let identity: AttributeValue = .list([1, 0, 0, 1, 0, 0].map(AttributeValue.number))
        XCTAssertEqual(SVGElementPainter.viewEffects(cell(["transform": identity, "alpha": .number(1)]), around: "<rect/>\n"), "<rect/>\n")
    }
}
