import LuaRuntime
import XCTest

final class LuaHostFunctionTests: XCTestCase {
    func testHostFunction_ReceivesArgumentsAndReturnsResults() throws {
        let state = try LuaState()
        state.register("add") { call in
            call.returns(.number(try call.number(1) + call.number(2)), .string("ok"))
        }
        XCTAssertEqual(try state.execute("return add(1, 2.5)"), [.number(3.5), .string("ok")])
    }

    func testHostFunctionError_CaughtByLuaPcall_DeferRuns() throws {
        let state = try LuaState()
        var deferred = 0
        state.register("fail") { _ in
            defer { deferred += 1 }
            throw LuaError.runtime("no such section")
        }
        let result = try state.execute("local ok, msg = pcall(function() fail() end)\nreturn ok, msg", chunkName: "@Scenes/demo.lua")
        XCTAssertEqual(result, [.boolean(false), .string("Scenes/demo.lua:1: no such section")])
        XCTAssertEqual(deferred, 1)
    }

    func testHostFunctionError_ReachesHostWithLocation_DeferRuns() throws {
        let state = try LuaState()
        var deferred = 0
        state.register("fail") { _ in
            defer { deferred += 1 }
            throw LuaError.runtime("bad thing")
        }
        XCTAssertThrowsError(try state.execute("local x = 1\nfail()", chunkName: "@Scenes/demo.lua")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.description, "Scenes/demo.lua:2: bad thing")
            XCTAssertTrue(e?.traceback.contains { $0.contains("fail") } ?? false, "\(e?.traceback ?? [])")
        }
        XCTAssertEqual(deferred, 1)
        XCTAssertEqual(try state.execute("return 7"), [.integer(7)])
    }

    func testHostFunction_ArgumentErrorFollowsLauxlib() throws {
        let state = try LuaState()
        state.register("flow") { call in
            _ = try call.table(1)
            return 0
        }
        XCTAssertThrowsError(try state.execute("flow('x')", chunkName: "@Scenes/demo.lua")) {
            XCTAssertEqual(($0 as? LuaError)?.description,
                           "Scenes/demo.lua:1: bad argument #1 to 'flow' (table expected, got string)")
        }
        XCTAssertThrowsError(try state.execute("flow()")) {
            XCTAssertTrue(($0 as? LuaError)?.message.contains("(table expected, got no value)") ?? false)
        }
    }

    func testHostFunction_IntegerCheckRejectsFractions() throws {
        let state = try LuaState()
        state.register("count") { call in call.returns(.integer(try call.integer(1))) }
        XCTAssertEqual(try state.execute("return count(3.0)"), [.integer(3)])
        XCTAssertThrowsError(try state.execute("count(3.5)")) {
            XCTAssertTrue("\($0)".contains("number has no integer representation"), "\($0)")
        }
    }

    func testCallerLocation_NamesTheSceneLine() throws {
        let state = try LuaState()
        var seen: LuaLocation?
        state.register("flow") { call in
            seen = call.callerLocation
            return 0
        }
        _ = try state.execute("collection = 1\n\nflow {\n  itemSize = { 1, 2 },\n}", chunkName: "@Scenes/demo.lua")
        XCTAssertEqual(seen?.chunk, "Scenes/demo.lua")
        XCTAssertEqual(seen?.line, 3)  // Lua 5.4 gives a call the line of the called name
    }

    func testCallerLocation_SkipsCFramesLikePcall() throws {
        let state = try LuaState()
        var seen: LuaLocation?
        state.register("here") { call in
            seen = call.callerLocation
            return 0
        }
        _ = try state.execute("\npcall(here)", chunkName: "@Scenes/demo.lua")
        XCTAssertEqual(seen, LuaLocation(chunk: "Scenes/demo.lua", line: 2))
    }

    func testHostFunction_CanCallBackIntoLua() throws {
        let state = try LuaState()
        state.register("apply") { call in
            let f = try call.function(1)
            defer { call.state.release(f) }
            call.state.push(f)
            call.state.push(integer: try call.integer(2))
            try call.state.call(arguments: 1, results: 1)
            return 1
        }
        XCTAssertEqual(try state.execute("return apply(function(x) return x * 10 end, 4)"), [.integer(40)])
        XCTAssertThrowsError(try state.execute("apply(function(x) error('inner') end, 4)", chunkName: "@a.lua")) {
            XCTAssertEqual(($0 as? LuaError)?.description, "a.lua:1: inner")
        }
    }
}
