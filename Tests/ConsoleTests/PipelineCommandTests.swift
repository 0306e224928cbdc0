import Foundation
import LuaLayout
import TestSupport
import XCTest

/// Every command lays a scene out through one pipeline (`LayoutPipeline`): the same hook
/// calls, the same errors (hook kind, use, line) and the same exit status whichever
/// command asks (issue 24; issue 25, cases 8-9, 17-19 and 24), through the real binary.
final class PipelineCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-pipeline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Writes `name.lua` into the test's folder; returns its path.
    @discardableResult
    private func write(_ name: String, _ source: String) throws -> String {
        let path = folder + "/" + name + ".lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A scene of 50 x 50 items in a 100-point-wide view, with `body` after it.
    private func scene(_ body: String) throws -> String {
        try write("scene", """
            collection { width = 100, height = 100, scale = 1 }
            flow { itemSize = { 50, 50 }, minimumInteritemSpacing = 0, minimumLineSpacing = 0 }
            \(body)
            """)
    }

    /// The widths of the decorations of `kind` in a dump, in order.
    private func widths(of kind: String, in json: String) -> [String] {
        json.split(separator: "\n").filter { $0.contains("\"kind\": \"\(kind)\"") }.compactMap { line in
            guard let frame = line.range(of: "\"frame\": [") else { return nil }
            return line[frame.upperBound...].split(separator: ",").dropFirst(2).first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// A plugin that counts its `M.reserve` calls and draws the count so far as the width of
    /// a decoration in each section: every section is decorated after the layout, so each
    /// width is the number of calls the whole command made.
    private let countingReserve = """
        local M = { name = "count_reserve", api = 1, defaults = {} }
        local calls = 0
        function M.reserve(section, opts)
          calls = calls + 1
          return { top = 4 }
        end
        function M.section(s, opts, out)
          out:add(out:kind("calls", {}), s.frame.x, s.frame.y, calls, 1)
        end
        return M
        """

    // MARK: Case 24: M.reserve once per reserving use per section per layout

    func testDump_CallsMReserveOncePerUsePerSection() throws {
        try write("count_reserve", countingReserve)
        let path = try scene("sections { 1, 1, 1 }\nuse(\"count_reserve\")\nuse(\"count_reserve\")\n")
        // Two uses, three sections: six calls, and none while decorating (the pass is
        // handed the reservations made). It made 18 before: 6 for the layout and 12 more
        // for `s.reserved`, each use calling the hooks of every use up to itself again.
        let run = try LualayoutProcess.run(["dump", path, "--plugins", folder])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(widths(of: "calls", in: run.stdout), ["6", "6", "6", "6", "6", "6"], run.stdout)
        let rect = try LualayoutProcess.run(["dump", path, "--plugins", folder, "--rect", "0,0,100,20"])
        XCTAssertEqual(rect.status, 0, rect.stderr)
        XCTAssertEqual(widths(of: "calls", in: rect.stdout), ["6", "6"], rect.stdout)
    }

    // MARK: Cases 8-9: the layout before an update reports its M.place and M.reserve failures

    func testDumpUpdates_APlacementFailureOfTheLayoutBefore_IsReported_Status1() throws {
        let plugin = try write("place_before", """
            local M = { name = "place_before", api = 1, defaults = {} }
            function M.place(box, opts, out)
              if box.count == 3 then error("three items are not placed") end
              for i = 0, box.count - 1 do out:place(i, i * 10, 0, 10, 10) end
            end
            return M
            """)
        let path = try scene("sections { 3 }\nuse(\"place_before\")\nupdate { deleteItems = { {0, 0} } }\n")
        let after = try LualayoutProcess.run(["dump", path, "--plugins", folder])
        XCTAssertEqual(after.status, 0, "the layout after the update places 2 items: \(after.stderr)")
        let run = try LualayoutProcess.run(["dump", path, "--plugins", folder, "--updates"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stderr.split(separator: "\n").first.map(String.init),
            "lualayout: \(plugin):3: place_before: placement hook, section 0: three items are not placed; "
                + "the flow layout places section 0 instead")
    }

    func testDumpUpdates_AReservationFailureOfTheLayoutBefore_IsReported_Status1() throws {
        let plugin = try write("reserve_before", """
            local M = { name = "reserve_before", api = 1, defaults = {} }
            function M.reserve(section, opts)
              if section.count == 3 then return { top = -1 } end
              return { top = 2 }
            end
            return M
            """)
        let path = try scene("sections { 3 }\nuse(\"reserve_before\")\nupdate { deleteItems = { {0, 0} } }\n")
        let after = try LualayoutProcess.run(["dump", path, "--plugins", folder])
        XCTAssertEqual(after.status, 0, after.stderr)
        let run = try LualayoutProcess.run(["dump", path, "--plugins", folder, "--updates"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stderr, "lualayout: \(plugin):2: reserve_before: reserve hook, section 0: M.reserve returned top = -1; reserved insets are finite and ≥ 0\n")
    }

    // MARK: Cases 17-19: `check` names M.place, M.follow and M.reserve as dump does

    func testCheck_NamesAFailingPlacementHookAsDumpDoes() throws {
        let path = try write("bad_place", """
            local M = { name = "bad_place", api = 1, defaults = {} }
            function M.place(box, opts, out)
              error("no placement")
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix("\(path):3: bad_place: placement hook, section 0: no placement; the flow layout places section 0 instead (on the host's fixture layout)\n"),
            run.stdout)
    }

    func testCheck_NamesAFailingFollowHookAsDumpDoes() throws {
        let path = try write("bad_follow", """
            local M = { name = "bad_follow", api = 1, defaults = {} }
            function M.follow(view, s, opts, out)
              error("no follow")
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix("\(path):3: bad_follow: follow hook, section 0: no follow (on the host's fixture layout)\n"),
            run.stdout)
    }

    func testCheck_NamesAFailingReserveHookAsDumpDoes() throws {
        let path = try write("bad_reserve", """
            local M = { name = "bad_reserve", api = 1, defaults = {} }
            function M.reserve(section, opts)
              error("no reservation")
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix("\(path):3: bad_reserve: reserve hook, section 0: no reservation (on the host's fixture layout)\n"),
            run.stdout)
    }

    /// A placement hook that fails only in a section the fixture does not have (section 2)
    /// is found on the demo scenes, through the pipeline, and named as dump names it.
    func testCheck_APlacementFailureOnADemoScene_IsNamedAsDumpNamesIt() throws {
        let path = try write("late_place", """
            local M = { name = "late_place", api = 1, defaults = {} }
            function M.place(box, opts, out)
              if box.index == 2 then error("not section two") end
              for i = 0, box.count - 1 do out:place(i, 0, i * 10, 10, 10) end
            end
            return M
            """)
        let run = try LualayoutProcess.run(["check", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix("\(path):3: late_place: placement hook, section 2: not section two; the flow layout places section 2 instead (in "),
            run.stdout)
    }

    // MARK: One outcome through every command

    /// A scene whose reserve, placement, follow and section hooks each fail in one section
    /// gives the same errors, in the same order, and status 1 through `dump`, `dump --rect`,
    /// `show`, `render`, the REPL fed by a pipe and typed on a terminal, and the embedding
    /// API.
    func testEveryCommand_ReportsTheSameErrors_AndStatus1() throws {
        try write("failing", """
            local M = { name = "failing", api = 1, defaults = {}, scroll = { reach = 0 } }
            function M.reserve(section, opts)
              if section.index == 0 then error("no reservation in 0") end
              return { top = 2 }
            end
            function M.place(box, opts, out)
              if box.index == 1 then error("no placement in 1") end
              for i = 0, box.count - 1 do out:place(i, 0, i * 50, 50, 50) end
            end
            function M.follow(view, s, opts, out)
              if s.index == 1 then error("no follow in 1") end
            end
            function M.section(s, opts, out)
              if s.index == 0 then error("no decoration in 0") end
            end
            return M
            """)
        // The view holds the whole content: `show` draws the visible rect, whose sections
        // are all the scene's here, and so runs every hook the other commands run.
        let path = try write("scene", """
            collection { width = 100, height = 1000, scale = 1 }
            flow { itemSize = { 50, 50 }, minimumInteritemSpacing = 0, minimumLineSpacing = 0 }
            sections { 2, 2 }
            use("failing")
            """)
        let plugin = folder + "/failing.lua"
        let expected = [
            "\(plugin):3: failing: reserve hook, section 0: no reservation in 0",
            "\(plugin):7: failing: placement hook, section 1: no placement in 1; the flow layout places section 1 instead",
            "\(plugin):14: failing: section hook, section 0: no decoration in 0",
            "\(plugin):11: failing: follow hook, section 1: no follow in 1",
        ]
        func errors(_ text: String, prefix: String) -> [String] {
            text.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }
        let svg = folder + "/out.svg"
        for arguments in [
            ["dump", path], ["dump", path, "--rect", "0,0,100,1000"], ["show", path], ["render", path, "-o", svg],
        ] {
            let run = try LualayoutProcess.run(arguments + ["--plugins", folder])
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertEqual(errors(run.stderr, prefix: "lualayout: "), expected, "\(arguments)")
        }
        // The REPL says which input met an error (`stdin:1: `) when it was not the start.
        let repl = try LualayoutProcess.run(["repl", path, "--plugins", folder, "--keep-going"], input: ":json\n")
        XCTAssertEqual(repl.status, 1, repl.stderr)
        let unprefixed = repl.stderr.replacingOccurrences(of: "stdin:1: plugin error: ", with: "plugin error: ")
        XCTAssertEqual(errors(unprefixed, prefix: "plugin error: "), expected)

        // Typed: the same errors, each said once, on the terminal.
        let env = LualayoutProcess.environment(extra: ["TERM": "xterm", "LUALAYOUT_HISTORY": folder + "/history"])
        let terminal = try PseudoTerminal(arguments: ["repl", path, "--plugins", folder], environment: env)
        XCTAssertTrue(terminal.waitFor("lualayout> "), terminal.output)
        let mark = terminal.mark
        terminal.type(":json\r")
        XCTAssertTrue(terminal.waitFor("\"elements\"", after: mark), terminal.output)
        XCTAssertTrue(terminal.waitFor("lualayout> ", after: mark), terminal.output)
        let typed = terminal.output.replacingOccurrences(of: "\r", with: "")
        XCTAssertEqual(errors(typed, prefix: "plugin error: "), expected, typed)
        XCTAssertEqual(terminal.endWithCtrlD(), 0)

        // Embedded: the load's outcome and a query of everything give the same errors.
        let session = try SceneSession(file: path, pluginFolders: [folder], scenePrint: { _ in })
        let (_, queryErrors) = session.query(nil)
        XCTAssertEqual((session.outcome.layoutErrors + queryErrors).map(\.description), expected)
    }
}
