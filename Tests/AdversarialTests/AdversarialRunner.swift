import Foundation
import TestSupport

/// Runs one `AdversarialCase` through `lualayout dump` (and `lualayout repl` when asked) in
/// a child process, and returns every way it fell short of its promise, each naming the case.
enum AdversarialRunner {
    static let fixtures = LualayoutProcess.packageRoot + "/Tests/AdversarialTests/Fixtures"
    static let pluginFolder = fixtures + "/Plugins"

    /// The exit status of `dump` when plugins failed but the layout came back (the README's
    /// exit-status contract).
    static let pluginErrorStatus: Int32 = 1

    /// The base scene of every plugin case: 4 sections of 3, 7, 3 and 7 cells, a witness
    /// plugin before and after the hostile one (both must keep their 4 decorations).
    static func baseScene(plugin: String, options: String, limits: String) -> String {
        """
        collection { width = 375, height = 667, scale = 2 }
        flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10, sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
        sections { 3, 7, 3, 7 }
        \(limits)
        use("witness", { kind = "before" })
        use("\(plugin)", \(options))
        use("witness", { kind = "after" })

        """
    }

    /// Every failure of `test`; empty when the host kept its promise.
    static func failures(of test: AdversarialCase) -> [String] {
        do {
            let (directory, scene) = try prepare(test)
            defer { if directory != fixtures { try? FileManager.default.removeItem(atPath: directory) } }
            var problems = try checkDump(test, directory: directory, scene: scene)
            if test.repl { problems += try checkRepl(test, directory: directory, scene: scene) }
            return problems.map { "\(test.name): \($0)" }
        } catch {
            return ["\(test.name): could not run: \(error)"]
        }
    }

    /// The folder to run in and the scene path to give.
    private static func prepare(_ test: AdversarialCase) throws -> (directory: String, scene: String) {
        switch test.input {
        case .scene(let name):
            return (fixtures, "Scenes/\(name).lua")
        case .plugin(let plugin, let options, let limits):
            let directory = NSTemporaryDirectory() + "lualayout-adversarial-\(test.name)-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try baseScene(plugin: plugin, options: options, limits: limits)
                .write(toFile: directory + "/scene.lua", atomically: true, encoding: .utf8)
            return (directory, "scene.lua")
        }
    }

    /// The plugin folder as given on the command line: relative for a scene case (run in
    /// `Fixtures/`, as a user would), absolute for a plugin case (run in a temporary folder).
    private static func plugins(for test: AdversarialCase) -> String {
        if case .scene = test.input { return "Plugins" }
        return pluginFolder
    }

    private static func checkDump(_ test: AdversarialCase, directory: String, scene: String) throws -> [String] {
        let result = try LualayoutProcess.run(["dump", scene, "--plugins", plugins(for: test)], in: directory, timeout: test.timeout, hang: .reported)
        var problems: [String] = []
        // Warnings (UIKit's log lines) are not failures: only errors change the status.
        let failed = test.errors.contains { !$0.contains(": warning: ") }
        let expectedStatus: Int32 = test.layout == .refused ? 1 : (failed ? pluginErrorStatus : 0)
        if result.ending != .exited(expectedStatus) {
            problems.append("dump \(result.ending), expected exit status \(expectedStatus)")
        }
        let lines = errorLines(result.stderr)
        let expected = test.errors.map { $0.replacingOccurrences(of: "{root}", with: LualayoutProcess.packageRoot) }
        if lines != expected {
            problems.append("stderr:\n    got      \(lines.map(clip))\n    expected \(expected.map(clip))")
        }
        switch test.layout {
        case .refused:
            if !result.stdout.isEmpty { problems.append("a refused scene printed a layout: \(clip(result.stdout))") }
        case .laidOut(let cells, let decorations):
            guard case .exited = result.ending else { break }
            do {
                let census = try LayoutCensus(json: result.stdout)
                if census.cells != cells { problems.append("\(census.cells) cells, expected \(cells)") }
                if census.decorations != decorations {
                    problems.append("decorations \(census.decorations.sorted { $0.key < $1.key }), expected \(decorations.sorted { $0.key < $1.key })")
                }
            } catch {
                problems.append("stdout is not the layout's JSON (\(error)): \(clip(result.stdout))")
            }
        }
        return problems
    }

    /// The REPL on the same scene: it must start (or, for a refused scene, start empty and
    /// report the scene), report the same first error, and still evaluate the next input.
    private static func checkRepl(_ test: AdversarialCase, directory: String, scene: String) throws -> [String] {
        let input = "print(\"alive\", 6 * 7)\n"
        let arguments = test.layout == .refused
            ? ["repl", "--keep-going", "--plugins", plugins(for: test)]
            : ["repl", scene, "--keep-going", "--plugins", plugins(for: test)]
        let sceneText = test.layout == .refused ? try String(contentsOfFile: directory + "/" + scene, encoding: .utf8) + "\n" : ""
        let result = try LualayoutProcess.run(arguments, in: directory, input: sceneText + input, timeout: test.timeout, hang: .reported)
        var problems: [String] = []
        // With --keep-going the REPL runs to the end and, like dump, exits 1 after an
        // error and 0 when there were only warnings.
        let failed = test.errors.contains { !$0.contains(": warning: ") }
        if result.ending != .exited(failed ? 1 : 0) {
            problems.append("repl \(result.ending), expected exit status \(failed ? 1 : 0)")
        }
        if !result.stdout.contains("alive\t42") {
            problems.append("the REPL did not answer after the failure; stdout: \(clip(result.stdout)); stderr: \(clip(result.stderr))")
        }
        // The REPL prints an error as "plugin error: <message>" where dump prints
        // "lualayout: <message>": the message after the prefix must be the same. A warning
        // has no prefix in either.
        if let first = test.errors.first, test.layout != .refused,
            !result.stderr.contains(first.hasPrefix("lualayout: ") ? String(first.dropFirst("lualayout: ".count)) : first)
        {
            problems.append("the REPL did not report \(clip(first)); stderr: \(clip(result.stderr))")
        }
        return problems
    }

    /// The lines of stderr that are not part of a traceback (nor the tab-indented tail of a
    /// multi-line message).
    static func errorLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.hasPrefix("\t") && $0 != "stack traceback:" }
    }

    /// Long outputs (a million-character kind) shortened for the failure message.
    static func clip(_ text: String) -> String {
        text.count <= 400 ? text : String(text.prefix(300)) + " ... (\(text.count) characters)"
    }
}

/// What a `dump` printed: the cells and the decorations per kind.
struct LayoutCensus {
    var cells = 0
    var decorations: [String: Int] = [:]

    init(json: String) throws {
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8))
        guard let root = document as? [String: Any], let elements = root["elements"] as? [[String: Any]] else {
            throw NSError(domain: "no elements array", code: 1)
        }
        for element in elements {
            switch element["category"] as? String {
            case "cell": cells += 1
            case "decoration": decorations[element["kind"] as? String ?? "?", default: 0] += 1
            default: break
            }
        }
    }
}
