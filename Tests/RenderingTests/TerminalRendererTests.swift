import LayoutCore
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
        let under = Fixtures.cell(0, 0, 0, 0, 100, 50)
        let cover = Fixtures.decoration("cover", 0, Rect(x: 0, y: 0, width: 100, height: 50), zIndex: 5,
                                        attributes: ["color": .string("#FF0000")])
        let options = TerminalRenderer.Options(columns: 10, colorMode: .plain, showsLegend: false)
        let size = Size(width: 100, height: 50)
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
        let last = render(.plain).split(separator: "\n").last
        XCTAssertEqual(last, "■ sectionBackground #00FF0080  ■ separator #C6C6C8")
    }
}
