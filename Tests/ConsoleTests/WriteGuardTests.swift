@testable import Console
import Foundation
import TestSupport
import XCTest

/// Every command that writes a file refuses the files the session reads (the scene loaded,
/// the source of a plugin or module in use, a script being read), through links too,
/// unless forced with `!`; `render -o` writes only `.svg` and `.png`.
final class WriteGuardTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-guard-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/p", withIntermediateDirectories: true)
        try "collection { width = 320, height = 480 }\nflow { itemSize = { 100, 50 } }\nsections { 3 }\n"
            .write(toFile: folder + "/s.lua", atomically: true, encoding: .utf8)
        try "local M = { name = \"deco\", api = 1 }\nfunction M.section(s, opts, out) end\nreturn M\n"
            .write(toFile: folder + "/p/deco.lua", atomically: true, encoding: .utf8)
        try "return {}\n".write(toFile: folder + "/p/helper.lua", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func state() throws -> ReplState {
        try ReplState(options: ReplOptions(sceneFile: folder + "/s.lua", pluginFolders: [folder + "/p"]))
    }

    private func assertRefused(_ command: String, in state: ReplState, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try ReplCommands.run(command, in: state), file: file, line: line) { error in
            XCTAssertEqual((error as? CommandError)?.message, message, file: file, line: line)
        }
    }

    func testOutputJsonAndSvg_OntoTheLoadedScene_AreRefused_TheSceneKept() throws {
        let scene = folder + "/s.lua"
        let before = try String(contentsOfFile: scene, encoding: .utf8)
        let repl = try state()
        assertRefused(":output \(scene)", in: repl, "\(scene) is the scene file loaded: :output would write over it; :output! \(scene) writes it anyway")
        assertRefused(":json \(scene)", in: repl, "\(scene) is the scene file loaded: :json would write over it; :json! \(scene) writes it anyway")
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), before)
    }

    func testSvgThroughALinkToTheScene_IsRefused() throws {
        let link = folder + "/picture.svg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/s.lua")
        assertRefused(":svg \(link)", in: try state(), "\(link) is the scene file loaded: :svg would write over it; :svg! \(link) writes it anyway")
    }

    func testOutputOntoAPluginInUse_AndAModuleBesideIt_AreRefused() throws {
        let repl = try state()
        try repl.session.context.run(source: "use(\"deco\")", chunk: "repl")
        try repl.session.relayout()
        let plugin = folder + "/p/deco.lua", module = folder + "/p/helper.lua"
        assertRefused(":output \(plugin)", in: repl, "\(plugin) is the source of plugin 'deco', in use: :output would write over it; :output! \(plugin) writes it anyway")
        assertRefused(
            ":save \(module)", in: repl,
            "\(module) is in the folder of plugin 'deco', in use (a module it may require): :save would write over it; :save! \(module) writes it anyway")
    }

    func testForced_WritesOverTheScene() throws {
        let scene = folder + "/s.lua"
        let repl = try state()
        XCTAssertEqual(try ReplCommands.run(":json! \(scene)", in: repl), .done)
        XCTAssertTrue(try String(contentsOfFile: scene, encoding: .utf8).hasPrefix("{"))
    }

    func testAnotherCommand_TakesNoBang() throws {
        assertRefused(":show!", in: try state(), "':show' takes no '!'")
    }
}

/// `render -o` refuses the scene it renders and the plugins it uses, through links too.
final class RenderOutputGuardTests: XCTestCase {
    func testRenderOntoALinkToTheScene_IsRefused_TheSceneKept() throws {
        let folder = NSTemporaryDirectory() + "lualayout-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/s.lua", link = folder + "/s.svg"
        try "sections { 3 }\n".write(toFile: scene, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
        let result = try LualayoutProcess.run(["render", scene, "-o", link])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "lualayout: \(link) is the scene file loaded: render -o would write over it; see 'lualayout render --help'\n")
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), "sections { 3 }\n")
    }

    func testRenderOntoAPluginInUse_IsRefused() throws {
        let folder = NSTemporaryDirectory() + "lualayout-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/p", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plugin = folder + "/p/deco.lua", link = folder + "/deco.svg"
        let source = "local M = { name = \"deco\", api = 1 }\nfunction M.section(s, opts, out) end\nreturn M\n"
        try source.write(toFile: plugin, atomically: true, encoding: .utf8)
        try "sections { 3 }\nuse(\"deco\")\n".write(toFile: folder + "/s.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: plugin)
        let result = try LualayoutProcess.run(["render", folder + "/s.lua", "-o", link, "--plugins", folder + "/p"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "lualayout: \(link) is the source of plugin 'deco', in use: render -o would write over it\n")
        XCTAssertEqual(try String(contentsOfFile: plugin, encoding: .utf8), source)
    }
}
