import Foundation
import TestSupport
import XCTest

/// The one exit-status contract of every command (README, "Exit status"): 0 clean; 1 the
/// scene could not be laid out or a plugin failed (the layout still printed, minus the
/// failed plugin's output); 2 a command line that does not parse.
final class ExitStatusTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-status-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A plugin that fails on section 1 and decorates the others; a scene using it; a
        // scene that cannot be laid out.
        try """
            local M = { name = "half_broken", api = 1, defaults = {} }
            function M.section(s, opts, out)
              if s.index == 1 then error("not this one") end
              out:add{ kind = "mine", frame = { 0, s.frame.y, 1, 1 } }
            end
            return M
            """.write(toFile: folder + "/half_broken.lua", atomically: true, encoding: .utf8)
        try "sections { 1, 1, 1 }\nuse(\"half_broken\", {})\n".write(toFile: scene("plugin_fails"), atomically: true, encoding: .utf8)
        try "sections { 1, 1 }\nprint(\"hello from the scene\")\n".write(toFile: scene("clean"), atomically: true, encoding: .utf8)
        try "sections { -1 }\n".write(toFile: scene("broken"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func scene(_ name: String) -> String { folder + "/" + name + ".lua" }

    private func run(_ arguments: [String], input: String = "") throws -> LualayoutProcess.Run {
        try LualayoutProcess.run(arguments, input: input)
    }

    private let pluginError = "half_broken.lua:3: half_broken: section hook, section 1: not this one"

    // MARK: dump

    /// Sizes that add up to infinity once printed `"contentSize": [375, null]` with no
    /// elements and status 0.
    func testDump_SizesAddingUpToInfinity_1_NamingTheSectionsLine() throws {
        try "flow { itemSize = { 100, 5e307 },\n  minimumLineSpacing = 5e307 }\nsections {\n  1,\n  3 }\n"
            .write(toFile: scene("unbounded"), atomically: true, encoding: .utf8)
        let result = try run(["dump", scene("unbounded")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "lualayout: \(scene("unbounded")):5: sections[1]: the section reaches past the largest position the layout "
                + "can hold (1.8e308 / 2 points): its sizes, spacings and insets add up to more\n")
    }

    func testDump_Clean_0_AndTheScenesPrintGoesToStderr() throws {
        let result = try run(["dump", scene("clean")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("{ \"contentSize\": [375, 100],"), result.stdout)
        XCTAssertEqual(result.stderr, "hello from the scene\n")
    }

    func testDump_PluginFails_1_WithTheLayoutMinusTheFailedOutput() throws {
        let result = try run(["dump", scene("plugin_fails"), "--plugins", folder])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.components(separatedBy: "\"kind\": \"mine\"").count - 1, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains(pluginError), result.stderr)
    }

    func testDump_SceneCannotBeLaidOut_1_NothingOnStdout() throws {
        let result = try run(["dump", scene("broken")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "lualayout: \(scene("broken")):1: sections[0].items: an item count cannot be negative (got -1)\n")
    }

    /// A result that never arrived (a full disk) once exited 0 with nothing said.
    func testDump_AndShow_OutputThatCannotBeWritten_1_AndSaysWhy() throws {
        for command in ["dump", "show"] {
            let result = try LualayoutProcess.run(
                ["-c", "exec \"$0\" \(command) \"$1\" > /dev/full", try XCTUnwrap(LualayoutProcess.executable), scene("clean")],
                binary: "/bin/sh")
            XCTAssertEqual(result.status, 1, command)
            XCTAssertTrue(result.stderr.contains("lualayout: cannot write to standard output: No space left on device"), result.stderr)
        }
    }

    func testReplPiped_OutputThatCannotBeWritten_1_AndSaysWhy() throws {
        // A command's result, and the scene's print.
        for input in [":json\n", "print('x')\n"] {
            let result = try LualayoutProcess.run(
                ["-c", "exec \"$0\" repl \"$1\" > /dev/full", try XCTUnwrap(LualayoutProcess.executable), scene("clean")],
                input: input, binary: "/bin/sh")
            XCTAssertEqual(result.status, 1, input)
            XCTAssertTrue(result.stderr.contains("stdin:1: cannot write the output: No space left on device"), result.stderr)
        }
    }

    /// A reader that stops reading (`| head`) killed the dump by SIGPIPE (status 141,
    /// nothing said); the README promises status 1 and a message.
    func testDump_IntoAPipeClosedEarly_1_BrokenPipe() throws {
        try "sections { 30000 }\n".write(toFile: scene("long"), atomically: true, encoding: .utf8)
        let result = try LualayoutProcess.run(
            ["-c", "\"$0\" dump \"$1\" | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}", try XCTUnwrap(LualayoutProcess.executable), scene("long")],
            binary: "/bin/bash")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("lualayout: cannot write to standard output: Broken pipe"), result.stderr)
    }

    func testDump_Usage_2() throws {
        XCTAssertEqual(try run(["dump", scene("clean"), "--frob"]).status, 2)
    }

    // MARK: show

    func testShow_Clean0_PluginFails1_Broken1_Usage2() throws {
        XCTAssertEqual(try run(["show", scene("clean"), "--width", "40"]).status, 0)
        let failed = try run(["show", scene("plugin_fails"), "--width", "40", "--plugins", folder])
        XCTAssertEqual(failed.status, 1)
        XCTAssertFalse(failed.stdout.isEmpty, "the picture is still drawn")
        XCTAssertTrue(failed.stderr.contains(pluginError), failed.stderr)
        XCTAssertEqual(try run(["show", scene("broken")]).status, 1)
        XCTAssertEqual(try run(["show", scene("clean"), "--width", "3"]).status, 2)
    }

    // MARK: render

    func testRender_Clean0_PluginFails1_Broken1_Usage2() throws {
        let svg = folder + "/out.svg"
        XCTAssertEqual(try run(["render", scene("clean"), "-o", svg]).status, 0)
        try FileManager.default.removeItem(atPath: svg)
        let failed = try run(["render", scene("plugin_fails"), "-o", svg, "--plugins", folder])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("data-kind=\"mine\""), "the picture is still written")
        XCTAssertTrue(failed.stderr.contains(pluginError), failed.stderr)
        XCTAssertEqual(try run(["render", scene("broken"), "-o", svg]).status, 1)
        XCTAssertEqual(try run(["render", scene("clean")]).status, 2)
    }

    // MARK: check

    func testCheck_Clean0_Broken1_Usage2() throws {
        XCTAssertEqual(try run(["check", "Plugins/separators.lua"]).status, 0)
        XCTAssertEqual(try run(["check", folder + "/half_broken.lua"]).status, 1)
        XCTAssertEqual(try run(["check"]).status, 2)
    }

    // MARK: repl, piped

    func testReplPiped_Clean0_PluginFails1_Broken1_Usage2() throws {
        XCTAssertEqual(try run(["repl", scene("clean")], input: "= 1\n").status, 0)
        let failed = try run(["repl", scene("plugin_fails"), "--plugins", folder], input: ":show 0,0,375,1000\n")
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertTrue(failed.stderr.contains(pluginError), failed.stderr)
        XCTAssertEqual(try run(["repl", scene("broken")], input: "= 1\n").status, 1)
        XCTAssertEqual(try run(["repl", scene("clean"), "--frob"]).status, 2)
    }

    /// The scene's `print` goes to stderr in `dump`: 200 KB of it, more than a pipe holds,
    /// comes back whole (the test helper drains stderr while it reads stdout).
    func testDump_ALotOnStderr_ComesBackWholeBesideTheJSON() throws {
        try "sections { 1 }\nfor i = 1, 2000 do print(string.rep(\"x\", 99)) end\n"
            .write(toFile: scene("loud"), atomically: true, encoding: .utf8)
        let result = try run(["dump", scene("loud")])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr.count, 200_000)
        XCTAssertTrue(result.stdout.hasPrefix("{ \"contentSize\""), result.stdout)
    }
}
