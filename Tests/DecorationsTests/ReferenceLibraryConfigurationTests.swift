import LayoutCore
import XCTest

/// The reference libraries in the configurations their samples leave out (issue 35):
/// cells sized per item under SCSectionBackground, RoundedBackgroundView's own element kind,
/// zIndex and a decoration item with content insets, ZHCollectionViewFlowLayout sideways
/// with its first item off the top inset and a content inset, and a separator size that is
/// not square. Each expected frame is worked by hand from the rule docs/migrating.md gives.
final class ReferenceLibraryConfigurationTests: XCTestCase {
    private func elements(_ scene: String) throws -> (all: [LayoutAttributes], decorations: [LayoutAttributes]) {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors.map(\.description), [])
        XCTAssertEqual(fixture.configureProblems.map(\.description), [])
        let all = snapshot.allElements()
        return (all, all.filter { $0.category == .decoration })
    }

    /// The first problem `configure` reported for a scene whose `use` is at line 4.
    private func refusal(_ use: String) throws -> String {
        let fixture = try DecorationFixture()
        _ = try fixture.snapshot("""
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 100, 100 }, sectionInset = { top = 8, left = 8, bottom = 8, right = 8 } }
            sections { 3 }
            \(use)
            """)
        return fixture.configureProblems.first?.description ?? "(accepted)"
    }

    // MARK: SCSectionBackground

    private func scScene(_ options: String) -> String {
        """
        collection { width = 375, height = 667, scale = 2 }
        flow { itemSize = { 109, 100 }, minimumLineSpacing = 8, minimumInteritemSpacing = 8,
          sectionInset = { top = 8, left = 8, bottom = 8, right = 8 } }
        sections { { items = 3, itemSizes = { { 109, 60 }, { 109, 100 }, { 109, 80 } } } }
        use("sc_section_background"\(options))
        """
    }

    /// Cells sized per item (the delegate's sizes: 60, 100 and 80 tall) in one row 100
    /// tall, each centred across it: item 0 at y 8 + 50 − 30 = 28, x 8. The original's band
    /// uses the layout's itemSize.height (100), given as `itemSize`: from 28 − 8, 100 + 8 +
    /// 4 + 4 = 116 tall. Without the option the section has no single item size and the
    /// band takes the first cell's 60: 76 tall.
    func testSCSectionBackground_ItemSizeOption_TheLayoutsItemHeightForCellsSizedPerItem() throws {
        XCTAssertEqual(try elements(scScene(", { itemSize = { 109, 100 } }")).decorations.map(\.frame), [R(0, 20, 375, 116)])
        XCTAssertEqual(try elements(scScene(", { itemSize = { width = 109, height = 100 } }")).decorations.map(\.frame), [R(0, 20, 375, 116)])
        XCTAssertEqual(try elements(scScene("")).decorations.map(\.frame), [R(0, 20, 375, 76)])
    }

    /// `itemSize` is a size: two finite numbers ≥ 0; anything else is refused at the use's
    /// line, naming the option.
    func testSCSectionBackground_ItemSizeOption_BadValuesRefusedNamingTheOptionAndLine() throws {
        let prefix = "scene.lua:4: sc_section_background: bad options: option 'itemSize': "
        XCTAssertEqual(try refusal(#"use("sc_section_background", { itemSize = { 100 } })"#),
                       prefix + "a size expected: a number, { width, height } or { width =, height = } (or false for none); got a list of 1")
        XCTAssertEqual(try refusal(#"use("sc_section_background", { itemSize = { 100, -1 } })"#),
                       prefix + "height must be ≥ 0, got -1")
        XCTAssertEqual(try refusal(#"use("sc_section_background", { itemSize = { 1 / 0, 100 } })"#),
                       prefix + "width must be a finite number, got inf")
        XCTAssertEqual(try refusal(#"use("sc_section_background", { itemSize = { width = 100, hieght = 100 } })"#),
                       prefix + "a size expected: a number, { width, height } or { width =, height = } (or false for none); "
                       + "unknown key 'hieght' (did you mean 'height'?); allowed: width, height")
        XCTAssertEqual(try refusal(#"use("sc_section_background", { itemSize = "100x100" })"#),
                       prefix + "a size expected: a number, { width, height } or { width =, height = } (or false for none), got string")
    }

    // MARK: RoundedBackgroundView

    /// The bundled sample declares the background as the app does, under the view's element
    /// kind: the card (15 in from leading and trailing) at zIndex 0 and the cells at 1, as
    /// UIKit gives a background decoration item and its section's cells (C21).
    func testRoundedBackgroundView_Sample_OriginalKind_UIKitsZIndex() throws {
        let found = try elements(try DecorationFixture.bundledScene("seeds/rounded_background_view.lua"))
        XCTAssertEqual(found.decorations.map(\.kind), ["RoundedBackgroundView", "RoundedBackgroundView"])
        XCTAssertEqual(found.decorations.map(\.frame), [R(15, 0, 345, 1500), R(15, 1515, 345, 700)])
        XCTAssertEqual(found.decorations.map(\.indexPath), [IndexPath(section: 0, item: 0), IndexPath(section: 1, item: 0)])
        XCTAssertEqual(found.decorations.map(\.zIndex), [0, 0])
        XCTAssertEqual(Set(found.all.filter { $0.category == .cell }.map(\.zIndex)), [1])
        XCTAssertEqual(found.decorations[0].attributes, ["color": .string("#78788029"), "cornerRadius": .number(15)])
    }

    /// An app whose background item has contentInsets of its own (top 10, leading 5,
    /// bottom 20, trailing 5) shrinks the background first; the view then draws its card 15
    /// further in from leading and trailing: declared insets (10, 20, 20, 20). Sections of 3
    /// and 2 rows of the 100 estimate, 15 apart: (20, 0 + 10, 375 − 40, 300 − 30) and
    /// (20, 315 + 10, 335, 200 − 30).
    func testRoundedBackgroundView_DecorationItemWithItsOwnContentInsets() throws {
        let found = try elements("""
            collection { width = 375, height = 667, scale = 2 }
            local item = { size = { fractionalWidth(1), fractionalHeight(1) },
                           contentInsets = { top = 5, leading = 15, bottom = 10, trailing = 15 } }
            compositional {
              interSectionSpacing = 15,
              section = {
                group = { axis = "vertical", size = { fractionalWidth(1), estimated(100) }, subitems = { item }, interItemSpacing = fixed(10) },
                decorationItems = { { background = "RoundedBackgroundView", contentInsets = { top = 10, leading = 20, bottom = 20, trailing = 20 } } },
              },
            }
            sections { 3, 2 }
            """)
        XCTAssertEqual(found.decorations.map(\.frame), [R(20, 10, 335, 270), R(20, 325, 335, 170)])
        XCTAssertEqual(found.decorations.map(\.zIndex), [0, 0])
    }

    // MARK: ZHCollectionViewFlowLayout

    /// Sideways in a 400 x 300 view with content insets top 20 and bottom 10: the cells'
    /// height D = 270, A = 270 − 15 − 10 = 245, so each 150-tall item is alone in its column,
    /// centred at y 15 + (245 − 150)/2 = 62.5: the first item is 47.5 below the top inset.
    /// Columns 5 apart: section 0 at x 10 and 115 (U = (10, 62.5, 205, 150)), section 1 from
    /// 230 at 240, 345 and 450 (U = (240, 62.5, 310, 150)). The original moves the band down
    /// by as much and keeps it the view's frame height, 300, content insets included:
    /// (0, 47.5, 230, 300) and (230, 47.5, 335, 300). `section_background`'s
    /// `cover = "firstAndLast"` spans the same columns but starts at the section's edge and
    /// is as tall as the section (the content, 270).
    func testZHFlowLayout_Sideways_FirstItemBelowTheTopInset_ContentInset() throws {
        let found = try elements("""
            collection { width = 400, height = 300, scale = 2, contentInset = { top = 20, left = 0, bottom = 10, right = 0 } }
            flow { scrollDirection = "horizontal", itemSize = { 100, 150 }, minimumLineSpacing = 5, minimumInteritemSpacing = 10,
              sectionInset = { top = 15, left = 10, bottom = 10, right = 15 } }
            sections { 2, 3 }
            use("zh_flow_layout")
            use("section_background", { cover = "firstAndLast", kind = "firstAndLast" })
            """).decorations
        XCTAssertEqual(found.filter { $0.kind?.hasPrefix("ZH") == true }.map(\.frame), [R(0, 47.5, 230, 300), R(230, 47.5, 335, 300)])
        XCTAssertEqual(found.filter { $0.kind == "firstAndLast" }.map(\.frame), [R(0, 0, 230, 270), R(230, 0, 335, 270)])
    }

    // MARK: CollectionViewFlowLayoutWithDecorations

    private func qkScene(_ use: String) throws -> String {
        try DecorationFixture.bundledScene("seeds/flow_layout_with_decorations.lua")
            .replacingOccurrences(of: "sections { 15, 15, 15 }", with: "sections { 7 }")
            .replacingOccurrences(of: #"use("flow_layout_with_decorations", { numberOfColumns = 3, separatorSize = { 0.375, 0.375 } })"#, with: use)
    }

    /// `separatorSize = { 1, 0.5 }` on the sample's grid (items 111, rows at y 60, 181, 302,
    /// columns at x 10, 132, 254): vertical lines 1 wide at x − floor((10 + 1)/2) = x − 5,
    /// horizontal ones 0.5 tall at y − floor((10 + 0.5)/2) = y − 5, 355 long from x 10. The
    /// general `separators` draws the same frames from `thickness = { 1, 0.5 }`.
    func testSeparatorSizeNotSquare_PluginAndSeparatorsAgree() throws {
        let expected = [R(127, 60, 1, 111), R(249, 60, 1, 111), R(10, 176, 355, 0.5), R(127, 181, 1, 111),
                        R(249, 181, 1, 111), R(10, 297, 355, 0.5)]
        let original = try elements(try qkScene(#"use("flow_layout_with_decorations", { separatorSize = { 1, 0.5 } })"#)).decorations
        XCTAssertEqual(original.filter { $0.kind != "sectionBackground" }.map(\.frame), expected)
        XCTAssertEqual(original.filter { $0.kind != "sectionBackground" }.map(\.kind),
                       ["verticalSeparator", "verticalSeparator", "horizontalSeparator", "verticalSeparator", "verticalSeparator", "horizontalSeparator"])
        let general = try elements(try qkScene(#"""
            use("separators", { betweenItems = true, thickness = { width = 1, height = 0.5 }, insets = { left = 10, right = 10 },
                                placement = "minimumSpacing" })
            """#)).decorations
        XCTAssertEqual(general.map(\.frame), expected)
    }

    /// Sideways, `separators`' `thickness = { width, height }` still means vertical lines
    /// `width` wide and horizontal ones `height` tall. A 150-tall view, items 50 x 40, 3 a
    /// column on the grid path (R7: justified, y 0, 55, 110; columns at x 0 and 60): lines
    /// between items are horizontal, 0.5 tall, centred in the 15-point gaps at 47.5 − 0.25
    /// and 102.5 − 0.25; the line between the columns is vertical, 2 wide, centred in the
    /// 10-point spacing at 55 − 1, as tall as the column.
    func testSeparators_ThicknessPair_Sideways() throws {
        let found = try elements("""
            collection { width = 320, height = 150, scale = 2 }
            flow { scrollDirection = "horizontal", itemSize = { 50, 40 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10 }
            sections { 5 }
            use("separators", { betweenItems = true, thickness = { 2, 0.5 } })
            """).decorations
        XCTAssertEqual(found.map(\.frame), [R(0, 47.25, 50, 0.5), R(0, 102.25, 50, 0.5), R(54, 0, 2, 150), R(60, 47.25, 50, 0.5)])
    }

    /// A size option's values are checked: `thickness` and `separatorSize` refuse a list of
    /// one, a negative and a NaN, naming the option and the use's line.
    func testSizeOptions_BadValuesRefused() throws {
        XCTAssertEqual(try refusal(#"use("separators", { thickness = { 1 } })"#),
                       "scene.lua:4: separators: bad options: option 'thickness': a size expected: a number, { width, height } or "
                       + "{ width =, height = } (or false for none); got a list of 1")
        XCTAssertEqual(try refusal(#"use("separators", { thickness = -0.5 })"#),
                       "scene.lua:4: separators: bad options: option 'thickness': must be ≥ 0, got -0.5")
        XCTAssertEqual(try refusal(#"use("flow_layout_with_decorations", { separatorSize = { 0 / 0, 1 } })"#),
                       "scene.lua:4: flow_layout_with_decorations: bad options: option 'separatorSize': width must be a finite number, got nan")
    }
}
