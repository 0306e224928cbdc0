import LayoutCore
import XCTest

/// Plugins/list_separators.lua (C33): a list's bottom separators inside each row, one
/// pixel thick, inset, none below a section's last row; `itemSeparatorHandler` per row.
final class ListSeparatorsPluginTests: XCTestCase {
    /// The bundled inset-grouped list: rows (16, 40 + 44k, 343, 44) at scale 2, so each
    /// separator is 0.5 tall at the row's bottom (y = 84 − 0.5), from 16 + 16 = 32 to the
    /// row's end (359): 327 wide; row 3, the last, has none.
    func testInsetGroupedScene_OnePixelAtEachRowsBottom_InsetFromTheLeadingEdge_NoneBelowTheLast() throws {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(try DecorationFixture.bundledScene("inset_grouped.lua"))
        XCTAssertEqual(fixture.host.errors, [])
        let found = snapshot.decorations("separator")
        XCTAssertEqual(found.map(\.frame), [R(32, 83.5, 327, 0.5), R(32, 127.5, 327, 0.5), R(32, 171.5, 327, 0.5)])
        XCTAssertEqual(Set(found.map(\.zIndex)), [100])
    }

    /// The handler hides row 0's separator, starts row 1's at the row's edge and shows the
    /// last row's (UIKit hands it "hidden" there).
    func testItemSeparatorHandler_HidesMovesAndShowsPerIndexPath() throws {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot("""
            collection { width = 320, height = 480, scale = 1 }
            list { appearance = "plain", rowHeight = 40 }
            sections { 3 }
            use("list_separators", { itemSeparatorHandler = function(indexPath, config)
              if indexPath.item == 0 then config.bottomSeparatorVisibility = "hidden" end
              if indexPath.item == 1 then config.bottomSeparatorInsets = { leading = 0 } end
              if indexPath.item == 2 then config.bottomSeparatorVisibility = "visible" end
              return config
            end })
            """)
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(snapshot.decorations("separator").map(\.frame), [R(0, 79, 320, 1), R(16, 119, 304, 1)])
    }

    func testItemSeparatorHandler_ThatReturnsNoTable_IsAnErrorNamingIt() throws {
        let fixture = try DecorationFixture()
        let pass = try fixture.pass("""
            collection { width = 320, height = 480 }
            list { rowHeight = 40 }
            sections { 2 }
            use("list_separators", { itemSeparatorHandler = function() return 1 end })
            """, eager: true)
        XCTAssertTrue(pass.errors.contains { "\($0)".contains("itemSeparatorHandler must return") }, "\(pass.errors)")
        XCTAssertTrue(pass.snapshot.decorations("separator").isEmpty, "the section is drawn without the plugin's output")
    }

    func testItemSeparatorHandler_MustBeAFunction() throws {
        let fixture = try DecorationFixture()
        _ = try? fixture.snapshot("""
            list { rowHeight = 40 }
            sections { 2 }
            use("list_separators", { itemSeparatorHandler = "hide" })
            """)
        let problems = (fixture.configureProblems + fixture.host.errors).map { "\($0)" }
        XCTAssertTrue(problems.contains { $0.contains("a function (or false for none) expected") }, "\(problems)")
    }

    /// Issue 38, item 4: a visibility word the handler returns is checked against UIKit's
    /// (automatic, visible, hidden), with did-you-mean, and so is every field of the
    /// configuration: "maybe" drew the separator, a misspelt field was ignored.
    func testItemSeparatorHandler_AVisibilityOrFieldNotUIKits_IsRefusedWithTheNearest() throws {
        let cases = [
            ("config.bottomSeparatorVisibility = \"maybe\"",
             "itemSeparatorHandler's bottomSeparatorVisibility: unknown value 'maybe'; allowed: automatic, visible, hidden"),
            ("config.bottomSeparatorVisibility = \"hiden\"",
             "itemSeparatorHandler's bottomSeparatorVisibility: unknown value 'hiden' (did you mean 'hidden'?); allowed: automatic, visible, hidden"),
            ("config.bottomSeparatorVisibility = true",
             "itemSeparatorHandler's bottomSeparatorVisibility: one of automatic, visible, hidden expected, got boolean"),
            ("config.bottomSeparatorVisibility = false",
             "itemSeparatorHandler's bottomSeparatorVisibility: one of automatic, visible, hidden expected, got boolean"),
            ("config.bottomSeparatorInsets = { leading = 1/0 }",
             "itemSeparatorHandler's bottomSeparatorInsets.leading must be a finite number, got inf"),
            ("config.bottomSeparatorInsets = { left = 0 }",
             "itemSeparatorHandler's bottomSeparatorInsets side: unknown value 'left'; allowed: leading, trailing"),
            ("config.bottomSeperatorVisibility = \"hidden\"",
             "itemSeparatorHandler's configuration field: unknown value 'bottomSeperatorVisibility' (did you mean 'bottomSeparatorVisibility'?); allowed: bottomSeparatorVisibility, bottomSeparatorInsets"),
        ]
        for (body, message) in cases {
            let fixture = try DecorationFixture()
            let pass = try fixture.pass("""
                collection { width = 320, height = 480 }
                list { rowHeight = 40 }
                sections { 2 }
                use("list_separators", { itemSeparatorHandler = function(indexPath, config) \(body); return config end })
                """, eager: true)
            XCTAssertEqual(pass.errors.map(\.message), [message], body)
            XCTAssertEqual(pass.errors.first?.file, "Plugins/list_separators.lua", body)
            XCTAssertTrue(pass.snapshot.decorations("separator").isEmpty, body)
        }
        // "automatic" is UIKit's default: the separator where the plugin would put it.
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot("""
            collection { width = 320, height = 480, scale = 1 }
            list { appearance = "plain", rowHeight = 40 }
            sections { 3 }
            use("list_separators", { itemSeparatorHandler = function(indexPath, config)
              config.bottomSeparatorVisibility = "automatic"
              return config
            end })
            """)
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(snapshot.decorations("separator").map(\.frame), [R(16, 39, 304, 1), R(16, 79, 304, 1)])
    }
}
