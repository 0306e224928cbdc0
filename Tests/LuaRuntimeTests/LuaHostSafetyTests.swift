import LuaRuntime
import XCTest

/// No Lua error may unwind Swift frames (issue 8, item 12): what Swift asks of Lua either
/// cannot raise or runs in protected mode, and a host function's error is raised by C.
final class LuaHostSafetyTests: XCTestCase {
    /// Fills the host function's stack until `lua_checkstack` refuses one more slot.
    private static func fillStack(_ state: LuaState) {
        var room: Int32 = 1 << 20
        while room > 0 {
            if state.ensureStack(room) { state.setTop(state.top + room) } else { room /= 2 }
        }
        XCTAssertFalse(state.ensureStack(1))
    }

    func testHostError_WithAFullStack_IsRaisedByC() throws {
        let state = try LuaState()
        var deferred = 0
        state.register("full") { call in
            defer { deferred += 1 }
            LuaHostSafetyTests.fillStack(call.state)
            throw LuaError.runtime("stack is full")
        }
        XCTAssertEqual(try state.execute("return pcall(function() full() end)", chunkName: "@Plugins/p.lua"),
                       [.boolean(false), .string("Plugins/p.lua:1: stack is full")])
        XCTAssertEqual(deferred, 1)
        XCTAssertEqual(try state.execute("return 1 + 1"), [.integer(2)])
    }

    func testResults_ThatDoNotFit_RaiseInsteadOfOverflowing() throws {
        let state = try LuaState()
        state.register("many") { call in
            LuaHostSafetyTests.fillStack(call.state)
            return call.returns(.integer(1), .integer(2))
        }
        XCTAssertEqual(try state.execute("return pcall(function() many() end)", chunkName: "@Plugins/p.lua"),
                       [.boolean(false), .string("Plugins/p.lua:1: too many results for the Lua stack")])
    }

    func testHostFunction_AllocatingAtTheCap_RunsToTheEnd_LuaThenStops() throws {
        let state = try LuaState()
        state.limits = LuaLimits(memory: 2 << 20)
        var completed = 0
        state.register("big") { call in
            defer { completed += 1 }
            call.state.push(LuaValue.table(LuaTable(array: (0..<50_000).map { .string("s\($0)") })))
            return 1
        }
        let source = """
            keep = {}
            local ok, err = pcall(function() for i = 1, 1e7 do keep[i] = i end end)
            assert(not ok and err == "not enough memory")
            local t = big()
            return #t
            """
        XCTAssertEqual(try state.execute(source, chunkName: "@Plugins/p.lua"), [.integer(50_000)])
        XCTAssertEqual(completed, 1)
        XCTAssertThrowsError(try state.execute("local u = {} for i = 1, 1e7 do u[i] = {} end")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .memory)
            XCTAssertEqual(($0 as? LuaError)?.message, "memory limit exceeded (2097152 bytes)")
        }
        XCTAssertEqual(try state.execute("keep = nil return 'usable'"), [.string("usable")])
    }

    func testStringArgument_FromANumber_IsConvertedInProtectedMode() throws {
        let state = try LuaState()
        state.register("str") { call in call.returns(.string(try call.string(1))) }
        XCTAssertEqual(try state.execute("return str(12), str(1.5), str(2^63), str('x')"),
                       [.string("12"), .string("1.5"), .string("9.2233720368548e+18"), .string("x")])
    }

    func testCreateTable_HintsThatLuaWouldRefuse_AreClamped() throws {
        let state = try LuaState()
        let top = state.top
        state.createTable(narr: -1, nrec: -1)   // Lua: a 2^32-slot request, a memory error
        XCTAssertEqual(state.rawLength(at: -1), 0)
        XCTAssertEqual(try state.value(at: -1), .table(LuaTable()))
        state.setTop(top)
    }

    func testRawSetPair_InvalidKeys_AreDropped() throws {
        let state = try LuaState()
        let top = state.top
        state.createTable(narr: 0, nrec: 2)
        state.push(number: .nan)
        state.push(integer: 1)
        state.rawSetPair(in: -3)   // Lua would raise "index is NaN"
        state.pushNil()
        state.push(integer: 2)
        state.rawSetPair(in: -3)   // "index is nil"
        state.push(string: "k")
        state.push(integer: 3)
        state.rawSetPair(in: -3)
        XCTAssertEqual(try state.value(at: -1), .table(LuaTable(fields: [(.string("k"), .integer(3))])))
        XCTAssertEqual(state.top, top + 1)
        state.setTop(top)
    }

    func testWriteNumbers_IntegerColumnsWithoutAnIntegerForm_StayFloats() throws {
        let state = try LuaState()
        let top = state.top
        state.createTable(narr: 4, nrec: 0)
        [Double.infinity, 1e300, 3, 2.5].withUnsafeBufferPointer { state.writeNumbers($0, to: -1, from: 1, stride: 1, integerColumns: 1) }
        XCTAssertEqual(try state.value(at: -1), .table(LuaTable(array: [.number(.infinity), .number(1e300), .integer(3), .number(2.5)])))
        state.setTop(top)
    }
}

extension LuaHostSafetyTests {
    func testPushTable_AFunctionKeyThatPushesNil_IsDropped() throws {
        let state = try LuaState()
        state.pushNil()
        let ref = state.popRef()   // LUA_REFNIL: pushes nil, which lua_rawset would refuse
        let top = state.top
        state.push(LuaValue.table(LuaTable(fields: [(.function(ref), .integer(1)), (.string("k"), .integer(2))])))
        XCTAssertEqual(try state.value(at: -1), .table(LuaTable(fields: [(.string("k"), .integer(2))])))
        state.setTop(top)
    }
}
