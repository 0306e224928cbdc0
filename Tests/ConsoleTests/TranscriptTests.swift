import Foundation
import XCTest

/// Scripted REPL sessions piped through the real binary, compared with the expected
/// stdout and stderr in `Transcripts/<name>.out` / `.err`. `RECORD_TRANSCRIPTS=1` writes
/// them (and fails, so a recording is never mistaken for a pass).
final class TranscriptTests: XCTestCase {
    private func assertTranscript(
        _ name: String, input: String? = nil, arguments: [String] = ["repl", "Scenes/sections.lua"], status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = LualayoutBinary.packageRoot + "/Tests/ConsoleTests/Transcripts/"
        let input = try String(contentsOfFile: folder + (input ?? name) + ".in", encoding: .utf8)
        let run = try LualayoutBinary.run(arguments, input: input)
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

    func testTranscript_Quit_ExitsZeroAndIgnoresTheRest() throws {
        try assertTranscript("quit", status: 0)
    }

    func testTranscript_NoScene_StartsWithEmptyWorld() throws {
        try assertTranscript("no_scene", arguments: ["repl"], status: 0)
    }

    func testTranscript_Plugins_DecorationsAtIndexPathStatusAndPicture() throws {
        try assertTranscript("plugins", status: 0)
    }

    func testTranscript_PluginErrors_ReportedOnceTheSessionGoesOn() throws {
        try assertTranscript("plugin_errors", status: 0)
    }
}
