import Decorations
import LayoutCore
import XCTest

/// Selector arithmetic never overflows, whatever integers a plugin passes: a count that
/// cannot be one, or a selector number beyond 64 bits, is a clear error at the plugin's
/// line; everything else is answered exactly.
final class SelectorOverflowTests: XCTestCase {
    private func run(_ body: String) throws -> (errors: [String], snapshot: LayoutSnapshot) {
        try DecorationFixture.run(plugin: DecorationFixture.sectionHookPlugin(body), scene: DecorationFixture.oneSectionScene(use: "use(\"bad\", {})"))
    }

    func testMatches_NegativeCount_IsAnError() throws {
        let (errors, _) = try run("lualayout.matches(\"last\", 0, math.mininteger)")
        XCTAssertEqual(errors, ["Plugins/bad.lua:4: bad: section hook, section 0: lualayout.matches: count must be ≥ 0, got -9223372036854775808"])
    }

    func testMatches_ExtremeIndices_AreAnsweredExactly() throws {
        // Each answer goes into the width of one decoration: 1 for true, 0 for false.
        let (errors, snapshot) = try run("""
            for _, case in ipairs({
                { "n+5", math.mininteger, 10 }, { "-n+0", math.mininteger, 1 }, { "-n+0", math.maxinteger, 1 },
                { "-1..-1", math.maxinteger, math.maxinteger }, { "-1..-1", math.maxinteger - 1, math.maxinteger },
                { "n-9223372036854775808", 0, 1 }, { "last", math.maxinteger - 1, math.maxinteger },
              }) do
                out:add(h, 0, s.frame.y, lualayout.matches(case[1], case[2], case[3]) and 1 or 0, 1)
              end
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.decorations("x").map(\.frame.width), [0, 1, 0, 0, 1, 1, 1])
    }

    func testSelector_NumberBeyond64Bits_IsAClearError() throws {
        let (errors, _) = try run("out:style(\"decoration:x\", \"n-9223372036854775809\", {})")
        XCTAssertEqual(errors, [
            "Plugins/bad.lua:4: bad: section hook, section 0: bad argument #3 to 'style' (bad selector 'n-9223372036854775809': -9223372036854775809 is out of range (numbers in a selector are 64-bit integers))",
        ])
    }

    func testStyle_SelectorWithMinimumInteger_AppliesWithoutOverflow() throws {
        let (errors, snapshot) = try run("""
            out:add(h, 0, s.frame.y, 1, 1)
              out:add(h, 0, s.frame.y, 2, 1)
              out:style("decoration:x", "n-9223372036854775808", { tint = 1 })
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(snapshot.decorations("x").map { $0.attributes["tint"] }, [.number(1), .number(1)])
    }

    func testIndexSelector_ExtremeInts_AreAnsweredAsTheMathSays() {
        // .last: index == count - 1, with count - 1 below Int.min for count = Int.min.
        XCTAssertTrue(IndexSelector.last.matches(Int.max - 1, count: Int.max))
        XCTAssertFalse(IndexSelector.last.matches(Int.max, count: Int.min))
        // n + 5 = Int.min has no n ≥ 0.
        XCTAssertFalse(IndexSelector.nth(a: 1, b: 5).matches(Int.min, count: 10))
        // -n = Int.min for n = 2^63 ≥ 0 (Int.min / -1 overflows in 64 bits).
        XCTAssertTrue(IndexSelector.nth(a: -1, b: 0).matches(Int.min, count: 1))
        // -n + Int.min = Int.max needs n = -(2^64 - 1); = Int.min needs n = 0.
        XCTAssertFalse(IndexSelector.nth(a: -1, b: Int.min).matches(Int.max, count: 1))
        XCTAssertTrue(IndexSelector.nth(a: -1, b: Int.min).matches(Int.min, count: 1))
        // Int.min·n + Int.max = -1 for n = 1.
        XCTAssertTrue(IndexSelector.nth(a: Int.min, b: Int.max).matches(-1, count: 1))
        // -1..-1 of Int.min indices is Int.min - 1, which no Int is.
        XCTAssertFalse(IndexSelector.range(lower: -1, upper: -1).matches(Int.min, count: Int.min))
        XCTAssertTrue(IndexSelector.range(lower: -1, upper: -1).matches(Int.max - 1, count: Int.max))
    }
}
