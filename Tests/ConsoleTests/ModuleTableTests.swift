import Foundation
import TestSupport
import XCTest

/// docs/architecture.md's module tables tell the truth: every target of Package.swift, test
/// targets included, has a row; every module a row names is a target; the modules a row
/// says a target uses are the dependencies Package.swift declares for it; and a target's
/// Swift files import exactly the package modules it declares (none declared and unused,
/// none used through another's dependencies).
final class ModuleTableTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: LualayoutProcess.packageRoot + "/" + path, encoding: .utf8)
    }

    /// A target as Package.swift declares it.
    private struct Target {
        var kind: String
        var dependencies: Set<String>
        var path: String
    }

    /// Every `.target`, `.executableTarget`, `.testTarget` and `.systemLibrary` of Package.swift.
    private func targets() throws -> [String: Target] {
        let manifest = try read("Package.swift")
        let opening = try NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\("#)
        var targets: [String: Target] = [:]
        for match in opening.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            guard let kindRange = Range(match.range(at: 1), in: manifest), let open = Range(match.range, in: manifest) else { continue }
            // The call's arguments, up to its closing parenthesis.
            var depth = 1, end = open.upperBound
            while depth > 0, end < manifest.endIndex {
                if manifest[end] == "(" { depth += 1 } else if manifest[end] == ")" { depth -= 1 }
                end = manifest.index(after: end)
            }
            let body = String(manifest[open.upperBound..<end])
            guard let name = firstCapture(#"name:\s*"([^"]+)""#, in: body) else { continue }
            let kind = String(manifest[kindRange])
            let list = firstCapture(#"dependencies:\s*\[([^\]]*)\]"#, in: body) ?? ""
            let dependencies = Set(captures(#""([^"]+)""#, in: list))
            let path = firstCapture(#"path:\s*"([^"]+)""#, in: body) ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
            targets[name] = Target(kind: kind, dependencies: dependencies, path: path)
        }
        return targets
    }

    private func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private func firstCapture(_ pattern: String, in text: String) -> String? { captures(pattern, in: text).first }

    /// Per module named in the first column of a table under "## Modules" or "## Tests",
    /// the target names its last column gives (a row of several modules gives each its
    /// part of that column, the parts separated by `;`).
    private func documented(among names: Set<String>) throws -> [String: Set<String>] {
        let doc = try read("docs/architecture.md")
        var rows: [String: Set<String>] = [:]
        for heading in ["## Modules", "## Tests"] {
            guard let start = doc.range(of: "\n" + heading + "\n") else { continue }
            let rest = doc[start.upperBound...]
            let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
            for line in section.split(separator: "\n") where line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard cells.count >= 4 else { continue }
                let modules = captures("`([^`]+)`", in: cells[1])
                let uses = cells[cells.count - 2].split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                for (k, module) in modules.enumerated() {
                    let part = uses.count == modules.count ? uses[k] : uses.joined(separator: ";")
                    rows[module] = Set(captures(#"([A-Za-z][A-Za-z-]*)"#, in: part).filter(names.contains))
                }
            }
        }
        return rows
    }

    /// The package modules `target`'s Swift files import.
    private func imports(of target: Target, among names: Set<String>) throws -> Set<String>? {
        let root = LualayoutProcess.packageRoot + "/" + target.path
        guard let files = FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") }),
            !files.isEmpty
        else { return nil }
        var modules: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let module = firstCapture(#"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias)\s+)?(\w+)"#, in: String(line)),
                    names.contains(module)
                {
                    modules.insert(module)
                }
            }
        }
        return modules
    }

    func testEveryTargetHasARow_AndEveryRowIsATarget() throws {
        let targets = try targets()
        let names = Set(targets.keys), documented = Set(try documented(among: names).keys)
        XCTAssertTrue(names.contains("AdversarialTests") && names.contains("LayoutCore"), "Package.swift read")
        XCTAssertEqual(names.subtracting(documented).sorted(), [], "targets missing from docs/architecture.md's module tables")
        XCTAssertEqual(documented.subtracting(names).sorted(), [], "rows of docs/architecture.md's module tables that are no target")
    }

    func testEachRow_NamesTheDependenciesItsTargetDeclares() throws {
        let targets = try targets()
        let rows = try documented(among: Set(targets.keys))
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) {
            guard let row = rows[name] else { continue }
            XCTAssertEqual(row.sorted(), target.dependencies.sorted(), "docs/architecture.md's row of \(name)")
        }
    }

    func testEachTarget_ImportsWhatItDeclares_AndDeclaresWhatItImports() throws {
        let targets = try targets()
        let names = Set(targets.keys)
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) where target.kind != "systemLibrary" {
            guard let imported = try imports(of: target, among: names) else { continue }
            XCTAssertEqual(
                target.dependencies.subtracting(imported).sorted(), [], "\(name) declares dependencies it never imports")
            XCTAssertEqual(
                imported.subtracting(target.dependencies).sorted(), [], "\(name) imports modules it does not declare")
        }
    }
}
