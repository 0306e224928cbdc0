@testable import LayoutCore
import TestSupport
import XCTest

/// `IncrementalLayout.sameInput` compares flow section inputs in place, field by field. It
/// must answer as `==` does, and know every field: a field it forgot would let an update
/// reuse a section whose input changed.
final class FlowSectionInputTests: XCTestCase {
    func testSameInput_ComparesEveryFieldOfFlowSection() {
        let fields = Mirror(reflecting: FlowSection(itemCount: 0)).children.compactMap(\.label)
        XCTAssertEqual(
            fields,
            ["itemCount", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
             "footerReferenceSize", "itemSizes"],
            "FlowSection changed: compare the new field in IncrementalLayout.sameInput, then update this list")
    }

    func testSameInput_AnswersAsEquality_OnSeededPairs() {
        var g = SeededGenerator(seed: testSeed(41))
        func random() -> FlowSection {
            func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &g) ? value() : nil }
            let small = { Double(Int.random(in: 0...2, using: &g)) }
            return FlowSection(
                itemCount: Int.random(in: 0...2, using: &g), inset: maybe(EdgeInsets(top: small())),
                minimumLineSpacing: maybe(small()), minimumInteritemSpacing: maybe(small()),
                headerReferenceSize: maybe(Size(width: small(), height: 1)), footerReferenceSize: maybe(Size(width: 1, height: small())),
                itemSizes: maybe((0..<Int.random(in: 0...2, using: &g)).map { _ in Size(width: small(), height: 1) }))
        }
        var equal = 0
        for _ in 0..<5_000 {
            var a = random(), b = random()
            if Bool.random(using: &g) { b = a }
            if Bool.random(using: &g) { a.itemSizes = a.itemSizes.map { Array($0) } }  // equal values, another array
            let same = withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in IncrementalLayout.sameInput(pa, pb) } }
            XCTAssertEqual(same, a == b, "\(a) vs \(b)")
            if a == b { equal += 1 }
        }
        XCTAssertGreaterThan(equal, 1_000, "the pairs must include many equal ones")
    }
}
