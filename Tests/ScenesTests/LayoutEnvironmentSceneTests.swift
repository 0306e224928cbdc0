// Rules: docs/layout-rules.md, C42, C44, C47

import LayoutCore
import LuaRuntime
import XCTest

@testable import Scenes

/// The layout environment a section provider receives (issue 34, item 6): a provider copied
/// from an app picks its columns from the width and the size class, as written.
final class LayoutEnvironmentSceneTests: XCTestCase {
    private let provider = """
        compositional {
          sectionProvider = function(index, environment)
            seen = environment
            local columns = environment.traitCollection.horizontalSizeClass == "regular" and 4 or 2
            if environment.container.effectiveContentSize.width > 1000 then columns = 6 end
            return {
              group = { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
                        subitems = { { size = { fractionalWidth(1 / columns), fractionalHeight(1) } } } },
            }
          end,
        }
        sections { 8 }
        """

    private func run(_ collection: String) throws -> (geometry: LayoutGeometry, seen: LuaValue) {
        let context = try SceneContext(print: { _ in })
        try context.run(source: collection + "\n" + provider, chunk: "test.lua")
        let geometry = try context.scene().geometry()
        let seen = try context.run(source: "return seen", chunk: "repl").first ?? .nil
        return (geometry, seen)
    }

    private func number(_ value: LuaValue, _ path: String...) -> Double? {
        var v = value
        for key in path { v = v.table?[key] ?? .nil }
        return v.number
    }

    /// An iPhone in portrait, 390 wide at scale 3: compact, 2 columns of 195.
    func testAnIPhone_IsCompact_TwoColumns() throws {
        let (g, seen) = try run("collection { width = 390, height = 844, scale = 3 }")
        XCTAssertEqual(g.sections[0].itemFrames[1], Rect(x: 195, y: 0, width: 195, height: 50))
        XCTAssertEqual(number(seen, "container", "contentSize", "width"), 390)
        XCTAssertEqual(number(seen, "container", "effectiveContentSize", "height"), 844)
        XCTAssertEqual(number(seen, "traitCollection", "displayScale"), 3)
        XCTAssertEqual(seen.table?["traitCollection"]?.table?["horizontalSizeClass"], .string("compact"))
    }

    /// An iPad, 1024 wide: regular from 744; the effective width (1024) is past 1000: 6
    /// columns of floorpx(1024/6) = 170.5.
    func testAnIPad_IsRegular() throws {
        let (g, _) = try run("collection { width = 1024, height = 768 }")
        XCTAssertEqual(g.sections[0].itemFrames[1], Rect(x: 170.5, y: 0, width: 170.5, height: 50))
        let (mini, _) = try run("collection { width = 744, height = 1133 }")
        XCTAssertEqual(mini.sections[0].itemFrames[1].x, 186)
    }

    /// An iPhone in landscape, 844 wide, safe area 47 a side, content inset 10 a side: the
    /// container's insets are the content inset plus what the safe area adds (C42, C44: 10
    /// + 37 = 47 a side), so the effective width is 750; UIKit's compact class is the
    /// scene's to say (the width rule would say regular).
    func testAnIPhoneInLandscape_SaysItsSizeClass_AndTheSafeAreaNarrowsTheEffectiveSize() throws {
        let (g, seen) = try run("""
            collection { width = 844, height = 390, horizontalSizeClass = "compact",
                         safeAreaInsets = { left = 47, right = 47, bottom = 21 }, contentInset = { left = 10, right = 10 } }
            """)
        XCTAssertEqual(number(seen, "container", "contentInsets", "leading"), 47)
        XCTAssertEqual(number(seen, "container", "contentInsets", "trailing"), 47)
        XCTAssertEqual(number(seen, "container", "effectiveContentSize", "width"), 750)
        // 2 columns of the 750 the sections have, starting 37 into the 824-wide container.
        XCTAssertEqual(g.sections[0].itemFrames[1], Rect(x: 412, y: 0, width: 375, height: 50))
    }

    func testAMisspeltSizeClass_IsRefusedWithTheNearest() {
        assertSceneError(
            "collection { horizontalSizeClass = \"regularr\" }\n" + provider, line: 1, key: "collection.horizontalSizeClass",
            message: "did you mean 'regular'?")
    }
}
