// Rules: docs/layout-rules.md, C40, C41

import LayoutCore
import XCTest

@testable import Scenes

/// `edgeSpacing` in a scene (issue 34, item 5): read on items and groups, laid out by C40
/// and C41, and refused with the file, line, key and allowed values when wrong.
final class EdgeSpacingSceneTests: XCTestCase {
    /// C40's first example as a scene: x = 15, 145, 275 and y = 25 in a 390-wide view.
    func testItemEdges_FromTheScene() throws {
        let scene = try compositionalScene(
            """
            collection { width = 390, height = 600, scale = 3 }
            compositional {
              section = {
                group = {
                  axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                  subitems = { {
                    size = { absolute(100), absolute(50) },
                    edgeSpacing = { leading = flexible(0), top = flexible(0), trailing = flexible(0), bottom = flexible(0) },
                  } },
                },
              },
            }
            sections { 3 }
            """)
        assertLayout(
            try scene.geometry(),
            ["cell 0 0 (15, 25, 100, 50) z0", "cell 0 1 (145, 25, 100, 50) z0", "cell 0 2 (275, 25, 100, 50) z0"],
            contentSize: Size(width: 390, height: 100))
    }

    /// The bundled scene: four 60-pt icons in 390 share 150 over 8 edges (18.75 each), so
    /// x = 18.75 + 97.5k, rounded at scale 2 (19, 116.5, 214, 311.5), y = (88 − 60)/2 = 14;
    /// the 300-pt cards are centred, (390 − 300)/2 = 45, 6 below the section's start (192)
    /// and 86 apart.
    func testTheBundledScene() throws {
        let g = try bundledScene("edge_spacing.lua").geometry()
        XCTAssertEqual(g.sections[0].itemFrames.map(\.x).prefix(5), [19, 116.5, 214, 311.5, 19])
        XCTAssertEqual(g.sections[0].itemFrames.map(\.y).prefix(5), [14, 14, 14, 14, 102])
        XCTAssertEqual(
            Array(g.sections[1].itemFrames),
            [Rect(x: 45, y: 198, width: 300, height: 80), Rect(x: 45, y: 284, width: 300, height: 80),
             Rect(x: 45, y: 370, width: 300, height: 80)])
        XCTAssertEqual(g.contentSize, Size(width: 390, height: 450))
    }

    func testAMisspeltEdge_IsRefusedWithTheNearestName() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { absolute(40), absolute(40) },
                                         edgeSpacing = { traling = fixed(4) } } } },
              },
            }
            sections { 1 }
            """, line: 5, key: "compositional.section.group.subitems[0].edgeSpacing.traling",
            message: "did you mean 'trailing'?")
    }

    func testLeftAndRight_AreRefused_EdgeSpacingIsDirectional() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          edgeSpacing = { left = fixed(4) },
                          subitems = { { size = { absolute(40), absolute(40) } } } },
              },
            }
            sections { 1 }
            """, line: 4, key: "compositional.section.group.edgeSpacing.left", message: "use leading")
    }

    func testAWrongValue_IsRefusedWithTheAllowedForms() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { absolute(40), absolute(40) },
                                         edgeSpacing = { top = "wide" } } } },
              },
            }
            sections { 1 }
            """, line: 5, key: "compositional.section.group.subitems[0].edgeSpacing.top",
            message: "expected a spacing such as fixed(8) or flexible(8)")
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { absolute(40), absolute(40) }, edgeSpacing = 4 } } },
              },
            }
            sections { 1 }
            """, line: 4, key: "compositional.section.group.subitems[0].edgeSpacing",
            message: "expected { leading = ..., top = ..., trailing = ..., bottom = ... }")
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { absolute(40), absolute(40) },
                                         edgeSpacing = { bottom = flexible(1/0) } } } },
              },
            }
            sections { 1 }
            """, line: 5, key: "compositional.section.group.subitems[0].edgeSpacing.bottom", message: "must be finite")
    }

    func testTheWriter_WritesTheEdgesGiven() {
        let text = CompositionalSceneWriter.edgeSpacing(EdgeSpacing(leading: .flexible(0), bottom: .fixed(4)))
        XCTAssertEqual(text, "{ leading = flexible(0), bottom = fixed(4) }")
    }
}
