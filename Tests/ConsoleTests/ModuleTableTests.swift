import Foundation
import TestSupport
import XCTest

/// docs/architecture.md's module table tells the truth: every target of Package.swift (but
/// the test targets) has a row, and every module a row names is a target.
final class ModuleTableTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: LualayoutProcess.packageRoot + "/" + path, encoding: .utf8)
    }

    /// `.target(name: "X"`, `.executableTarget(name: "X"`, `.systemLibrary(name: "X"`.
    private func targets() throws -> Set<String> {
        let manifest = try read("Package.swift")
        let pattern = try NSRegularExpression(pattern: #"\.(target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return Set(pattern.matches(in: manifest, range: range).compactMap { match in
            Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) }
        })
    }

    /// The module names in the first column of the table under "## Modules".
    private func documented() throws -> Set<String> {
        let doc = try read("docs/architecture.md")
        guard let start = doc.range(of: "## Modules") else { return [] }
        let section = doc[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        var names: Set<String> = []
        for line in end.split(separator: "\n") where line.hasPrefix("| `") {
            let first = line.dropFirst(2).prefix { $0 != "|" }
            for part in first.split(separator: "`", omittingEmptySubsequences: false).enumerated() where part.offset % 2 == 1 { names.insert(String(part.element)) }
        }
        return names
    }

    func testEveryTargetHasARow_AndEveryRowIsATarget() throws {
        let targets = try targets(), documented = try documented()
        XCTAssertFalse(targets.isEmpty)
        XCTAssertEqual(targets.subtracting(documented).sorted(), [], "targets missing from docs/architecture.md's module table")
        XCTAssertEqual(documented.subtracting(targets).sorted(), [], "rows of docs/architecture.md's module table that are no target")
    }
}
