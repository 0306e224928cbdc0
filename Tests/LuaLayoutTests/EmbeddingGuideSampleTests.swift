import Foundation
import XCTest

/// docs/embedding.md's samples are `Examples/EmbedDemo`, which `Scripts/embed-demo` (the
/// last step of `Scripts/test`) compiles against the checkout, runs and compares with its
/// expected output: so the code a reader copies builds and runs. These tests keep the two
/// the same, line for line.
final class EmbeddingGuideSampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first ```swift block under `heading` in docs/embedding.md.
    private func guideSample(under heading: String) throws -> String {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let section = try XCTUnwrap(guide.range(of: heading), "docs/embedding.md has no '\(heading)'")
        let rest = guide[section.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```swift\n"), "no swift block under '\(heading)'")
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "```"), "the swift block is not closed")
        return String(rest[open.upperBound..<close.lowerBound])
    }

    private func demoFile(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Examples/EmbedDemo/" + path), encoding: .utf8)
    }

    /// The program's opening comment, which says how it is run, is the one difference allowed.
    func testTheGuidesCompleteExample_IsTheEmbedDemoThatScriptsBuildAndRun() throws {
        let program = try demoFile("Sources/EmbedDemo/main.swift")
        let code = program.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") }.joined(separator: "\n")
        XCTAssertEqual(
            try guideSample(under: "## A complete example"), code,
            "docs/embedding.md's complete example differs from Examples/EmbedDemo's main.swift")
    }

    /// The manifest a reader copies is the one `Scripts/embed-demo` builds with.
    func testTheGuidesPackageManifest_IsTheEmbedDemosThatScriptsBuild() throws {
        XCTAssertEqual(
            try guideSample(under: "## Depending on it"), try demoFile("Package.swift"),
            "docs/embedding.md's Package.swift differs from Examples/EmbedDemo/Package.swift")
    }
}
