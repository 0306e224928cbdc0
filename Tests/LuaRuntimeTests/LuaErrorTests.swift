import LuaRuntime
import XCTest

final class LuaErrorTests: XCTestCase {
    func testSyntaxError_HasFileAndLine() throws {
        let state = try LuaState()
        XCTAssertThrowsError(try state.load(string: "local a = 1\nlocal = 2", chunkName: "@Scenes/demo.lua")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.kind, .syntax)
            XCTAssertEqual(e?.chunk, "Scenes/demo.lua")
            XCTAssertEqual(e?.line, 2)
            XCTAssertEqual(e?.isIncompleteInput, false)
            XCTAssertTrue(e?.description.hasPrefix("Scenes/demo.lua:2: ") ?? false)
        }
    }

    func testSyntaxError_UnfinishedInputIsIncomplete() throws {
        let state = try LuaState()
        XCTAssertThrowsError(try state.load(string: "for i = 1, 3 do", chunkName: "=repl")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.isIncompleteInput, true, "\(String(describing: e))")
            XCTAssertEqual(e?.chunk, "repl")
        }
    }

    func testRuntimeError_TracebackHasFileAndLine() throws {
        let state = try LuaState()
        let source = "local function inner()\n  error('boom')\nend\nlocal function outer() inner() end\nouter()"
        XCTAssertThrowsError(try state.execute(source, chunkName: "@Plugins/zebra.lua")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.kind, .runtime)
            XCTAssertEqual(e?.description, "Plugins/zebra.lua:2: boom")
            XCTAssertTrue(e?.traceback.contains { $0.hasPrefix("Plugins/zebra.lua:4:") } ?? false,
                          "\(e?.traceback ?? [])")
            XCTAssertFalse(e?.traceback.contains("[C]: in ?") ?? true)
        }
    }

    func testRuntimeError_NonStringErrorObjectIsDescribed() throws {
        let state = try LuaState()
        XCTAssertThrowsError(try state.execute("error({})")) {
            XCTAssertEqual(($0 as? LuaError)?.message, "(error object is a table value)")
        }
        XCTAssertThrowsError(try state.execute("error(setmetatable({}, {__tostring = function() return 'custom' end}))")) {
            XCTAssertEqual(($0 as? LuaError)?.message, "custom")
        }
    }

    func testStateIsUsableAfterAnError() throws {
        let state = try LuaState()
        let top = state.top
        XCTAssertThrowsError(try state.execute("error('x')"))
        XCTAssertEqual(state.top, top)
        XCTAssertEqual(try state.execute("return 1 + 1"), [.integer(2)])
    }

    func testLongChunkName_ErrorAndCallerKeepTheWholeName() throws {
        // Lua shortens names past about 60 bytes to "...tail"; the state gives them back.
        let name = "Scenes/a/folder/name/long/enough/to/be/shortened/by/lua/in/its/messages/scene.lua"
        let state = try LuaState()
        var caller: LuaLocation?
        state.register("where") { call in
            caller = call.callerLocation
            return 0
        }
        XCTAssertThrowsError(try state.execute("where()\nerror('boom')", chunkName: "@" + name)) { error in
            XCTAssertEqual((error as? LuaError)?.chunk, name)
            XCTAssertEqual((error as? LuaError)?.line, 2)
        }
        XCTAssertEqual(caller, LuaLocation(chunk: name, line: 1))
    }
}
