import Foundation
import LayoutCore
import Scenes
import XCTest

/// Issue 38, item 10: a scene declares one layout. `flow { }` after `compositional { }` (or
/// `list { }`) replaced it without a word (390 x 4300 became 390 x 1040); now a second
/// layout in a scene file is an error at its line naming the first. `flow { }` given again
/// still merges into the flow layout, and a later run (REPL input) may replace the layout.
final class OneLayoutPerSceneTests: XCTestCase {
    private let compositional = """
        compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
        """

    func testASecondLayoutInTheFile_IsAnErrorAtItsLine_NamingTheFirst() {
        let cases: [(String, Int, String, String)] = [
            (compositional + "\nsections { 3 }\nflow { itemSize = { 10, 10 } }\n", 4, "flow", "compositional { } at line 1"),
            ("list { rowHeight = 44 }\nsections { 3 }\nflow { }\n", 3, "flow", "list { } at line 1"),
            ("flow { itemSize = { 10, 10 } }\nsections { 3 }\nlist { rowHeight = 44 }\n", 3, "list", "flow { } at line 1"),
            ("list { rowHeight = 44 }\nlist { rowHeight = 50 }\nsections { 3 }\n", 2, "list", "list { } at line 1"),
            (compositional + "\n" + compositional + "\nsections { 3 }\n", 3, "compositional", "compositional { } at line 1"),
        ]
        for (text, line, key, first) in cases {
            assertSceneError(
                text, line: line, key: key,
                message: "the scene already declares its layout with \(first); a scene has one layout (remove one of the two)")
        }
    }

    func testFlowGivenAgain_Merges() throws {
        let scene = try compositionalScene("flow { itemSize = { 10, 10 } }\nsections { 3 }\nflow { minimumLineSpacing = 4 }\n")
        guard case .flow(let configuration, _) = scene.layout else { return XCTFail("not a flow layout") }
        XCTAssertEqual(configuration.itemSize, Size(width: 10, height: 10))
        XCTAssertEqual(configuration.minimumLineSpacing, 4)
    }

    /// In a later run of the same context (what the REPL does with each input) the new
    /// layout replaces the old, and the context says what it replaced.
    func testALaterRun_ReplacesTheLayout_AndSaysSo() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(source: compositional + "\nsections { 3 }\n", chunk: "scene.lua")
        XCTAssertEqual(context.layoutReplacements, [])
        try context.run(source: "flow { itemSize = { 10, 10 } }", chunk: "repl")
        XCTAssertEqual(context.layoutReplacements, ["flow { } replaced the compositional layout of scene.lua:1"])
        guard case .flow = try context.scene().layout else { return XCTFail("not replaced") }
        try context.run(source: "flow { minimumLineSpacing = 2 }", chunk: "repl")
        XCTAssertEqual(context.layoutReplacements, [], "flow { } again merges: nothing replaced")
    }
}
