import Foundation
import LuaLayout
import TestSupport
import XCTest

/// The errors a call of the session caused come back with its outcome, and the outcome
/// knows the failures of the layout it replaced (`errorsBefore`, `isRepeated`): no caller
/// compares lists of errors taken before and after a call.
final class OutcomeErrorsTests: XCTestCase {
    private var folder: PluginFixtureFolder!

    override func setUpWithError() throws {
        folder = try PluginFixtureFolder("outcome-errors")
        try folder.write(PluginFixtureFolder.failingPlugin(onSection: 0), to: "failer.lua")
    }

    override func tearDownWithError() throws { folder.remove() }

    private func scene(_ text: String) throws -> String { try folder.write(text, to: "scene.lua") }

    private let twoSections = "collection { width = 100, height = 100, scale = 1 }\nflow { itemSize = { 50, 50 } }\nsections { 1, 1 }\n"

    func testAFailureTheLayoutBeforeMet_IsRepeated_AFailureOfANewVersionIsNot() throws {
        let session = try SceneSession(file: try scene(twoSections + "use(\"failer\")\n"), pluginFolders: [folder.path], scenePrint: { _ in })
        let first = session.query(nil).newErrors
        XCTAssertEqual(first.map(\.section), [0])
        XCTAssertFalse(session.outcome.isRepeated(first[0]), "the first layout knows no failure before it")
        // The same scene laid out again: its section 0 fails as before (from the cache).
        let again = try session.relayout()
        let second = again.elements(in: nil).newErrors
        XCTAssertEqual(second.map(\.section), [0])
        XCTAssertTrue(again.isRepeated(second[0]))
        // Fixed, then broken again: the failure is new again to the layout after the fix.
        try session.load(source: twoSections + "use(\"failer\", { fail = false })", name: "fixed.lua")
        XCTAssertEqual(session.query(nil).newErrors, [])
        try session.load(source: twoSections + "use(\"failer\")", name: "broken.lua")
        let broken = session.query(nil).newErrors
        XCTAssertEqual(broken.map(\.section), [0])
        XCTAssertFalse(session.outcome.isRepeated(broken[0]))
    }

    func testALayoutReplacedBeforeAnyQuery_HandsOnTheFailuresKnownBeforeIt() throws {
        let session = try SceneSession(file: try scene(twoSections + "use(\"failer\")\n"), pluginFolders: [folder.path], scenePrint: { _ in })
        let failure = try XCTUnwrap(session.query(nil).newErrors.first)
        try session.relayout()   // no one looks at this one
        let shown = try session.relayout()
        XCTAssertEqual(shown.elements(in: nil).newErrors, [failure])
        XCTAssertTrue(shown.isRepeated(failure))
    }

    func testReloadingTheSceneFile_RefusesOnlyAUseThatNewlyCannotStart() throws {
        let path = try scene(twoSections + "use(\"failer\")\n")
        let session = try SceneSession(file: path, pluginFolders: [folder.path], scenePrint: { _ in })
        // A use of a plugin that does not exist: refused, the scene shown stays.
        _ = try scene(twoSections + "use(\"failer\")\nuse(\"fialer\")\n")
        let refused = try session.reload(file: path).refused
        XCTAssertEqual(refused.map(\.plugin), ["fialer"])
        XCTAssertEqual(refused.map(\.line), [5])
        XCTAssertEqual(session.outcome.layoutErrors, [])
        // Loaded anyway (`load`), the broken use stands; reloaded with a line above it, the
        // same use's failure is not new: the scene loads (its sections are now three).
        try session.load(file: path)
        XCTAssertEqual(session.outcome.layoutErrors.map(\.plugin), ["fialer"])
        _ = try scene("-- moved down a line\n" + twoSections.replacingOccurrences(of: "{ 1, 1 }", with: "{ 1, 1, 1 }") + "use(\"failer\")\nuse(\"fialer\")\n")
        XCTAssertEqual(try session.reload(file: path).refused, [])
        XCTAssertEqual(session.outcome.layoutErrors.map(\.line), [6])
        XCTAssertEqual(session.snapshot.geometry.sections.count, 3)
    }
}
