import Foundation
import TestSupport
import XCTest

/// The command line as a new user meets it: help everywhere they look for it, one-line
/// usage mistakes with the hint to `--help`, options anywhere, "did you mean", and the
/// same `lualayout:` prefix for a scene that cannot be read.
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String], input: String = "") throws -> LualayoutProcess.Run {
        try LualayoutProcess.run(arguments, input: input)
    }

    func testHelp_EveryWayOfAsking_PrintsTheOverview() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
            XCTAssertTrue(result.stdout.hasPrefix("lualayout 0.1.0: UIKit's collection-view layouts on Linux"), result.stdout)
            XCTAssertTrue(
                result.stdout.contains("\n  lualayout dump SCENE [--rect x,y,w,h | --updates | --estimated | --snap S,OFFSET,VELOCITY] [--plugins DIR]...\n"),
                result.stdout)
        }
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "lualayout 0.1.0 (Lua 5.4)\n")
    }

    func testCommandHelp_ShowsItsOptionsAndAnExample() throws {
        let expected = """
            usage: lualayout dump SCENE [--rect x,y,w,h | --updates | --estimated | --snap S,OFFSET,VELOCITY] [--plugins DIR]...

            The layout as JSON on stdout; warnings and errors on stderr.

            options:
              --rect x,y,w,h            only the elements in this rect, in points
              --updates                 the layouts before and after the scene's last update, and the changes
              --estimated               a self-sizing scene's first pass: every cell at the estimated size, before the cells report
              --snap S,OFFSET,VELOCITY  where orthogonal section S comes to rest after a drag ending at OFFSET with VELOCITY (points/ms)
              --plugins DIR             search DIR for plugins before the bundled Plugins/ (repeatable)
              -h, --help                this help

            examples:
              lualayout dump Scenes/demo.lua --rect 0,0,375,200
              lualayout dump Scenes/updates.lua --updates
              lualayout dump Scenes/carousels.lua --snap 1,100,0.5

            """
        for arguments in [["dump", "--help"], ["dump", "-h"], ["help", "dump"], ["dump", "Scenes/demo.lua", "--help"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stdout, expected, "\(arguments)")
        }
        let repl = try run(["repl", "--help"])
        XCTAssertEqual(repl.status, 0)
        XCTAssertTrue(repl.stdout.contains("  --keep-going             piped: go on after an error (the exit status is still 1)\n"), repl.stdout)
        XCTAssertTrue(repl.stdout.contains("examples:\n  lualayout Scenes/demo.lua\n"), repl.stdout)
    }

    func testUsageMistake_OneLineWithTheHint_Status2() throws {
        let cases: [([String], String)] = [
            (["dump"], "lualayout: dump needs a SCENE file; see 'lualayout dump --help'\n"),
            (["dump", "Scenes/demo.lua", "--frob"], "lualayout: unknown option '--frob' for dump; see 'lualayout dump --help'\n"),
            (["dump", "Scenes/demo.lua", "--rec", "0,0,1,1"], "lualayout: unknown option '--rec' for dump (did you mean '--rect'?); see 'lualayout dump --help'\n"),
            (["render", "Scenes/demo.lua"], "lualayout: render needs -o FILE.svg; see 'lualayout render --help'\n"),
            (["rpel"], "lualayout: unknown command 'rpel' (did you mean 'repl'?); see 'lualayout --help'\n"),
            (["dmp", "Scenes/demo.lua"], "lualayout: unknown command 'dmp' (did you mean 'dump'?); see 'lualayout --help'\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, stderr, "\(arguments)")
        }
    }

    func testOptionsAnywhere() throws {
        let before = try run(["dump", "--rect", "0,0,100,50", "Scenes/sections.lua"])
        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertEqual(before.stdout, try run(["dump", "Scenes/sections.lua", "--rect", "0,0,100,50"]).stdout)
        XCTAssertEqual(before.stdout.components(separatedBy: "\"category\"").count - 1, 1, before.stdout)
        let svg = NSTemporaryDirectory() + "lualayout-anywhere-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let render = try run(["render", "-o", svg, "Scenes/sections.lua"])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: svg))
    }

    /// `--width 99999999999` trapped multiplying columns by rows; 100,000 asked the system
    /// for a terabyte. A picture is at most 1000 columns wide.
    func testShow_WidthPastTheBound_IsAUsageError() throws {
        for width in ["7", "1001", "99999999999"] {
            let result = try run(["show", "Scenes/sections.lua", "--width", width])
            XCTAssertEqual(result.status, 2, width)
            XCTAssertEqual(
                result.stderr,
                "lualayout: --width: expected a number of columns from 8 to 1000, got '\(width)'; see 'lualayout show --help'\n")
        }
        XCTAssertEqual(try run(["show", "Scenes/sections.lua", "--width", "1000"]).status, 0)
    }

    /// A plugin folder that is not there was taken silently, and its plugins were then
    /// reported missing one by one.
    func testPluginsFolderThatIsNotThere_IsAUsageError() throws {
        for command in ["dump", "show", "repl"] {
            let result = try run([command, "Scenes/sections.lua", "--plugins", "/nonexistent-lualayout"])
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.stderr.hasPrefix("lualayout: --plugins: '/nonexistent-lualayout' is not a folder; see 'lualayout \(command) --help'"), result.stderr)
        }
    }

    /// `render scene.lua -o scene.lua` replaced the scene with its picture, and `-o x.jpg`
    /// wrote SVG text under a JPEG's name: only `.svg` and `.png` are written.
    func testRender_OverALuaFile_OrToAnotherExtension_IsAUsageError() throws {
        let result = try run(["render", "Scenes/sections.lua", "-o", "Scenes/sections.lua"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "lualayout: -o Scenes/sections.lua: render -o writes FILE.svg, or FILE.png through rsvg-convert; 'Scenes/sections.lua' is neither; see 'lualayout render --help'\n")
        let jpeg = try run(["render", "Scenes/sections.lua", "-o", "x.jpg"])
        XCTAssertEqual(jpeg.status, 2)
        XCTAssertEqual(
            jpeg.stderr, "lualayout: -o x.jpg: render -o writes FILE.svg, or FILE.png through rsvg-convert; 'x.jpg' is neither; see 'lualayout render --help'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: LualayoutProcess.packageRoot + "/x.jpg"))
        XCTAssertTrue(try String(contentsOfFile: LualayoutProcess.packageRoot + "/Scenes/sections.lua", encoding: .utf8).contains("sections"))
    }

    func testUnreadableScene_SaysWhyWithTheSamePrefix_InDumpAndRepl() throws {
        for command in ["dump", "repl", "show"] {
            let result = try run([command, "no/such/scene.lua"])
            XCTAssertEqual(result.status, 1, command)
            XCTAssertEqual(result.stderr, "lualayout: no/such/scene.lua: cannot read the scene file: No such file or directory\n", command)
        }
        let folder = try run(["dump", "Scenes"])
        XCTAssertEqual(folder.stderr, "lualayout: Scenes: cannot read the scene file: Is a directory\n")
    }
}
