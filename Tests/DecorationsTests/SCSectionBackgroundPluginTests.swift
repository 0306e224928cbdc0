import LayoutCore
import XCTest

/// Plugins/sc_section_background.lua: SCSectionBackground's bands. Each expected frame is
/// worked by hand from the original's rule on the flow layout's cells: one band per cell
/// whose x equals the left inset, `(0, cell.y − top, contentSize.width, itemSize.height +
/// L + top/2 + bottom/2)`, numbered by that cell, zIndex −1, green on even sections and
/// blue on odd ones.
final class SCSectionBackgroundPluginTests: XCTestCase {
    private func bands(_ scene: String) throws -> [LayoutAttributes] {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors, [])
        return snapshot.decorations("sectionBackground")
    }

    /// The sample app (Scenes/seeds/sc_section_background.lua): items 109 x 100, insets
    /// and spacings 8, so bands are 100 + 8 + 4 + 4 = 116 tall from each row's y − 8; rows
    /// 108 apart, so bands overlap by 8 within a section, and touch across sections.
    func testSampleApp_BandPerRow_NumberedByFirstItem_OverlappingBy8() throws {
        let found = try bands(try DecorationFixture.bundledScene("seeds/sc_section_background.lua"))
        XCTAssertEqual(found.map(\.frame), [
            R(0, 0, 375, 116),
            R(0, 116, 375, 116), R(0, 224, 375, 116), R(0, 332, 375, 116),
            R(0, 448, 375, 116),
            R(0, 564, 375, 116), R(0, 672, 375, 116), R(0, 780, 375, 116),
        ])
        XCTAssertEqual(found.map(\.indexPath.section), [0, 1, 1, 1, 2, 3, 3, 3])
        XCTAssertEqual(found.map(\.indexPath.item), [0, 0, 3, 6, 0, 0, 3, 6])
        XCTAssertEqual(Set(found.map(\.zIndex)), [-1])
        XCTAssertEqual(found.map { $0.attributes["color"] }, [
            .string("#00FF0080"), .string("#0000FF80"), .string("#0000FF80"), .string("#0000FF80"),
            .string("#00FF0080"), .string("#0000FF80"), .string("#0000FF80"), .string("#0000FF80"),
        ])
    }

    /// 414 wide at 3x, items 100 x 50, L = 5, insets (10, 20, 10, 20), footers 20, an empty
    /// section, a section with its own insets (left 30) and a lone item. Rows: section 0 at
    /// y 10 and 65 (3 + 2 items); section 2's first cell is at x 30, not the layout's 20,
    /// so the original (reading the layout's inset) draws no band there; section 3's lone
    /// item sits at x 20, y 275. Height 50 + 5 + 5 + 5 = 65.
    func testUnevenInsets_EmptySection_SectionInset_OnlyCellsAtTheLayoutsLeftInset() throws {
        let found = try bands("""
            collection { width = 414, height = 736, scale = 3 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 5, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 20, bottom = 10, right = 20 }, footerReferenceSize = { 0, 20 } }
            sections { 5, 0, { items = 2, inset = { top = 4, left = 30, bottom = 6, right = 30 } }, 1 }
            use("sc_section_background", { sectionInset = { top = 10, left = 20, bottom = 10, right = 20 } })
            """)
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 414, 65), R(0, 55, 414, 65), R(0, 265, 414, 65)])
        XCTAssertEqual(found.map(\.indexPath), [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 3),
                                                IndexPath(section: 3, item: 0)])
        XCTAssertEqual(found.map { $0.attributes["color"] }, [.string("#00FF0080"), .string("#00FF0080"), .string("#0000FF80")])
    }

    /// Without `sectionInset`, each section's own inset is the test: section 2's first cell
    /// (x 30, y 189) gets a band from y 189 − 4, 50 + 5 + 2 + 3 = 60 tall.
    func testWithoutSectionInset_EachSectionsOwnInsetIsTheTest() throws {
        let found = try bands("""
            collection { width = 414, height = 736, scale = 3 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 5, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 20, bottom = 10, right = 20 }, footerReferenceSize = { 0, 20 } }
            sections { 5, 0, { items = 2, inset = { top = 4, left = 30, bottom = 6, right = 30 } }, 1 }
            use("sc_section_background")
            """)
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 414, 65), R(0, 55, 414, 65), R(0, 185, 414, 60), R(0, 265, 414, 65)])
    }

    /// Sideways (the original has no test of the direction): 320 x 400 at 3x, items 90 x
    /// 100, L = 12, insets (6, 10, 4, 2). Columns of 3 cells at y 6, 151 and 296; only the
    /// first column of section 0 is at x 10, so three bands, each as wide as the content
    /// (10 + 90 + 12 + 90 + 2 = 204, an empty section's 12, then 204: 420) and
    /// 100 + 12 + 3 + 2 = 117 tall.
    func testHorizontal_CellsAtTheLeftInset_BandsAsWideAsTheContent() throws {
        let found = try bands("""
            collection { width = 320, height = 400, scale = 3 }
            flow { scrollDirection = "horizontal", itemSize = { 90, 100 }, minimumLineSpacing = 12,
              minimumInteritemSpacing = 8, sectionInset = { top = 6, left = 10, bottom = 4, right = 2 } }
            sections { 5, 0, 4 }
            use("sc_section_background")
            """)
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 420, 117), R(0, 145, 420, 117), R(0, 290, 420, 117)])
        XCTAssertEqual(found.map(\.indexPath.item), [0, 1, 2])
        XCTAssertEqual(found.map(\.indexPath.section), [0, 0, 0])
    }

    /// 320 wide at 1x with the sample's rule: items 320/3 − 16 = 90.67 wide, 3 a row.
    /// Bands 100 + 8 + 4 + 4 = 116 tall; section 1 (4 items) has rows at y 124 and 232.
    func testNarrowScreen_Scale1() throws {
        let found = try bands("""
            collection { width = 320, height = 568, scale = 1 }
            flow { itemSize = { 320 / 3 - 16, 100 }, minimumLineSpacing = 8, minimumInteritemSpacing = 8,
              sectionInset = { top = 8, left = 8, bottom = 8, right = 8 } }
            sections { 2, 4 }
            use("sc_section_background", { colors = { "#FF0000", "#00FF00" } })
            """)
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 320, 116), R(0, 116, 320, 116), R(0, 224, 320, 116)])
        XCTAssertEqual(found.map(\.indexPath.item), [0, 0, 3])
        XCTAssertEqual(found.map { $0.attributes["color"] }, [.string("#FF0000"), .string("#00FF00"), .string("#00FF00")])
    }

    /// A line spacing wider than half the insets: each section's last band runs 20 − 4 = 16
    /// past the section's end (drawn by the layout hook, the others by the section hook).
    /// Items 100 x 50, 3 a row: rows at y 4, 74, 144 (section 0, which ends at 198) and
    /// 202 (section 1); bands 50 + 20 + 2 + 2 = 74 tall from each row's y − 4.
    func testWideLineSpacing_LastBandsPassTheirSection() throws {
        let found = try bands("""
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 20, minimumInteritemSpacing = 10,
              sectionInset = { top = 4, left = 10, bottom = 4, right = 10 } }
            sections { 7, 2 }
            use("sc_section_background")
            """).sorted { $0.indexPath < $1.indexPath }
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 375, 74), R(0, 70, 375, 74), R(0, 140, 375, 74), R(0, 198, 375, 74)])
        XCTAssertEqual(found.map(\.indexPath.item), [0, 3, 6, 0])
    }

    /// The layout's inset (top 30) deeper than the section's own (top 4): the first band
    /// starts 26 above its section (from the layout hook). Rows at y 4 and 74 as above.
    func testLayoutInsetDeeperThanTheSections_FirstBandStartsBeforeIt() throws {
        let found = try bands("""
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 20, minimumInteritemSpacing = 10,
              sectionInset = { top = 30, left = 10, bottom = 30, right = 10 } }
            sections { { items = 4, inset = { top = 4, left = 10, bottom = 4, right = 10 } } }
            use("sc_section_background", { sectionInset = { top = 30, left = 10, bottom = 30, right = 10 } })
            """).sorted { $0.indexPath < $1.indexPath }
        // 50 + 20 + 15 + 15 = 100 tall, from y − 30.
        XCTAssertEqual(found.map(\.frame), [R(0, -26, 375, 100), R(0, 44, 375, 100)])
    }
}
