import Decorations
import LayoutCore
import XCTest

/// `lualayout.derived(opts, build [, key])`: what a hook derives from its options alone is
/// built once per options table, function and key, and every section of the use gets it.
final class DerivedHelperTests: XCTestCase {
    /// Each decoration's frame says which build (1, 2, 3, ...) each call got, and the width
    /// the build read from the options.
    private let plugin = """
        local M = { name = "derive", api = 1, defaults = { kind = "x", width = 1 } }
        local builds = 0
        local function build(opts, key)
          builds = builds + 1
          return { number = builds, width = opts.width, key = key }
        end
        function M.section(s, opts, out)
          local h = out:kind(opts.kind, {})
          local byDirection = lualayout.derived(opts, build, s.layoutDirection)
          local other = lualayout.derived(opts, build, "other")
          local plain = lualayout.derived(opts, build)
          assert(byDirection.key == s.layoutDirection and other.key == "other" and plain.key == nil)
          out:add(h, byDirection.number, other.number, plain.number, byDirection.width)
        end
        return M
        """

    func testEachUseAndKey_IsBuiltOnce_AndEverySectionGetsIt() throws {
        let fixture = try DecorationFixture(plugins: ["derive": plugin])
        let snapshot = try fixture.snapshot("""
            collection { width = 375, height = 667 }
            flow { itemSize = { 100, 100 } }
            sections { 2, 2, 2 }
            use("derive", { kind = "a", width = 10 })
            use("derive", { kind = "b", width = 20 })
            """, eager: true)
        XCTAssertEqual(fixture.lastPass?.errors.map(\.description) ?? [], [])
        let a = snapshot.decorations("a").map(\.frame), b = snapshot.decorations("b").map(\.frame)
        XCTAssertEqual(a.count, 3)
        XCTAssertEqual(Set(a).count, 1, "every section of a use gets the same builds: \(a)")
        XCTAssertEqual(Set(b).count, 1, "\(b)")
        let first = try XCTUnwrap(a.first), second = try XCTUnwrap(b.first)
        XCTAssertEqual(Set([first.x, first.y, first.width]).count, 3, "one build per key")
        XCTAssertEqual(Set([first.x, first.y, first.width, second.x, second.y, second.width]).count, 6, "one per use")
        XCTAssertEqual([first.height, second.height], [10, 20], "each use's own options")
    }

    func testWithoutAFunction_IsAnErrorAtThePluginsLine() throws {
        let fixture = try DecorationFixture(plugins: ["derive": """
            local M = { name = "derive", api = 1, defaults = {} }
            function M.section(s, opts, out)
              lualayout.derived(opts, "settings")
            end
            return M
            """])
        _ = try fixture.snapshot(DecorationFixture.oneSectionScene(use: "use(\"derive\")"), eager: true)
        let errors = (fixture.lastPass?.errors ?? []).map(\.description)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(
            errors.first?.hasPrefix(
                "Plugins/derive.lua:3: derive: section hook, section 0: lualayout.derived(opts, build [, key]): the options table and a function expected")
                ?? false, "\(errors)")
    }
}
