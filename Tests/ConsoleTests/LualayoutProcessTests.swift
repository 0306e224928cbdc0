import TestSupport
import XCTest

/// The test helper that runs the built binary: it must return whatever the child writes.
final class LualayoutProcessTests: XCTestCase {
    func testRun_MoreThanAPipeBufferOnBothStreams_ReturnsAllOfEach() throws {
        // 100 kB on stdout, then 100 kB on stderr: a helper that read stdout to its end
        // before stderr would wait for ever on a child blocked writing stderr (a pipe holds
        // 64 kB on Linux).
        let run = try LualayoutProcess.run(
            ["repl", "Scenes/demo.lua"],
            input: "print(string.rep(\"y\", 100000))\nerror(string.rep(\"x\", 100000))\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, String(repeating: "y", count: 100_000) + "\n")
        XCTAssertEqual(run.stderr, "stdin:2: " + String(repeating: "x", count: 100_000) + "\n")
    }
}
