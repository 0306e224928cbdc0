import LayoutCore
import OperatingSystem
import TestSupport
import XCTest

@testable import Rendering

final class TerminalRendererTests: XCTestCase {
    private func render(_ mode: ColorMode, columns: Int = 40, rect: Rect? = nil, elements: [LayoutAttributes] = Fixtures.small) -> String {
        TerminalRenderer(options: .init(columns: columns, colorMode: mode))
            .render(elements: elements, contentSize: Fixtures.smallContentSize, rect: rect)
    }
}

// MARK: Plain

extension TerminalRendererTests {
    func testTerminal_Plain_SmallLayout() {
        assertSnapshot(render(.plain))
    }

    func testTerminal_Plain_VisibleRectIsScaledToWidth() {
        assertSnapshot(render(.plain, columns: 30, rect: Rect(x: 0, y: 150, width: 120, height: 110)))
    }

    func testTerminal_Plain_HasNoEscapes() {
        XCTAssertFalse(render(.plain).contains("\u{1B}"))
    }

    func testTerminal_Plain_SquareCellsLookSquare() {
        // 100 points square at 20 columns per 100 points: 20 columns, 10 rows (cells are 2:1).
        let picture = TerminalRenderer(options: .init(columns: 20, colorMode: .plain, showsLegend: false))
            .render(elements: [Fixtures.cell(0, 0, 0, 0, 100, 100)], contentSize: Size(width: 100, height: 100))
        let lines = picture.split(separator: "\n")
        XCTAssertEqual(lines.count, 10)
        XCTAssertEqual(lines.first, "┌" + String(repeating: "─", count: 18) + "┐")
        XCTAssertEqual(lines[4], "│" + String(repeating: " ", count: 7) + "0.0" + String(repeating: " ", count: 8) + "│")
    }

    func testTerminal_Plain_HigherZIndexPaintsOver() {
        let under = Fixtures.cell(0, 0, 0, 0, 100, 60)
        let cover = Fixtures.decoration("cover", 0, Rect(x: 0, y: 0, width: 100, height: 60), zIndex: 5,
                                        attributes: ["color": .string("#FF0000")])
        let options = TerminalRenderer.Options(columns: 10, colorMode: .plain, showsLegend: false)
        let size = Size(width: 100, height: 60)
        let covered = TerminalRenderer(options: options).render(elements: [under, cover], contentSize: size)
        XCTAssertEqual(covered, String(repeating: "░░░░░░░░░░\n", count: 3))
        var beneath = cover
        beneath.zIndex = -1
        let shown = TerminalRenderer(options: options).render(elements: [beneath, under], contentSize: size)
        XCTAssertEqual(shown, "┌────────┐\n│  0.0   │\n└────────┘\n")
    }
}

// MARK: Colour

extension TerminalRendererTests {
    func testTerminal_TrueColor_UsesBlendedRGBEscapes() {
        let picture = render(.trueColor)
        // #00FF0080 over white: 0.502 green, so (127, 255, 127).
        XCTAssertTrue(picture.contains("\u{1B}[39;48;2;127;255;127m"), picture)
        // The orange cell's interior, opaque.
        XCTAssertTrue(picture.contains("48;2;255;149;0m"))
        // Header tint #D6E4F5 behind the header's label.
        XCTAssertTrue(picture.contains("38;2;28;28;30;48;2;214;228;245mheader 0"))
        XCTAssertFalse(picture.contains("[38;5;"))
        XCTAssertTrue(picture.split(separator: "\n").allSatisfy { !$0.contains("\u{1B}") || $0.contains("\u{1B}[0m") },
                      "every coloured line is reset")
    }

    func testTerminal_Palette256_UsesIndexedEscapes() {
        let picture = render(.palette256)
        XCTAssertTrue(picture.contains("\u{1B}[39;48;5;\(Palette256.index(red: 127, green: 255, blue: 127))m"), picture)
        XCTAssertTrue(picture.contains("48;5;231m"), "white is cube entry 231")
        XCTAssertFalse(picture.contains(";2;"))
    }

    func testPalette256_KnownColours_MapToXtermEntries() {
        XCTAssertEqual(Palette256.index(red: 0, green: 0, blue: 0), 16)
        XCTAssertEqual(Palette256.index(red: 255, green: 255, blue: 255), 231)
        XCTAssertEqual(Palette256.index(red: 255, green: 0, blue: 0), 196)
        XCTAssertEqual(Palette256.index(red: 0, green: 255, blue: 0), 46)
        XCTAssertEqual(Palette256.index(red: 128, green: 128, blue: 128), 244)
    }

    func testTerminal_Legend_NamesDecorationKindsAndColours() {
        let lines = render(.trueColor).split(separator: "\n")
        XCTAssertEqual(lines.last, "\u{1B}[38;2;127;255;127;49m■\u{1B}[0m sectionBackground #00FF0080  "
                       + "\u{1B}[38;2;198;198;200;49m■\u{1B}[0m separator #C6C6C8")
    }
}

// MARK: Nothing to show

extension TerminalRendererTests {
    func testTerminal_RectOutsideContent_SaysSoInsteadOfABlankPicture() {
        XCTAssertEqual(render(.plain, rect: Rect(x: 0, y: 5000, width: 200, height: 100)),
                       "nothing to show: rect (0, 5000, 200, 100) lies outside the content (200 × 260)\n")
    }

    func testTerminal_RectWithNoElements_SaysSo() {
        // The content's bottom 14 points hold no element (the last cells end at 246).
        XCTAssertEqual(render(.trueColor, rect: Rect(x: 0, y: 247, width: 200, height: 10)),
                       "nothing to show: no elements in rect (0, 247, 200, 10) (content 200 × 260)\n")
    }

    func testTerminal_EmptyContent_SaysSo() {
        let picture = TerminalRenderer(options: .init(columns: 40, colorMode: .plain))
            .render(elements: [], contentSize: Size(width: 375, height: 0))
        XCTAssertEqual(picture, "nothing to show: the content is empty (375 × 0)\n")
    }
}

// MARK: Width

extension TerminalRendererTests {
    private static let terminal = Terminal.Size(columns: 100, lines: 43)

    func testFittingColumns_TallRect_IsDrawnAtFullWidthNotSqueezed() {
        // 375 × 10000 would need 3 columns to fit on 40 lines: drawn 100 wide, and it scrolls.
        XCTAssertEqual(TerminalRenderer.fittingColumns(for: Rect(x: 0, y: 0, width: 375, height: 10000),
                                                       terminal: Self.terminal, isTerminal: true), 100)
    }

    func testFittingColumns_ScreenHighRect_IsNarrowedToFitOnOneScreen() {
        // 40 lines × 2 (cell aspect) × 375 / 667 = 44.97: 44 columns keep 375 × 667 on screen.
        XCTAssertEqual(TerminalRenderer.fittingColumns(for: Rect(x: 0, y: 0, width: 375, height: 667),
                                                       terminal: Self.terminal, isTerminal: true), 44)
        XCTAssertEqual(TerminalRenderer.fittingColumns(for: Rect(x: 0, y: 0, width: 375, height: 100),
                                                       terminal: Self.terminal, isTerminal: true), 100)
    }

    func testFittingColumns_NotATerminal_GetsFullWidth() {
        XCTAssertEqual(TerminalRenderer.fittingColumns(for: Rect(x: 0, y: 0, width: 375, height: 667),
                                                       terminal: Self.terminal, isTerminal: false), 100)
    }
}

// MARK: Equal elements alike

extension TerminalRendererTests {
    /// The rows of each box in a plain picture: (top, bottom) line numbers of `┌`...`└`
    /// pairs, or one line for `[`...`]` boxes, in the first column.
    private func boxSpans(_ picture: String) -> [ClosedRange<Int>] {
        var spans: [ClosedRange<Int>] = [], top: Int?
        for (number, line) in picture.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch line.first {
            case "┌": top = number
            case "└": if let start = top { spans.append(start...number) }; top = nil
            case "[": spans.append(number...number)
            default: break
            }
        }
        return spans
    }

    func testTerminal_EqualRows_AreDrawnWithEqualHeights() {
        // Ten 44-point rows one after another at 40 columns over 375 points: 2.35 lines
        // each. Sized by their edges they would take 2 or 3 lines by turns.
        let rows = (0..<10).map { Fixtures.cell(0, $0, 0, 7 + 44 * Double($0), 375, 44) }
        let picture = TerminalRenderer(options: .init(columns: 40, colorMode: .plain, showsLegend: false))
            .render(elements: rows, contentSize: Size(width: 375, height: 460))
        let spans = boxSpans(picture)
        XCTAssertEqual(spans.count, 10, picture)
        XCTAssertEqual(Set(spans.map(\.count)), [2], picture)
    }

    func testTerminal_OneLineFooter_IsStillABox() {
        // 12 points at 0.1 lines a point: one line, with ends that close it.
        let footer = Fixtures.supplementary("footer", 0, Rect(x: 0, y: 0, width: 200, height: 12))
        let picture = TerminalRenderer(options: .init(columns: 20, colorMode: .plain, showsLegend: false))
            .render(elements: [footer], contentSize: Size(width: 200, height: 12))
        XCTAssertEqual(picture, "╞═footer 0═════════╡\n")
    }

    func testTerminal_SeparatorsAt40Columns_LeaveCellBordersWhole() {
        // Rows 44 points high with a 1-point gap and a 1/3-point separator in it, above the
        // cells (zIndex 1), as in Scenes/zebra_rows.lua: the gap is 0.05 lines, so the
        // separators fall on the cells' borders, which stay whole; a separator that falls
        // on a free line is drawn there.
        let rows = (0..<4).map { Fixtures.cell(0, $0, 0, 45 * Double($0), 375, 44) }
        let separators = (1..<4).map {
            Fixtures.decoration("separator", 0, Rect(x: 16, y: 45 * Double($0) - 2.0 / 3, width: 359, height: 1.0 / 3),
                                item: $0 - 1, zIndex: 1, attributes: ["color": .string("#C6C6C8")])
        }
        let picture = TerminalRenderer(options: .init(columns: 40, colorMode: .plain, showsLegend: false))
            .render(elements: rows + separators, contentSize: Size(width: 375, height: 179))
        let border = String(repeating: "─", count: 38)
        XCTAssertEqual(picture, """
            ┌─────────────────0.0──────────────────┐
            └\(border)┘
            ┌─────────────────0.1──────────────────┐
            └\(border)┘
              \(border)
            ┌─────────────────0.2──────────────────┐
            └\(border)┘
            ┌─────────────────0.3──────────────────┐
            └\(border)┘


            """)
    }
}

// MARK: Without colour

extension TerminalRendererTests {
    func testTerminal_Plain_LegendUsesTheDrawingsGlyphs() {
        let lines = render(.plain).split(separator: "\n")
        XCTAssertEqual(lines.suffix(2), ["░ sectionBackground #00FF0080  ─ separator #C6C6C8", "cells: A #FF9500"])
        XCTAssertTrue(lines.contains { $0.contains("░") }, "the fill glyph of the legend is in the picture")
        XCTAssertTrue(lines.contains { $0.contains("░░────") }, "the line glyph of the legend is in the picture")
    }

    func testTerminal_Plain_VerticalLines_AreNamedWithTheirGlyph() {
        let line = Fixtures.decoration("rule", 0, Rect(x: 99.75, y: 0, width: 0.5, height: 100), zIndex: 1)
        let picture = TerminalRenderer(options: .init(columns: 20, colorMode: .plain))
            .render(elements: [line], contentSize: Size(width: 200, height: 100))
        XCTAssertEqual(picture.split(separator: "\n").last, "│ rule")
    }

    func testTerminal_Plain_CellColours_GetLetterMarksExplainedInTheLegend() {
        let cells = [
            Fixtures.cell(0, 0, 0, 0, 100, 60, attributes: ["color": .string("#5AC8FA")]),
            Fixtures.cell(0, 1, 100, 0, 100, 60, attributes: ["color": .string("#FFCC00")]),
            Fixtures.cell(0, 2, 200, 0, 100, 60, attributes: ["color": .string("#5AC8FA")]),
            Fixtures.cell(0, 3, 300, 0, 100, 60),
        ]
        let picture = TerminalRenderer(options: .init(columns: 40, colorMode: .plain))
            .render(elements: cells, contentSize: Size(width: 400, height: 60))
        XCTAssertEqual(picture, """
            ┌────────┐┌────────┐┌────────┐┌────────┐
            │ 0.0 A  ││ 0.1 B  ││ 0.2 A  ││  0.3   │
            └────────┘└────────┘└────────┘└────────┘
            cells: A #5AC8FA  B #FFCC00

            """)
    }

    func testTerminal_Colour_CellColoursNeedNoMarks() {
        let cell = Fixtures.cell(0, 0, 0, 0, 100, 60, attributes: ["color": .string("#5AC8FA")])
        let picture = TerminalRenderer(options: .init(columns: 10, colorMode: .trueColor))
            .render(elements: [cell], contentSize: Size(width: 100, height: 60))
        XCTAssertTrue(picture.contains("0.0"))
        XCTAssertFalse(picture.contains("0.0 A"))
        XCTAssertFalse(picture.contains("cells:"))
    }
}

// MARK: Past the content

extension TerminalRendererTests {
    func testTerminal_RectPastTheContentsEnd_IsDrawnToTheEndOnly() {
        // 10000 points tall over 260 of content: no screens of blank lines after it.
        XCTAssertEqual(render(.plain, rect: Rect(x: 0, y: 0, width: 200, height: 10000)), render(.plain))
        XCTAssertEqual(render(.plain, rect: Rect(x: 0, y: -50, width: 200, height: 150)),
                       render(.plain, rect: Rect(x: 0, y: 0, width: 200, height: 100)))
    }
}

// MARK: Narrow places

extension TerminalRendererTests {
    func testTerminal_SeparatorOnABoxBorder_MovesToTheFreeColumnBesideIt() {
        // A hairline grid at 60 columns over 375 points: cell 0.0 takes columns 0...18, cell
        // 0.1 starts at column 20, and the separator's own column (20) is 0.1's border.
        let elements = [
            Fixtures.cell(0, 0, 0, 0, 124.5, 62.5), Fixtures.cell(0, 1, 125.5, 0, 124.5, 62.5),
            Fixtures.decoration("separator", 0, Rect(x: 124.75, y: 0, width: 0.5, height: 62.5), zIndex: 1),
        ]
        let picture = TerminalRenderer(options: .init(columns: 60, colorMode: .plain, showsLegend: false))
            .render(elements: elements, contentSize: Size(width: 375, height: 62.5))
        let lines = picture.split(separator: "\n").map(Array.init)
        XCTAssertEqual(lines.count, 5, picture)
        guard lines.allSatisfy({ $0.count > 20 }) else { return XCTFail(picture) }
        XCTAssertEqual(lines.map { $0[18] }, ["┐", "│", "│", "│", "┘"], picture)
        XCTAssertEqual(lines.map { $0[19] }, ["│", "│", "│", "│", "│"], picture)
        XCTAssertEqual(lines.map { $0[20] }, ["┌", "│", "│", "│", "└"], picture)
    }

    func testTerminal_TallNarrowHeader_IsLabelledDownwards() {
        // A horizontal layout's header: 30 points wide, 6 columns; "header 0" does not fit
        // across, so it is written down the middle column.
        let header = Fixtures.supplementary("header", 0, Rect(x: 0, y: 0, width: 30, height: 200))
        let picture = TerminalRenderer(options: .init(columns: 80, colorMode: .plain, showsLegend: false))
            .render(elements: [header], contentSize: Size(width: 375, height: 200))
        let column = picture.split(separator: "\n").map { String(Array($0)[2]) }.joined()
        XCTAssertEqual(column, "═header 0" + String(repeating: " ", count: 11) + "═")
    }
}

// MARK: Frames far outside the picture

extension TerminalRendererTests {
    /// A layout may hold positions up to 1e308. A content 1e300 tall, a cell 1e300 wide and
    /// a separator running 1e12 points past the picture once trapped converting their cells
    /// to Int (`lualayout show`, and the REPL's `:show`, died) or would loop over every cell
    /// of the line. They are drawn as far as the picture shows them, beside an ordinary cell.
    func testTerminal_FramesFarPastThePicture_AreClippedNotFatal() {
        let options = TerminalRenderer.Options(columns: 20, colorMode: .plain, showsLegend: false)
        let ordinary = Fixtures.cell(0, 0, 0, 0, 100, 60)
        let huge = Fixtures.cell(0, 1, -5e299, 100, 1e300, 1e300)
        let line = Fixtures.decoration("separator", 0, Rect(x: -1e12, y: 80, width: 2e12, height: 0.5), zIndex: 1)
        let alone = TerminalRenderer(options: options)
            .render(elements: [ordinary], contentSize: Size(width: 100, height: 200), rect: Rect(x: 0, y: 0, width: 100, height: 60))
        let picture = TerminalRenderer(options: options)
            .render(elements: [ordinary, huge, line], contentSize: Size(width: 100, height: 1e300), rect: Rect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(picture, alone)
        // The line and the huge cell, where they cross the picture.
        let below = TerminalRenderer(options: options)
            .render(elements: [ordinary, huge, line], contentSize: Size(width: 100, height: 1e300), rect: Rect(x: 0, y: 70, width: 100, height: 40))
        // 40 points at 20 columns per 100 points and 2:1 cells: 4 rows of 10 points; the
        // line at y 80 on the second, edge to edge; the huge cell's blank inside from y 100.
        XCTAssertEqual(below, "\n" + String(repeating: "─", count: 20) + "\n\n\n", below)
        XCTAssertTrue(TerminalRenderer.fittingColumns(
            for: Rect(x: 0, y: 0, width: 1e300, height: 1), terminal: Self.terminal, isTerminal: true) == 100)
    }
}

// MARK: Pictures past the canvas's bound

extension TerminalRendererTests {
    /// A rect far taller than it is wide (a layout 1e-6 points wide; a whole long layout)
    /// once made a canvas of millions of rows: `show` died allocating petabytes. The picture
    /// stops at `TerminalProjection.maximumCells` and says how much it left out.
    func testTerminal_RectFarTallerThanWide_StopsAtTheCanvasBound_AndSaysSo() {
        let options = TerminalRenderer.Options(columns: 100, colorMode: .plain, showsLegend: false)
        let cell = Fixtures.cell(0, 0, 0, 0, 1e-6, 1e-6)
        let picture = TerminalRenderer(options: options)
            .render(elements: [cell], contentSize: Size(width: 1e-6, height: 1), rect: Rect(x: 0, y: 0, width: 1e-6, height: 1))
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, TerminalProjection.maximumCells / 100 + 2, "the rows drawn, the note, the final newline")
        XCTAssertTrue(lines[lines.count - 2].hasPrefix("… 49990000 more rows not drawn"), String(lines[lines.count - 2]))
    }
}
