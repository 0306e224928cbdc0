@testable import OperatingSystem
import XCTest

/// A child left running: its output read up to a marker, Ctrl-C's signal ending it.
final class RunningChildTests: XCTestCase {
    func testRead_GivesTheOutputUpToTheMarker_AndInterruptEndsTheChildWithSIGINT() throws {
        let child = try XCTUnwrap(RunningChild(["/bin/sh", "-c", "echo serving at 127.0.0.1:4242/; exec sleep 30"]))
        XCTAssertEqual(child.read(until: "/", seconds: 10), "serving at 127.0.0.1:4242/\n")
        XCTAssertEqual(child.interrupt(), 128 + SIGINT, "sleep ends by the signal: the shell exec'd it")
    }

    func testRead_StopsAtTheEndOfTheOutput() throws {
        let child = try XCTUnwrap(RunningChild(["/bin/sh", "-c", "printf done"]))
        XCTAssertEqual(child.read(until: "never printed", seconds: 10), "done")
    }

    func testFind_IsTheFirstPlaceAtOrAfterTheStart() {
        let text = Array("event: state\ndata: {}\n\nevent: state\n".utf8)
        XCTAssertEqual(LoopbackStream.find(Array("event: state".utf8), in: text, from: 0), 0)
        XCTAssertEqual(LoopbackStream.find(Array("event: state".utf8), in: text, from: 1), 23)
        XCTAssertEqual(LoopbackStream.find(Array("\n\n".utf8), in: text, from: 0), 21)
        XCTAssertNil(LoopbackStream.find(Array("missing".utf8), in: text, from: 0))
    }
}
