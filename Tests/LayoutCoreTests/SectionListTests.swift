@testable import LayoutCore
import XCTest

/// `SectionList` reads and writes as an array of sections, while copies share its chunks
/// until one of them writes (what makes an update's new layout cost what it changed).
final class SectionListTests: XCTestCase {
    private func section(_ index: Int) -> SectionLayout {
        SectionLayout(
            index: index, frame: Rect(x: 0, y: Double(index) * 10, width: 100, height: 10), itemsFrame: .zero,
            contentFrame: .zero, insets: EdgeInsets(), itemFrames: [Rect(x: 0, y: Double(index) * 10, width: 10, height: 10)],
            lines: [])
    }

    private func list(_ count: Int) -> SectionList { SectionList((0..<count).map(section)) }

    func testReadsAndWritesAsAnArray_AcrossChunkBoundaries() {
        var sections = list(150)
        XCTAssertEqual(sections.count, 150)
        XCTAssertEqual(sections.map(\.index), Array(0..<150))
        XCTAssertEqual(sections[129].frame.y, 1_290)
        sections[100].index = 7
        sections[149].itemFrames.append(.zero)
        XCTAssertEqual(sections[100].index, 7)
        XCTAssertEqual(sections[149].itemCount, 2)
        XCTAssertEqual(sections[99].index, 99)
    }

    func testForEachChunk_VisitsEverySectionInOrder_WithItsIndex() {
        let sections = list(150)
        var firsts: [Int] = [], seen: [Int] = []
        sections.forEachChunk { chunk, first in
            firsts.append(first)
            for k in chunk.indices { XCTAssertEqual(chunk[k].index, first + k) }
            seen.append(contentsOf: chunk.map(\.index))
        }
        XCTAssertEqual(firsts, [0, 64, 128])
        XCTAssertEqual(seen, Array(0..<150))
    }

    func testACopyIsUnchangedByWritesToTheOriginal_AndSharesTheChunksNotWritten() {
        var sections = list(150)
        let copy = sections
        XCTAssertEqual(copy.sharesChunks(with: sections), [true, true, true])
        sections[70].index = -1
        XCTAssertEqual(copy[70].index, 70)
        XCTAssertEqual(sections[70].index, -1)
        XCTAssertEqual(copy.sharesChunks(with: sections), [true, false, true])
    }

    func testInsertAndRemove_MatchAnArray() {
        var sections = list(130)
        var array = (0..<130).map(section)
        sections.insert(section(-5), at: 64)
        array.insert(section(-5), at: 64)
        sections.remove(at: 0)
        array.remove(at: 0)
        sections.append(contentsOf: [section(500), section(501)])
        array.append(contentsOf: [section(500), section(501)])
        XCTAssertEqual(sections.map(\.index), array.map(\.index))
        XCTAssertEqual(sections, SectionList(array))
    }

    func testEquality_ComparesSections_NotWhetherChunksAreShared() {
        let a = list(100), b = list(100)
        XCTAssertEqual(a.sharesChunks(with: b), [false, false])
        XCTAssertEqual(a, b)
        var c = b
        c[99].frame.x = 1
        XCTAssertNotEqual(a, c)
        XCTAssertNotEqual(a, list(99))
    }
}
