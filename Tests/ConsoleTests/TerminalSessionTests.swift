import Foundation
import XCTest

/// The REPL on a pseudo-terminal: prompt, editing, completion, history, Ctrl-C, Ctrl-D.
final class TerminalSessionTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-pty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func start() throws -> PseudoTerminal {
        let env = LualayoutBinary.environment(extra: ["TERM": "xterm", "LUALAYOUT_HISTORY": folder + "/history"])
        let terminal = try PseudoTerminal(arguments: ["repl", LualayoutBinary.packageRoot + "/Scenes/sections.lua"], environment: env)
        XCTAssertTrue(terminal.waitFor("lualayout> "), "no prompt in:\n\(terminal.output)")
        return terminal
    }

    func testPrompt_TypedLineIsEvaluated() throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type("= 6 * 7\r")
        XCTAssertTrue(terminal.waitFor("42", after: mark), terminal.output)
        terminal.type("flow{ minimumLineSpacing = 4 }\r")
        XCTAssertTrue(terminal.waitFor("layout: 4 sections, 20 items, content 375 x 896", after: mark), terminal.output)
    }

    func testTab_CompletesCommandName() throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type(":hel\t")
        XCTAssertTrue(terminal.waitFor("p", after: mark), terminal.output)
        terminal.type("\r")
        XCTAssertTrue(terminal.waitFor("Commands:", after: mark), terminal.output)
    }

    func testHistory_PersistsIntoASecondSession() throws {
        do {
            let first = try start()
            first.type("= 'remembered' .. 1\r")
            XCTAssertTrue(first.waitFor("\"remembered1\""), first.output)
            // Ctrl-D at the next prompt: typed ahead while the tty is in cooked mode, the
            // line discipline would take it as its own end-of-file.
            XCTAssertTrue(first.waitFor("lualayout> ", after: first.output.range(of: "remembered1\"")!.upperBound))
            XCTAssertEqual(first.endWithCtrlD(), 0)
        }
        let second = try start()
        let mark = second.mark
        second.type("\u{1B}[A\r")   // up arrow: the previous session's line
        XCTAssertTrue(second.waitFor("\"remembered1\"", after: mark), second.output)
    }

    func testCtrlC_StopsRunningLuaAndReturnsToThePrompt() throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type("while true do end\r")
        XCTAssertTrue(terminal.waitFor("while true do end", after: mark))
        usleep(200_000)
        terminal.type("\u{3}")
        XCTAssertTrue(terminal.waitFor("interrupted!", after: mark) || terminal.output.contains("ran too long"), terminal.output)
        let next = terminal.mark
        terminal.type("= 'alive'\r")
        XCTAssertTrue(terminal.waitFor("\"alive\"", after: next), terminal.output)
    }

    func testCtrlC_WhileTyping_DiscardsTheLine() throws {
        let terminal = try start()
        terminal.type("= 'discarded'")
        XCTAssertTrue(terminal.waitFor("discarded'"))
        terminal.type("\u{3}")
        XCTAssertTrue(terminal.waitFor("^C"), terminal.output)
        let mark = terminal.mark
        terminal.type("= 'kept'\r")
        XCTAssertTrue(terminal.waitFor("\"kept\"", after: mark), terminal.output)
        XCTAssertFalse(terminal.output.contains("\"discarded\""), terminal.output)
    }

    func testCtrlD_ExitsWithStatus0() throws {
        let terminal = try start()
        terminal.type("error('seen, not fatal')\r")
        XCTAssertTrue(terminal.waitFor("repl:1: seen, not fatal"), terminal.output)
        XCTAssertTrue(terminal.waitFor("lualayout> ", after: terminal.output.range(of: "repl:1: seen")!.upperBound))
        XCTAssertEqual(terminal.endWithCtrlD(), 0, terminal.output)
    }
}
