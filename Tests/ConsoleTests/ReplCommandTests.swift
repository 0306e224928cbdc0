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
        let wanted = ["help", "load", "save", "reload", "watch", "plugins", "errors", "attrs", "at", "show", "svg", "json", "time", "reset", "quit"]
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
        XCTAssertEqual(ReplHelp.topic(":svg"), ":svg FILE [x,y,w,h]\n  write an SVG picture")
        XCTAssertNotNil(ReplHelp.topic("scene"))
        XCTAssertNil(ReplHelp.topic("nothing"))
    }

    func testHistoryPath_VariableThenXDGThenHome() {
        XCTAssertEqual(HistoryFile.path(environment: ["LUALAYOUT_HISTORY": "/tmp/h", "HOME": "/home/u"]), "/tmp/h")
        XCTAssertEqual(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"]), "/s/lualayout/history")
        XCTAssertEqual(HistoryFile.path(environment: ["HOME": "/home/u"]), "/home/u/.local/state/lualayout/history")
        XCTAssertNil(HistoryFile.path(environment: [:]))
    }
}
