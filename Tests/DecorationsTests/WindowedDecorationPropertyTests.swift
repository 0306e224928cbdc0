import Decorations
import LayoutCore
import TestSupport
import XCTest

/// R24: a section decorated by windows of lines gives what the same plugins give it
/// decorated whole. Random scenes (flow grids of mixed sizes, both scroll directions,
/// right to left, lists), random options of the bundled windowed plugins, random windows
/// (a threshold of a few lines, windows of one to six lines), and random rect queries:
/// every element (index path, frame, zIndex, attributes) is the same both ways, and so
/// are the errors.
final class WindowedDecorationPropertyTests: XCTestCase {
    /// One random scene's text.
    private func randomScene(_ g: inout SeededGenerator) -> String {
        let vertical = Int.random(in: 0..<4, using: &g) > 0
        let rightToLeft = Int.random(in: 0..<5, using: &g) == 0
        var text = "collection { width = 375, height = 667, scale = \([1, 2, 3].randomElement(using: &g)!)"
            + (rightToLeft ? ", layoutDirection = \"rightToLeft\"" : "") + " }\n"
        let counts = (0..<Int.random(in: 1...3, using: &g)).map { _ in Int.random(in: 0...60, using: &g) }
        if Int.random(in: 0..<3, using: &g) == 0 {
            let appearance = ["plain", "grouped", "insetGrouped"].randomElement(using: &g)!
            text += "list { appearance = \"\(appearance)\", rowHeight = \([44, 43.5, 60].randomElement(using: &g)!) }\n"
            text += "sections { \(counts.map(String.init).joined(separator: ", ")) }\n"
        } else {
            let height = [44.0, 50.5, 33.3, 20].randomElement(using: &g)!
            text += "flow { itemSize = { \([100, 170, 375].randomElement(using: &g)!), \(height) }, "
                + "minimumLineSpacing = \([0, 1, 10, 7.5].randomElement(using: &g)!), minimumInteritemSpacing = 5, "
                + "scrollDirection = \"\(vertical ? "vertical" : "horizontal")\", "
                + "sectionInset = { top = 10, left = 8, bottom = 10, right = 8 }, headerReferenceSize = { 30, 30 } }\n"
            let sections = counts.map { n -> String in
                guard Bool.random(using: &g), n > 0 else { return "\(n)" }
                let sizes = (0..<n).map { _ in "{ \(Int.random(in: 40...200, using: &g)), \(Int.random(in: 20...90, using: &g)) }" }
                return "{ items = \(n), itemSizes = { \(sizes.joined(separator: ", ")) } }"
            }
            text += "sections { \(sections.joined(separator: ", ")) }\n"
        }
        let lines = ["all", "even", "odd", "3n+1"].randomElement(using: &g)!
        let bool = { (g: inout SeededGenerator) in Bool.random(using: &g) ? "true" : "false" }
        let placement = Bool.random(using: &g) ? "centered" : "minimumSpacing"
        text += "use(\"separators\", { betweenLines = \(bool(&g)), betweenItems = \(bool(&g)), placement = \"\(placement)\", "
            + "thickness = \([0.5, 1, 12].randomElement(using: &g)!), insets = { leading = \(Int.random(in: 0...20, using: &g)) } })\n"
        text += "use(\"row_background\", { lines = \"\(lines)\", numbering = \"\(Bool.random(using: &g) ? "band" : "firstItem")\", "
            + "fullWidth = \(bool(&g)), padding = { top = \(Int.random(in: 0...6, using: &g)), bottom = 2 } })\n"
        text += "use(\"list_separators\", { kind = \"listSeparator\" })\n"
        text += "use(\"section_background\", { cover = \"\(Bool.random(using: &g) ? "section" : "items")\" })\n"
        text += "use(\"rounded_background\")\n"
        text += "use(\"zh_flow_layout\", { kinds = { \"zh0\", \"zh1\" } })\n"
        text += "use(\"color_rules\", { rules = { { items = \"even\", color = \"#FFFFFF\" }, "
            + "{ target = \"decoration:separator\", items = \"last\", color = \"#FF0000\" } } })\n"
        return text
    }

    /// Elements in one order whatever order they were asked in.
    private func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted {
            ($0.category.rawValue, $0.kind ?? "", $0.indexPath.section, $0.indexPath.item)
                < ($1.category.rawValue, $1.kind ?? "", $1.indexPath.section, $1.indexPath.item)
        }
    }

    func testWindowedSectionsDecorateAsWhole() throws {
        let seed = testSeed(0x3_1D0)
        print("WindowedDecorationPropertyTests seed: \(seed) (LUALAYOUT_SEED=\(seed) replays it)")
        var g = SeededGenerator(seed: seed)
        var windowedSections = 0, windowsComputed = 0
        for scene in 0..<60 {
            let text = randomScene(&g)
            let whole = try DecorationFixture(), windowed = try DecorationFixture()
            whole.host.windowing = DecorationWindowing(threshold: .max, linesPerWindow: 1)
            windowed.host.windowing = DecorationWindowing(
                threshold: Int.random(in: 0...4, using: &g), linesPerWindow: Int.random(in: 1...6, using: &g))
            let expectedPass = try whole.pass(text), actualPass = try windowed.pass(text)
            let expected = expectedPass.snapshot, actual = actualPass.snapshot
            XCTAssertEqual(whole.configureProblems.map(\.description), [], "scene \(scene)")
            let context = "seed \(seed), scene \(scene), windows of \(windowed.host.windowing.linesPerWindow) lines:\n\(text)"
            for s in actual.geometry.sections.indices where actual.lineWindows(ofSection: s) != nil {
                windowedSections += 1
                windowsComputed += actual.lineWindows(ofSection: s)!.count
            }
            let content = actual.contentSize
            var rects = [Rect(x: 0, y: 0, width: content.width, height: content.height)]
            for _ in 0..<12 {
                let x = Double.random(in: -20...max(0, content.width), using: &g)
                let y = Double.random(in: -20...max(0, content.height), using: &g)
                rects.append(Rect(x: x, y: y, width: Double.random(in: 0...400, using: &g), height: Double.random(in: 0...700, using: &g)))
            }
            // Queries first (windows asked lazily, a few at a time), then the whole layout.
            for rect in rects {
                let a = sorted(actual.elements(in: rect)), e = sorted(expected.elements(in: rect))
                guard a == e else {
                    let first = zip(a, e).first { $0 != $1 }
                    XCTFail("\(context)\nrect \(rect): \(a.count) elements windowed, \(e.count) whole; first difference: \(String(describing: first))")
                    return
                }
            }
            let a = sorted(actual.allElements()), e = sorted(expected.allElements())
            guard a == e else {
                let first = zip(a, e).first { $0 != $1 }
                XCTFail("\(context)\nall elements: \(a.count) windowed, \(e.count) whole; first difference: \(String(describing: first))")
                return
            }
            XCTAssertEqual(
                Set(actualPass.errors.map(\.message)), Set(expectedPass.errors.map(\.message)), context)
        }
        print("windowed sections: \(windowedSections), windows: \(windowsComputed)")
        XCTAssertGreaterThan(windowedSections, 40, "seed \(seed): the test must exercise windowed sections")
    }
}
