import Foundation
import XCTest

/// Compares `actual` with the golden file `Snapshots/<testName>.<ext>` beside the calling
/// test's file (a test target that has one excludes its `Snapshots` folder in Package.swift),
/// as swift-argument-parser's `assertSnapshot` does: with `RECORD_SNAPSHOTS=1` (or when
/// the golden is missing) it writes the file and fails, so a recording is never mistaken
/// for a pass; otherwise a mismatch fails with a line diff.
public func assertSnapshot(
    _ actual: String, ext: String = "txt", testName: String = #function,
    file: StaticString = #filePath, line: UInt = #line
) {
    let name = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent("\(name).\(ext)")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("Recorded new baseline to \(url.path); check it, then run again without RECORD_SNAPSHOTS", file: file, line: line)
        } catch {
            XCTFail("Could not record \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard actual != expected else { return }
    XCTFail("Snapshot \(name).\(ext) differs:\n" + lineDiff(expected: expected, actual: actual), file: file, line: line)
}

/// A simple line diff: `-` for expected lines that differ, `+` for the actual ones.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? String(old[index]) : nil
        let b = index < new.count ? String(new[index]) : nil
        if a == b { continue }
        if let a { out.append("- \(index + 1): \(a)") }
        if let b { out.append("+ \(index + 1): \(b)") }
    }
    return out.joined(separator: "\n")
}
