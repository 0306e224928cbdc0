// Rules: docs/layout-rules.md, C45, C46

import LayoutCore
import XCTest

@testable import Scenes

/// `supplementaryItems` on an item in a scene (issue 34, item 4): read, laid out by C45,
/// written back, and refused with the file, line, key and allowed values when wrong.
final class BadgeSceneTests: XCTestCase {
    /// The bundled scene (Apple's Item Badges sample) at scale 2: cell 0 at (25, 25, 77.5,
    /// 60), its badge at (25 + 77.5 − 20 + 6, 25 − 6) = (88.5, 19); each next badge 87.5 on.
    func testTheBundledScene() throws {
        let g = try bundledScene("badges.lua").geometry()
        let badges = g.sections[0].supplementaries.filter { $0.kind == "badge" }
        XCTAssertEqual(badges.count, 10)
        XCTAssertEqual(badges.prefix(5).map(\.frame), [
            Rect(x: 88.5, y: 19, width: 20, height: 20), Rect(x: 176, y: 19, width: 20, height: 20),
            Rect(x: 263.5, y: 19, width: 20, height: 20), Rect(x: 351, y: 19, width: 20, height: 20),
            Rect(x: 88.5, y: 89, width: 20, height: 20),
        ])
        XCTAssertEqual(badges.map(\.item), Array(0..<10))
        XCTAssertEqual(g.contentSize, Size(width: 390, height: 250))
    }

    func testTheWriter_WritesWhatTheReaderReads() throws {
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))),
            itemAnchor: LayoutAnchor(edges: [], offset: .absolute(Point(x: 1, y: 2))), zIndex: 3)
        XCTAssertEqual(
            CompositionalSceneWriter.supplementaryItem(badge),
            "{ kind = \"badge\", size = { absolute(20), absolute(20) }, containerAnchor = { edges = { \"top\", \"trailing\" }, fractionalOffset = { 0.3, -0.3 } }, itemAnchor = { edges = {  }, absoluteOffset = { 1, 2 } }, zIndex = 3 }")
    }

    private func scene(_ badge: String) -> String {
        """
        compositional {
          section = {
            group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                      subitems = { { size = { absolute(40), absolute(40) },
                                     supplementaryItems = { { kind = "badge", size = { absolute(10), absolute(10) },
                                                              \(badge) } } } } },
          },
        }
        sections { 1 }
        """
    }

    func testAMisspeltEdge_IsRefusedWithTheNearest() {
        assertSceneError(
            scene("containerAnchor = { edges = { \"top\", \"trailling\" } }"), line: 6,
            key: "compositional.section.group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]",
            message: "did you mean 'trailing'?")
    }

    func testAMissingAnchor_AndBothOffsets_AreRefused() {
        assertSceneError(
            scene("zIndex = 2"), line: 5, key: "compositional.section.group.subitems[0].supplementaryItems[0].containerAnchor",
            message: "missing: a supplementary item needs containerAnchor")
        assertSceneError(
            scene("containerAnchor = { edges = { \"top\" }, absoluteOffset = { 1, 1 }, fractionalOffset = { 1, 1 } }"), line: 6,
            key: "compositional.section.group.subitems[0].supplementaryItems[0].containerAnchor.fractionalOffset",
            message: "give only one of absoluteOffset and fractionalOffset")
    }

    func testAWrongType_IsRefused() {
        assertSceneError(
            scene("containerAnchor = { edges = \"top\" }"), line: 6,
            key: "compositional.section.group.subitems[0].supplementaryItems[0].containerAnchor.edges",
            message: "expected a list of edges")
        assertSceneError(
            scene("containerAnchor = { edges = {} }, zIndex = \"front\""), line: 6,
            key: "compositional.section.group.subitems[0].supplementaryItems[0].zIndex", message: "integer expected")
        assertSceneError(
            scene("containerAnchor = { edges = {}, absoluteOffset = { 0/0, 1 } }"), line: 6,
            key: "compositional.section.group.subitems[0].supplementaryItems[0].containerAnchor.absoluteOffset",
            message: "must be finite")
    }

    /// A group's badges are read from the scene: one 10×10 badge centred on each 100×50 row.
    func testAGroupsBadges_FromTheScene() throws {
        let g = try compositionalScene("""
            collection { width = 100, height = 200 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } },
                          supplementaryItems = { { kind = "dot", size = { absolute(10), absolute(10) }, containerAnchor = {} } } },
              },
            }
            sections { 2 }
            """).geometry()
        XCTAssertEqual(
            g.sections[0].supplementaries.map(\.frame),
            [Rect(x: 45, y: 20, width: 10, height: 10), Rect(x: 45, y: 70, width: 10, height: 10)])
    }
}
