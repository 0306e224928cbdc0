import FuzzTargets
import XCTest

/// Every seed and every past finding in Fuzz/corpus runs through its fuzz target without
/// libFuzzer on each test run: a regression that crashes on a known input (or breaks a
/// promise a target checks, which stops the process) fails the suite, not only a fuzz run.
final class FuzzCorpusReplayTests: XCTestCase {
    private static let corpus: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fuzz/corpus"
    }()

    private func replay(_ target: FuzzTarget, atLeast minimum: Int) {
        let files = CorpusFiles.list([Self.corpus + "/" + target.rawValue])
        XCTAssertGreaterThanOrEqual(files.count, minimum, "the seed corpus of \(target.rawValue)")
        let runner = FuzzRunner(target: target)
        for file in files {
            guard let bytes = CorpusFiles.read(file) else { return XCTFail("cannot read \(file)") }
            runner.run(bytes)
        }
    }

    func testSceneCorpus_LoadsAndLaysOutWithoutBreakingAPromise() { replay(.scene, atLeast: 10) }
    func testPluginCorpus_NeverMovesACell() { replay(.plugin, atLeast: 10) }
    func testSelectorCorpus_ParsesAndMatches() { replay(.selector, atLeast: 10) }
    func testJSONCorpus_ReadsBackWhatWasWritten() { replay(.json, atLeast: 5) }
    func testUpdatesCorpus_SessionLayoutsEqualLayoutsFromScratch() { replay(.updates, atLeast: 10) }
    func testPlaceCorpus_RefusedPlacementsFallBackToTheFlowLayout() { replay(.place, atLeast: 10) }
    func testReadersCorpus_RefusalsAreLocated_LayoutsAreFinite() { replay(.readers, atLeast: 10) }
    func testServerCorpus_OnlyRequestsAddressedToTheServerAreServed() { replay(.server, atLeast: 10) }
}
