import LayoutCore
import XCTest

/// The reference libraries' sensible variants as options of the general plugins
/// (docs/migrating.md): rounded_background's `insetEdges` (RoundedBackgroundView),
/// row_background's `padding` and `numbering` (SCSectionBackground), separators'
/// `placement` (CollectionViewFlowLayoutWithDecorations), section_background's
/// `cover = "firstAndLast"` (ZHCollectionViewFlowLayout). Frames worked by hand.
final class ReferenceLibraryVariantTests: XCTestCase {
    private func decorations(_ scene: String, kind: String) throws -> [LayoutAttributes] {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors, [])
        return snapshot.decorations(kind)
    }

    /// RoundedBackgroundView's sample with `rounded_background` in place of the declared
    /// background: 15 and 7 rows of the 100-point estimate, 15 between sections; the card
    /// is each section inset 15 from leading and trailing, radius 15, under the original's
    /// kind. Its zIndex is the plugin's −1 under cells at 0, where UIKit gives the declared
    /// background 0 and raises the cells to 1 (docs/migrating.md says so).
    func testRoundedBackgroundView_SampleApp_CardInsetLeadingAndTrailing() throws {
        var scene = try DecorationFixture.bundledScene("seeds/rounded_background_view.lua")
        let declared = try XCTUnwrap(scene.range(of: "    decorationItems = {"))
        let declaredEnd = try XCTUnwrap(scene.range(of: "    },\n", range: declared.upperBound..<scene.endIndex))
        scene.removeSubrange(declared.lowerBound..<declaredEnd.upperBound)
        let styling = try XCTUnwrap(scene.range(of: "use(\"color_rules\""))
        scene = String(scene[..<styling.lowerBound])
        scene += #"use("rounded_background", { insetEdges = "leadingTrailing", cover = "section", kind = "RoundedBackgroundView" })"#
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors, [])
        let found = snapshot.decorations("RoundedBackgroundView")
        XCTAssertEqual(found.map(\.frame), [R(15, 0, 345, 1500), R(15, 1515, 345, 700)])
        XCTAssertEqual(found[0].attributes, ["color": .string("#78788029"), "cornerRadius": .number(15)])
        XCTAssertEqual(found.map(\.zIndex), [-1, -1])
        XCTAssertEqual(Set(snapshot.allElements().filter { $0.category == .cell }.map(\.zIndex)), [0])
    }

    /// Sideways (groups 150 wide, sections of 3 and 2, 15 apart, a 300-tall view): the
    /// original still insets leading and trailing (x); the default insets across the
    /// scroll axis (y).
    func testRoundedBackground_Horizontal_LeadingTrailingOrAcross() throws {
        func scene(_ edges: String) -> String {
            """
            collection { width = 375, height = 300, scale = 2 }
            local item = { size = { fractionalWidth(1), fractionalHeight(1) },
                           contentInsets = { top = 5, leading = 15, bottom = 10, trailing = 15 } }
            compositional {
              scrollDirection = "horizontal",
              interSectionSpacing = 15,
              section = { group = { axis = "horizontal", size = { absolute(150), fractionalHeight(1) }, subitems = { item } } },
            }
            sections { 3, 2 }
            use("rounded_background", { insetEdges = "\(edges)", cover = "section" })
            """
        }
        XCTAssertEqual(try decorations(scene("leadingTrailing"), kind: "roundedBackground").map(\.frame),
                       [R(15, 0, 420, 300), R(480, 0, 270, 300)])
        XCTAssertEqual(try decorations(scene("across"), kind: "roundedBackground").map(\.frame),
                       [R(0, 15, 450, 270), R(465, 15, 300, 270)])
    }

    /// row_background with SCSectionBackground's padding (top 8, bottom L − 4 + 4 = 8) and
    /// numbering gives the sample's bands: each row's 100 points grown by 8 both ways.
    func testRowBackground_PaddingAndFirstItemNumbering_GiveSCSamplesBands() throws {
        var scene = try DecorationFixture.bundledScene("seeds/sc_section_background.lua")
        scene = scene.replacingOccurrences(of: "use(\"sc_section_background\")",
                                           with: "use(\"row_background\", { padding = { top = 8, bottom = 8 }, numbering = \"firstItem\" })")
        let found = try decorations(scene, kind: "rowBackground")
        XCTAssertEqual(found.map(\.frame).prefix(4), [R(0, 0, 375, 116), R(0, 116, 375, 116), R(0, 224, 375, 116), R(0, 332, 375, 116)])
        XCTAssertEqual(found.map(\.indexPath.item), [0, 0, 3, 6, 0, 0, 3, 6])
    }

    /// separators with `placement = "minimumSpacing"` on CollectionViewFlowLayoutWithDecorations'
    /// sample: lines half the minimum spacing (5) before the next row and item, off-centre in
    /// the 11-point gaps; "centered" puts them in the middle of the gap.
    func testSeparators_MinimumSpacingPlacement() throws {
        var scene = try DecorationFixture.bundledScene("seeds/flow_layout_with_decorations.lua")
        scene = scene.replacingOccurrences(of: "use(\"flow_layout_with_decorations\"", with: "-- use(\"flow_layout_with_decorations\"")
        let use = "use(\"separators\", { betweenItems = true, thickness = 0.375, insets = { left = 10, right = 10 }, placement = "
        let byMinimum = try decorations(scene + "\n" + use + "\"minimumSpacing\" })", kind: "separator")
        // Row 0 (y 60): items at 10, 132, 254; the second row at 181.
        XCTAssertEqual(byMinimum.prefix(3).map(\.frame), [R(127, 60, 0.375, 111), R(249, 60, 0.375, 111), R(10, 176, 355, 0.375)])
        let centred = try decorations(scene + "\n" + use + "\"centered\" })", kind: "separator")
        XCTAssertEqual(centred.prefix(3).map(\.frame),
                       [R(126.3125, 60, 0.375, 111), R(248.3125, 60, 0.375, 111), R(10, 175.8125, 355, 0.375)])
    }

    /// `placement = "minimumSpacing"` in right-to-left: each line between items is the
    /// left-to-right one mirrored, after the item that follows on the left. 320 wide, items
    /// 90 x 50 in the 15-point gaps of 3 a row (10 minimum): left to right at
    /// 115 - floor((10 + 1) / 2) = 110; mirrored, 320 - 110 - 1 = 209. The line between rows
    /// (y 65) stays where it is.
    func testSeparators_MinimumSpacingPlacement_RightToLeft_IsMirrored() throws {
        func scene(_ direction: String) -> String {
            """
            collection { width = 320, height = 480, scale = 2, layoutDirection = "\(direction)" }
            flow { itemSize = { 90, 50 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
                   sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { 5 }
            use("separators", { placement = "minimumSpacing", thickness = 1, betweenItems = true })
            """
        }
        let leftToRight = try decorations(scene("leftToRight"), kind: "separator")
        XCTAssertEqual(leftToRight.map(\.frame), [R(110, 10, 1, 50), R(215, 10, 1, 50), R(0, 65, 320, 1), R(110, 70, 1, 50)])
        let rightToLeft = try decorations(scene("rightToLeft"), kind: "separator")
        XCTAssertEqual(rightToLeft.map(\.frame), [R(209, 10, 1, 50), R(104, 10, 1, 50), R(0, 65, 320, 1), R(209, 70, 1, 50)])
    }

    /// section_background's `cover = "firstAndLast"` on ZHCollectionViewFlowLayout's sample
    /// gives its bands; where the first item is centred it starts at the section's edge.
    func testSectionBackground_FirstAndLast() throws {
        let sample = try DecorationFixture.bundledScene("seeds/zh_flow_layout.lua")
            .replacingOccurrences(of: "use(\"zh_flow_layout\")", with: "use(\"section_background\", { cover = \"firstAndLast\" })")
        XCTAssertEqual(try decorations(sample, kind: "sectionBackground").map(\.frame),
                       [R(0, 40, 375, 850), R(0, 930, 375, 850), R(0, 1820, 375, 850)])
        let lone = try decorations("""
            collection { width = 375, height = 667, scale = 2 }
            flow { sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { { items = 1, itemSize = { 300, 40 } }, 0 }
            use("section_background", { cover = "firstAndLast", emptySections = true })
            """, kind: "sectionBackground")
        XCTAssertEqual(lone.map(\.frame), [R(0, 0, 375, 60)])
    }
}
