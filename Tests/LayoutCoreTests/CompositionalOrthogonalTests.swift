// Rules: docs/layout-rules.md, C28, C30, C31

import LayoutCore
import XCTest

/// Orthogonal sections (C28), their unscrolled frames and on-screen rect queries (C30) and
/// their resting offsets (C31), with the worked numbers of docs/layout-rules.md.
final class CompositionalOrthogonalTests: XCTestCase {
    /// C28's worked example: a vertical 390×844 view, one section of 5 one-item groups
    /// `fractionalWidth(0.8) × absolute(200)`, spacing 10, insets (16, 20, 16, 20), an
    /// extending `fractionalWidth(1) × absolute(40)` header.
    private func carousel(
        _ behavior: OrthogonalScrollingBehavior = .continuous, background: Bool = false
    ) -> CompositionalSection {
        CompositionalSection(
            group: group(.horizontal, .fractionalWidth(0.8), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: EdgeInsets(top: 16, left: 20, bottom: 16, right: 20), interGroupSpacing: 10,
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(40), .top)],
            decorationItems: background ? [DecorationItem(background: "background")] : [],
            orthogonalScrollingBehavior: behavior)
    }

    private func layout(
        _ sections: [CompositionalSection?], counts: [Int], width: Double = 390, height: Double = 844,
        offsets: [Int: Double] = [:], scrollDirection: ScrollDirection = .vertical, spacing: Double = 0
    ) throws -> LayoutGeometry {
        var cv = CollectionViewMetrics(size: Size(width: width, height: height))
        cv.orthogonalOffsets = offsets
        return try CompositionalLayout.layout(
            configuration: CompositionalLayoutConfiguration(scrollDirection: scrollDirection, interSectionSpacing: spacing),
            sections: sections, itemCounts: counts, collectionView: cv)
    }

    func testVerticalOrthogonalSection_GroupsRepeatAcrossAtTheFullWidthFraction() throws {
        let geometry = try layout([carousel()], counts: [5])
        // gw = floorpx(0.8·390) = 312 (leading and trailing do not narrow it); x = 20 + 322k.
        assertElements(
            geometry,
            [
                cell(0, 0, 20, 56, 312, 200), cell(0, 1, 342, 56, 312, 200), cell(0, 2, 664, 56, 312, 200),
                cell(0, 3, 986, 56, 312, 200), cell(0, 4, 1308, 56, 312, 200),
                supplementary("header", 0, 0, 20, 0, 350, 40),
            ], contentSize: Size(width: 390, height: 272))
        XCTAssertEqual(geometry.sections[0].frame, Rect(x: 0, y: 0, width: 390, height: 272))
        let orthogonal = try XCTUnwrap(geometry.sections[0].orthogonal)
        XCTAssertEqual(orthogonal.axis, .horizontal)
        XCTAssertEqual(orthogonal.contentLength, 1640)  // 20 + 5·312 + 4·10 + 20
        XCTAssertEqual(orthogonal.maximumOffset, 1250)
    }

    func testOrthogonalSection_FractionalHeightExcludesTopAndBottomInsets() throws {
        // C28: the group's container is 390 × (844 − 16 − 16) = 390 × 812.
        var section = carousel()
        section.group = group(.horizontal, .absolute(100), .fractionalHeight(0.5), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let geometry = try layout([section], counts: [2])
        XCTAssertEqual(Array(geometry.sections[0].itemFrames), [
            Rect(x: 20, y: 56, width: 100, height: 406), Rect(x: 130, y: 56, width: 100, height: 406),
        ])
        XCTAssertEqual(geometry.sections[0].frame.height, 40 + 16 + 406 + 16)
    }

    func testOrthogonalSection_WithBackground_StacksWithOtherSections() throws {
        let plain = CompositionalSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let geometry = try layout([plain, carousel(background: true), plain], counts: [1, 2, 1], spacing: 8)
        // Section 1 starts at 44 + 8 = 52 and is 272 long; section 2 at 52 + 272 + 8 = 332.
        assertElements(
            geometry,
            [
                cell(0, 0, 0, 0, 390, 44),
                cell(1, 0, 20, 108, 312, 200, z: 1), cell(1, 1, 342, 108, 312, 200, z: 1),
                supplementary("header", 1, 0, 20, 52, 350, 40),
                decoration("background", 1, 0, 0, 52, 390, 272),
                cell(2, 0, 0, 332, 390, 44),
            ], contentSize: Size(width: 390, height: 376))
    }

    func testHorizontalLayout_OrthogonalSectionRepeatsDownward() throws {
        // A horizontal 600×400 view: groups `absolute(150) × fractionalHeight(0.5)` (200: the
        // top and bottom insets are not subtracted), spacing 12, insets (8, 10, 8, 10), an
        // extending `.leading` header 30 wide.
        let section = CompositionalSection(
            group: group(.vertical, .absolute(150), .fractionalHeight(0.5), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10), interGroupSpacing: 12,
            boundarySupplementaryItems: [boundary("header", .absolute(30), .fractionalHeight(1), .leading)],
            orthogonalScrollingBehavior: .groupPaging)
        let geometry = try layout([section], counts: [3], width: 600, height: 400, scrollDirection: .horizontal)
        assertElements(
            geometry,
            [
                cell(0, 0, 40, 8, 150, 200), cell(0, 1, 40, 220, 150, 200), cell(0, 2, 40, 432, 150, 200),
                supplementary("header", 0, 0, 0, 8, 30, 384),
            ], contentSize: Size(width: 200, height: 400))
        let orthogonal = try XCTUnwrap(geometry.sections[0].orthogonal)
        XCTAssertEqual(orthogonal.axis, .vertical)
        XCTAssertEqual(orthogonal.contentLength, 640)  // 8 + 3·200 + 2·12 + 8
        XCTAssertEqual(
            OrthogonalPaging.restingOffset(orthogonal, endingAt: 100, velocity: 0.1, scale: 2), 212)
        XCTAssertEqual(
            OrthogonalPaging.restingOffset(orthogonal, endingAt: 300, velocity: 0.1, scale: 2), 240)
    }

    func testRectQuery_SelectsCellsWhereTheyAreOnScreen_AnswersUnscrolledFrames() throws {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        func keys(_ offset: Double) throws -> [String] {
            let snapshot = LayoutSnapshot(geometry: try layout([carousel()], counts: [5], offsets: [0: offset]))
            return snapshot.elements(in: screen).map { "\($0.category.rawValue) \($0.indexPath.item) \($0.frame.x)" }
        }
        // At rest cells 0 and 1 (x 342..654 reaches into the screen), and the header.
        XCTAssertEqual(try keys(0), ["cell 0 20.0", "cell 1 342.0", "supplementary 0 20.0"])
        // Scrolled 400: the screen shows content x 400..790, cells 1 and 2, at their rest frames;
        // the header does not scroll (C30).
        XCTAssertEqual(try keys(400), ["cell 1 342.0", "cell 2 664.0", "supplementary 0 20.0"])
        XCTAssertEqual(try keys(1250), ["cell 3 986.0", "cell 4 1308.0", "supplementary 0 20.0"])
    }

    func testRectQuery_AgreesWithPointQueriesAtEveryOffset() throws {
        for offset in stride(from: -100.0, through: 1400, by: 37) {
            let geometry = try layout([carousel(), carousel()], counts: [5, 9], offsets: [1: offset])
            let snapshot = LayoutSnapshot(geometry: geometry)
            for y in stride(from: 0.0, through: 544, by: 50) {
                let rect = Rect(x: 10, y: y, width: 300, height: 120)
                let found = snapshot.elements(in: rect).filter { $0.category == .cell }
                var expected: [LayoutAttributes] = []
                for s in 0..<2 {
                    let shift = s == 1 ? offset : 0
                    for i in 0..<geometry.sections[s].itemCount {
                        let cell = try XCTUnwrap(snapshot.item(at: IndexPath(section: s, item: i)))
                        var onScreen = cell.frame
                        onScreen.x -= shift
                        if onScreen.intersects(rect) { expected.append(cell) }
                    }
                }
                XCTAssertEqual(found, expected, "offset \(offset), rect \(rect)")
            }
        }
    }

    /// C31's worked numbers: page 322 for the group behaviours, 390 for `.paging`, rests
    /// clamped to 1250.
    func testRestingOffsets_FollowThePageAndClampToTheContent() throws {
        func rest(_ behavior: OrthogonalScrollingBehavior, _ offset: Double, _ velocity: Double) throws -> Double {
            let geometry = try layout([carousel(behavior)], counts: [5])
            return OrthogonalPaging.restingOffset(
                try XCTUnwrap(geometry.sections[0].orthogonal), endingAt: offset, velocity: velocity, scale: 2)
        }
        XCTAssertEqual(try rest(.groupPaging, 100, 0), 0)
        XCTAssertEqual(try rest(.groupPaging, 100, 0.2), 322)
        XCTAssertEqual(try rest(.groupPaging, 645, -0.2), 644)
        XCTAssertEqual(try rest(.groupPaging, 323, 0.2), 322)  // within 322·1.005: this page
        XCTAssertEqual(try rest(.groupPaging, 330, 0.2), 644)
        XCTAssertEqual(try rest(.groupPaging, 1200, 0.2), 1250)
        XCTAssertEqual(try rest(.paging, 200, 0), 390)
        XCTAssertEqual(try rest(.paging, 200, -0.5), 0)
        XCTAssertEqual(try rest(.paging, 1000, 1), 1170)
        XCTAssertEqual(try rest(.paging, 1180, 1), 1250)
        // Centred: c = roundpx((390 − 312)/2 − 20) = 19; group k rests at 322k − 19.
        XCTAssertEqual(try rest(.groupPagingCentered, 0, 0), -19)
        XCTAssertEqual(try rest(.groupPagingCentered, 300, 0), 303)
        XCTAssertEqual(try rest(.groupPagingCentered, 1250, 1), 1269)
        // Decelerating ones travel v·0.998/0.002 = 499·v points first.
        XCTAssertEqual(try rest(.continuous, 100, 0), 100)
        XCTAssertEqual(try rest(.continuous, 100, 1), 599)
        XCTAssertEqual(try rest(.continuous, 100, 5), 1250)
        XCTAssertEqual(try rest(.continuous, 100, -1), 0)
        XCTAssertEqual(try rest(.continuousGroupLeadingBoundary, 100, 1), 644)
    }

    func testOrthogonalOffsets_OfSectionsWithoutOne_AreIgnoredWithAWarning() throws {
        let plain = CompositionalSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let geometry = try layout([carousel(), plain], counts: [5, 1], offsets: [0: 30, 1: 30, 4: 1])
        XCTAssertEqual(geometry.warnings, [
            "orthogonalOffsets[1]: section 1 does not scroll orthogonally; the offset is ignored",
            "orthogonalOffsets[4]: there is no section 4 (the layout has 2); the offset is ignored",
        ])
        XCTAssertEqual(geometry.sections[0].orthogonal?.offset, 30)
        XCTAssertNil(geometry.sections[1].orthogonal)
        XCTAssertThrowsError(try layout([carousel()], counts: [5], offsets: [0: .nan])) { error in
            XCTAssertEqual((error as? LayoutError)?.path, LayoutFieldPath(.collectionView, "orthogonalOffsets[0]"))
        }
    }
}
