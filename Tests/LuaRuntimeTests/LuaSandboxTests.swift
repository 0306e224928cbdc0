import Foundation
import LuaRuntime
import XCTest

final class LuaSandboxTests: XCTestCase {
    private func globalType(_ expression: String) throws -> String {
        let state = try LuaState()
        return try state.execute("return type(\(expression))").first?.string ?? "?"
    }

    func testSandbox_DangerousGlobalsAreAbsent() throws {
        for name in ["io", "os", "package", "debug", "coroutine", "load", "loadfile", "dofile",
                     "collectgarbage", "warn", "string.dump", "math.randomseed"] {
            XCTAssertEqual(try globalType(name), "nil", name)
        }
    }

    func testSandbox_SafeLibrariesArePresent() throws {
        for name in ["pcall", "error", "select", "type", "pairs", "ipairs", "tostring", "tonumber",
                     "next", "rawget", "rawequal", "rawlen", "setmetatable", "getmetatable", "assert",
                     "print", "require", "string.format", "table.concat", "math.floor",
                     "math.random", "utf8.char"] {
            XCTAssertEqual(try globalType(name), "function", name)
        }
    }

    func testSandbox_StringMetatableCannotBeTampered() throws {
        let state = try LuaState()
        XCTAssertEqual(try state.execute("return getmetatable('')"), [.boolean(false)])
        XCTAssertThrowsError(try state.execute("getmetatable('').__index = { upper = function() return 'x' end }"))
        XCTAssertEqual(try state.execute("return ('a'):upper()"), [.string("A")])
    }

    func testSandbox_PrintGoesToHostSink() throws {
        let lines = LinesBox()
        let state = try LuaState(sandbox: LuaSandbox(print: { lines.append($0) }))
        _ = try state.execute("print('a', 1, nil, true) print()")
        XCTAssertEqual(lines.lines, ["a\t1\tnil\ttrue", ""])
    }

    func testSandbox_RandomIsDeterministicForASeed() throws {
        let a = try LuaState(sandbox: LuaSandbox(randomSeed: 42))
        let b = try LuaState(sandbox: LuaSandbox(randomSeed: 42))
        let script = "return math.random(1, 1000000), math.random(1, 1000000)"
        XCTAssertEqual(try a.execute(script), try b.execute(script))
    }

    func testSandbox_BinaryChunksAreRefused() throws {
        let state = try LuaState()
        let binary = "\u{1B}Lua\u{54}\u{00}garbage"
        XCTAssertThrowsError(try state.load(string: binary, chunkName: "=bin")) { error in
            XCTAssertTrue((error as? LuaError)?.message.contains("binary chunk") ?? false, "\(error)")
        }
    }
}

// MARK: require

extension LuaSandboxTests {
    private func makeFolder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("LuaRuntimeTests-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    private func sandboxedState(_ files: [String: String]) throws -> LuaState {
        let dir = try makeFolder(files)
        return try LuaState(sandbox: LuaSandbox(requireFolders: [.init(directory: dir, chunkPrefix: "Plugins")]))
    }

    func testRequire_InsideFolder_LoadsAndCaches() throws {
        let state = try sandboxedState([
            "util/geometry.lua": "count = (count or 0) + 1\nreturn { double = function(x) return 2 * x end }",
        ])
        let result = try state.execute(
            "local g = require('util.geometry'); local h = require('util.geometry')\n"
                + "return g.double(21), rawequal(g, h), count")
        XCTAssertEqual(result, [.integer(42), .boolean(true), .integer(1)])
    }

    func testRequire_ModuleErrorsNameThePluginFile() throws {
        let state = try sandboxedState(["broken.lua": "local x = 1\nerror('nope')"])
        XCTAssertThrowsError(try state.execute("require('broken')")) { error in
            let e = error as? LuaError
            XCTAssertEqual(e?.chunk, "Plugins/broken.lua")
            XCTAssertEqual(e?.line, 2)
        }
    }

    func testRequire_ParentPathIsRefused() throws {
        let state = try sandboxedState(["a.lua": "return 1"])
        XCTAssertThrowsError(try state.execute("require('../a')")) { error in
            XCTAssertTrue("\(error)".contains("bad module name '../a'"), "\(error)")
        }
    }

    func testRequire_AbsolutePathIsRefused() throws {
        let state = try sandboxedState(["a.lua": "return 1"])
        XCTAssertThrowsError(try state.execute("require('/etc/passwd')")) { error in
            XCTAssertTrue("\(error)".contains("bad module name"), "\(error)")
        }
    }

    func testRequire_MissingModuleListsTriedFiles() throws {
        let state = try sandboxedState(["a.lua": "return 1"])
        XCTAssertThrowsError(try state.execute("require('b.c')")) { error in
            XCTAssertTrue("\(error)".contains("module 'b.c' not found"), "\(error)")
            XCTAssertTrue("\(error)".contains("no file 'Plugins/b/c.lua'"), "\(error)")
        }
    }

    func testRequire_BinaryChunkIsRefused() throws {
        let state = try sandboxedState(["bin.lua": "\u{1B}Lua\u{54}\u{00}garbage"])
        XCTAssertThrowsError(try state.execute("require('bin')")) { error in
            XCTAssertTrue("\(error)".contains("binary chunk"), "\(error)")
        }
    }

    func testRequire_LoopIsReported() throws {
        let state = try sandboxedState(["a.lua": "return require('b')", "b.lua": "return require('a')"])
        XCTAssertThrowsError(try state.execute("require('a')")) { error in
            XCTAssertTrue("\(error)".contains("loop or previous error loading module 'a'"), "\(error)")
        }
    }
}

/// Collects printed lines (the sink runs on the test's thread).
final class LinesBox: @unchecked Sendable {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}
