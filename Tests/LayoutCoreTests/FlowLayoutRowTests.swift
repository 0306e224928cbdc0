// Rules: docs/layout-rules.md, R8, R9

import LayoutCore
import TestSupport
import XCTest

/// R8 and R9: breaking differently sized items into lines and placing them.
final class FlowLayoutRowTests: XCTestCase {
    func testRows_OversizeFirstItem_EmitsAnEmptyLeadingLine() throws {
        let snapshot = try flowSnapshot(
            width: 100, sections: [FlowSection(itemCount: 2, itemSizes: [S(150, 50), S(50, 50)])])
        // The empty line pushes everything down by one line spacing; the oversize item is
        // left-aligned (R9 m ≤ 1 with A < S), the last line left-aligned.
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(0, 10, 150, 50), R(0, 70, 50, 50)])
        XCTAssertEqual(snapshot.contentSize, S(100, 120))
        XCTAssertEqual(snapshot.geometry.sections[0].lines.map(\.items), [0..<0, 0..<1, 1..<2])
    }

    func testRows_EveryLineSingle_CentresTheLastLineToo() throws {
        let snapshot = try flowSnapshot(
            width: 300, sections: [FlowSection(itemCount: 2, itemSizes: [S(200, 50), S(250, 60)])])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(50, 0, 200, 50), R(25, 60, 250, 60)])
        XCTAssertEqual(snapshot.contentSize, S(300, 120))
    }

    private let equalLeftover = [S(100, 50), S(100, 50), S(100, 60), S(100, 60)]

    func testRows_LastLineWithTheSameLeftover_IsJustified() throws {
        let snapshot = try flowSnapshot(width: 300, sections: [FlowSection(itemCount: 4, itemSizes: equalLeftover)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(0, 0, 100, 50), R(200, 0, 100, 50), R(0, 60, 100, 60), R(200, 60, 100, 60)])
    }

    func testRows_iOS10_LastLineWithTheSameLeftover_IsLeftAligned() throws {
        let snapshot = try flowSnapshot(
            width: 300, configure: { $0.iOS10Behavior = true },
            sections: [FlowSection(itemCount: 4, itemSizes: equalLeftover)])
        XCTAssertEqual(snapshot.cellFrames(section: 0)[3], R(110, 60, 100, 60))
    }

    func testRows_Horizontal_SwapsLineAndInteritemSpacing() throws {
        let snapshot = try flowSnapshot(
            width: 480, height: 200, configure: {
                $0.scrollDirection = .horizontal
                $0.minimumLineSpacing = 20
                $0.minimumInteritemSpacing = 5
            }, sections: [FlowSection(itemCount: 3, itemSizes: [S(50, 60), S(50, 80), S(40, 70)])])
        // Within a column the spacing is minimumLineSpacing (20), between columns the
        // interitem spacing (5): the reverse of the documentation.
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(0, 0, 50, 60), R(0, 120, 50, 80), R(55, 0, 40, 70)])
        XCTAssertEqual(snapshot.contentSize, S(95, 200))
    }

    func testRows_ExactFit_StaysOnTheLine() throws {
        // 100 + 10 + 190 = 300 exactly: accepted (R8b is strict), one justified line.
        let snapshot = try flowSnapshot(
            width: 300, sections: [FlowSection(itemCount: 3, itemSizes: [S(100, 50), S(190, 40), S(10, 10)])])
        let frames = snapshot.cellFrames(section: 0)
        XCTAssertEqual(frames[0], R(0, 0, 100, 50))
        XCTAssertEqual(frames[1], R(110, 5, 190, 40))
        XCTAssertEqual(frames[2], R(0, 60, 10, 10))
    }

    func testRows_LinesRecordTheirBandsForPlugins() throws {
        let snapshot = try flowSnapshot(
            width: 320, configure: { $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) },
            sections: [FlowSection(itemCount: 5, itemSizes: [S(100, 50), S(100, 80), S(100, 50), S(150, 40), S(60, 60)])])
        XCTAssertEqual(snapshot.geometry.sections[0].lines, [
            LineLayout(frame: R(0, 10, 320, 80), items: 0..<2),
            LineLayout(frame: R(0, 100, 320, 50), items: 2..<4),
            LineLayout(frame: R(0, 160, 320, 60), items: 4..<5),
        ])
    }
}
