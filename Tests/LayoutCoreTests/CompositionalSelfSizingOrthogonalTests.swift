// Rules: docs/layout-rules.md, C28, C31, C35, C50

import LayoutCore
import XCTest

/// Orthogonal sections with fitted item sizes (C50): settled along the axis their groups
/// repeat on, each repetition at its own length, the section as thick as its thickest
/// repetition. Literal frames worked by hand, both scroll directions, scales 1, 2 and 3.
final class CompositionalSelfSizingOrthogonalTests: XCTestCase {
    private func section(
        _ group: CompositionalGroup, spacing: Double, behavior: OrthogonalScrollingBehavior, fitted: [(Double, Double)]
    ) -> CompositionalSection {
        var s = CompositionalSection(group: group, interGroupSpacing: spacing, orthogonalScrollingBehavior: behavior)
        s.fitted = FittedSizes(items: fitted.map { Size(width: $0.0, height: $0.1) })
        return s
    }

    /// Chips scrolling sideways: groups `estimated(80) × estimated(40)` of one chip, 8 apart,
    /// reporting 100 × 30, 60 × 50 and 120 × 40. Along x: 0, 100 + 8 = 108, 108 + 60 + 8 =
    /// 176; the section is as tall as the tallest chip (50); the row is 296 long.
    func testChips_EachGroupItsFittedWidth_TheSectionItsTallestChip() throws {
        let chip = group(.horizontal, .estimated(80), .estimated(40), [item(.estimated(80), .estimated(40))])
        let s = section(chip, spacing: 8, behavior: .continuous, fitted: [(100, 30), (60, 50), (120, 40)])
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([s], counts: [3], width: 320, scale: scale)
            assertElements(
                g, [cell(0, 0, 0, 0, 100, 30), cell(0, 1, 108, 0, 60, 50), cell(0, 2, 176, 0, 120, 40)],
                contentSize: Size(width: 320, height: 50))
            let orthogonal = try XCTUnwrap(g.sections[0].orthogonal)
            XCTAssertEqual(orthogonal.contentLength, 296)
            XCTAssertEqual(orthogonal.maximumOffset, 0)
        }
    }

    /// Scrolling sideways, the groups repeat downwards: the same chips at y 0, 38 and 96, the
    /// section as wide as the widest (120).
    func testChips_InAHorizontalLayout_RepeatDownwards() throws {
        let chip = group(.vertical, .estimated(80), .estimated(40), [item(.estimated(80), .estimated(40))])
        let s = section(chip, spacing: 8, behavior: .continuous, fitted: [(100, 30), (60, 50), (120, 40)])
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional(
                [s], counts: [3], width: 320, height: 300, scale: scale,
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(
                g, [cell(0, 0, 0, 0, 100, 30), cell(0, 1, 0, 38, 60, 50), cell(0, 2, 0, 96, 120, 40)],
                contentSize: Size(width: 120, height: 300))
            XCTAssertEqual(try XCTUnwrap(g.sections[0].orthogonal).contentLength, 136)
        }
    }

    /// Cards paged by groups: `fractionalWidth(0.8)` of the 320 container (256) with heights
    /// estimated; fitted heights 60 and 90. The groups are of one length, so they page: the
    /// page is 256 + 10, the cards at x 0 and 266, the section 90 tall.
    func testCards_GroupPaging_OneGroupLength_Pages() throws {
        let card = group(.horizontal, .fractionalWidth(0.8), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        let s = section(card, spacing: 10, behavior: .groupPaging, fitted: [(0, 60), (0, 90)])
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([s], counts: [2], width: 320, scale: scale)
            assertElements(g, [cell(0, 0, 0, 0, 256, 60), cell(0, 1, 266, 0, 256, 90)], contentSize: Size(width: 320, height: 90))
            let orthogonal = try XCTUnwrap(g.sections[0].orthogonal)
            XCTAssertEqual(orthogonal.groupLength, 256)
            XCTAssertEqual(OrthogonalPaging.pageLength(orthogonal), 266)
            XCTAssertEqual(OrthogonalPaging.restingOffset(orthogonal, endingAt: 150, velocity: 0, scale: scale), 202)
        }
    }

    /// Group paging with groups of different fitted lengths has no page: refused at the
    /// fitted sizes, naming the lengths and what would work.
    func testGroupPaging_WithGroupsOfDifferentLengths_IsRefused() throws {
        let chip = group(.horizontal, .estimated(80), .estimated(40), [item(.estimated(80), .estimated(40))])
        let s = section(chip, spacing: 8, behavior: .groupPaging, fitted: [(100, 30), (60, 50), (120, 40)])
        let error = try XCTUnwrap(compositionalError([s], counts: [3]))
        XCTAssertEqual(error.path.field, "fitted.items")
        XCTAssertTrue(error.message.contains("different lengths across the scroll axis (100 and 60)"), error.message)
        XCTAssertTrue(error.message.contains("\"continuous\" or \"paging\""), error.message)
        var paging = s
        paging.orthogonalScrollingBehavior = .paging
        XCTAssertNoThrow(try compositional([paging], counts: [3], width: 320), "paging by the viewport needs no group length")
    }
}
