import LayoutCore
import XCTest

/// Plugins/waterfall.lua: CHTCollectionViewWaterfallLayout's columns, frame by frame, with
/// the numbers derived by hand from CHT's rules (column width and item heights floored to
/// the pixel grid, items into the shortest column, the first of equals).
final class WaterfallPluginTests: XCTestCase {
    /// 320 wide at scale 2, insets 10, item spacing 10, a 30-point header.
    private let head = """
        collection { width = 320, height = 480, scale = 2 }
        flow { minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 }, headerReferenceSize = { 0, 30 } }
        """
    private let fiveItems = "{ items = 5, itemSizes = { {100, 100}, {100, 50}, {100, 200}, {100, 75}, {3, 7} } }"

    private func cells(_ scene: String) throws -> (frames: [Rect], snapshot: LayoutSnapshot, errors: [String]) {
        let (errors, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        return (snapshot.allElements().filter { $0.category == .cell }.map(\.frame), snapshot, errors)
    }

    func testShortestFirst_FlooredHeights_FirstOfEqualColumns() throws {
        let (frames, snapshot, errors) = try cells(head + "\nsections { \(fiveItems) }\nuse(\"waterfall\", { columns = 2, columnSpacing = 10 })\n")
        XCTAssertEqual(errors, [])
        // Content box: x 10, y 30 + 10 = 40, 300 wide. Column width floor2((300 - 10) / 2) = 145;
        // columns at x 10 and 10 + 155 = 165.
        // 0: 100x100 -> 145 tall, column 0 (both 0: the first), y 0.     column 0 = 155
        // 1: 100x50  -> 72.5, column 1 (0 < 155), y 0.                     column 1 = 82.5
        // 2: 100x200 -> 290, column 1 (82.5 < 155), y 82.5.                column 1 = 382.5
        // 3: 100x75  -> floor2(108.75) = 108.5, column 0, y 155.           column 0 = 273.5
        // 4: 3x7     -> floor2(338.33) = 338, column 0, y 273.5.
        XCTAssertEqual(frames, [
            R(10, 40, 145, 145), R(165, 40, 145, 72.5), R(165, 122.5, 145, 290), R(10, 195, 145, 108.5), R(10, 313.5, 145, 338),
        ])
        // Extent: the furthest item end, 273.5 + 338 = 611.5; 30 + 10 + 611.5 + 10.
        XCTAssertEqual(snapshot.contentSize, Size(width: 320, height: 661.5))
    }

    func testLeftToRight_AndRightToLeft_TakeColumnsInTurn() throws {
        let ltr = try cells(head + "\nsections { \(fiveItems) }\nuse(\"waterfall\", { order = \"leftToRight\" })\n")
        // Columns 0, 1, 0, 1, 0: column 0 holds 145 + 10, then 290 + 10 (y 155, 455).
        XCTAssertEqual(ltr.frames, [
            R(10, 40, 145, 145), R(165, 40, 145, 72.5), R(10, 195, 145, 290), R(165, 122.5, 145, 108.5), R(10, 495, 145, 338),
        ])
        let rtl = try cells(head + "\nsections { \(fiveItems) }\nuse(\"waterfall\", { order = \"rightToLeft\" })\n")
        XCTAssertEqual(rtl.frames, [
            R(165, 40, 145, 145), R(10, 40, 145, 72.5), R(165, 195, 145, 290), R(10, 122.5, 145, 108.5), R(165, 495, 145, 338),
        ])
        XCTAssertEqual(ltr.errors + rtl.errors, [])
    }

    func testPerSectionColumns_UnlistedSectionsAreFlow() throws {
        let scene = head + """

            sections { { items = 3, itemSizes = { {100, 100}, {100, 50}, {100, 200} } }, { items = 2, itemSizes = { {1, 1}, {1, 1} } }, { items = 1 } }
            use("waterfall", { sections = { [0] = { columns = 3 }, [1] = {} } })
            """
        let (frames, snapshot, errors) = try cells(scene)
        XCTAssertEqual(errors, [])
        // Section 0, 3 columns: floor2((300 - 20) / 3) = floor2(93.33) = 93, at x 10, 113, 216;
        // heights 93, floor2(46.5) = 46.5, 186. Section end 30 + 10 + 186 + 10 = 236.
        // Section 1, 2 columns of 145 from y 236 + 30 + 10 = 276; ends at 276 + 145 + 10 = 431.
        // Section 2, the flow layout's: its 50x50 item at 431 + 30 + 10 = 471, x 10.
        XCTAssertEqual(frames, [
            R(10, 40, 93, 93), R(113, 40, 93, 46.5), R(216, 40, 93, 186),
            R(10, 276, 145, 145), R(165, 276, 145, 145),
            R(10, 471, 50, 50),
        ])
        XCTAssertEqual(snapshot.geometry.sections.map(\.frame.maxY), [236, 431, 531])
    }

    func testHorizontal_ColumnsBecomeRows() throws {
        let scene = """
            collection { width = 320, height = 480, scale = 2 }
            flow { scrollDirection = "horizontal", minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { { items = 3, itemSizes = { {100, 100}, {200, 100}, {50, 100} } } }
            use("waterfall")
            """
        let (frames, snapshot, errors) = try cells(scene)
        XCTAssertEqual(errors, [])
        // Rows floor2((460 - 10) / 2) = 225 tall at y 10 and 245; an item w x h is w * 225 / h long.
        // 0: 225 long in row 0 at x 0.          row 0 = 235
        // 1: 450 long in row 1 (0 < 235).       row 1 = 460
        // 2: 112.5 long in row 0 (235 < 460).
        XCTAssertEqual(frames, [R(10, 10, 225, 225), R(10, 245, 450, 225), R(245, 10, 112.5, 225)])
        XCTAssertEqual(snapshot.contentSize, Size(width: 470, height: 480))
    }

    /// CHT's headerInset and footerInset: the header and footer are inset from the
    /// collection view's sides; on the scroll axis the insets' top comes before them and
    /// their bottom after them.
    func testHeaderAndFooterInsets_AsCHTStacksThem() throws {
        let scene = head + """

            flow { footerReferenceSize = { 0, 20 } }
            sections { { items = 2, itemSizes = { {100, 100}, {100, 50} } } }
            use("waterfall", { headerInset = { top = 5, left = 15, bottom = 7, right = 25 },
                               footerInset = { top = 3, left = 4, bottom = 6, right = 8 } })
            """
        let (frames, snapshot, errors) = try cells(scene)
        XCTAssertEqual(errors, [])
        // top 0 + 5: the header (15, 5, 320 - 40, 30); then 35 + 7 = 42, + the inset 10 = 52.
        // Columns of 145 at x 10 and 165: item 0 145 tall (column 0 = 52 + 145 + 10 = 207),
        // item 1 72.5 tall. Footer: 207 - 10 + 10 = 207, + 3: (4, 210, 320 - 12, 20); ends
        // at 230 + 6 = 236.
        XCTAssertEqual(frames, [R(10, 52, 145, 145), R(165, 52, 145, 72.5)])
        let supplementaries = snapshot.allElements().filter { $0.category == .supplementary }
        XCTAssertEqual(supplementaries.map(\.frame), [R(15, 5, 280, 30), R(4, 210, 308, 20)])
        XCTAssertEqual(snapshot.contentSize, Size(width: 320, height: 236))
        XCTAssertEqual(snapshot.geometry.sections[0].contentFrame, R(0, 42, 320, 165))
    }

    /// Pinned (R13, R19f): the header stops at the footer's top and the footer at the
    /// header's bottom, wherever the insets put them, not at the section's ends, which would
    /// lay the header over the footer by the footer inset's bottom (6 here).
    func testPinnedHeaderAndFooter_StopAtEachOther_InsideTheInsets() throws {
        func supplementaries(height: Int, offset: Int) throws -> [Rect] {
            let scene = """
                collection { width = 320, height = \(height), scale = 2, contentOffset = { 0, \(offset) } }
                flow { minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
                  headerReferenceSize = { 0, 30 }, footerReferenceSize = { 0, 20 },
                  sectionHeadersPinToVisibleBounds = true, sectionFootersPinToVisibleBounds = true }
                sections { { items = 2, itemSizes = { {100, 100}, {100, 50} } } }
                use("waterfall", { headerInset = { top = 5, left = 15, bottom = 7, right = 25 },
                                   footerInset = { top = 3, left = 4, bottom = 6, right = 8 } })
                """
            let (_, snapshot, errors) = try cells(scene)
            XCTAssertEqual(errors, [])
            return snapshot.allElements().filter { $0.category == .supplementary }.map(\.frame)
        }
        // Unpinned, as in testHeaderAndFooterInsets_AsCHTStacksThem: header (15, 5, 280, 30),
        // footer (4, 210, 308, 20), the section 0...236.
        XCTAssertEqual(try supplementaries(height: 480, offset: 0), [R(15, 5, 280, 30), R(4, 210, 308, 20)])
        // Scrolled to 190: the header would pin at 190; 190 + 30 + 20 passes 236 - 6, so it
        // stops at 230 - 50 = 180, its bottom on the footer's top (210).
        XCTAssertEqual(try supplementaries(height: 480, offset: 190), [R(15, 180, 280, 30), R(4, 210, 308, 20)])
        // 40 tall: the footer would pin at 40 - 20 = 20; that is above 0 + 5 + 30, the
        // header's bottom, so it stops at 35.
        XCTAssertEqual(try supplementaries(height: 40, offset: 0), [R(15, 5, 280, 30), R(4, 35, 308, 20)])
    }

    /// Without a header CHT still adds the header inset's top, not its bottom; the same for
    /// the footer.
    func testHeaderAndFooterInsets_WithoutHeaderOrFooter_OnlyTheirTops() throws {
        let scene = """
            collection { width = 320, height = 480, scale = 2 }
            flow { minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { { items = 1, itemSizes = { {100, 100} } } }
            use("waterfall", { headerInset = { top = 5, bottom = 7 }, footerInset = { top = 3, bottom = 6 } })
            """
        let (frames, snapshot, errors) = try cells(scene)
        XCTAssertEqual(errors, [])
        // 5 + inset 10 = 15; item 145 tall; 15 + 145 + 10 (inset) + 3 = 173.
        XCTAssertEqual(frames, [R(10, 15, 145, 145)])
        XCTAssertEqual(snapshot.contentSize, Size(width: 320, height: 173))
    }

    /// CHT ends a section at its tallest column less one item spacing: an empty section ends
    /// that much before its top inset ends (here 40 - 10 + 10 = 40: the next header at 40);
    /// with insets of less than the spacing, the section is as long as nothing.
    func testEmptySection_EndsOneItemSpacingShort_NeverNegative() throws {
        let (frames, snapshot, errors) = try cells(head + "\nsections { 0, { items = 1, itemSizes = { {100, 100} } } }\nuse(\"waterfall\")\n")
        XCTAssertEqual(errors, [])
        // Section 0: header 0...30, top inset to 40, -10, bottom inset to 40.
        // Section 1: header 40...70, item at 80, 145 tall; ends 80 + 145 + 10 = 235.
        XCTAssertEqual(snapshot.geometry.sections.map(\.frame.maxY), [40, 235])
        XCTAssertEqual(frames, [R(10, 80, 145, 145)])
        let thin = """
            collection { width = 320, height = 480, scale = 2 }
            flow { minimumInteritemSpacing = 10, sectionInset = { top = 2, left = 10, bottom = 3, right = 10 } }
            sections { 0, { items = 1, itemSizes = { {100, 100} } } }
            use("waterfall")
            """
        let narrow = try cells(thin)
        XCTAssertEqual(narrow.errors, [])
        // 2 - 10 + 3 = -5 in CHT; here the empty section ends where it starts.
        XCTAssertEqual(narrow.snapshot.geometry.sections.map(\.frame.maxY), [0, 150])
        XCTAssertEqual(narrow.frames, [R(10, 2, 145, 145)])
    }

    /// Scrolling horizontally, the header's insets turn with the plugin's world: its top and
    /// bottom come before and after it along x, its left and right inset it from the top and
    /// bottom of the collection view.
    func testHeaderInsets_TurnInAHorizontalLayout() throws {
        let scene = """
            collection { width = 320, height = 480, scale = 2 }
            flow { scrollDirection = "horizontal", minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 }, headerReferenceSize = { 30, 0 } }
            sections { { items = 1, itemSizes = { {100, 100} } } }
            use("waterfall", { headerInset = { top = 5, left = 15, bottom = 7, right = 25 } })
            """
        let (frames, snapshot, errors) = try cells(scene)
        XCTAssertEqual(errors, [])
        // Header (5, 15, 30, 480 - 40); items from 5 + 30 + 7 + 10 = 52; rows 225 tall at y 10.
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .supplementary }.map(\.frame), [R(5, 15, 30, 440)])
        XCTAssertEqual(frames, [R(52, 10, 225, 225)])
    }

    func testRectQueries_FindInterleavedItems_InItemOrder() throws {
        let (_, snapshot, _) = try cells(head + "\nsections { \(fiveItems) }\nuse(\"waterfall\")\n")
        // y 200...210 crosses item 2 (122.5...412.5) and item 3 (195...303.5), not item 4.
        XCTAssertEqual(snapshot.elements(in: R(0, 200, 320, 10)).map(\.indexPath.item), [2, 3])
    }
}

/// The bundled scenes of the layout plugins run clean: every section placed by its
/// plugin (no fallback), decorations inside their sections (at scale 3 too).
final class LayoutPluginSceneTests: XCTestCase {
    private func run(_ name: String) throws -> (errors: [String], snapshot: LayoutSnapshot) {
        try DecorationFixture.run(plugin: "", name: "unused", scene: try DecorationFixture.bundledScene(name))
    }

    func testWaterfallScene_NoErrors_ThreeThenTwoColumns() throws {
        let (errors, snapshot) = try run("waterfall.lua")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.geometry.warnings, [])
        // Section 0: floor3((359 - 16) / 3) = floor3(114.33) = 343 / 3; section 1: floor3((359 - 8) / 2) = floor3(175.5) = 526 / 3.
        XCTAssertEqual(Set(snapshot.geometry.sections[0].itemFrames.map(\.width)), [343.0 / 3])
        XCTAssertEqual(Set(snapshot.geometry.sections[1].itemFrames.map(\.width)), [526.0 / 3])
        XCTAssertEqual(snapshot.decorations("sectionBackground").count, 2)
    }

    func testAlignedScene_NoErrors_RowBandsFollowTheDeclaredLines() throws {
        let (errors, snapshot) = try run("aligned.lua")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.geometry.warnings, [])
        XCTAssertEqual(snapshot.geometry.sections.map(\.lines.count), [4, 3, 2])
        XCTAssertEqual(snapshot.decorations("rowBackground").count, 9)
    }
}
