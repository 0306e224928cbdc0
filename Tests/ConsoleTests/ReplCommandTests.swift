import Foundation
import TestSupport
import XCTest

@testable import Console

final class ReplCommandTests: XCTestCase {
    func testSplit_BlanksSeparate_QuotesGroup() {
        XCTAssertEqual(ReplCommandLine.split(":svg  out.svg 0,0,10,10"), [":svg", "out.svg", "0,0,10,10"])
        XCTAssertEqual(ReplCommandLine.split(":save \"my scene.lua\""), [":save", "my scene.lua"])
        XCTAssertEqual(ReplCommandLine.split(":save \"a\\\"b\""), [":save", "a\"b"])
        XCTAssertEqual(ReplCommandLine.split(":json \"\""), [":json", ""])
    }

    func testTable_HasEveryCommandOfTheIssue() {
        let wanted = [
            "help", "load", "save", "reload", "watch", "plugins", "errors", "attrs", "at", "show", "svg", "json", "time", "reset", "quit",
            "read", "output", "bail", "uses", "unuse", "update", "undo", "scroll",
        ]
        XCTAssertEqual(Set(ReplCommands.names), Set(wanted))
    }

    func testUnknownCommand_NamesTheNearest() throws {
        let state = try ReplState(options: ReplOptions())
        XCTAssertThrowsError(try ReplCommands.run(":shwo", in: state)) { error in
            XCTAssertEqual((error as? CommandError)?.message, "unknown command ':shwo' (did you mean ':show'?); :help lists the commands")
        }
    }

    func testWrongArgumentCount_ShowsUsage() throws {
        let state = try ReplState(options: ReplOptions())
        XCTAssertThrowsError(try ReplCommands.run(":at 1", in: state)) { error in
            XCTAssertEqual((error as? CommandError)?.message, "usage: :at SECTION ITEM")
        }
        XCTAssertThrowsError(try ReplCommands.run(":watch maybe", in: state))
    }

    func testQuit_AsksTheLoopToStop() throws {
        let state = try ReplState(options: ReplOptions())
        XCTAssertEqual(try ReplCommands.run(":quit", in: state), .quit)
    }

    func testHelp_KnowsCommandTopics() {
        XCTAssertEqual(ReplHelp.topic(":time"), """
            :time [on|off]
              how long the last layout and plugin pass took

              How long the last input's layout took: the whole pass, the base layout, and the
              plugins (sections computed and taken from the cache). on: after every change.
                :time on
            """)
        XCTAssertEqual(ReplHelp.topic("tim"), ReplHelp.topic(":time"), "a unique prefix")
        // Every command has its details and at least one example or a definition.
        for command in ReplCommands.all { XCTAssertNotNil(ReplCommandDetails.text[command.name], command.name) }
        XCTAssertNotNil(ReplHelp.topic("scene"))
        XCTAssertNil(ReplHelp.topic("nothing"))
    }

    func testHistoryPath_VariableThenXDGThenHome() {
        XCTAssertEqual(HistoryFile.path(environment: ["LUALAYOUT_HISTORY": "/tmp/h", "HOME": "/home/u"]), "/tmp/h")
        XCTAssertEqual(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"]), "/s/lualayout/history")
        XCTAssertEqual(HistoryFile.path(environment: ["HOME": "/home/u"]), "/home/u/.local/state/lualayout/history")
        XCTAssertNil(HistoryFile.path(environment: [:]))
    }

    // MARK: :save onto the loaded scene, :svg to PNG

    private func temporaryCopy(of scene: String) throws -> String {
        let path = NSTemporaryDirectory() + "lualayout-save-\(UUID().uuidString).lua"
        try FileManager.default.copyItem(atPath: LualayoutProcess.packageRoot + "/" + scene, toPath: path)
        return path
    }

    func testSave_OntoTheLoadedSceneFile_RefusesWithoutBang_ReplacesWithIt() throws {
        let scene = try temporaryCopy(of: "Scenes/sections.lua")
        defer { try? FileManager.default.removeItem(atPath: scene) }
        let original = try String(contentsOfFile: scene, encoding: .utf8)
        let state = try ReplState(options: ReplOptions(sceneFile: scene))
        XCTAssertThrowsError(try ReplCommands.run(":save \(scene)", in: state)) { error in
            XCTAssertEqual(
                (error as? CommandError)?.message,
                "\(scene) is the scene file loaded: :save writes the current state, not your text, so its comments would be lost; :save! \(scene) replaces it")
        }
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), original)
        XCTAssertEqual(try ReplCommands.run(":save! \(scene)", in: state), .done)
        XCTAssertTrue(try String(contentsOfFile: scene, encoding: .utf8).hasPrefix("-- Written by lualayout's :save"))
    }

    func testSvg_PNGName_WritesAPNGThroughRsvgConvert() throws {
        let png = NSTemporaryDirectory() + "lualayout-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: png) }
        let state = try ReplState(options: ReplOptions(sceneFile: LualayoutProcess.packageRoot + "/Scenes/sections.lua"))
        XCTAssertEqual(try ReplCommands.run(":svg \(png)", in: state), .done)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: png))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
    }
}
