@testable import Benchmarks
import LayoutCore
import XCTest

/// The parts of `lualayout bench` that decide what its figures mean: the command line, the
/// statistics, the interleaving of arms, the report format and the floor's frames. (No test
/// here times anything.)
final class BenchmarkHarnessTests: XCTestCase {
    func testOptions_ParseNamesAndFlags() throws {
        let options = try BenchmarkOptions.parse(["prepare-grid-1m", "--json", "--quick", "--scaling", "--runs", "5", "emit"]).get()
        XCTAssertEqual(options.names, ["prepare-grid-1m", "emit"])
        XCTAssertTrue(options.json)
        XCTAssertTrue(options.quick)
        XCTAssertTrue(options.scaling)
        XCTAssertEqual(options.plan.runs, 5)
        XCTAssertEqual(try BenchmarkOptions.parse(["--quick"]).get().plan.runs, 3)
        XCTAssertEqual(try BenchmarkOptions.parse([]).get().plan.runs, 9)
    }

    func testOptions_RejectUnknownOptionsAndBadRunCounts() {
        XCTAssertEqual(BenchmarkOptions.parse(["--bogus"]), .failure(BenchmarkUsageError("unknown option '--bogus' for bench")))
        XCTAssertEqual(BenchmarkOptions.parse(["--runs", "0"]), .failure(BenchmarkUsageError("--runs: expected a number ≥ 1, got '0'")))
        XCTAssertEqual(BenchmarkOptions.parse(["--runs"]), .failure(BenchmarkUsageError("--runs needs a value")))
    }

    func testSuite_RefusesANameThatMatchesNoWorkload() {
        var out = "", err = ""
        let status = BenchmarkSuite.run(arguments: ["no-such-workload"], log: { out += $0 }, error: { err += $0 })
        XCTAssertEqual(status, 2)
        XCTAssertTrue(out.hasPrefix("lualayout bench: no workload matches no-such-workload; the workloads: prepare-grid-1m, "), out)
        let bad = BenchmarkSuite.run(arguments: ["--bogus"], log: { out += $0 }, error: { err += $0 })
        XCTAssertEqual(bad, 2)
        XCTAssertEqual(err, "lualayout bench: unknown option '--bogus' for bench\n\(BenchmarkOptions.usage)\n")
    }

    func testSamples_MedianIsTheMiddleOrTheMeanOfTheTwoMiddles() {
        XCTAssertEqual(Samples([5, 1, 3]).median, 3)
        XCTAssertEqual(Samples([4, 1, 3, 2]).median, 2.5)
        XCTAssertEqual(Samples([4, 1, 3, 2]).min, 1)
        XCTAssertEqual(Samples([4, 1, 3, 2]).max, 4)
        XCTAssertEqual(Samples([1, 2, 3, 4, 5]).q1, 2)
        XCTAssertEqual(Samples([1, 2, 3, 4, 5]).q3, 4)
    }

    func testInterleave_AlternatesTheOrderOfTheArms_AfterOneWarmUpEach() {
        var calls: [String] = []
        let samples = RunPlan(runs: 3, warmUp: true).interleave([
            { calls.append("A"); return 1 },
            { calls.append("B"); return 2 },
        ])
        XCTAssertEqual(calls, ["A", "B", "A", "B", "B", "A", "A", "B"])
        XCTAssertEqual(samples.map(\.sorted), [[1, 1, 1], [2, 2, 2]])
    }

    func testRow_RatioIsMedianOverReferenceMedian_InTextAndJSON() {
        let row = BenchmarkRow(
            name: "w", unit: .seconds, samples: Samples([2, 4, 3]),
            reference: .init(name: "floor", samples: Samples([1, 1, 2])), note: "a \"note\"")
        XCTAssertEqual(row.ratio, 3)
        XCTAssertEqual(
            BenchmarkFormat.text(row),
            "w                             median 3.00 s  min 2.00 s  max 4.00 s  (3 runs)  3.00x floor (median 1.00 s)\n    a \"note\"\n")
        XCTAssertEqual(
            BenchmarkFormat.json(row),
            "{\"name\": \"w\", \"unit\": \"s\", \"median\": 3.0, \"min\": 2.0, \"max\": 4.0, \"q1\": 2.5, \"q3\": 3.5, \"runs\": 3, "
                + "\"reference\": {\"name\": \"floor\", \"median\": 1.0, \"min\": 1.0, \"max\": 2.0, \"q1\": 1.0, \"q3\": 1.5, \"runs\": 3}, "
                + "\"ratio\": 3.0, \"note\": \"a \\\"note\\\"\", \"details\": []}\n")
    }

    /// The floor writes exactly the frames the layout makes (else its ratio means nothing).
    func testGridFloor_WritesTheLayoutsFrames() throws {
        let scenes = BenchScenes()
        let floor = GridFloor(capacity: 1_000)
        let written = floor.write(sections: 7, count: 100, scenes.grid, dimension: 375, scale: scenes.metrics.scale)
        XCTAssertEqual(written, 700)
        XCTAssertTrue(floor.matches(scenes.gridGeometry(items: 700, sections: 7), count: written))
        floor.frames[699].x += 0.5
        XCTAssertFalse(floor.matches(scenes.gridGeometry(items: 700, sections: 7), count: written))
    }
}
