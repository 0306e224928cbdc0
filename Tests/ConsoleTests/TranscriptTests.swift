import Foundation
import TestSupport
import XCTest

/// Scripted REPL sessions piped through the real binary, compared with the expected
/// stdout and stderr in `Transcripts/<name>.out` / `.err`. `RECORD_TRANSCRIPTS=1` writes
/// them (and fails, so a recording is never mistaken for a pass).
final class TranscriptTests: XCTestCase {
    private func assertTranscript(
        _ name: String, input: String? = nil, arguments: [String] = ["repl", "Scenes/sections.lua"], status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = LualayoutProcess.packageRoot + "/Tests/ConsoleTests/Transcripts/"
        let input = try String(contentsOfFile: folder + (input ?? name) + ".in", encoding: .utf8)
        let run = try LualayoutProcess.run(arguments, input: input)
        XCTAssertEqual(run.status, status, "exit status; stderr:\n\(run.stderr)", file: file, line: line)
        if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil {
            try run.stdout.write(toFile: folder + name + ".out", atomically: true, encoding: .utf8)
            try run.stderr.write(toFile: folder + name + ".err", atomically: true, encoding: .utf8)
            XCTFail("Recorded new transcript \(name)", file: file, line: line)
            return
        }
        let out = try String(contentsOfFile: folder + name + ".out", encoding: .utf8)
        let err = try String(contentsOfFile: folder + name + ".err", encoding: .utf8)
        XCTAssertEqual(run.stdout, out, "stdout of \(name)", file: file, line: line)
        XCTAssertEqual(run.stderr, err, "stderr of \(name)", file: file, line: line)
    }

    func testTranscript_ChangeSpacing_PrintsValuesAndLayoutSummary() throws {
        try assertTranscript("spacing", status: 0)
    }

    /// `:update` prints the changed elements and the visible rect before and after side by
    /// side; `:undo` steps back one update at a time and says when there is none left.
    func testTranscript_Update_ShowsChangesAndUndoStepsBack() throws {
        try assertTranscript("update", status: 0)
    }

    /// A batch UIKit rejects: its message, status 1, and the layout unchanged (never reached
    /// here: the script stops, so `:at` runs only with --keep-going).
    func testTranscript_UpdateRejected_SaysWhyAndChangesNothing() throws {
        try assertTranscript(
            "update_rejected", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }

    /// `:scroll` moves the view and draws it: the cover header of Scenes/stretchy_header.lua
    /// stretched from -80 when pulled, stuck at 206 (its section's end minus its height)
    /// at 300; `:at` answers the same frames; a bad offset says what it expects.
    func testTranscript_Scroll_MovesTheViewAndFollowingHeaders() throws {
        try assertTranscript("scroll", arguments: ["repl", "Scenes/stretchy_header.lua"], status: 1)
    }

    func testTranscript_UpdateUnknownKey_SuggestsNearest() throws {
        try assertTranscript("update_unknown_key", status: 1)
    }

    func testTranscript_MultilineInput_ContinuesUntilComplete() throws {
        try assertTranscript("multiline", status: 0)
    }

    func testTranscript_AtCommand_ListsElementsAtIndexPath() throws {
        try assertTranscript("at", status: 0)
    }

    func testTranscript_FirstError_StopsWithStatus1() throws {
        try assertTranscript("error_stops", status: 1)
    }

    func testTranscript_KeepGoing_RunsOnAndExitsWith1() throws {
        try assertTranscript("keep_going", input: "error_stops", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }

    func testTranscript_UnknownCommand_SuggestsNearest() throws {
        try assertTranscript("unknown_command", status: 1)
    }

    /// `quit` and `exit` typed as Lua (nil in a scene) say how to leave; once the scene
    /// defines `quit`, it is an ordinary value.
    func testTranscript_QuitTypedAsLua_SaysHowToLeave() throws {
        try assertTranscript("leaving", status: 0)
    }

    func testTranscript_Quit_ExitsZeroAndIgnoresTheRest() throws {
        try assertTranscript("quit", status: 0)
    }

    func testTranscript_NoScene_StartsWithEmptyWorld() throws {
        try assertTranscript("no_scene", arguments: ["repl"], status: 0)
    }

    func testTranscript_Plugins_DecorationsAtIndexPathStatusAndPicture() throws {
        try assertTranscript("plugins", status: 0)
    }

    /// A `use` with an option the plugin refuses is a rejected input: reported at its
    /// script line each time it is typed, never added (the corrected `use` is the only
    /// separator at 1 0); with --keep-going the session goes on, and the status is 1.
    func testTranscript_PluginErrors_RejectedUseIsReportedEachTimeAndNotAdded() throws {
        try assertTranscript(
            "plugin_errors", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }

    /// Piped, a plugin error ends the script at its line (status 1), like any error.
    func testTranscript_PluginError_EndsThePipedScript() throws {
        try assertTranscript("plugin_error_stops", status: 1)
    }

    /// `sections { -1 }` is refused once; the next input starts from the last good scene
    /// (the -1 is not repeated, not laid out, not saved).
    func testTranscript_RejectedCall_ChangesNothingAndTheNextInputStartsClean() throws {
        try assertTranscript("rejected_call", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }

    /// Piped, stdout carries only what was asked for (the value, the JSON); the layout
    /// summary goes to stderr.
    func testTranscript_Piped_StdoutCarriesOnlyTheRequestedOutput() throws {
        try assertTranscript("stdout_only", status: 0)
    }

    /// Errors name the script line, as `lua` does: `stdin:4:` inside a block that starts
    /// on line 3, and `stdin:6:` for a command.
    func testTranscript_Piped_ErrorsNameTheScriptLine() throws {
        try assertTranscript("script_lines", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }

    /// Counts beyond the scene's limit are refused before anything is allocated, with the
    /// limit and the line; the session goes on.
    func testTranscript_TooManyItems_RefusedWithTheLimit() throws {
        try assertTranscript("too_many_items", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }

    /// `:` commands: a unique prefix runs the command (`:at`, `:q`), an ambiguous one names
    /// the candidates, an unknown one lists the commands, `:reload` of a plugin not loaded
    /// suggests the nearest, `:help CMD` gives examples.
    func testTranscript_CommandPrefixesAndSuggestions() throws {
        try assertTranscript("prefixes", arguments: ["repl", "Scenes/demo.lua", "--keep-going"], status: 1)
    }

    /// `:uses` lists the use calls with their lines; `:unuse` removes one by name or number.
    func testTranscript_UsesAndUnuse() throws {
        try assertTranscript("uses", arguments: ["repl", "Scenes/demo.lua", "--keep-going"], status: 1)
    }

    /// `:read` runs a file (errors name its lines), `:output` redirects results, `:bail`
    /// decides whether an error stops the input.
    func testTranscript_ReadOutputAndBail() throws {
        try assertTranscript("read_output_bail", status: 1)
    }

    /// Numbers in tables and `:attrs` as a person writes them; a lone value and the JSON
    /// keep every digit.
    func testTranscript_NumbersReadableInTablesExactInJSON() throws {
        try assertTranscript("numbers", status: 0)
    }

    /// `:save` refuses the loaded scene file without `!`; `:svg` refuses a name that is
    /// neither .svg nor .png; only the commands that write a file take `!`.
    func testTranscript_SaveRefusesTheSceneFile_SvgRefusesOtherNames() throws {
        try assertTranscript("save_refuses", arguments: ["repl", "Scenes/sections.lua", "--keep-going"], status: 1)
    }
}
