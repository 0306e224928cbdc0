import Foundation
import TestSupport
import XCTest

/// docs/migrating.md shows each reference library's sample app as the scene that
/// reproduces it: every Lua block headed `-- Scenes/seeds/NAME.lua` is that bundled
/// scene's code (comments and spacing aside), and every seed scene's picture is shown.
final class MigratingGuideTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: LualayoutProcess.packageRoot).appendingPathComponent(path), encoding: .utf8)
    }

    /// The code of a Lua text without its comment lines and without any whitespace.
    private func code(_ text: some StringProtocol) -> String {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
            .joined().filter { !$0.isWhitespace }
    }

    func testEverySeedScene_IsShownAsWrittenWithItsPicture() throws {
        let guide = try read("docs/migrating.md")
        let blocks = guide.components(separatedBy: "```lua\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        var shown: [String] = []
        for block in blocks {
            guard let first = block.split(separator: "\n").first, first.hasPrefix("-- Scenes/seeds/") else { continue }
            let name = String(first.dropFirst("-- Scenes/seeds/".count).prefix { $0 != "." })
            shown.append(name)
            XCTAssertEqual(code(block), code(try read("Scenes/seeds/\(name).lua")), "docs/migrating.md's block for \(name)")
        }
        let seeds = try BundledScenes.names().filter { $0.hasPrefix("seeds/") }.map { String($0.dropFirst("seeds/".count)) }
        XCTAssertEqual(Set(shown), Set(seeds).subtracting(["zh_flow_layout_horizontal"]), "the seed scenes with a block")
        for name in seeds {
            XCTAssertTrue(guide.contains("](seeds/\(name).svg)"), "docs/migrating.md lacks the picture of \(name)")
        }
    }
}
