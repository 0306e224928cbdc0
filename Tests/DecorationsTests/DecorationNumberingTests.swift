import XCTest

@testable import Decorations

/// The item numbers decorations took, per (section, kind): a hook's copy must not change the
/// pass's numbering, and a section's hooks start from what the layout hooks took there.
final class DecorationNumberingTests: XCTestCase {
    func testACopy_TakesNumbersWithoutChangingTheOriginal() {
        var original = DecorationNumbering(section: 2)
        _ = original.numbers(section: 2, kind: "mark").take(nil)
        _ = original.numbers(section: 7, kind: "mark").take(4)
        var copy = original.copy()
        _ = copy.numbers(section: 2, kind: "mark").take(nil)
        _ = copy.numbers(section: 7, kind: "mark").take(nil)
        _ = copy.numbers(section: 2, kind: "line").take(nil)
        XCTAssertEqual(original.used(kind: "mark", section: 2), 1)
        XCTAssertEqual(original.used(kind: "mark", section: 7), 1)
        XCTAssertNil(original.existing(section: 2, kind: "line"))
        XCTAssertEqual(copy.used(kind: "mark", section: 2), 2)
        XCTAssertEqual(copy.used(kind: nil, section: 2), 3)
        XCTAssertEqual(copy.used(kind: "mark", section: 7), 2)
    }

    func testASectionStartsFromTheNumbersTheLayoutHooksTookThere() {
        var layout = DecorationNumbering(section: 0)
        _ = layout.numbers(section: 5, kind: "badge").take(nil)
        _ = layout.numbers(section: 5, kind: "badge").take(3)
        _ = layout.numbers(section: 6, kind: "badge").take(nil)
        _ = layout.numbers(section: 0, kind: "badge").take(nil)
        var five = layout.restricted(to: 5)
        XCTAssertEqual(five.section, 5)
        XCTAssertEqual(five.used(kind: "badge", section: 5), 2)
        XCTAssertNil(five.existing(section: 6, kind: "badge"))
        // The next free number skips 3, which the layout hook gave explicitly.
        XCTAssertEqual(five.numbers(section: 5, kind: "badge").take(nil), 1)
        XCTAssertEqual(five.numbers(section: 5, kind: "badge").take(nil), 2)
        XCTAssertEqual(five.numbers(section: 5, kind: "badge").take(nil), 4)
        XCTAssertEqual(layout.restricted(to: 0).used(kind: "badge", section: 0), 1)
        XCTAssertEqual(layout.restricted(to: 9).used(kind: nil, section: 9), 0)
    }
}
