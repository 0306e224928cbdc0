// Rules: docs/layout-rules.md, C30, R27

import Foundation
import TestSupport
import XCTest

/// Issue 35, item 2, end to end: the worked example's `badges` plugin (docs/plugins.md,
/// which names each badge's item) on Scenes/carousels.lua with section 1 scrolled to 355.
/// Section 1's cards are 312 wide, 10 apart, from x 20 (20, 342, 664, ...), 244 down; each
/// badge is 12 wide, half over its card's top-trailing corner (x + 312 − 6, 244 − 6). On
/// screen the cards sit 355 to the left: card 1 at −13...299, card 2 at 309...621.
final class OrthogonalBadgeCommandTests: XCTestCase {
    private func scene() throws -> (scene: String, plugins: String) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lualayout-badges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let guide = try String(contentsOfFile: LualayoutProcess.packageRoot + "/docs/plugins.md", encoding: .utf8)
        let start = try XCTUnwrap(guide.range(of: "--- badges: a round badge on the top-trailing corner of chosen items."))
        let end = try XCTUnwrap(guide.range(of: "return M", range: start.upperBound..<guide.endIndex))
        try (String(guide[start.lowerBound..<end.upperBound]) + "\n")
            .write(to: folder.appendingPathComponent("badges.lua"), atomically: true, encoding: .utf8)
        let carousels = try String(contentsOfFile: LualayoutProcess.packageRoot + "/Scenes/carousels.lua", encoding: .utf8)
            .replacingOccurrences(of: "orthogonalOffsets = { [1] = 322, [2] = 100 }", with: "orthogonalOffsets = { [1] = 355, [2] = 100 }")
            .replacingOccurrences(of: "contentOffset = { 0, 900 }", with: "contentOffset = { 0, 0 }")
        let scene = folder.appendingPathComponent("scene.lua")
        try (carousels + "\nuse(\"badges\", { items = \"all\" })\n").write(to: scene, atomically: true, encoding: .utf8)
        return (scene.path, folder.path)
    }

    /// `dump --rect` of the screen answers the badge of card 1 (648 unscrolled, 293 on
    /// screen), as it answers cards 1 and 2 (C30); before R27 it answered card 0's badge
    /// (326 unscrolled: on screen it rides over card 1) and not card 1's.
    func testDumpRect_AnswersTheBadgesOfTheCardsOnScreen() throws {
        let (scene, plugins) = try scene()
        let run = try LualayoutProcess.run(["dump", scene, "--rect", "0,0,390,844"], environment: ["LUALAYOUT_PLUGIN_PATH": plugins])
        XCTAssertEqual(run.status, 0, run.stderr)
        let section1 = run.stdout.split(separator: "\n").filter { $0.contains("\"section\": 1, \"item\"") }
        XCTAssertEqual(section1.filter { $0.contains("\"cell\"") }.count, 2)
        let badges = section1.filter { $0.contains("\"badge\"") }
        XCTAssertEqual(badges.count, 1, badges.joined(separator: "\n"))
        XCTAssertTrue(badges.first?.contains("\"item\": 1, \"frame\": [648, 238, 12, 12]") == true, badges.joined(separator: "\n"))
    }

    /// `render` draws the badges with their cards, cut to the section: the drawing is as
    /// wide as the view, not stretched to the off-screen badges (x ≈ 1600 unscrolled).
    func testRender_DrawsTheBadgesWithTheirCards_PictureNotStretched() throws {
        let (scene, plugins) = try scene()
        let out = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("out.svg").path
        let run = try LualayoutProcess.run(["render", scene, "-o", out], environment: ["LUALAYOUT_PLUGIN_PATH": plugins])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        // The drawing's own frame (the page around it is as wide as the title, the path).
        let width = try XCTUnwrap(svg.firstMatch(of: /<svg x="[0-9.]+" y="[0-9.]+" width="([0-9.]+)"/).flatMap { Double($0.1) })
        // 390, and 6 for the badges of section 0's full-width rows, half over the view's edge.
        XCTAssertEqual(width, 396, "the picture stretched to an off-screen badge")
    }
}
