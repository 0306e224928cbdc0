import Foundation
import TestSupport
import XCTest

/// Every bundled scene's JSON (`lualayout dump`) and SVG (`lualayout render`) equal the
/// golden files in Snapshots/Scenes/, which `Scripts/goldens` regenerates: a change in the
/// layout, the plugins or the pictures shows up here as a line diff to read, not as a
/// passing test. The published pictures (docs/, `Scripts/pictures`) are the current ones,
/// and the README links each.
final class BundledSceneGoldenTests: XCTestCase {
    private var goldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/Scenes")
    }

    private func assertGolden(_ actual: String, _ file: String, line: UInt = #line) {
        let url = goldens.appendingPathComponent(file)
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("no golden \(url.path): run Scripts/goldens", line: line)
        }
        guard actual != expected else { return }
        XCTFail("\(file) differs from its golden (run Scripts/goldens if the change is meant, and read the diff):\n"
                + lineDiff(expected: expected, actual: actual), line: line)
    }

    func testGoldens_CoverEveryBundledSceneAndNothingElse() throws {
        let scenes = try BundledScenes.names()
        let files = try FileManager.default.subpathsOfDirectory(atPath: goldens.path).filter { $0.contains(".") }.sorted()
        let updates = try scenesMakingAnUpdate().map { "\($0).updates.json" }
        XCTAssertEqual(files, (scenes.flatMap { ["\($0).json", "\($0).svg"] } + updates).sorted())
    }

    /// The bundled scenes whose `dump --updates` succeeds (the others make no update and
    /// exit 1).
    private func scenesMakingAnUpdate() throws -> [String] {
        try BundledScenes.names().filter { try LualayoutProcess.run(["dump", "Scenes/\($0).lua", "--updates"], columns: 80).status == 0 }
    }

    func testGoldens_UpdatesDumpOfTheScenesThatMakeAnUpdate() throws {
        let scenes = try scenesMakingAnUpdate()
        XCTAssertEqual(scenes, ["self_sizing_list", "updates", "updates_diff"], "the bundled scenes with an update")
        for scene in scenes {
            let run = try LualayoutProcess.run(["dump", "Scenes/\(scene).lua", "--updates"], columns: 80)
            XCTAssertEqual(run.stderr, "", scene)
            assertGolden(run.stdout, "\(scene).updates.json")
        }
    }

    func testGoldens_DumpOfEveryBundledScene() throws {
        for scene in try BundledScenes.names() {
            let run = try LualayoutProcess.run(["dump", "Scenes/\(scene).lua"], columns: 80)
            XCTAssertEqual(run.status, 0, "\(scene): \(run.stderr)")
            assertGolden(run.stdout, "\(scene).json")
        }
    }

    func testGoldens_RenderOfEveryBundledScene() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for scene in try BundledScenes.names() {
            let output = directory.appendingPathComponent("\(scene).svg").path
            // seeds/NAME keeps its folder.
            try FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            let run = try LualayoutProcess.run(["render", "Scenes/\(scene).lua", "-o", output], columns: 80)
            XCTAssertEqual(run.status, 0, "\(scene): \(run.stderr)")
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            assertGolden(svg, "\(scene).svg")
            let published = URL(fileURLWithPath: LualayoutProcess.packageRoot).appendingPathComponent("docs/\(scene).svg")
            XCTAssertEqual(try? String(contentsOf: published, encoding: .utf8), svg,
                           "docs/\(scene).svg is not the current picture: run Scripts/pictures")
        }
    }

    func testREADME_ListsEveryBundledScenesPicture() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: LualayoutProcess.packageRoot).appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Pictures of the bundled scenes").last)
        for scene in try BundledScenes.names() {
            XCTAssertTrue(section.contains("](docs/\(scene).svg)"), "README's pictures section lacks docs/\(scene).svg")
        }
    }
}
