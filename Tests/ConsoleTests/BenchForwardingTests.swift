import Foundation
import TestSupport
import XCTest

/// `lualayout bench` checks its options, then hands over to `lualayout-bench`, the program
/// installed beside it (the shipped `lualayout` does not link the benchmark suite).
final class BenchForwardingTests: XCTestCase {
    func testBench_RunsTheSuiteBesideIt() throws {
        // Only the suite knows its workloads: this answer proves the hand-over happened.
        let result = try LualayoutProcess.run(["bench", "no-such-workload"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("lualayout bench: no workload matches no-such-workload; the workloads: "), result.stdout)
    }

    func testBench_BadOptionIsAUsageErrorBeforeAnyHandOver() throws {
        let result = try LualayoutProcess.run(["bench", "--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("lualayout: unknown option '--bogus'"), result.stderr)
    }

    func testBench_WithoutTheSuiteBesideIt_SaysHowToBuildIt() throws {
        let built = try XCTUnwrap(LualayoutProcess.executable)
        let folder = NSTemporaryDirectory() + "lualayout-alone-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let alone = folder + "/lualayout"
        try FileManager.default.copyItem(atPath: built, toPath: alone)

        let result = try LualayoutProcess.run(["bench", "--quick"], binary: alone)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "lualayout bench: cannot run \(folder)/lualayout-bench (No such file or directory); build it with "
                + "'swift build -c release --product lualayout-bench' (./Scripts/bench does)\n")
    }
}
