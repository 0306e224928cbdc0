import LayoutCore
import TestSupport
import XCTest

/// Styles resolve per element as queries read it: `last` and negative ranges count the
/// elements of the element's own category and kind in its section; a style of another
/// category or kind never applies; later styles and overrides win.
final class StyleResolutionTests: XCTestCase {
    /// Three "sep" and two "mark" decorations in section 0, with styles for each.
    private final class Decorator: SectionDecorating {
        let reach = 0.0
        func decorations(forSection section: Int, in geometry: LayoutGeometry) -> SectionDecorations {
            func decoration(_ kind: String, _ item: Int) -> LayoutAttributes {
                LayoutAttributes(
                    category: .decoration, kind: kind, indexPath: IndexPath(section: section, item: item),
                    frame: R(0, Double(item) * 10, 10, 1))
            }
            let list = DecorationList([decoration("sep", 0), decoration("mark", 0), decoration("sep", 1), decoration("sep", 2), decoration("mark", 1)])
            return SectionDecorations(
                decorations: list,
                styles: [
                    ElementStyle(category: .decoration, kind: "sep", items: .last, attributes: ["last": .string("sep")]),
                    ElementStyle(category: .decoration, kind: "mark", items: .range(lower: -2, upper: -2), attributes: ["second-last": .string("mark")]),
                    ElementStyle(category: .cell, items: .last, attributes: ["cell": .string("last")]),
                    ElementStyle(category: .supplementary, kind: "header", items: .all, attributes: ["header": .bool(true), "cell": .string("no")]),
                    ElementStyle(category: .cell, items: .all, attributes: ["cell": .string("all")]),
                    ElementStyle(category: .cell, items: .last, attributes: ["cell": .string("last again")]),
                ],
                overrides: [ElementKey(category: .cell, kind: nil, indexPath: IndexPath(section: section, item: 0)): ["cell": .string("override")]])
        }
    }

    func testStyles_CountPerCategoryAndKind_LaterStylesAndOverridesWin() throws {
        var configuration = FlowLayoutConfiguration()
        configuration.headerReferenceSize = S(0, 40)
        let geometry = try FlowLayout.layout(
            configuration: configuration, sections: [FlowSection(itemCount: 3)],
            collectionView: CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 2))
        let snapshot = LayoutSnapshot(geometry: geometry, decorator: Decorator())
        let all = snapshot.allElements()
        func attributes(_ category: ElementCategory, _ kind: String?, _ item: Int) -> [String: AttributeValue]? {
            all.first { $0.category == category && $0.kind == kind && $0.indexPath.item == item }?.attributes
        }
        XCTAssertEqual(attributes(.cell, nil, 0), ["cell": .string("override")])
        XCTAssertEqual(attributes(.cell, nil, 1), ["cell": .string("all")])
        XCTAssertEqual(attributes(.cell, nil, 2), ["cell": .string("last again")])
        XCTAssertEqual(attributes(.supplementary, "header", 0), ["header": .bool(true), "cell": .string("no")])
        XCTAssertEqual(attributes(.decoration, "sep", 0), [:])
        XCTAssertEqual(attributes(.decoration, "sep", 1), [:])
        XCTAssertEqual(attributes(.decoration, "sep", 2), ["last": .string("sep")])
        XCTAssertEqual(attributes(.decoration, "mark", 0), ["second-last": .string("mark")])
        XCTAssertEqual(attributes(.decoration, "mark", 1), [:])
        // A point query styles the element exactly as the rect query did.
        XCTAssertEqual(snapshot.decoration(kind: "sep", at: IndexPath(section: 0, item: 2))?.attributes, ["last": .string("sep")])
    }

    /// A rect query styles its cells in a pass of its own (`CellStyling`, per section
    /// reached): section styles in order, the section's override, then the layout's styles
    /// and override, exactly as the point query, which takes the general path.
    func testRectQuery_StylesCellsAsThePointQuery_SectionThenLayoutStylesAndOverrides() throws {
        let geometry = try FlowLayout.layout(
            configuration: FlowLayoutConfiguration(), sections: [FlowSection(itemCount: 5), FlowSection(itemCount: 4)],
            collectionView: CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 2))
        let layout = SectionDecorations(
            styles: [
                ElementStyle(category: .cell, items: .odd, attributes: ["layout": .string("odd"), "color": .string("#000000")]),
                ElementStyle(category: .cell, kind: "ignored", items: .all, attributes: ["layout": .string("kind")]),
            ],
            overrides: [.cell(IndexPath(section: 1, item: 3)): ["layout": .string("override")]])
        let snapshot = LayoutSnapshot(geometry: geometry, decorator: Decorator(), layoutDecorations: layout)
        let cells = snapshot.elements(in: geometry.bounds.union(Rect(x: 0, y: 0, width: 375, height: geometry.contentSize.height)))
            .filter { $0.category == .cell }
        XCTAssertEqual(cells.count, 9)
        for cell in cells {
            XCTAssertEqual(cell, snapshot.item(at: cell.indexPath), "\(cell.indexPath)")
        }
        XCTAssertEqual(cells.first { $0.indexPath == IndexPath(section: 0, item: 0) }?.attributes, ["cell": .string("override")])
        XCTAssertEqual(
            cells.first { $0.indexPath == IndexPath(section: 0, item: 1) }?.attributes,
            ["cell": .string("all"), "layout": .string("odd"), "color": .string("#000000")])
        XCTAssertEqual(
            cells.first { $0.indexPath == IndexPath(section: 1, item: 3) }?.attributes,
            ["cell": .string("last again"), "layout": .string("override"), "color": .string("#000000")])
    }
}
