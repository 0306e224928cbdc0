import Foundation
import XCTest

/// The adversarial suite: every hostile plugin and scene of `AdversarialCases`, run through
/// the real `lualayout` in a child process (a crash or a hang fails that case, not the
/// runner). Each test method is one class of hostile input (docs/robustness.md); a failing
/// case reports its name.
final class AdversarialTests: XCTestCase {
    func testEndlessLoops() { check(AdversarialCases.endlessLoops) }
    func testDeepAndMutualRecursion() { check(AdversarialCases.recursion) }
    func testMemoryBombs() { check(AdversarialCases.memoryBombs) }
    func testErrorValues() { check(AdversarialCases.errorValues) }
    func testHostileNumbers() { check(AdversarialCases.numbers) }
    func testKindsAndAttributeTables() { check(AdversarialCases.kindsAndAttributes) }
    func testMisusedOutOptsAndGeometry() { check(AdversarialCases.misuse) }
    func testSandboxEscapes() { check(AdversarialCases.sandboxEscapes) }
    func testHostileScenes() { check(AdversarialCases.hostileScenes) }
    func testLayoutHooksThroughThePipeline() { check(AdversarialCases.pipeline) }
    func testHostWorkAndUpdateSequences() { check(AdversarialCases.hostWorkAndUpdates) }
    func testSceneFunctionsDuringTheLayout() { check(AdversarialCases.sceneDuringLayout) }
    func testPlacementAndFollowHooks() { check(AdversarialCases.placementAndFollowHooks) }
    func testListsOneLayoutSceneGlobalsAndHeldSizes() { check(AdversarialCases.listsAndScenes) }
    func testCompositionalReaderAndVisibleItemsHooks() { check(AdversarialCases.compositionalAndVisibleItems) }
    func testSeedPluginOptionsAndReturnedFields() { check(AdversarialCases.seedPluginOptions) }

    /// The cases waiting for a fix, by name and issue item. Set
    /// `LUALAYOUT_ADVERSARIAL_AWAITING=1` to run them (each in a child process with a
    /// timeout) and see which already pass.
    func testAwaitingFix() throws {
        let waiting = AdversarialCases.all.filter { AdversarialCases.awaitingFix[$0.name] != nil }
        guard !waiting.isEmpty else { return }
        guard ProcessInfo.processInfo.environment["LUALAYOUT_ADVERSARIAL_AWAITING"] == "1" else {
            let names = waiting.map { "\($0.name) (\(AdversarialCases.awaitingFix[$0.name]!))" }
            throw XCTSkip("\(waiting.count) cases await a fix: " + names.joined(separator: "; "))
        }
        let failures = run(waiting)
        let passing = waiting.map(\.name).filter { name in !failures.contains { $0.hasPrefix(name + ": ") } }
        print("awaiting cases that pass now (remove them from awaitingFix): \(passing)")
        for failure in failures { print("still awaiting: \(failure)") }
    }

    /// The suite's own bookkeeping: at least 60 cases, unique names, every fixture used by a
    /// case and every `awaitingFix` name a case.
    func testTheSuiteIsComplete() throws {
        let cases = AdversarialCases.all
        for (name, members) in AdversarialCases.classes {
            let waiting = members.filter { AdversarialCases.awaitingFix[$0.name] != nil }.count
            print("\(name): \(members.count) cases, \(members.count - waiting) checked, \(waiting) awaiting a fix")
        }
        XCTAssertGreaterThanOrEqual(cases.count, 60)
        let names = cases.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "duplicate case names: \(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        XCTAssertEqual(Set(AdversarialCases.awaitingFix.keys).subtracting(names).sorted(), [], "awaitingFix names no case")

        var used: Set<String> = ["Plugins/witness.lua", "Plugins/styler.lua", "Plugins/linked.lua", "Plugins/pipeline_extent.lua"]
        for test in cases {
            switch test.input {
            case .plugin(let plugin, _, _): used.insert("Plugins/\(plugin).lua")
            case .scene(let scene):
                used.insert("Scenes/\(scene).lua")
                // A plugin fixture a scene case uses (`use("r4_vi_plugin_error")`; the
                // bundled plugins it uses are not fixtures).
                let text = (try? String(contentsOfFile: AdversarialRunner.fixtures + "/Scenes/\(scene).lua", encoding: .utf8)) ?? ""
                for match in text.matches(of: /use\("(\w+)"/)
                where FileManager.default.fileExists(atPath: AdversarialRunner.pluginFolder + "/\(match.1).lua") {
                    used.insert("Plugins/\(match.1).lua")
                }
            }
        }
        var present: Set<String> = []
        for folder in ["Plugins", "Scenes"] {
            for file in try FileManager.default.contentsOfDirectory(atPath: AdversarialRunner.fixtures + "/" + folder) {
                present.insert(folder + "/" + file)
            }
        }
        XCTAssertEqual(used.subtracting(present).sorted(), [], "cases without a fixture")
        XCTAssertEqual(present.subtracting(used).sorted(), [], "fixtures without a case")
    }

    // MARK: Running

    private func check(_ cases: [AdversarialCase], file: StaticString = #filePath, line: UInt = #line) {
        let ready = cases.filter { AdversarialCases.awaitingFix[$0.name] == nil }
        for failure in run(ready) { XCTFail(failure, file: file, line: line) }
    }

    /// Runs the cases two at a time (each is a child process, mostly waiting on its limits)
    /// and returns their failures in case order.
    private func run(_ cases: [AdversarialCase]) -> [String] {
        let results = Results(count: cases.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        for (index, test) in cases.enumerated() {
            queue.addOperation { results.set(index, AdversarialRunner.failures(of: test)) }
        }
        queue.waitUntilAllOperationsAreFinished()
        return results.all
    }
}

/// The failures of each case, filled in by concurrent operations.
private final class Results: @unchecked Sendable {
    private var failures: [[String]]
    private let lock = NSLock()

    init(count: Int) { failures = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [String]) {
        lock.lock()
        failures[index] = value
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failures.flatMap { $0 }
    }
}
