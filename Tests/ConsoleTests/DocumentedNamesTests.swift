import Foundation
import TestSupport
import XCTest

/// The docs name the code as it is: every `Type.member` a page writes in code font, where
/// `Type` is one of the package's types, names a member that type declares, in its body or
/// an extension (a function, property or case of that name; `member*` for a family of them). A renamed or removed
/// function leaves a stale name behind (`SceneSession.layOut`, `baseGeometry`), which this
/// finds.
final class DocumentedNamesTests: XCTestCase {
    private let root = LualayoutProcess.packageRoot

    /// Per type, the members declared in its body and its extensions (in a nested type's
    /// too, which are its outer types' for this check), from the sources' text.
    private func declaredMembers() throws -> [String: Set<String>] {
        let typeDeclaration = try NSRegularExpression(
            pattern: #"^(\s*)(?:(?:public|package|private|fileprivate|internal|final|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:struct|class|enum|protocol|extension|actor)\s+(\w+)"#)
        let memberDeclaration = try NSRegularExpression(pattern: #"\b(?:func|var|let|case|associatedtype)\s+`?(\w+)"#)
        var members: [String: Set<String>] = [:]
        for folder in ["Sources", "Fuzz/Sources", "Tests/TestSupport"] {
            let base = root + "/" + folder
            for file in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: base + "/" + file, encoding: .utf8)
                var open: [(name: String, indent: Int)] = []
                for line in text.split(separator: "\n").map(String.init) {
                    let range = NSRange(line.startIndex..., in: line)
                    let indent = line.prefix { $0 == " " }.count
                    if let match = typeDeclaration.firstMatch(in: line, range: range), let name = Range(match.range(at: 2), in: line) {
                        open.removeAll { $0.indent >= indent }
                        open.append((String(line[name]), indent))
                        members[String(line[name]), default: []].formUnion([])
                        continue
                    }
                    guard !open.isEmpty else { continue }
                    var found = memberDeclaration.matches(in: line, range: range).compactMap { Range($0.range(at: 1), in: line).map { String(line[$0]) } }
                    // The cases a `case a, b, c` lists after its first.
                    if let list = line.range(of: #"^\s*(?:\w+\s+)*case\s+"#, options: .regularExpression) {
                        for part in line[list.upperBound...].split(separator: ",") {
                            if let word = part.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first { found.append(String(word)) }
                        }
                    }
                    for (name, typeIndent) in open where typeIndent < indent { members[name, default: []].formUnion(found) }
                }
            }
        }
        return members
    }

    private func matches(_ pattern: String, in text: String, group: Int = 1) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: group), in: text).map { String(text[$0]) }
        }
    }

    func testEveryTypeMemberTheDocsName_IsDeclared() throws {
        let members = try declaredMembers()
        XCTAssertTrue(members["SceneSession"]?.contains("relayout") ?? false, "the sources read")
        XCTAssertFalse(members["SceneSession"]?.contains("baseGeometry") ?? true, "a member of another type is not SceneSession's")
        let pages = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
            + ["README.md"]
        var stale: [String] = []
        for page in pages.sorted() {
            let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                guard let regex = try? NSRegularExpression(pattern: #"`([A-Z]\w*)\.([a-z]\w*)(\*?)"#) else { continue }
                for match in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    guard let t = Range(match.range(at: 1), in: line), let m = Range(match.range(at: 2), in: line),
                        let star = Range(match.range(at: 3), in: line)
                    else { continue }
                    let type = String(line[t]), member = String(line[m])
                    // `BatchUpdate.swift` is a file, not a member.
                    guard let own = members[type], !["init", "self", "swift", "lua", "md", "c", "h"].contains(member) else { continue }
                    let declared = line[star].isEmpty ? own.contains(member) : own.contains { $0.hasPrefix(member) }
                    if !declared { stale.append("\(page):\(number + 1): \(type).\(member)") }
                }
            }
        }
        XCTAssertEqual(stale, [], "names in the docs that the sources do not declare")
    }
}
