import LuaRuntime
import XCTest

final class LuaStackFastTests: XCTestCase {
    func testHookCall_WithPresizedNumericArraysAndInternedKeys() throws {
        let state = try LuaState()
        let module = try state.execute("""
            local M = {}
            function M.section(s, out)
              local sum = 0
              for i = 1, s.count do sum = sum + s.ys[i] end
              out.total = sum
              return s.index * 10
            end
            return M
            """, chunkName: "@Plugins/sum.lua")
        guard case .function(let hook) = module.first?["section"] else { return XCTFail() }
        let keys = (index: state.intern("index"), count: state.intern("count"),
                    ys: state.intern("ys"), total: state.intern("total"))
        let mark = state.top
        for section in 0..<3 {
            state.createTable(narr: 0, nrec: 1)                     // out, kept below the call
            let out = state.top
            state.push(hook)
            state.createTable(narr: 0, nrec: 3)                     // s
            state.rawSetField(-1, keys.index, integer: Int64(section))
            state.rawSetField(-1, keys.count, integer: 4)
            state.createTable(narr: 4, nrec: 0)                     // s.ys
            for i in 1...4 { state.rawSetIndex(-1, Int64(i), number: Double(i) * 1.5) }
            state.rawSet(field: keys.ys, in: -2)
            state.pushValue(at: out)
            try state.call(arguments: 2, results: 1)
            XCTAssertEqual(state.toInteger(at: -1), Int64(section * 10))
            XCTAssertEqual(state.rawGet(field: keys.total, from: out), .number)
            XCTAssertEqual(state.toNumber(at: -1), 15)
            state.setTop(mark)
        }
        XCTAssertEqual(state.top, mark)
    }

    func testReads_DoNotConvert() throws {
        let state = try LuaState()
        state.push(string: "12")
        XCTAssertNil(state.toNumber(at: -1))
        XCTAssertEqual(state.toString(at: -1), "12")
        state.push(integer: 5)
        XCTAssertNil(state.toString(at: -1))
        XCTAssertEqual(state.toNumber(at: -1), 5)
        state.pop(2)
    }

    func testGlobalRef_MissingIsNil() throws {
        let state = try LuaState()
        XCTAssertNil(state.globalRef("nothing"))
        XCTAssertNotNil(state.globalRef("print"))
    }
}
