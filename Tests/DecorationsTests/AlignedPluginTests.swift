import LayoutCore
import XCTest

/// Plugins/aligned.lua: lines broken as the flow layout breaks them, then aligned; frame by
/// frame, numbers derived by hand.
final class AlignedPluginTests: XCTestCase {
    /// 320 wide, insets 10 (a 300-point box), spacings 10, a 30-point header: items
    /// 100x50, 80x30, 90x40 fill line 1 (100 + 10 + 80 + 10 + 90 = 290 ≤ 300; 200 more do
    /// not fit), 200x60 and 50x20 line 2 (260). Line 1 is 50 tall at y 40, line 2 60 tall at
    /// y 40 + 50 + 10 = 100.
    private func frames(_ options: String, extra: String = "") throws -> (frames: [Rect], snapshot: LayoutSnapshot) {
        let scene = """
            collection { width = 320, height = 480, scale = 2 }
            flow { minimumInteritemSpacing = 10, minimumLineSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 }, headerReferenceSize = { 0, 30 } }
            sections { { items = 5, itemSizes = { {100, 50}, {80, 30}, {90, 40}, {200, 60}, {50, 20} } } }
            use("aligned", \(options))
            \(extra)
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        XCTAssertEqual(errors, [])
        return (snapshot.allElements().filter { $0.category == .cell }.map(\.frame), snapshot)
    }

    func testLeftTop() throws {
        let (frames, snapshot) = try frames(#"{ horizontal = "left", vertical = "top" }"#)
        XCTAssertEqual(frames, [R(10, 40, 100, 50), R(120, 40, 80, 30), R(210, 40, 90, 40), R(10, 100, 200, 60), R(220, 100, 50, 20)])
        // 30 + 10 + 120 + 10.
        XCTAssertEqual(snapshot.contentSize, Size(width: 320, height: 170))
    }

    func testRightBottom() throws {
        // Line 1 starts at 300 - 290 = 10 (x 20); line 2 at 300 - 260 = 40 (x 50).
        // Bottoms: line 1 at 90 (y 40, 60, 50), line 2 at 160 (y 100, 140).
        let (frames, _) = try frames(#"{ horizontal = "right", vertical = "bottom" }"#)
        XCTAssertEqual(frames, [R(20, 40, 100, 50), R(130, 60, 80, 30), R(220, 50, 90, 40), R(50, 100, 200, 60), R(260, 140, 50, 20)])
    }

    func testCenterCenter() throws {
        // Line 1 starts at (300 - 290) / 2 = 5, line 2 at (300 - 260) / 2 = 20.
        let (frames, _) = try frames(#"{ horizontal = "center", vertical = "center" }"#)
        XCTAssertEqual(frames, [R(15, 40, 100, 50), R(125, 50, 80, 30), R(215, 45, 90, 40), R(30, 100, 200, 60), R(240, 120, 50, 20)])
    }

    func testJustified_FullLinesSpread_LastLinePacked() throws {
        // Line 1: gaps (300 - 270) / 2 = 15: x 0, 115, 210. Line 2, the last: packed.
        let (frames, _) = try frames(#"{ horizontal = "justified", vertical = "center" }"#)
        XCTAssertEqual(frames, [R(10, 40, 100, 50), R(125, 50, 80, 30), R(220, 45, 90, 40), R(10, 100, 200, 60), R(220, 120, 50, 20)])
    }

    /// The last line: packed from the left when lines before it hold two items (here 140 +
    /// 10 + 140 fills line 1 to the last point, and 100 does not fit after it); spread when it
    /// leaves the same room as the line before it (two lines of 140 + 140: 0 left each).
    func testJustified_LastLine_AsTheFlowLayoutDecides() throws {
        func frames(_ sizes: String) throws -> [Rect] {
            let scene = """
                collection { width = 320, height = 480, scale = 2 }
                flow { minimumInteritemSpacing = 10, minimumLineSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 }, headerReferenceSize = { 0, 30 } }
                sections { { items = \(sizes.components(separatedBy: "},").count), itemSizes = { \(sizes) } } }
                use("aligned", { horizontal = "justified" })
                """
            let (errors, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
            XCTAssertEqual(errors, [])
            return snapshot.allElements().filter { $0.category == .cell }.map(\.frame)
        }
        // Line 1 (y 40) spread: 20 between; line 2 (y 40 + 20 + 10), one item alone after a
        // line of two: packed.
        XCTAssertEqual(try frames("{140, 20}, {140, 20}, {100, 30}"), [R(10, 40, 140, 20), R(170, 40, 140, 20), R(10, 70, 100, 30)])
        // Line 2 leaves 0, as line 1 did: spread too.
        XCTAssertEqual(
            try frames("{140, 20}, {140, 20}, {140, 30}, {140, 30}"),
            [R(10, 40, 140, 20), R(170, 40, 140, 20), R(10, 70, 140, 30), R(170, 70, 140, 30)])
    }

    /// "justified" is the flow layout's own arrangement: the same frames as the section laid
    /// out without the plugin, for items of one size (a grid whose last line keeps the
    /// columns) and of different sizes, scrolling either way (where the flow layout swaps
    /// the spacings of sections of different sizes), as in iOS 26 and in iOS 10 (which does
    /// not spread a last line for leaving the same room as the line before it).
    func testJustified_IsTheFlowLayoutsOwnArrangement() throws {
        let sizeLists = [
            "{ {100, 100}, {100, 100}, {100, 100}, {100, 100} }",
            "{ {50, 40}, {50, 40} }",
            "{ {100, 50}, {80, 30}, {90, 40}, {200, 60}, {50, 20} }",
            "{ {140, 20}, {140, 20}, {100, 30} }",
            "{ {250, 20}, {250, 20}, {250, 30} }",
            "{ {140, 20}, {140, 20}, {140, 30}, {140, 30} }",
            "{ {33, 21}, {61, 13}, {47, 35}, {47, 35}, {120, 8}, {9, 9}, {75, 44} }",
        ]
        for (direction, iOS10) in [("vertical", false), ("horizontal", false), ("vertical", true), ("horizontal", true)] {
            for sizes in sizeLists {
                let count = sizes.components(separatedBy: "},").count
                let base = """
                    collection { width = 320, height = 300, scale = 2 }
                    flow { scrollDirection = "\(direction)", iOS10 = \(iOS10), minimumInteritemSpacing = 10, minimumLineSpacing = 6,
                      sectionInset = { top = 10, left = 12, bottom = 8, right = 14 }, headerReferenceSize = { 30, 30 } }
                    sections { { items = \(count), itemSizes = \(sizes) } }
                    """
                let (flowErrors, flow) = try DecorationFixture.run(plugin: "", name: "unused", scene: base)
                let (errors, aligned) = try DecorationFixture.run(
                    plugin: "", name: "unused", scene: base + "\nuse(\"aligned\", { horizontal = \"justified\" })\n")
                XCTAssertEqual(flowErrors + errors, [], "\(direction) iOS10 \(iOS10) \(sizes)")
                XCTAssertEqual(aligned.geometry.warnings, [], "\(direction) iOS10 \(iOS10) \(sizes)")
                XCTAssertEqual(
                    aligned.allElements().filter { $0.category == .cell }.map(\.frame),
                    flow.allElements().filter { $0.category == .cell }.map(\.frame), "\(direction) iOS10 \(iOS10) \(sizes)")
                XCTAssertEqual(aligned.contentSize, flow.contentSize, "\(direction) iOS10 \(iOS10) \(sizes)")
            }
        }
    }

    /// Every mode breaks lines where the flow layout does: items of one size by its grid's
    /// count, and, in horizontal sections whose items differ in size, with the spacings
    /// swapped (items of a column minimumLineSpacing apart), as the flow layout swaps them.
    /// The lines hold the flow layout's items, and "left" (the top of each column, when
    /// horizontal) keeps the flow layout's spacing inside a line.
    func testEveryMode_BreaksLinesAsTheFlowLayout_InBothDirections() throws {
        let sizeLists = [
            "{ {100, 100}, {100, 100}, {100, 100}, {100, 100} }",
            "{ {0.1, 0.1}, {0.1, 0.1}, {0.1, 0.1} }",
            "{ {100, 50}, {80, 30}, {90, 40}, {200, 60}, {50, 20} }",
            "{ {140, 20}, {140, 20}, {100, 30} }",
            "{ {33, 21}, {61, 13}, {47, 35}, {47, 35}, {120, 8}, {9, 9}, {75, 44} }",
        ]
        for direction in ["vertical", "horizontal"] {
            for sizes in sizeLists {
                let count = sizes.components(separatedBy: "},").count
                // Spacings far apart (4 and 40), so that a swap changes where lines break.
                let base = """
                    collection { width = 320, height = 300, scale = 2 }
                    flow { scrollDirection = "\(direction)", minimumInteritemSpacing = 4, minimumLineSpacing = 40,
                      sectionInset = { top = 10, left = 12, bottom = 8, right = 14 } }
                    sections { { items = \(count), itemSizes = \(sizes) } }
                    """
                let (_, flow) = try DecorationFixture.run(plugin: "", name: "unused", scene: base)
                let flowLines = flow.geometry.sections[0].lines.map(\.items)
                for mode in ["left", "right", "center", "justified"] {
                    let label = "\(direction) \(mode) \(sizes)"
                    let (errors, aligned) = try DecorationFixture.run(
                        plugin: "", name: "unused", scene: base + "\nuse(\"aligned\", { horizontal = \"\(mode)\" })\n")
                    XCTAssertEqual(errors, [], label)
                    XCTAssertEqual(aligned.geometry.sections[0].lines.map(\.items), flowLines, label)
                    guard mode == "left" else { continue }
                    // Packed: each item starts where the one before it ends plus the
                    // spacing the flow layout puts between two items of a line.
                    let frames = Array(aligned.geometry.sections[0].itemFrames)
                    let along: Axis = direction == "vertical" ? .horizontal : .vertical
                    let uniform = Set(frames.map { "\($0.width)x\($0.height)" }).count == 1
                    let gap = direction == "horizontal" && !uniform ? 40.0 : 4.0
                    for line in flowLines where line.count > 1 {
                        for i in line.dropFirst() {
                            XCTAssertEqual(
                                frames[i].min(along: along), frames[i - 1].max(along: along) + gap, accuracy: 0.5, "\(label) item \(i)")
                        }
                    }
                }
            }
        }
    }

    func testDeclaredLines_RowBackgroundsFollowThem() throws {
        let (_, snapshot) = try frames("{}", extra: #"use("row_background")"#)
        XCTAssertEqual(snapshot.decorations("rowBackground").map(\.frame), [R(0, 40, 320, 50), R(0, 100, 320, 60)])
    }

    func testPerSectionInsetsAndSpacings_AreHonoured() throws {
        let scene = """
            collection { width = 320, height = 480, scale = 2 }
            flow { minimumInteritemSpacing = 10, minimumLineSpacing = 10 }
            sections { { items = 3, inset = { top = 5, left = 30, bottom = 0, right = 0 }, minimumInteritemSpacing = 4, minimumLineSpacing = 2, itemSizes = { {100, 10}, {100, 10}, {100, 10} } } }
            use("aligned", { vertical = "top" })
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        XCTAssertEqual(errors, [])
        // Box 320 - 30 = 290 wide: 100 + 4 + 100 = 204 fit, 308 do not. Line 2 at 10 + 2.
        XCTAssertEqual(snapshot.allElements().map(\.frame), [R(30, 5, 100, 10), R(134, 5, 100, 10), R(30, 17, 100, 10)])
    }
}
