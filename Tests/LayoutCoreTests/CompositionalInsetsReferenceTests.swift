// Rules: docs/layout-rules.md, C42-C44

import LayoutCore
import XCTest

/// `contentInsetsReference`, `supplementaryContentInsetsReference`, the readable content
/// guide and the collection view's content inset (issue 34, item 3): the worked examples of
/// C42-C44, literal frames worked by hand.
final class CompositionalInsetsReferenceTests: XCTestCase {
    private let row = group(.horizontal, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])

    private func section(_ reference: ContentInsetsReference) -> CompositionalSection {
        var s = CompositionalSection(group: row, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        s.contentInsetsReference = reference
        return s
    }

    private func layout(
        _ sections: [CompositionalSection], width: Double = 390, height: Double = 600, scale: Double = 2,
        configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
        adjust: (inout CollectionViewMetrics) -> Void
    ) throws -> LayoutGeometry {
        var cv = CollectionViewMetrics(size: Size(width: width, height: height), scale: scale)
        adjust(&cv)
        return try CompositionalLayout.layout(
            configuration: configuration, sections: sections, itemCounts: sections.map { _ in 1 }, collectionView: cv)
    }

    /// C42: a 390-wide view with a 44-pt safe area on each side and 60-pt margins, sections
    /// inset 10 on the sides: automatic (the configuration's safeArea) x = 54, w = 282; none
    /// x = 10, w = 370; layoutMargins x = 70, w = 250; readableContent (390 − 120 < 672: the
    /// margins) as layoutMargins.
    func testEachReference_InsetsTheSectionAcross() throws {
        for scale in [1.0, 2, 3] {
            let g = try layout(
                [section(.automatic), section(.none), section(.safeArea), section(.layoutMargins), section(.readableContent)],
                scale: scale
            ) { cv in
                cv.safeAreaInsets = EdgeInsets(top: 47, left: 44, bottom: 34, right: 44)
                cv.layoutMargins = EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
            }
            assertElements(
                g,
                [cell(0, 0, 54, 0, 282, 44), cell(1, 0, 10, 44, 370, 44), cell(2, 0, 54, 88, 282, 44),
                 cell(3, 0, 70, 132, 250, 44), cell(4, 0, 70, 176, 250, 44)],
                contentSize: Size(width: 390, height: 220))
        }
    }

    /// C42: a configuration set to automatic reads as none; a section's automatic follows it.
    func testAnAutomaticConfiguration_ReadsAsNone() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .automatic
        let g = try layout([section(.automatic), section(.safeArea)], configuration: configuration) { cv in
            cv.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        }
        assertElements(g, [cell(0, 0, 10, 0, 370, 44), cell(1, 0, 54, 44, 282, 44)])
    }

    /// C43: the readable content guide on a 1024-wide iPad with 20-pt margins: 984 between
    /// the margins, 312 past 672, so 20 + 156 = 176 a side (the measured guide); the section
    /// is 1024 − 352 − 20 = 652 wide at 186. On a 1001-wide view: 20 + (961 − 672)/2 = 164.5;
    /// x = 174.5 rounds to 175 at scale 1 (halves away from zero), 523.5·… = 524/3 at 3.
    func testReadableContent_IsTheMarginsNarrowedTo672_Centred() throws {
        let margins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let g = try layout([section(.readableContent)], width: 1024) { $0.layoutMargins = margins }
        assertElements(g, [cell(0, 0, 186, 0, 652, 44)])
        let expected: [Double: Double] = [1: 175, 2: 174.5, 3: 524.0 / 3]
        for (scale, x) in expected {
            let odd = try layout([section(.readableContent)], width: 1001, scale: scale) { $0.layoutMargins = margins }
            // width: 1001 − 329 − 20 = 652, a whole number at every scale.
            assertElements(odd, [cell(0, 0, x, 0, 652, 44)])
        }
        // A narrower readable width (a larger text size) is the scene's to give.
        let narrow = try layout([section(.readableContent)], width: 1024) { cv in
            cv.layoutMargins = margins
            cv.readableContentWidth = 560
        }
        assertElements(narrow, [cell(0, 0, 242, 0, 540, 44)])
    }

    /// C42: boundary items take the supplementary reference when they do not follow the
    /// content insets: the header spans the safe area (44 … 346) while the cells, whose
    /// reference is none, start at the section's inset 10.
    func testTheSupplementaryReference_PlacesTheBoundaryItems() throws {
        var s = section(.none)
        s.supplementariesFollowContentInsets = false
        s.supplementaryContentInsetsReference = .safeArea
        s.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        let g = try layout([s]) { $0.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44) }
        assertElements(g, [cell(0, 0, 10, 30, 370, 44), supplementary("header", 0, 0, 44, 0, 302, 30)])
    }

    /// C42: UIKit asserts when boundary items follow the content insets but name another
    /// reference.
    func testASupplementaryReferenceWithFollowingItems_IsAnError() {
        var s = section(.none)
        s.supplementaryContentInsetsReference = .layoutMargins
        let error = compositionalError([s], counts: [1])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(0), "supplementaryContentInsetsReference"))
    }

    /// C44: the layout container is the bounds less the content inset: 390 − 40 = 350 wide
    /// at x = 0, the content 350 wide; `fractionalHeight(0.25)` of 600 − 100 is 125. A safe
    /// area of 44 under a content inset of 20 insets the section by what is left, 24.
    func testTheContentInset_NarrowsTheContainer() throws {
        let inset = EdgeInsets(top: 50, left: 20, bottom: 50, right: 20)
        let tall = group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.25), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let g = try layout([CompositionalSection(group: tall)]) { $0.contentInset = inset }
        assertElements(g, [cell(0, 0, 0, 0, 350, 125)], contentSize: Size(width: 350, height: 125))
        let safe = try layout([CompositionalSection(group: row)]) { cv in
            cv.contentInset = inset
            cv.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        }
        assertElements(safe, [cell(0, 0, 24, 0, 302, 44)])
    }

    /// C42, scrolling sideways: references act on top and bottom. A 400-tall view with a
    /// safe area of 20 above and 30 below: a `fractionalHeight(1)` column is 350 tall at y = 20.
    func testHorizontalScrolling_ReferencesActOnTopAndBottom() throws {
        let column = group(.vertical, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var configuration = CompositionalLayoutConfiguration(scrollDirection: .horizontal)
        configuration.contentInsetsReference = .safeArea
        for scale in [1.0, 2, 3] {
            let g = try layout([CompositionalSection(group: column)], height: 400, scale: scale, configuration: configuration) { cv in
                cv.safeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 30, right: 44)
            }
            assertElements(g, [cell(0, 0, 0, 20, 100, 350)])
        }
    }

    /// R17c with C42: in right-to-left the reference's left and right trade places before
    /// the view flips the frames.
    func testRightToLeft_TradesTheReferencesSides() throws {
        var s = section(.layoutMargins)
        s.contentInsets = .zero
        let g = try layout([s]) { cv in
            cv.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
            cv.layoutDirection = .rightToLeft
        }
        assertElements(g, [cell(0, 0, 0, 0, 360, 44)])
    }

    /// Margins no reference reads are said to change nothing, not silently ignored.
    func testMarginsNoSectionReads_AreAWarning() throws {
        let unread = try layout([section(.safeArea)]) { $0.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
        XCTAssertEqual(unread.warnings.count, 1)
        XCTAssertTrue(unread.warnings.first?.hasPrefix("collection.layoutMargins:") == true, "\(unread.warnings)")
        let read = try layout([section(.layoutMargins)]) { $0.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
        XCTAssertEqual(read.warnings, [])
        let width = try layout([section(.layoutMargins)]) { $0.readableContentWidth = 500 }
        XCTAssertEqual(width.warnings.count, 1)
    }
}
