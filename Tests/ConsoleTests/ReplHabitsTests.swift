import Foundation
import TestSupport
import XCTest

@testable import Console
import OperatingSystem
import Rendering

/// The habits people bring from other REPLs: `-e` runs a chunk and exits (`lua -e`,
/// `sqlite3 db 'SQL'`), long results go through `$PAGER` (psql), `show` fits the terminal,
/// and the messages say what happened to numbering, options and budgets.
final class ReplHabitsTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-habits-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: -e and -c

    func testExecute_RunsEachChunkInOrderAndExits() throws {
        let run = try LualayoutProcess.run(["Scenes/sections.lua", "-e", "print(6 * 7)", "-c", ":uses"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "42\nno use(...) calls; available plugins: aligned, carousel, color_rules, flow_layout_with_decorations, list_separators, rounded_background, row_background, sc_section_background, section_background, separators, stretchy_header, text_rows, waterfall, zh_flow_layout\n")
    }

    func testExecute_AnErrorNamesTheCommandLine_AndExitsWithStatus1() throws {
        let run = try LualayoutProcess.run(["repl", "Scenes/sections.lua", "-e", "x = 1", "-e", "error('no')", "-e", "print('not reached')"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "(command line):2: no\n")
    }

    /// Issue 38, item 10: in the REPL a new layout replaces the old, as it should, and the
    /// REPL says what it replaced (it did so silently).
    func testALayoutTypedInTheRepl_ReplacesTheScenesAndSaysWhichOne() throws {
        let run = try LualayoutProcess.run(["repl", "Scenes/inset_grouped.lua", "-e", "flow { itemSize = { 10, 10 } }"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "flow { } replaced the list layout of Scenes/inset_grouped.lua:15\nlayout: 1 section, 4 items, content 375 x 10\n")
    }

    /// Issue 38, item 12: a misspelt scene function in the REPL gets a did-you-mean.
    func testAMisspeltSceneFunctionInTheRepl_NamesTheNearest() throws {
        let run = try LualayoutProcess.run(["repl", "Scenes/sections.lua", "-e", "sectoins { 3 }"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "(command line):1: attempt to call a nil value (global 'sectoins') (did you mean 'sections'?)\n")
        let helper = try LualayoutProcess.run(["repl", "Scenes/sections.lua", "-e", "x = fractionalHieght(0.5)"])
        XCTAssertEqual(helper.stderr, "(command line):1: attempt to call a nil value (global 'fractionalHieght') (did you mean 'fractionalHeight'?)\n")
    }

    func testExecute_DoesNotReadStandardInput() throws {
        let run = try LualayoutProcess.run(["Scenes/sections.lua", "-e", "print('chunk')"], input: "print('stdin')\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "chunk\n")
    }

    // MARK: show fits the terminal

    func testShow_AtATerminal_FitsItsHeight_OrSaysHowToSeeMore() throws {
        // The demo at 160 columns took 175 lines in a 50-line terminal.
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "COLUMNS": "160", "LINES": "50"])
        let terminal = try PseudoTerminal(arguments: ["show", LualayoutProcess.packageRoot + "/Scenes/demo.lua"], environment: env)
        XCTAssertEqual(terminal.exitStatus(), 0, terminal.output)
        terminal.waitFor("cells:", timeout: 5)
        let lines = terminal.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        XCTAssertLessThanOrEqual(lines.count, 50, terminal.output)
    }

    func testShowHeightHint_OnlyWhenTallerThanTheTerminalItGoesTo() {
        let tall = String(repeating: "row\n", count: 60), terminal = Terminal.Size(columns: 80, lines: 50)
        XCTAssertEqual(ShowCommand.heightHint(tall, isTerminal: true, terminal: terminal),
                       "show: 60 lines, taller than the terminal (50): scroll back, pipe it to less -R, or show less with --rect x,y,w,h (or fewer columns with --width)\n")
        XCTAssertNil(ShowCommand.heightHint(tall, isTerminal: false, terminal: terminal), "piped: nobody to tell")
        XCTAssertNil(ShowCommand.heightHint(String(repeating: "row\n", count: 50), isTerminal: true, terminal: terminal))
    }

    // MARK: The pager

    func testPager_LongJSONAtATerminal_GoesThroughPAGER_ShortOutputDoesNot() throws {
        let pager = "sed 's/^/paged: /'"
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "LINES": "20", "PAGER": pager, "LUALAYOUT_HISTORY": folder + "/h"])
        let terminal = try PseudoTerminal(arguments: ["repl", LualayoutProcess.packageRoot + "/Scenes/sections.lua"], environment: env)
        XCTAssertTrue(terminal.waitFor("lualayout> "), terminal.output)
        var mark = terminal.mark
        terminal.type(":json\r")
        XCTAssertTrue(terminal.waitFor("paged: { \"contentSize\": [375, 920],", after: mark), terminal.output)
        XCTAssertTrue(terminal.waitFor("lualayout> ", after: mark), "the prompt comes back after the pager")
        mark = terminal.mark
        terminal.type("= 6 * 7\r")
        XCTAssertTrue(terminal.waitFor("42", after: mark), terminal.output)
        XCTAssertFalse(terminal.output[mark...].contains("paged:"), "one line is not paged")
        XCTAssertEqual(terminal.endWithCtrlD(), 0)
    }

    func testPager_EmptyPAGERTurnsPagingOff_AndPipedOutputIsNeverPaged() throws {
        XCTAssertNil(Pager.command(environment: ["PAGER": ""]))
        XCTAssertEqual(Pager.command(environment: [:]), "less")
        XCTAssertEqual(Pager.command(environment: ["PAGER": "most -s"]), "most -s")
        XCTAssertTrue(Pager.isLong(String(repeating: "x\n", count: 24), lines: 24))
        XCTAssertFalse(Pager.isLong(String(repeating: "x\n", count: 23), lines: 24))
        let run = try LualayoutProcess.run(["repl", "Scenes/sections.lua"], input: ":json\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("{ \"contentSize\": [375, 920],"), "piped: no pager, whatever PAGER says")
    }

    // MARK: What the messages say

    func testUnuse_SaysHowTheRemainingUsesAreRenumbered() throws {
        let run = try LualayoutProcess.run(["repl", "Scenes/demo.lua"], input: ":unuse 1\n:unuse 2\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("removed use(\"rounded_background\", ...) (1); uses 2 to 3 are now 1 to 2\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("removed use(\"color_rules\", ...) (2)\n"), "the last: nothing renumbered")
        XCTAssertEqual(UseCommands.renumbering(removed: 2, count: 3), "; use 3 is now 2")
    }

    func testSave_WritesOnlyTheOptionsThatDifferFromThePluginsDefaults() throws {
        let scene = folder + "/scene.lua", saved = folder + "/saved.lua"
        try """
            sections { 3 }
            use("separators", { color = "#C6C6C8", thickness = 0.5, insets = { left = 16 }, zIndex = 1.0 })
            use("section_background", { cornerRadius = 8 })

            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let run = try LualayoutProcess.run(["repl", scene], input: ":save \(saved)\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        XCTAssertTrue(text.contains("\nuse(\"separators\", { insets = { left = 16 } })\n"), text)
        XCTAssertTrue(text.contains("\nuse(\"section_background\", { cornerRadius = 8 })\n"), text)
        let again = try LualayoutProcess.run(["dump", saved]), first = try LualayoutProcess.run(["dump", scene])
        XCTAssertEqual(again.stdout, first.stdout, "the saved scene lays out as the scene")
    }

    func testSceneInstructionBudget_ErrorSaysHowToRaiseIt_AndTheVariableRaisesIt() throws {
        let scene = folder + "/busy.lua"
        try "local n = 0\nfor i = 1, 3000000 do n = n + i end\nsections { 1 }\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let low = try LualayoutProcess.run(["dump", scene], environment: ["LUALAYOUT_SCENE_INSTRUCTIONS": "1000000"])
        XCTAssertEqual(low.status, 1)
        XCTAssertEqual(low.stderr, "lualayout: \(scene):2: the scene ran too long: instruction budget exceeded (1000000 instructions) "
                       + "(does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=2000000 raises the budget)\n")
        let raised = try LualayoutProcess.run(["dump", scene], environment: ["LUALAYOUT_SCENE_INSTRUCTIONS": "100000000"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
    }
}
