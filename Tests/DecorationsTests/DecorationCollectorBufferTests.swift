import LayoutCore
import TestSupport
import XCTest

@testable import Decorations

/// `addBuffered` reads a hook's buffer with a fast loop for runs of one handle numbered in
/// order, and a general path for everything else. Whatever the buffer, it must add what
/// adding its decorations one at a time (`add`, the native plugins' path) adds.
final class DecorationCollectorBufferTests: XCTestCase {
    private func collector() -> DecorationCollector {
        let collector = DecorationCollector(section: 3, numbering: DecorationNumbering(section: 3))
        _ = collector.declare(kind: "a", zIndex: 0, attributes: [:])
        _ = collector.declare(kind: "b", zIndex: 1, attributes: [:])
        return collector
    }

    private func decorations(_ collector: DecorationCollector) -> [LayoutAttributes] {
        Array(collector.output.decorations)
    }

    func testARunBrokenByABadFrame_KeepsTheDecorationsBeforeIt_AndNumbersOnAfterIt() {
        let buffered = collector()
        let values: [Double] = [
            1, 0, 0, 10, 10,
            1, 0, 10, 10, 10,
            1, 0, 20, .nan, 10,   // not finite: left out
            1, 0, 30, 10, 10,
            1, 0, 30, -1, 10,     // a negative size: left out
            1, 0, 95, 10, 10,     // past the section: kept (the snapshot measures the reach)
            1, 0, 40, 10, 10,
        ]
        let rejections = values.withUnsafeBufferPointer { buffered.addBuffered($0, sectionCount: 5, checked: true) }
        XCTAssertEqual(rejections.count, 2)
        XCTAssertEqual(decorations(buffered).map(\.indexPath.item), [0, 1, 2, 3, 4])
        XCTAssertEqual(decorations(buffered).map(\.frame.y), [0, 10, 30, 95, 40])
        XCTAssertEqual(decorations(buffered).map(\.indexPath.section), [3, 3, 3, 3, 3])
    }

    func testFastMode_StopsAtTheFirstBadFrame() {
        let buffered = collector()
        let values: [Double] = [1, 0, 0, 10, 10, 1, 0, 0, -1, 10, 1, 0, 20, 10, 10]
        let rejections = values.withUnsafeBufferPointer { buffered.addBuffered($0, sectionCount: 5, checked: false) }
        XCTAssertEqual(rejections, [.invalid("bad decoration frame (0.0, 0.0, -1.0, 10.0)")])
    }

    func testAnExplicitItemInARun_IsSkippedByTheNumbersAfterIt() {
        let buffered = collector()
        let values: [Double] = [
            1, 0, 0, 1, 1,
            -1, 0, 1, 1, 1, 2, -1,   // item 2, explicitly
            1, 0, 2, 1, 1,           // gets 1
            1, 0, 3, 1, 1,           // gets 3: 2 is taken
            -1, 0, 4, 1, 1, 1, -1,   // item 1 again: a duplicate
        ]
        let rejections = values.withUnsafeBufferPointer { buffered.addBuffered($0, sectionCount: 5, checked: true) }
        XCTAssertEqual(decorations(buffered).map(\.indexPath.item), [0, 2, 1, 3])
        XCTAssertEqual(rejections, [.duplicate(kind: "a", section: 3, item: 1, ordinal: 4)])
    }

    func testRandomBuffers_AddWhatAddingOneAtATimeAdds() {
        var random = SeededGenerator(seed: 0x5EC7_1057)
        for _ in 0..<300 {
            var values: [Double] = []
            var calls: [(handle: Int, frame: Rect, item: Int?)] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let handle = Int.random(in: 1...2, using: &random)
                let y = Double(Int.random(in: -5...100, using: &random))
                let height = [0.0, 1, 4, -1, .infinity][Int.random(in: 0...4, using: &random)]
                let frame = Rect(x: 0, y: y, width: 1, height: height)
                let item: Int? = Int.random(in: 0...5, using: &random) == 0 ? Int.random(in: 0...12, using: &random) : nil
                if let item {
                    values += [-Double(handle), frame.x, frame.y, frame.width, frame.height, Double(item), -1]
                } else {
                    values += [Double(handle), frame.x, frame.y, frame.width, frame.height]
                }
                calls.append((handle, frame, item))
            }
            let buffered = collector(), oneByOne = collector()
            let rejections = values.withUnsafeBufferPointer { buffered.addBuffered($0, sectionCount: 5, checked: true) }
            let refused = calls.compactMap { oneByOne.add(handle: $0.handle, frame: $0.frame, item: $0.item) }
            XCTAssertEqual(decorations(buffered), decorations(oneByOne))
            XCTAssertEqual(rejections.count, refused.count)
        }
    }
}
