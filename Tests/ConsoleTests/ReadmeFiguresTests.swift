import Foundation
import TestSupport
import XCTest

/// Issue 33, item 9: every speed or size figure the README quotes is one BENCHMARKS.md
/// gives, as it gives it: a figure is what the benchmark reproduces, never a better one
/// written by hand.
final class ReadmeFiguresTests: XCTestCase {
    /// A number with the unit of a benchmark figure: `19.02 ms`, `172.0 ns`, `3.30x`,
    /// `54.7 B/element`.
    static let figure = try! NSRegularExpression(pattern: #"\d[\d,]*(?:\.\d+)? ?(?:µs|ms|ns|B/element|x\b)"#)

    static func figures(in text: String) -> [String] {
        figure.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    func testEveryFigureTheReadmeQuotes_IsInBenchmarks() throws {
        let root = LualayoutProcess.packageRoot
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let benchmarks = try String(contentsOfFile: root + "/BENCHMARKS.md", encoding: .utf8)
        let quoted = Self.figures(in: readme)
        XCTAssertGreaterThan(quoted.count, 20, "the README's figures table is read")
        XCTAssertEqual(quoted.filter { !benchmarks.contains($0) }, [], "figures the README quotes that BENCHMARKS.md does not give")
    }

    /// The check reads a figure as written: one that differs from BENCHMARKS.md by a digit
    /// is not found there.
    func testAFigureNotInBenchmarks_IsFound() {
        XCTAssertEqual(Self.figures(in: "takes 19.03 ms, 3.31x Swift"), ["19.03 ms", "3.31x"])
    }
}
