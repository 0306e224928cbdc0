import LayoutCore
import TestSupport
import XCTest

/// A layout writes every section's item frames into one block (`FrameStore`): sections read
/// runs of it, a section kept alone keeps its frames alive, and `ItemFrames` behaves as a
/// value: a changed copy never changes another.
final class ItemFramesTests: XCTestCase {
    /// Where a run of frames starts in memory.
    private func start(_ frames: ItemFrames) -> UnsafePointer<Rect>? {
        frames.withUnsafeBufferPointer { $0.baseAddress }
    }

    func testFlowSections_ReadConsecutiveRunsOfOneBlock() throws {
        let snapshot = try flowSnapshot(
            configure: { $0.itemSize = S(100, 100) },
            sections: [
                FlowSection(itemCount: 3), FlowSection(itemCount: 4, itemSizes: (0..<4).map { S(50 + Double($0), 50) }),
                FlowSection(itemCount: 2),
            ])
        let sections = snapshot.geometry.sections
        for s in 1..<sections.count {
            let previous = sections[s - 1].itemFrames
            XCTAssertEqual(start(sections[s].itemFrames), start(previous)! + previous.count, "section \(s)")
        }
    }

    func testCompositionalSections_ReadConsecutiveRunsOfOneBlock() throws {
        let half = group(.horizontal, .fractionalWidth(1), .absolute(40), [item(.fractionalWidth(0.5), .absolute(40))])
        let section = CompositionalSection(group: half)
        let geometry = try compositional([section, nil, section], counts: [3, 5, 4], width: 320)
        let first = geometry.sections[0].itemFrames, third = geometry.sections[2].itemFrames
        XCTAssertEqual(first.count, 3)
        XCTAssertEqual(third.count, 4)
        XCTAssertEqual(start(third), start(first)! + first.count)
    }

    func testASectionKeptAlone_KeepsItsFrames() throws {
        var kept: ItemFrames = []
        do {
            let snapshot = try flowSnapshot(
                configure: { $0.itemSize = S(100, 100) }, sections: [FlowSection(itemCount: 5), FlowSection(itemCount: 3)])
            kept = snapshot.geometry.sections[1].itemFrames
        }
        // The snapshot and every other section are gone; the block lives on for this run.
        XCTAssertEqual(Array(kept), [R(0, 210, 100, 100), R(137.5, 210, 100, 100), R(275, 210, 100, 100)])
    }

    func testAChangedCopy_GetsFramesOfItsOwn() throws {
        let snapshot = try flowSnapshot(configure: { $0.itemSize = S(100, 100) }, sections: [FlowSection(itemCount: 3)])
        let original = snapshot.geometry.sections[0].itemFrames
        var changed = original
        changed[1].x = 7
        changed.append(R(1, 2, 3, 4))
        XCTAssertEqual(original[1].x, 137.5)
        XCTAssertEqual(original.count, 3)
        XCTAssertEqual(changed.count, 4)
        XCTAssertEqual(Array(changed), [original[0], R(7, 0, 100, 100), original[2], R(1, 2, 3, 4)])
        XCTAssertNotEqual(start(changed), start(original))
    }

    func testEquality_IsByValue() {
        let a: ItemFrames = [R(0, 0, 1, 1), R(1, 0, 1, 1)]
        let b = ItemFrames([R(0, 0, 1, 1), R(1, 0, 1, 1)])
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, [R(0, 0, 1, 1)])
        XCTAssertNotEqual(a, [R(0, 0, 1, 1), R(2, 0, 1, 1)])
        XCTAssertEqual(ItemFrames(), [])
    }
}
