import LuaRuntime
import XCTest

final class LuaValueTests: XCTestCase {
    func testValue_NestedTablesRoundTrip() throws {
        let state = try LuaState()
        let value: LuaValue = [
            "items": 7, "scale": 2.5, "name": "demo", "pinned": true,
            "inset": ["top": 0, "left": 20],
            "itemSizes": [[100, 50], [100, 80.5]],
        ]
        state.push(value)
        XCTAssertEqual(try state.value(at: -1), value)
        state.setGlobal("v")
        XCTAssertEqual(try state.execute("return v.itemSizes[2][2], v.inset.left, math.type(v.items)"),
                       [.number(80.5), .integer(20), .string("integer")])
    }

    func testValue_IntegerAndFloatStayDistinct() throws {
        let state = try LuaState()
        XCTAssertEqual(try state.execute("return 3, 3.0, 2^53"), [.integer(3), .number(3.0), .number(9007199254740992)])
    }

    func testValue_ArrayPartAndKeyedPartAreKept_KeysSorted() throws {
        let state = try LuaState()
        let result = try state.execute("return { 10, 20, 30, [5] = 50, z = 1, a = 2, [1.5] = 'f', [true] = 't' }")
        let table = try XCTUnwrap(result.first?.table)
        XCTAssertEqual(table.array, [10, 20, 30])
        XCTAssertEqual(table.keys, [1, 2, 3, 5, 1.5, "a", "z", true])
        XCTAssertEqual(table["z"], 1)
    }

    func testValue_CycleIsAnErrorOrMarked() throws {
        let state = try LuaState()
        _ = try state.execute("t = { a = {} } t.a.back = t")
        state.pushGlobal("t")
        defer { state.pop() }
        XCTAssertThrowsError(try state.value(at: -1)) {
            XCTAssertTrue("\($0)".contains("cycle"), "\($0)")
        }
        let lenient = try state.value(at: -1, options: LuaReadOptions(failOnCycles: false))
        XCTAssertEqual(lenient["a"]["back"], .other("<cycle>"))
    }

    func testValue_DepthIsLimited() throws {
        let state = try LuaState()
        _ = try state.execute("t = {} local c = t for i = 1, 100 do c.n = {} c = c.n end")
        state.pushGlobal("t")
        defer { state.pop() }
        XCTAssertThrowsError(try state.value(at: -1, options: LuaReadOptions(maxDepth: 10)))
    }

    func testValue_MetamethodsDoNotRun() throws {
        let state = try LuaState()
        let result = try state.execute(
            "return setmetatable({ x = 1 }, { __index = function() error('ran') end, __pairs = function() error('ran') end })")
        XCTAssertEqual(result, [["x": 1]])
    }

    func testValue_FunctionsAreReferences() throws {
        let state = try LuaState()
        let module = try XCTUnwrap(try state.execute("return { section = function(a) return a * 2 end }").first)
        guard case .function(let ref) = module["section"] else { return XCTFail("\(module)") }
        state.push(ref)
        state.push(integer: 21)
        try state.call(arguments: 1, results: 1)
        XCTAssertEqual(state.toInteger(at: -1), 42)
        state.pop()
        state.release(ref)
    }

    func testDisplayString_UsesTostring() throws {
        let state = try LuaState()
        _ = try state.execute("v = setmetatable({}, { __tostring = function() return 'pretty' end })")
        state.pushGlobal("v")
        XCTAssertEqual(try state.toDisplayString(at: -1), "pretty")
        state.pop()
    }
}
