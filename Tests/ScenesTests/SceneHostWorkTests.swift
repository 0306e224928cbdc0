import LuaRuntime
import Scenes
import XCTest

/// Work the host does because a scene asked (an update's remapping, a diff of identifiers,
/// the copy of a table) is charged to the scene's instruction budget, as the bounded C
/// functions charge their loops, and the error names the line that asked.
final class SceneHostWorkTests: XCTestCase {
    private func runError(_ source: String) throws -> SceneError? {
        let context = try SceneContext(print: { _ in })
        do {
            try context.run(source: source, chunk: "test.lua")
        } catch {
            return error
        }
        return nil
    }

    /// Each move remaps the million items of section 0: 10,000 of them took minutes.
    func testMovesInAMillionItemSection_StopAtTheBudget_AtTheUpdatesLine() throws {
        let error = try XCTUnwrap(try runError(
            "sections { 1000000 }\nfor i = 1, 10000 do\n  update { moveItems = { { from = {0, 0}, to = {0, 999999} } } }\nend\n"))
        XCTAssertEqual(error.file, "test.lua")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(
            error.message,
            "the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for update { }) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)")
    }

    /// A million identifiers given again and again: each copy and diff walks them all.
    func testAMillionIdsGivenAgain_StopAtTheBudget_AtTheSectionsLine() throws {
        let error = try XCTUnwrap(try runError(
            "local ids = {}\nfor i = 1, 1000000 do ids[i] = i end\nfor r = 1, 20 do\n  sections { { id = \"a\", ids = ids } }\nend\n"))
        XCTAssertEqual(error.line, 4)
        XCTAssertTrue(error.message.hasPrefix("the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for sections { })"), error.message)
    }

    /// The options of `use` are copied too: given again and again, they stop at the budget.
    func testLargeOptionsGivenAgain_StopAtTheBudget_AtTheUsesLine() throws {
        let error = try XCTUnwrap(try runError(
            "local big = {}\nfor i = 1, 100000 do big[i] = i end\nfor r = 1, 10000 do\n  use(\"witness\", { list = big })\nend\n"))
        XCTAssertEqual(error.line, 4)
        XCTAssertEqual(
            error.message,
            "the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for use(...)) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)")
    }

    /// `pcall` cannot swallow the limit: the trip stays armed and stops the next instruction.
    func testTheLimit_CaughtByPcall_StillStopsTheScene() throws {
        let error = try XCTUnwrap(try runError(
            "sections { 1000000 }\nfor i = 1, 10000 do\n  pcall(update, { moveItems = { { from = {0, 0}, to = {0, 999999} } } })\nend\n"))
        XCTAssertTrue(error.message.hasPrefix("the scene ran too long: instruction budget exceeded"), error.message)
    }

    /// Small scenes keep every update the cap allows: the charge is what the work costs.
    func testTenThousandUpdatesOfASmallSection_AreAllMade() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(
            source: "sections { 300 }\nfor i = 1, 10000 do\n  update { moveItems = { { from = {0, 0}, to = {0, 299} } } }\nend\n",
            chunk: "test.lua")
        XCTAssertEqual(context.updateCount, 10_000)
    }

    /// Outside a run of scene code (no call in progress) charging does nothing.
    func testChargingOutsideACall_DoesNothing() throws {
        let state = try LuaState(sandbox: LuaSandbox(print: { _ in }))
        state.limits = LuaLimits(instructions: 10)
        XCTAssertNoThrow(try state.chargeHostWork(1_000_000))
    }
}
