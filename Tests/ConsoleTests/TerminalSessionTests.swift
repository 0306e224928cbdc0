import Foundation
import TestSupport
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

    /// The REPL on `scene`, at its first prompt.
    private func start(scene: String = "Scenes/sections.lua") throws -> PseudoTerminal {
        let terminal = try launch(scene: scene)
        XCTAssertTrue(terminal.waitFor("lualayout> "), "no prompt in:\n\(terminal.output)")
        return terminal
    }

    /// The REPL on `scene`, just started: keys typed now arrive before its first prompt.
    private func launch(scene: String = "Scenes/sections.lua") throws -> PseudoTerminal {
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "LUALAYOUT_HISTORY": folder + "/history"])
        return try PseudoTerminal(arguments: ["repl", LualayoutProcess.packageRoot + "/" + scene], environment: env)
    }

    func testPrompt_TypedLineIsEvaluated() throws {
        let terminal = try start()
        let mark = terminal.mark
        terminal.type("= 6 * 7\r")
        XCTAssertTrue(terminal.waitFor("42", after: mark), terminal.output)
        terminal.type("flow{ minimumLineSpacing = 4 }\r")
        XCTAssertTrue(terminal.waitFor("layout: 4 sections, 20 items, content 375 x 896", after: mark), terminal.output)
    }

    func testBanner_WithoutAScene_SaysHowToLoadOne() throws {
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "LUALAYOUT_HISTORY": folder + "/history"])
        let terminal = try PseudoTerminal(arguments: [], environment: env)
        XCTAssertTrue(terminal.waitFor("lualayout> "), terminal.output)
        XCTAssertTrue(terminal.output.hasPrefix("""
            lualayout 0.1.0 (Lua 5.4), no scene loaded: :load SCENE.lua (or start with lualayout SCENE.lua),\r
            or describe one here, as in a scene file: sections { 3, 7 }.\r
            :help for commands, Ctrl-D to leave.\r

            """), terminal.output)
    }

    func testBanner_WithAScene_NamesItAndItsLayout() throws {
        let terminal = try start()
        XCTAssertTrue(terminal.output.hasPrefix(
            "lualayout 0.1.0 (Lua 5.4) on \(LualayoutProcess.packageRoot)/Scenes/sections.lua: layout: 4 sections, 20 items, content 375 x 920.\r\n"),
            terminal.output)
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
            XCTAssertTrue(first.waitFor("lualayout> ", after: first.output.range(of: "remembered1\"")!.upperBound))
            XCTAssertEqual(first.endWithCtrlD(), 0)
        }
        let second = try start()
        let mark = second.mark
        second.type("\u{1B}[A\r")   // up arrow: the previous session's line
        XCTAssertTrue(second.waitFor("\"remembered1\"", after: mark), second.output)
    }

    func testCtrlC_StopsRunningLuaAndReturnsToThePrompt() throws {
        // demo.lua uses plugins: their watchdog threads exist while Lua runs.
        let terminal = try start(scene: "Scenes/demo.lua")
        let mark = terminal.mark
        // The Ctrl-C is typed only once Lua is seen running (its print), so it cannot be
        // taken by the prompt; a lost Ctrl-C would end in the scene's instruction budget.
        terminal.type("print('running') while true do end\r")
        XCTAssertTrue(terminal.waitFor("running\r\n", after: mark), terminal.output)
        terminal.type("\u{3}")
        XCTAssertTrue(terminal.waitFor("repl:1: interrupted!", after: mark), terminal.output)
        XCTAssertFalse(terminal.output[mark...].contains("ran too long"), terminal.output)
        let next = terminal.mark
        terminal.type("= 'alive'\r")
        XCTAssertTrue(terminal.waitFor("\"alive\"", after: next), terminal.output)
        leave(terminal, after: "\"alive\"")
    }

    /// With plugins loaded (demo.lua), their watchdog threads exist: Ctrl-C at the prompt
    /// must still reach the line editor, not end the process with status 130.
    func testCtrlC_AtThePromptWithPlugins_DiscardsTheLineAndTheSessionGoesOn() throws {
        let terminal = try start(scene: "Scenes/demo.lua")
        terminal.type("= 'discarded'")
        XCTAssertTrue(terminal.waitFor("discarded'"))
        terminal.type("\u{3}")
        XCTAssertTrue(terminal.waitFor("^C"), terminal.output)
        XCTAssertNil(terminal.exitStatus(timeout: 0.5), "the REPL ended on Ctrl-C:\n\(terminal.output)")
        let mark = terminal.mark
        terminal.type("= 'kept'\r")
        XCTAssertTrue(terminal.waitFor("\"kept\"", after: mark), terminal.output)
        XCTAssertFalse(terminal.output.contains("\"discarded\""), terminal.output)
        leave(terminal, after: "\"kept\"")
    }

    // MARK: Ctrl-C while hooks run

    /// The REPL on a scene of `folder` (written from `scene`) with the plugins `plugins`
    /// (name -> source) in a folder of their own, at its first prompt.
    private func start(scene: String, plugins: [String: String]) throws -> PseudoTerminal {
        let folder = self.folder + "/plugins"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, source) in plugins { try source.write(toFile: "\(folder)/\(name).lua", atomically: true, encoding: .utf8) }
        try scene.write(toFile: self.folder + "/scene.lua", atomically: true, encoding: .utf8)
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "LUALAYOUT_HISTORY": self.folder + "/history"])
        let terminal = try PseudoTerminal(arguments: ["repl", self.folder + "/scene.lua", "--plugins", folder], environment: env)
        XCTAssertTrue(terminal.waitFor("lualayout> "), terminal.output)
        return terminal
    }

    /// Types `input` (nothing when empty: something else sets a hook running), waits for a
    /// hook to print "spinning", types Ctrl-C and waits for "interrupted!"; the REPL is
    /// still alive after it.
    private func interrupt(_ terminal: PseudoTerminal, typing input: String, file: StaticString = #filePath, line: UInt = #line) {
        let mark = terminal.mark
        if !input.isEmpty { terminal.type(input + "\r") }
        // "spinning" as printed, at a line's end: not the echo of a typed `print('spinning')`.
        XCTAssertTrue(terminal.waitFor("spinning\r\n", after: mark), terminal.output, file: file, line: line)
        terminal.type("\u{3}")
        XCTAssertTrue(terminal.waitFor("interrupted!", after: mark), terminal.output, file: file, line: line)
        XCTAssertNil(terminal.exitStatus(timeout: 0.2), "the REPL ended on Ctrl-C:\n\(terminal.output)", file: file, line: line)
    }

    /// A plugin whose section hook prints "spinning" and loops on section `section`, and
    /// marks the others.
    private func spinning(_ name: String, on section: Int?) -> String {
        """
        local M = { name = "\(name)", api = 1, defaults = {} }
        function M.section(s, opts, out)
          \(section.map { "if s.index == \($0) then print(\"spinning\") \(Self.endlessLoop) end" } ?? "")
          out:add(out:kind("mark", {}), s.frame.x, s.frame.y, 1, 1)
        end
        return M
        """
    }

    /// The loop a spinning hook runs: only a Ctrl-C ends it. Under ThreadSanitizer it
    /// allocates a table at each turn. TSan runs a signal's handler only when the thread
    /// next calls an intercepted libc function, synchronises or does an atomic operation
    /// (google/sanitizers#1401), and Debian's liblua is not instrumented: an empty loop
    /// in a plugin's hook, where no budget hook fires, would never see the Ctrl-C. Each
    /// table goes through the host's allocator to `realloc`, which TSan intercepts.
    private static var endlessLoop: String {
        ThreadSanitizer.isActive ? "while true do local _ = {} end" : "while true do end"
    }

    /// `= 'alive'` answers, and `:quit` ends the session with status 0.
    private func leaveAlive(_ terminal: PseudoTerminal, file: StaticString = #filePath, line: UInt = #line) {
        let mark = terminal.mark
        terminal.type("= 'alive'\r")
        XCTAssertTrue(terminal.waitFor("\"alive\"", after: mark), terminal.output, file: file, line: line)
        leave(terminal, after: "\"alive\"", file: file, line: line)
    }

    /// Ctrl-C while a plugin's hooks run (after the input, drawing its layout) stops them
    /// all, not one hook at a time: the input is undone, the layout before it stays, and
    /// the session goes on. The time limit is an hour, so only the Ctrl-C can end the loop.
    func testCtrlC_WhilePluginHooksRun_StopsThemAndUndoesTheInput() throws {
        let terminal = try start(scene: "limits { time = 3600 }\nsections { 3, 3, 3, 3, 3, 3 }\n", plugins: ["spin": spinning("spin", on: 0)])
        interrupt(terminal, typing: "use(\"spin\")")
        let next = terminal.mark
        terminal.type(":uses\r")
        XCTAssertTrue(terminal.waitFor("no use(...) calls", after: next), "the input is undone:\n\(terminal.output)")
        leaveAlive(terminal)
    }

    /// Ctrl-C while a command runs hooks (`:attrs all` decorates sections not yet shown)
    /// stops them; what they did not finish is not kept, so the next command runs them again.
    func testCtrlC_WhileACommandRunsHooks_StopsThemAndKeepsNothingOfThem() throws {
        // Spins on section 5, off the first screen.
        let terminal = try start(
            scene: "limits { time = 3600 }\nsections { 3, 3, 3, 3, 3, 3 }\nflow { itemSize = { 100, 300 } }\nuse(\"slow\")\n",
            plugins: ["slow": spinning("slow", on: 5)])
        interrupt(terminal, typing: ":attrs all")
        // The hook runs again for section 5 (nothing was kept of the stopped run).
        interrupt(terminal, typing: ":attrs all")
        // `:json FILE` cut short writes nothing: the file keeps what it had.
        try "old".write(toFile: folder + "/out.json", atomically: true, encoding: .utf8)
        interrupt(terminal, typing: ":json \(folder)/out.json")
        XCTAssertEqual(try String(contentsOfFile: folder + "/out.json", encoding: .utf8), "old")
        leaveAlive(terminal)
    }

    /// With `:bail on` an error ends the session; a Ctrl-C is not an error and did too.
    func testCtrlC_WithBailOn_DoesNotEndTheSession() throws {
        let terminal = try start(scene: "Scenes/demo.lua")
        terminal.type(":bail on\r")
        interrupt(terminal, typing: "print('spinning') while true do end")
        XCTAssertTrue(terminal.output.contains("repl:1: interrupted!"), terminal.output)
        leaveAlive(terminal)
    }

    /// A plugin file changed under `:watch on` into a version whose hook loops: the reload
    /// runs while the prompt waits, where SIGINT stayed blocked and Ctrl-C did nothing. It
    /// stops the reload, and the previous version runs on.
    func testCtrlC_DuringAWatchedReload_StopsItAndKeepsThePreviousVersion() throws {
        let terminal = try start(
            scene: "limits { time = 3600 }\nsections { 3, 3, 3 }\nuse(\"mark\")\n", plugins: ["mark": spinning("mark", on: nil)])
        terminal.type(":watch on\r")
        XCTAssertTrue(terminal.waitFor("watch: on"), terminal.output)
        try spinning("mark", on: 1).write(toFile: folder + "/plugins/mark.lua", atomically: true, encoding: .utf8)
        interrupt(terminal, typing: "")
        let next = terminal.mark
        terminal.type(":plugins\r")
        XCTAssertTrue(terminal.waitFor("generation 1", after: next), terminal.output)
        // A version that passes the host's dry run (sections 0 and 1) and loops on the
        // visible section 2, reloaded by hand: it goes back out too.
        try spinning("mark", on: 2).write(toFile: folder + "/plugins/mark.lua", atomically: true, encoding: .utf8)
        interrupt(terminal, typing: ":watch off\r:reload mark")
        let last = terminal.mark
        terminal.type(":plugins\r")
        XCTAssertTrue(terminal.waitFor("options {}", after: last), terminal.output)
        XCTAssertTrue(terminal.output[last...].contains("generation 1"), terminal.output)
        XCTAssertFalse(terminal.output[last...].contains("last error"), terminal.output)
        leave(terminal, after: "generation 1")
    }

    /// Typed at a terminal with the results going to a file (`repl > log.txt`, `| tee`),
    /// the session is still interactive: the prompt is on stderr, an error does not end it,
    /// and the file gets the results alone. (It ran as a script: no prompt, and the first
    /// error ended it with status 1.)
    func testStdoutRedirected_TheSessionStaysInteractive_AndTheFileGetsTheResults() throws {
        let log = folder + "/results.txt"
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "LUALAYOUT_HISTORY": folder + "/history"])
        let terminal = try PseudoTerminal(
            arguments: ["repl", LualayoutProcess.packageRoot + "/Scenes/sections.lua"], environment: env, standardOutput: log)
        XCTAssertTrue(terminal.waitFor("lualayout> "), terminal.output)
        let mark = terminal.mark
        terminal.type("error('not fatal')\r")
        XCTAssertTrue(terminal.waitFor("repl:1: not fatal", after: mark), terminal.output)
        let next = terminal.mark
        terminal.type("= 6 * 7\r")
        XCTAssertTrue(terminal.waitFor("lualayout> ", after: next), terminal.output)
        XCTAssertEqual(terminal.endWithCtrlD(), 0, terminal.output)
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "42\n")
    }

    func testCtrlC_InsideAnUnfinishedBlock_DiscardsTheBlock() throws {
        let terminal = try start(scene: "Scenes/demo.lua")
        terminal.type("for i = 1, 2 do\r")
        XCTAssertTrue(terminal.waitFor(">> "), terminal.output)
        terminal.type("x = 'from the block'")
        XCTAssertTrue(terminal.waitFor("block'"))
        terminal.type("\u{3}")
        XCTAssertTrue(terminal.waitFor("^C\r\nlualayout> "), terminal.output)
        let mark = terminal.mark
        terminal.type("= x\r")
        XCTAssertTrue(terminal.waitFor("= x\r\nnil\r\n", after: mark), terminal.output)
        leave(terminal, after: "= x\r\nnil")
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

    /// `:quit` at the prompt after `text`, and the session ends with status 0: it was
    /// alive and well.
    private func leave(_ terminal: PseudoTerminal, after text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let range = terminal.output.range(of: text, options: .backwards) else {
            return XCTFail("no \(text) in:\n\(terminal.output)", file: file, line: line)
        }
        XCTAssertTrue(terminal.waitFor("lualayout> ", after: range.upperBound), terminal.output, file: file, line: line)
        terminal.type(":quit\r")
        XCTAssertEqual(terminal.exitStatus(), 0, terminal.output, file: file, line: line)
    }

    func testCtrlD_ExitsWithStatus0() throws {
        let terminal = try start()
        terminal.type("error('seen, not fatal')\r")
        XCTAssertTrue(terminal.waitFor("repl:1: seen, not fatal"), terminal.output)
        XCTAssertTrue(terminal.waitFor("lualayout> ", after: terminal.output.range(of: "repl:1: seen")!.upperBound))
        XCTAssertEqual(terminal.endWithCtrlD(), 0, terminal.output)
    }

    /// Keys typed before the REPL has switched the terminal to raw mode (here, before it
    /// has even started) meet the cooked line discipline, which takes Ctrl-D as its own
    /// end-of-file; they must still be the REPL's: the line is evaluated and the Ctrl-D
    /// ends the session, at once. (It used to reach libedit as a NUL, its quoted-insert:
    /// every later Ctrl-D rang the bell.)
    func testCtrlD_TypedAheadBeforeTheFirstPrompt_EndsTheSession() throws {
        let terminal = try launch()
        terminal.type("= 6 * 7\r\u{4}")
        XCTAssertEqual(terminal.exitStatus(), 0, terminal.output)
        XCTAssertTrue(terminal.output.hasSuffix("lualayout> = 6 * 7\r\n42\r\nlualayout> ^D\r\n"), terminal.output)
    }

    /// A Ctrl-D typed ahead on its own, at what will be an empty line, ends the session too.
    func testCtrlD_AloneTypedAheadBeforeTheFirstPrompt_EndsTheSession() throws {
        let terminal = try launch()
        terminal.type("\u{4}")
        XCTAssertEqual(terminal.exitStatus(), 0, terminal.output)
    }
}
