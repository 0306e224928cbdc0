import Decorations
import LayoutCore
import XCTest

/// The prelude's memos of `out:kind` and `out:style`: a call with the same values as the
/// last one reuses the host's reading of them. A reused reading must never be stale.
final class StyleMemoTests: XCTestCase {
    private let scene = "flow { itemSize = { 100, 100 } }\nsections { 4, 4, 4 }\nuse(\"tint\", {})\n"

    private func tints(_ snapshot: LayoutSnapshot, section: Int) -> [AttributeValue?] {
        (0..<4).map { snapshot.item(at: IndexPath(section: section, item: $0))?.attributes["tint"] }
    }

    func testStyleWithTheSameValues_AppliesInEverySection() throws {
        let fixture = try DecorationFixture(plugins: ["tint": """
            local M = { name = "tint", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            function M.section(s, opts, out)
              out:style("cell", "even", { tint = "a" })
            end
            return M
            """])
        let snapshot = try fixture.snapshot(scene)
        for section in 0..<3 {
            XCTAssertEqual(tints(snapshot, section: section), [.string("a"), nil, .string("a"), nil], "section \(section)")
        }
        XCTAssertEqual(fixture.host.errors, [])
    }

    /// One table, changed between calls, and a selector that changes: each section gets
    /// the values of its own call.
    func testStyleWithChangedValuesOrSelector_AppliesEachCallsOwn() throws {
        let fixture = try DecorationFixture(plugins: ["tint": """
            local M = { name = "tint", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            local attrs = {}
            function M.section(s, opts, out)
              attrs.tint = s.index == 1 and "b" or "a"
              out:style("cell", s.index == 2 and "first" or "all", attrs)
            end
            return M
            """])
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(tints(snapshot, section: 0), Array(repeating: .string("a"), count: 4))
        XCTAssertEqual(tints(snapshot, section: 1), Array(repeating: .string("b"), count: 4))
        XCTAssertEqual(tints(snapshot, section: 2), [.string("a"), nil, nil, nil])
        XCTAssertEqual(fixture.host.errors, [])
    }

    /// A style the host refuses, and one with a function selector, come between two
    /// equal calls: the second is read again, not taken from a memo the host dropped.
    func testStyleAfterARefusedOrFunctionStyle_IsReadAgain() throws {
        let fixture = try DecorationFixture(plugins: ["tint": """
            local M = { name = "tint", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            function M.section(s, opts, out)
              out:style("cell", "all", { tint = "a" })
              if s.index == 1 then out:style("nowhere", "all", { tint = "b" }) end
              if s.index == 2 then out:style("cell", function(i) return i == 3 end, { mark = "c" }) end
              out:style("cell", "all", { tint = "a" })
            end
            return M
            """])
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(tints(snapshot, section: 0), Array(repeating: .string("a"), count: 4))
        XCTAssertEqual(tints(snapshot, section: 1), Array(repeating: nil, count: 4), "a failed hook loses its output")
        XCTAssertEqual(tints(snapshot, section: 2), Array(repeating: .string("a"), count: 4))
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 2, item: 3))?.attributes["mark"], .string("c"))
        XCTAssertEqual(fixture.host.errors.map(\.section), [1])
    }

    /// `out:kind` with one table changed between sections: each decoration carries its
    /// own section's attributes.
    func testKindWithChangedValues_DeclaresEachCallsOwn() throws {
        let fixture = try DecorationFixture(plugins: ["tint": """
            local M = { name = "tint", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            local attrs = { zIndex = 2 }
            function M.section(s, opts, out)
              attrs.tint = s.index == 1 and "b" or "a"
              out:add(out:kind("mark", attrs), s.frame.x, s.frame.y, 1, 1)
            end
            return M
            """])
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(snapshot.decorations("mark").map { $0.attributes["tint"] }, [.string("a"), .string("b"), .string("a")])
        XCTAssertEqual(snapshot.decorations("mark").map(\.zIndex), [2, 2, 2])
        XCTAssertEqual(fixture.host.errors, [])
    }
}
