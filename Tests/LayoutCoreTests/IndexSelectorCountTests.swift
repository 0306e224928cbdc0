import LayoutCore
import TestSupport
import XCTest

/// R24: `IndexSelector.count(below:of:)`, what a windowed decorator numbers a window's
/// decorations from, equals counting the matches one by one.
final class IndexSelectorCountTests: XCTestCase {
    func testCount_EqualsMatchesCounted() {
        var g = SeededGenerator(seed: testSeed(0xC0_07))
        let small = { (g: inout SeededGenerator) in Int.random(in: -9...9, using: &g) }
        for _ in 0..<3000 {
            func random(_ depth: Int) -> IndexSelector {
                switch Int.random(in: 0..<(depth > 1 ? 8 : 11), using: &g) {
                case 0: return .all
                case 1: return .even
                case 2: return .odd
                case 3: return .first
                case 4: return .last
                case 5: return .nth(a: small(&g), b: small(&g))
                case 6: return .range(lower: small(&g), upper: small(&g))
                case 7: return .indices(Set((0..<3).map { _ in small(&g) }))
                case 8: return .not(random(depth + 1))
                case 9: return .allOf([random(depth + 1), random(depth + 1)])
                default: return .anyOf([random(depth + 1), random(depth + 1)])
                }
            }
            let selector = random(0)
            let count = Int.random(in: 0...30, using: &g), end = Int.random(in: 0...count, using: &g)
            let expected = (0..<end).filter { selector.matches($0, count: count) }.count
            XCTAssertEqual(selector.count(below: end, of: count), expected, "\(selector) below \(end) of \(count)")
        }
    }
}
