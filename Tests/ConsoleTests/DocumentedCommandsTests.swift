import Foundation
import TestSupport
import XCTest

@testable import Console
@testable import LuaLayout

/// What the README and the docs say of the commands is what the binary does: the README's
/// command table lists every command `lualayout --help` lists, `:help scene` names every
/// scene function and every key the scene reads, and docs/plugins.md's `check` sample is
/// the output of that command.
final class DocumentedCommandsTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: LualayoutProcess.packageRoot + "/" + path, encoding: .utf8)
    }

    func testTheReadmesCommandTable_ListsEveryCommandOfHelp() throws {
        let help = try LualayoutProcess.run(["--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        // `  lualayout [repl] [SCENE] ...`, `  lualayout dump SCENE ...`: the word after `lualayout`.
        let commands = help.stdout.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  lualayout "), words.count > 1 else { return nil }
            return words[1].trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        }
        XCTAssertTrue(commands.contains("dump") && commands.contains("help"), help.stdout)
        let readme = try read("README.md")
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `lualayout") }.map { $0.split(separator: "|")[0] }
        for command in commands {
            XCTAssertTrue(rows.contains { $0.contains("`lualayout \(command)") }, "README.md's command table has no row for lualayout \(command)")
        }
    }

    func testHelpScene_NamesEverySceneFunctionAndKey() throws {
        let text = try XCTUnwrap(ReplHelp.topic("scene"))
        let words = Set(text.split { !($0.isLetter || $0.isNumber) }.map(String.init))
        var expected = Set(SceneContext.tableFunctionKeys.keys).union(["use"]).union(SceneContext.valueFunctions)
        for keys in SceneContext.tableFunctionKeys.values { expected.formUnion(keys) }
        expected.formUnion(SceneContext.customGroupKeys)
        expected.formUnion(SceneContext.compositionalSectionKeys)
        XCTAssertTrue(expected.contains("estimatedItemSize") && expected.contains("list"), "the lists read")
        XCTAssertEqual(expected.subtracting(words).sorted(), [], ":help scene does not name these")
    }

    func testPluginsGuidesCheckSample_IsWhatCheckPrints() throws {
        let guide = try read("docs/plugins.md")
        let prompt = "$ lualayout check Plugins/section_background.lua Plugins/color_rules.lua\n"
        let start = try XCTUnwrap(guide.range(of: prompt), "docs/plugins.md's check sample")
        let sample = String(guide[start.upperBound...].prefix { $0 != "`" })
        let run = try LualayoutProcess.run(["check", "Plugins/section_background.lua", "Plugins/color_rules.lua"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, sample)
    }
}
