import Foundation
import XCTest

/// docs/embedding.md's complete example is `Examples/EmbedDemo`, which `Scripts/embed-demo`
/// (the last step of `Scripts/test`) compiles against the checkout, runs and compares with
/// its expected output: so the sample a reader copies is code that builds and runs. This
/// test keeps the two the same, line for line (the program's opening comment, which says
/// how it is run, is the one difference allowed).
final class EmbeddingGuideSampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheGuidesCompleteExample_IsTheEmbedDemoThatScriptsBuildAndRun() throws {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let program = try String(contentsOf: root.appendingPathComponent("Examples/EmbedDemo/Sources/EmbedDemo/main.swift"), encoding: .utf8)
        let section = try XCTUnwrap(guide.range(of: "## A complete example"), "docs/embedding.md has no 'A complete example'")
        let rest = guide[section.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```swift\n"), "no swift block under 'A complete example'")
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "```"), "the swift block is not closed")
        let sample = String(rest[open.upperBound..<close.lowerBound])
        let code = program.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") }.joined(separator: "\n")
        XCTAssertEqual(sample, code, "docs/embedding.md's complete example differs from Examples/EmbedDemo's main.swift")
    }
}
