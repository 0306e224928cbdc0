import LayoutCore
import XCTest

/// Issue 38, item 9: an attribute no picture draws (`backgroundColor`, a misspelt `colour`,
/// a misspelt key in a `color_rules` rule) was kept in the JSON and never drawn, without a
/// word. The attributes the pictures draw are declared (`DrawnAttributes`); any other a
/// hook gives is a warning naming the plugin, the key, where it was given and the nearest
/// drawn name, unless the plugin declares it for an app (`M.appAttributes`).
final class UndrawnAttributeWarningTests: XCTestCase {
    private let drawn = "the pictures draw alpha, borderColor, borderWidth, color, cornerRadius, isHidden, shadow, transform; "
        + "declare it in M.appAttributes if an app reads it"

    private func plugin(_ declaration: String = "") -> String {
        """
        local M = { name = "band", api = 1, defaults = {} }\(declaration)
        function M.section(s, opts, out)
          out:add(out:kind("band", { colour = "#FF0000", backgroundColor = "#00FF00", cornerRadius = 4 }), 0, s.frame.y, 10, 10)
        end
        return M
        """
    }

    func testAnAttributeNoPictureDraws_IsAWarningWithTheNearestName_OncePerPass() throws {
        let (errors, snapshot) = try DecorationFixture.run(
            plugin: plugin(), name: "band", scene: "flow { itemSize = { 100, 100 } }\nsections { 3, 3 }\nuse(\"band\")\n")
        XCTAssertEqual(errors, [
            "Plugins/band.lua: band: warning: attribute 'backgroundColor' (out:kind(\"band\")) is drawn by no picture; " + drawn,
            "Plugins/band.lua: band: warning: attribute 'colour' (out:kind(\"band\")) is drawn by no picture (did you mean 'color'?); " + drawn,
        ])
        // Kept in the output all the same: the warning says it, the JSON still carries it.
        XCTAssertEqual(snapshot.decorations("band").count, 2)
    }

    func testAttributesDeclaredForAnApp_PassWithoutAWord() throws {
        let (errors, _) = try DecorationFixture.run(
            plugin: plugin("\nM.appAttributes = { \"colour\", \"backgroundColor\" }"), name: "band",
            scene: "flow { itemSize = { 100, 100 } }\nsections { 3 }\nuse(\"band\")\n")
        XCTAssertEqual(errors, [])
    }

    func testAMisspeltKeyInAColorRule_IsNamed() throws {
        let (errors, _) = try DecorationFixture.run(
            plugin: "", name: "unused",
            scene: "flow { itemSize = { 100, 100 } }\nsections { 3 }\n"
                + "use(\"color_rules\", { rules = { { target = \"cell\", items = \"even\", colr = \"#FF0000\" } } })\n")
        XCTAssertEqual(errors, [
            "Plugins/color_rules.lua: color_rules: warning: attribute 'colr' (out:style(\"cell\")) is drawn by no picture (did you mean 'color'?); " + drawn,
        ])
    }

    func testAppAttributesThatAreNotAListOfNames_AreALoadError() throws {
        let (errors, _) = try DecorationFixture.run(
            plugin: plugin("\nM.appAttributes = \"colour\""), name: "band", scene: "flow { itemSize = { 100, 100 } }\nsections { 3 }\nuse(\"band\")\n")
        XCTAssertEqual(errors, [
            "Plugins/band.lua:2: band: cannot load: M.appAttributes must be a list of attribute names, such as { \"accessibilityLabel\" }",
        ])
    }
}
