import Foundation
import LuaRuntime
import Scenes
import XCTest

/// A scene's Lua state has the same guarantees as a plugin's (issue 8): loops anywhere,
/// finalizers, C loops, memory bombs and closing the state all end with a clear error.
/// Smaller limits than `SceneContext.limits` reach the same code paths quickly.
final class SceneLimitsTests: XCTestCase {
    private let limits = LuaLimits(instructions: 1_000_000, memory: 8 << 20)

    /// The error of running `source` as `test.lua` in a fresh context, as `file:line: message`.
    private func sceneError(_ source: String, limits: LuaLimits? = nil) -> String {
        let limits = limits ?? self.limits
        return withSceneHangGuard {
            do throws(SceneError) {
                let context = try SceneContext(print: { _ in }, limits: limits)
                try context.run(source: source, chunk: "test.lua")
                return "no error"
            } catch {
                return "\(error.file):\(error.line.map(String.init) ?? "-"): \(error.message)"
            }
        }
    }

    private let ranTooLong = "the scene ran too long: instruction budget exceeded (1000000 instructions) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=2000000 raises the budget)"

    func testLoops_InPcallAndInMessageHandlers_AreStopped() {
        XCTAssertEqual(sceneError("while true do pcall(function() while true do end end) end"), "test.lua:1: " + ranTooLong)
        XCTAssertEqual(sceneError("xpcall(error, function() while true do end end)\nlocal x = 1"), "test.lua:2: " + ranTooLong)
    }

    func testLongCLoops_AreStopped() {
        XCTAssertEqual(sceneError("local t = {}\ntable.move(t, 1, 2^50, 1, {})"), "test.lua:2: " + ranTooLong)
        XCTAssertEqual(sceneError("return string.find(string.rep('a', 30000), '.-.-.-.-b')"), "test.lua:1: " + ranTooLong)
        XCTAssertEqual(sceneError("return #string.rep('', math.maxinteger)"), "no error")
    }

    func testGCMetamethod_IsRefused_AndClosingRunsNoFinalizer() {
        XCTAssertEqual(sceneError("setmetatable({}, {__gc = function() while true do end end})"),
                       "test.lua:1: __gc metamethods are not supported (a finalizer would run outside the time and instruction limits)")
        // A __gc added after setmetatable never runs: not at a collection, not at close.
        XCTAssertEqual(sceneError("local mt = {}\nlocal t = setmetatable({}, mt)\nmt.__gc = function() while true do end end\nt = nil\nfor i = 1, 1e5 do local x = {} end"),
                       "no error")
    }

    func testMemoryBombs_AreStopped() {
        XCTAssertEqual(sceneError("local s = string.rep('x', 2^24)"),
                       "test.lua:1: the scene used too much memory: memory limit exceeded (8388608 bytes)")
        XCTAssertEqual(sceneError("local t = {}\nfor i = 1, 1e9 do t[i] = { i } end"),
                       "test.lua:2: the scene used too much memory: memory limit exceeded (8388608 bytes)")
    }

    func testTheDefaultSceneLimits_AreThoseOfTheContext() throws {
        let context = try SceneContext(print: { _ in })
        XCTAssertEqual(context.luaLimits, SceneContext.limits)
        XCTAssertEqual(context.lua.limits, SceneContext.limits)
    }
}

/// Runs `body` on its own thread and waits at most a generous minute (a bound on a
/// hang, not a timing).
private func withSceneHangGuard(_ body: @escaping @Sendable () -> String, file: StaticString = #filePath, line: UInt = #line) -> String {
    final class Box: @unchecked Sendable {
        // @unchecked: written by the worker before the semaphore is signalled, read after.
        var value = "hung"
    }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    guard done.wait(timeout: .now() + 60) == .success else {
        XCTFail("still running after 60 s: a limit did not stop it", file: file, line: line)
        return "hung"
    }
    return box.value
}
