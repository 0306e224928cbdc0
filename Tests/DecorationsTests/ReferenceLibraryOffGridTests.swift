import LayoutCore
import XCTest

/// The four reference libraries' bundled plugins off the pixel grid: items whose sizes are
/// no whole number of pixels (120.5, 110.7, 77.7, 375/3 − 16), at scales 1, 2 and 3, scrolling
/// vertically and sideways, in a view with content insets (7, 5, 3, 9). The flow layout
/// rounds each cell's origin to the pixel grid and never its size (R12), so a band grown
/// from the first and last cells can end up to half a pixel past its section; the original
/// libraries draw it. Each expected frame is the original's formula (docs/migrating.md)
/// applied to the cells' rounded frames, worked out from them, not read off the plugin:
///
/// - SC: a band per cell at x == 8: `(0, cell.y − 8, contentSize.width, 77.7 + 8 + 4 + 4)`;
/// - ZH: `U = union(cell(0), cell(last))`, `(U.x − 10, U.y − 15, 375, U.h + 25)` vertically,
///   `(U.x − 10, U.y − 15, U.w + 25, 500)` sideways: the view's frame, content insets and all;
/// - QK: separators at `floor((10 + 0.375)/2) = 5` before the item, lines `375 − 20` long,
///   the background `(0, cell(0).y − 10, 375, cell(last).maxY + 10 − (cell(0).y − 10))`;
/// - RB: the C21 background (the whole section, the full width across) inset 15 from the
///   leading and trailing edges by the decoration's contentInsets, rounded (C26).
///
/// Before the seed plugins declared the rounding's half point of reach, ZH (at 1x both ways,
/// 2x vertically, 3x sideways) and QK (1x and 2x vertically) had these bands refused.
final class ReferenceLibraryOffGridTests: XCTestCase {
    private struct D: Equatable, CustomStringConvertible {
        let kind: String, section: Int, item: Int, frame: Rect, zIndex: Int
        init(_ kind: String, _ section: Int, _ item: Int, _ frame: Rect, _ zIndex: Int) {
            (self.kind, self.section, self.item, self.frame, self.zIndex) = (kind, section, item, frame, zIndex)
        }
        var description: String { "\(kind) [\(section), \(item)] \(frame) z\(zIndex)" }
    }

    private struct Case {
        let scale: Int, direction: String, expected: [D]
        init(_ scale: Int, _ direction: String, _ expected: [D]) {
            (self.scale, self.direction, self.expected) = (scale, direction, expected)
        }
    }

    private func check(_ cases: [Case], scene: (Case) -> String, file: StaticString = #filePath, line: UInt = #line) throws {
        for c in cases {
            let fixture = try DecorationFixture()
            let snapshot = try fixture.snapshot("""
                collection { width = 375, height = 500, scale = \(c.scale), contentInset = { top = 7, left = 5, bottom = 3, right = 9 } }
                \(scene(c))
                """)
            XCTAssertEqual(fixture.host.errors.map(\.description), [], "scale \(c.scale), \(c.direction)", file: file, line: line)
            let found = snapshot.allElements().filter { $0.category == .decoration }
                .map { D($0.kind ?? "", $0.indexPath.section, $0.indexPath.item, $0.frame, $0.zIndex) }
                .sorted { ($0.section, $0.kind, $0.item) < ($1.section, $1.kind, $1.item) }
            XCTAssertEqual(found, c.expected, "scale \(c.scale), \(c.direction)", file: file, line: line)
        }
    }

    func testSCSectionBackground_OffTheGrid() throws {
        try check([
            Case(1, "vertical", [
                D("sectionBackground", 0, 0, R(0, 0, 361, 93.7), -1),
                D("sectionBackground", 1, 0, R(0, 94, 361, 93.7), -1),
                D("sectionBackground", 1, 3, R(0, 179, 361, 93.7), -1),
                D("sectionBackground", 1, 6, R(0, 265, 361, 93.7), -1)]),
            Case(1, "horizontal", [
                D("sectionBackground", 0, 0, R(0, 0, 367, 93.7), -1),
                D("sectionBackground", 0, 1, R(0, 99, 367, 93.7), -1),
                D("sectionBackground", 0, 2, R(0, 198, 367, 93.7), -1)]),
            Case(2, "vertical", [
                D("sectionBackground", 0, 0, R(0, 0, 361, 93.7), -1),
                D("sectionBackground", 1, 0, R(0, 93.5, 361, 93.7), -1),
                D("sectionBackground", 1, 3, R(0, 179.5, 361, 93.7), -1),
                D("sectionBackground", 1, 6, R(0, 265, 361, 93.7), -1)]),
            Case(2, "horizontal", [
                D("sectionBackground", 0, 0, R(0, 0, 367, 93.7), -1),
                D("sectionBackground", 0, 1, R(0, 99, 367, 93.7), -1),
                D("sectionBackground", 0, 2, R(0, 198, 367, 93.7), -1)]),
            Case(3, "vertical", [
                D("sectionBackground", 0, 0, R(0, 0, 361, 93.7), -1),
                D("sectionBackground", 1, 0, R(0, 93.66666666666667, 361, 93.7), -1),
                D("sectionBackground", 1, 3, R(0, 179.33333333333334, 361, 93.7), -1),
                D("sectionBackground", 1, 6, R(0, 265, 361, 93.7), -1)]),
            Case(3, "horizontal", [
                D("sectionBackground", 0, 0, R(0, 0, 367, 93.7), -1),
                D("sectionBackground", 0, 1, R(0, 99, 367, 93.7), -1),
                D("sectionBackground", 0, 2, R(0, 198, 367, 93.7), -1)]),
        ]) { c in
            """
            flow { scrollDirection = "\(c.direction)", itemSize = { 375 / 3 - 16, 77.7 }, minimumLineSpacing = 8,
              minimumInteritemSpacing = 8, sectionInset = { top = 8, left = 8, bottom = 8, right = 8 } }
            sections { 3, 7 }
            use("sc_section_background")
            """
        }
    }

    func testZHFlowLayout_OffTheGrid() throws {
        try check([
            Case(1, "vertical", [
                D("ZHDecorationCollectionReusableView", 0, 0, R(0, 40, 375, 267.7), -1),
                D("ZHDecorationCollectionReusableView1", 1, 0, R(0, 348, 375, 185.70000000000005), -1)]),
            Case(1, "horizontal", [
                D("ZHDecorationCollectionReusableView", 0, 0, R(40, 0, 145.5, 500), -1),
                D("ZHDecorationCollectionReusableView1", 1, 0, R(226, 0, 145.5, 500), -1)]),
            Case(2, "vertical", [
                D("ZHDecorationCollectionReusableView", 0, 0, R(0, 40, 375, 268.2), -1),
                D("ZHDecorationCollectionReusableView1", 1, 0, R(0, 348, 375, 185.70000000000005), -1)]),
            Case(2, "horizontal", [
                D("ZHDecorationCollectionReusableView", 0, 0, R(40, 0, 145.5, 500), -1),
                D("ZHDecorationCollectionReusableView1", 1, 0, R(225.5, 0, 145.5, 500), -1)]),
            Case(3, "vertical", [
                D("ZHDecorationCollectionReusableView", 0, 0, R(0, 40, 375, 268.03333333333336), -1),
                D("ZHDecorationCollectionReusableView1", 1, 0, R(0, 348, 375, 185.36666666666667), -1)]),
            Case(3, "horizontal", [
                D("ZHDecorationCollectionReusableView", 0, 0, R(40, 0, 145.5, 500), -1),
                D("ZHDecorationCollectionReusableView1", 1, 0, R(225.66666666666666, 0, 145.49999999999997, 500), -1)]),
        ]) { c in
            """
            flow { scrollDirection = "\(c.direction)", itemSize = { 120.5, 77.7 }, minimumLineSpacing = 5,
              minimumInteritemSpacing = 10, sectionInset = { top = 15, left = 10, bottom = 10, right = 15 },
              headerReferenceSize = { 40, 40 } }
            sections { 5, 3 }
            use("zh_flow_layout")
            """
        }
    }

    func testFlowLayoutWithDecorations_OffTheGrid() throws {
        try check([
            Case(1, "vertical", [
                D("horizontalSeparator", 0, 3, R(10, 143, 355, 0.375), 0),
                D("sectionBackground", 0, 0, R(0, 50, 375, 185.7), -1),
                D("verticalSeparator", 0, 1, R(235, 60, 0.375, 77.7), 0),
                D("verticalSeparator", 0, 2, R(5, 148, 0.375, 77.7), 0),
                D("horizontalSeparator", 1, 3, R(10, 378, 355, 0.375), 0),
                D("sectionBackground", 1, 0, R(0, 285, 375, 273.70000000000005), -1),
                D("verticalSeparator", 1, 1, R(235, 295, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 2, R(5, 383, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 4, R(5, 471, 0.375, 77.7), 0)]),
            Case(1, "horizontal", [
                D("horizontalSeparator", 0, 3, R(10, 299, 355, 0.375), 0),
                D("sectionBackground", 0, 0, R(0, 0, 375, 391.7), -1),
                D("verticalSeparator", 0, 1, R(55, 108, 0.375, 77.7), 0),
                D("verticalSeparator", 0, 2, R(55, 206, 0.375, 77.7), 0),
                D("horizontalSeparator", 1, 3, R(10, 299, 355, 0.375), 0),
                D("sectionBackground", 1, 0, R(0, 0, 375, 489.7), -1),
                D("verticalSeparator", 1, 1, R(236, 108, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 2, R(236, 206, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 4, R(236, 402, 0.375, 77.7), 0)]),
            Case(2, "vertical", [
                D("horizontalSeparator", 0, 3, R(10, 142.5, 355, 0.375), 0),
                D("sectionBackground", 0, 0, R(0, 50, 375, 185.2), -1),
                D("verticalSeparator", 0, 1, R(235.5, 60, 0.375, 77.7), 0),
                D("verticalSeparator", 0, 2, R(5, 147.5, 0.375, 77.7), 0),
                D("horizontalSeparator", 1, 3, R(10, 378, 355, 0.375), 0),
                D("sectionBackground", 1, 0, R(0, 285.5, 375, 273.20000000000005), -1),
                D("verticalSeparator", 1, 1, R(235.5, 295.5, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 2, R(5, 383, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 4, R(5, 471, 0.375, 77.7), 0)]),
            Case(2, "horizontal", [
                D("horizontalSeparator", 0, 3, R(10, 299, 355, 0.375), 0),
                D("sectionBackground", 0, 0, R(0, 0, 375, 391.7), -1),
                D("verticalSeparator", 0, 1, R(55, 108, 0.375, 77.7), 0),
                D("verticalSeparator", 0, 2, R(55, 206, 0.375, 77.7), 0),
                D("horizontalSeparator", 1, 3, R(10, 299, 355, 0.375), 0),
                D("sectionBackground", 1, 0, R(0, 0, 375, 490.2), -1),
                D("verticalSeparator", 1, 1, R(235.5, 108, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 2, R(235.5, 206, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 4, R(235.5, 402.5, 0.375, 77.7), 0)]),
            Case(3, "vertical", [
                D("horizontalSeparator", 0, 3, R(10, 142.66666666666666, 355, 0.375), 0),
                D("sectionBackground", 0, 0, R(0, 50, 375, 185.36666666666667), -1),
                D("verticalSeparator", 0, 1, R(235.33333333333334, 60, 0.375, 77.7), 0),
                D("verticalSeparator", 0, 2, R(5, 147.66666666666666, 0.375, 77.7), 0),
                D("horizontalSeparator", 1, 3, R(10, 378, 355, 0.375), 0),
                D("sectionBackground", 1, 0, R(0, 285.3333333333333, 375, 273.03333333333336), -1),
                D("verticalSeparator", 1, 1, R(235.33333333333334, 295.3333333333333, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 2, R(5, 383, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 4, R(5, 470.6666666666667, 0.375, 77.7), 0)]),
            Case(3, "horizontal", [
                D("horizontalSeparator", 0, 3, R(10, 299.3333333333333, 355, 0.375), 0),
                D("sectionBackground", 0, 0, R(0, 0, 375, 392.0333333333333), -1),
                D("verticalSeparator", 0, 1, R(55, 108, 0.375, 77.7), 0),
                D("verticalSeparator", 0, 2, R(55, 206, 0.375, 77.7), 0),
                D("horizontalSeparator", 1, 3, R(10, 299.3333333333333, 355, 0.375), 0),
                D("sectionBackground", 1, 0, R(0, 0, 375, 490.0333333333333), -1),
                D("verticalSeparator", 1, 1, R(235.66666666666666, 108, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 2, R(235.66666666666666, 206, 0.375, 77.7), 0),
                D("verticalSeparator", 1, 4, R(235.66666666666666, 402.3333333333333, 0.375, 77.7), 0)]),
        ]) { c in
            """
            flow { scrollDirection = "\(c.direction)", itemSize = { 110.7, 77.7 }, minimumLineSpacing = 10,
              minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
              headerReferenceSize = { 50, 50 } }
            sections { 4, 5 }
            use("flow_layout_with_decorations", { numberOfColumns = 3, separatorSize = { 0.375, 0.375 } })
            """
        }
    }

    /// The view's contentInset (5 left, 9 right; 7 top, 3 bottom) narrows the compositional
    /// container as it narrows UIKit's (C44): sections are 361 wide (490 tall sideways), the
    /// card 15 in from each side.
    func testRoundedBackgroundView_OffTheGrid() throws {
        try check([
            Case(1, "vertical", [
                D("RoundedBackgroundView", 0, 0, R(15, 0, 331, 233), 0),
                D("RoundedBackgroundView", 1, 0, R(15, 248, 331, 155), 0)]),
            Case(1, "horizontal", [
                D("RoundedBackgroundView", 0, 0, R(15, 0, 630, 490), 0),
                D("RoundedBackgroundView", 1, 0, R(690, 0, 410, 490), 0)]),
            Case(2, "vertical", [
                D("RoundedBackgroundView", 0, 0, R(15, 0, 331, 233), 0),
                D("RoundedBackgroundView", 1, 0, R(15, 248.5, 331, 155.5), 0)]),
            Case(2, "horizontal", [
                D("RoundedBackgroundView", 0, 0, R(15, 0, 630, 490), 0),
                D("RoundedBackgroundView", 1, 0, R(690.5, 0, 410, 490), 0)]),
            Case(3, "vertical", [
                D("RoundedBackgroundView", 0, 0, R(15, 0, 331, 233), 0),
                D("RoundedBackgroundView", 1, 0, R(15, 248.33333333333334, 331, 155.33333333333334), 0)]),
            Case(3, "horizontal", [
                D("RoundedBackgroundView", 0, 0, R(15, 0, 630, 490), 0),
                D("RoundedBackgroundView", 1, 0, R(690.3333333333334, 0, 410, 490), 0)]),
        ]) { c in
            """
            local item = { size = { fractionalWidth(1), fractionalHeight(1) },
              contentInsets = { top = 5, leading = 15, bottom = 10, trailing = 15 } }
            compositional { scrollDirection = "\(c.direction)", interSectionSpacing = 15.3,
              section = { group = { axis = "vertical", size = { fractionalWidth(0.61), absolute(77.7) }, subitems = { item } },
                decorationItems = { { background = "RoundedBackgroundView", contentInsets = { leading = 15, trailing = 15 } } } } }
            sections { 3, 2 }
            use("color_rules", { rules = { { target = "decoration:RoundedBackgroundView", color = "#78788029", cornerRadius = 15 } } })
            """
        }
    }
}

