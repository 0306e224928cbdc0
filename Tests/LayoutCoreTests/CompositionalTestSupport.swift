// Rules: docs/layout-rules.md, C27

import LayoutCore
import XCTest

// Helpers for the compositional tests: short builders for configurations and literal
// expected elements, and a comparison by (category, kind, index path) as C27 asks.

/// An item subitem.
func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: EdgeInsets = .zero) -> CompositionalSubitem {
    .item(CompositionalItem(size: LayoutSize(width: width, height: height), contentInsets: insets))
}

/// A group of `subitems` (list form).
func group(
    _ axis: Axis, _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [CompositionalSubitem],
    spacing: LayoutSpacing = .fixed(0), insets: EdgeInsets = .zero
) -> CompositionalGroup {
    CompositionalGroup(
        axis: axis, size: LayoutSize(width: width, height: height), subitems: .list(subitems),
        interItemSpacing: spacing, contentInsets: insets)
}

/// A boundary supplementary item.
func boundary(
    _ kind: String, _ width: LayoutDimension, _ height: LayoutDimension, _ alignment: BoundaryAlignment,
    extends: Bool = true, zIndex: Int = 1, insets: EdgeInsets = .zero, offset: Point = .zero
) -> BoundarySupplementaryItem {
    BoundarySupplementaryItem(
        kind: kind, size: LayoutSize(width: width, height: height), alignment: alignment, extendsBoundary: extends,
        zIndex: zIndex, contentInsets: insets, offset: offset)
}

/// Runs the layout on a view of `width×height`.
func compositional(
    _ sections: [CompositionalSection?], counts: [Int], width: Double, height: Double = 600, scale: Double = 2,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    safeArea: EdgeInsets = .zero
) throws -> LayoutGeometry {
    try CompositionalLayout.layout(
        configuration: configuration, sections: sections, itemCounts: counts,
        collectionView: CollectionViewMetrics(
            size: Size(width: width, height: height), scale: scale, safeAreaInsets: safeArea))
}

/// Runs the layout expecting a `LayoutError`, and returns it.
func compositionalError(
    _ sections: [CompositionalSection?], counts: [Int], width: Double = 320, height: Double = 600,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    file: StaticString = #filePath, line: UInt = #line
) -> LayoutError? {
    do {
        _ = try CompositionalLayout.layout(
            configuration: configuration, sections: sections, itemCounts: counts,
            collectionView: CollectionViewMetrics(size: Size(width: width, height: height)))
        XCTFail("expected a LayoutError", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double, z: Int = 0) -> LayoutAttributes {
    LayoutAttributes(
        category: .cell, indexPath: IndexPath(section: section, item: item),
        frame: Rect(x: x, y: y, width: w, height: h), zIndex: z)
}

func supplementary(
    _ kind: String, _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double, z: Int = 1
) -> LayoutAttributes {
    LayoutAttributes(
        category: .supplementary, kind: kind, indexPath: IndexPath(section: section, item: item),
        frame: Rect(x: x, y: y, width: w, height: h), zIndex: z)
}

func decoration(
    _ kind: String, _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double, z: Int = 0
) -> LayoutAttributes {
    LayoutAttributes(
        category: .decoration, kind: kind, indexPath: IndexPath(section: section, item: item),
        frame: Rect(x: x, y: y, width: w, height: h), zIndex: z)
}

/// Every element of the geometry, as a whole-content query returns them (C27).
func compositionalElements(_ geometry: LayoutGeometry) -> [LayoutAttributes] {
    var out = geometry.layoutSupplementaries.map { $0.attributes(section: IndexPath.layoutLevel) }
    for s in geometry.sections {
        for (i, frame) in s.itemFrames.enumerated() {
            out.append(
                LayoutAttributes(
                    category: .cell, indexPath: IndexPath(section: s.index, item: i), frame: frame, zIndex: s.cellZIndex))
        }
        out += s.supplementaries.map { $0.attributes(section: s.index) }
        out += s.decorationItems.map { $0.attributes(section: s.index) }
    }
    return out
}

/// Asserts that the geometry holds exactly `expected` (compared by category, kind, index
/// path: frame and zIndex must match exactly) and, when given, the content size.
func assertElements(
    _ geometry: LayoutGeometry, _ expected: [LayoutAttributes], contentSize: Size? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    func describe(_ a: LayoutAttributes) -> String {
        "\(a.category.rawValue) \(a.kind ?? "-") \(a.indexPath) \(a.frame) z=\(a.zIndex)"
    }
    func key(_ a: LayoutAttributes) -> String {
        "\(a.category.rawValue) \(a.kind ?? "-") \(a.indexPath.section) \(a.indexPath.item)"
    }
    let actual = compositionalElements(geometry).sorted { key($0) < key($1) }.map(describe)
    let wanted = expected.sorted { key($0) < key($1) }.map(describe)
    XCTAssertEqual(actual.count, wanted.count, "element count", file: file, line: line)
    for (a, w) in zip(actual, wanted) where a != w {
        XCTFail("got \(a), expected \(w)", file: file, line: line)
    }
    if let contentSize {
        XCTAssertEqual(geometry.contentSize, contentSize, "contentSize", file: file, line: line)
    }
}
