import Decorations
import LayoutCore
import XCTest

/// R24: long sections decorated by windows of lines, and what a windowed plugin that
/// breaks the contract is told.
final class WindowedDecorationTests: XCTestCase {
    /// A million rows 44 points tall, one per line, in one section.
    private static let millionRows = """
        collection { width = 375, height = 667, scale = 2 }
        flow { itemSize = { 375, 44 }, minimumLineSpacing = 0 }
        sections { 1000000 }

        """

    func testMillionRowSection_Separators_DecoratesOnlyTheWindowsAQueryReaches() throws {
        let fixture = try DecorationFixture()
        let pass = try fixture.pass(Self.millionRows + """
            use("separators")
            use("row_background", { lines = "even" })
            use("color_rules", { rules = { { items = "odd", color = "#F2F2F7" } } })
            """)
        let snapshot = pass.snapshot
        // Row 900,000 (0-based) starts at 39,600,000.
        let rect = Rect(x: 0, y: 39_600_000, width: 375, height: 667)
        let elements = snapshot.elements(in: rect)
        XCTAssertEqual(pass.errors.map(\.description), [])
        let separators = elements.filter { $0.kind == "separator" }
        // The separator before row r (0-based) is centred on the (empty) gap at 44 r, and is
        // item r - 1: the first one the rect meets is row 900,000's.
        XCTAssertEqual(separators.first?.indexPath, IndexPath(section: 0, item: 899_999))
        XCTAssertEqual(separators.first?.frame, Rect(x: 0, y: 39_600_000 - 0.25, width: 375, height: 0.5))
        XCTAssertEqual(separators.count, 16)
        // Bands on even lines, numbered by the bands drawn before them.
        let bands = elements.filter { $0.kind == "rowBackground" }
        XCTAssertEqual(bands.first?.indexPath.item, 450_000)
        XCTAssertEqual(bands.first?.frame, Rect(x: 0, y: 39_600_000, width: 375, height: 44))
        // color_rules styles the cells from the call that spans the section.
        XCTAssertEqual(elements.first { $0.indexPath.item == 900_001 && $0.category == .cell }?.attributes["color"], .string("#F2F2F7"))
        XCTAssertNotNil(snapshot.lineWindows(ofSection: 0))
        XCTAssertLessThanOrEqual(snapshot.windowsKept, 2, "a screenful needs a window or two, not the section")
    }

    func testForEachElement_VisitsWhatAllElementsGives_KeepingFewWindows() throws {
        let fixture = try DecorationFixture()
        let scene = """
            collection { width = 375, height = 667, scale = 2 }
            list { appearance = "insetGrouped", rowHeight = 44 }
            sections { 3, 30000, 2 }
            use("list_separators")
            use("row_background", { lines = "3n+1", numbering = "band" })
            use("color_rules", { rules = { { target = "decoration:separator", items = "-2..-1", color = "#FF0000" } } })
            """
        let streamed = try fixture.pass(scene).snapshot
        var visited: [LayoutAttributes] = []
        streamed.forEachElement { visited.append($0) }
        XCTAssertNotNil(streamed.lineWindows(ofSection: 1))
        XCTAssertLessThanOrEqual(streamed.windowsKept, 64, "the windows visited are let go in turn")
        let gathered = try DecorationFixture().pass(scene).snapshot.allElements()
        XCTAssertEqual(visited.count, gathered.count)
        XCTAssertTrue(visited == gathered, "the same elements in the same order")
        // The last two separators of the long section are styled: counting them visits every window.
        let styled = visited.filter { $0.kind == "separator" && $0.indexPath.section == 1 && $0.attributes["color"] == .string("#FF0000") }
        XCTAssertEqual(styled.map(\.indexPath.item), [29_997, 29_998])
    }

    func testMillionRowList_ListSeparators_FitsItsMemory() throws {
        let fixture = try DecorationFixture()
        let pass = try fixture.pass("""
            collection { width = 375, height = 667, scale = 2 }
            list { appearance = "plain", rowHeight = 44 }
            sections { 1000000 }
            use("list_separators")
            """)
        let elements = pass.snapshot.elements(in: Rect(x: 0, y: 44_000_000 - 300, width: 375, height: 667))
        XCTAssertEqual(pass.errors.map(\.description), [])
        let separators = elements.filter { $0.kind == "separator" }
        // The last row has none: rows 999,993 to 999,998 have theirs.
        XCTAssertEqual(separators.map(\.indexPath.item), Array(999_993...999_998))
        XCTAssertEqual(separators.last?.frame, Rect(x: 16, y: 43_999_956 - 0.5, width: 359, height: 0.5))
    }

    func testNonWindowedPlugin_OnAHugeSection_IsCalledWhole_AndItsMemoryErrorSaysWhy() throws {
        let fixture = try DecorationFixture(plugins: ["whole": """
            local M = { name = "whole", api = 1 }
            function M.section(s, opts, out)
              local h = out:kind("mark", {})
              for j = 1, s.lineCount do
                local x, y, w, hh = s:line(j)
                out:add(h, x, y, w, 1)
              end
            end
            return M
            """])
        let pass = try fixture.pass(Self.millionRows + "use(\"whole\")\n")
        _ = pass.snapshot.elements(in: Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(pass.errors.count, 1)
        let message = pass.errors.first?.description ?? ""
        XCTAssertTrue(message.contains("exceeded its memory limit"), message)
        XCTAssertTrue(message.contains("section 0 has 1000000 lines, and a plugin that declares M.window = true"), message)
    }

    /// A windowed plugin `w` whose section hook runs `body` for each line `j` of its window
    /// (x, y, width, height of the line in x, y, w, hh; `h` a handle of kind "mark").
    private func windowedPlugin(_ body: String) -> String {
        """
        local M = { name = "w", api = 1, window = true }
        function M.section(s, opts, out)
          local h = out:kind("mark", {})
          for j = s.window.first, s.window.first + s.window.count - 1 do
            local x, y, w, hh = s:line(j)
            \(body)
          end
        end
        return M
        """
    }

    /// Ten rows of 44 points in a section decorated by windows of four lines.
    private func run(_ plugin: String) throws -> (errors: [String], decorations: [LayoutAttributes]) {
        let fixture = try DecorationFixture(plugins: ["w": plugin])
        fixture.host.windowing = DecorationWindowing(threshold: 0, linesPerWindow: 4)
        let pass = try fixture.pass("""
            collection { width = 375, height = 667 }
            flow { itemSize = { 375, 44 }, minimumLineSpacing = 0 }
            sections { 10 }
            use("w")
            """)
        let decorations = pass.snapshot.allElements().filter { $0.category == .decoration }
        return (pass.errors.map(\.description), decorations)
    }

    func testWindowedPlugin_AnsweringOutsideItsWindow_IsToldTheRangeAndLine() throws {
        // The mark of line j drawn over line j + 1: the last line of each window reaches
        // into the next window's band.
        let (errors, decorations) = try run(windowedPlugin("out:add(h, x, y + 44, w, hh, j - 1)"))
        func outside(_ y: Int, _ first: Int, _ last: Int, _ low: Int, _ high: Int) -> String {
            "Plugins/w.lua:6: w: section hook, section 0: decoration at (0.0, \(y).0, 375.0, 44.0) lies outside its window, "
                + "lines \(first)...\(last) of section 0 (allowed \(low).0...\(high).0 on the scroll axis): a windowed hook adds "
                + "only its window's decorations"
        }
        XCTAssertEqual(errors, [outside(176, 1, 4, 0, 176), outside(352, 5, 8, 176, 352), outside(440, 9, 10, 352, 440)])
        XCTAssertEqual(decorations.count, 7, "the rest of the output stays")
    }

    func testWindowedPlugin_WithoutItems_IsToldToNumberThem() throws {
        let (errors, decorations) = try run(windowedPlugin("out:add(h, x, y, w, hh)"))
        XCTAssertEqual(errors.count, 10, "one per decoration left out: \(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("Plugins/w.lua:6: w: section hook, section 0: a windowed hook names each decoration's item") ?? false, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("lines 5...8 of section 0 added one without") }, "\(errors)")
        XCTAssertEqual(decorations, [])
    }

    func testWindowedPlugin_StylingInAWindowsCall_IsRefused() throws {
        let (errors, _) = try run("""
            local M = { name = "w", api = 1, window = true }
            function M.section(s, opts, out)
              out:style("cell", "even", { color = "#FFFFFF" })
            end
            return M
            """)
        XCTAssertTrue(errors.contains {
            $0.hasPrefix("Plugins/w.lua:3: w: section hook, section 0: out:style gives attributes across the section: call it when "
                + "s.window.sectionWide is true, not in the call for lines 1...4 of section 0")
        }, "\(errors)")
    }

    /// A windowed plugin whose new version gives by windows something else than whole is
    /// refused on reload, at its line, naming the window; the last good version stays.
    func testReload_WindowedVersionDisagreeingWithItsWholeAnswer_IsRefused() throws {
        let good = """
            local M = { name = "seams", api = 1, window = true, reach = 0.5 }
            function M.section(s, opts, out)
              local h = out:kind("seam", { zIndex = 1 })
              local w = s.window
              for j = math.max(2, w.first), w.first + w.count - 1 do
                local x, y, width = s:line(j)
                out:add(h, x, y - 0.5, width, 1, j - 2)
              end
            end
            return M
            """
        let fixture = try DecorationFixture(plugins: ["seams": good])
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 375, 44 }, minimumLineSpacing = 0 }\nsections { 6 }\nuse(\"seams\")\n"
        XCTAssertEqual(try fixture.snapshot(scene).decorations("seam").count, 5)
        // Each window forgets the seam before its first line.
        try fixture.write(plugin: "seams", good.replacingOccurrences(of: "math.max(2, w.first)", with: "math.max(2, w.first + 1)"))
        let result = fixture.reload("seams", sceneState: fixture.context?.lua).first?.result
        let message = result.flatMap { if case .failure(let e) = $0 { e.description } else { nil } } ?? ""
        XCTAssertTrue(message.hasPrefix("Plugins/seams.lua:7: seams: reload failed: "), message)
        XCTAssertTrue(message.contains("the whole section's call adds seam [0, 0] at (0.0, 139.5, 320.0, 1.0), which no window adds "
            + "(it lies in the band of line 2 of section 0)"), message)
        XCTAssertEqual(try fixture.snapshot(scene).decorations("seam").count, 5, "the last good version stays")
    }

    func testWindowIsNotABoolean_IsALoadError() throws {
        let fixture = try DecorationFixture(plugins: ["w": """
            local M = { name = "w", api = 1 }
            M.window = "yes"
            function M.section(s, opts, out) end
            return M
            """])
        _ = try fixture.pass("collection { width = 375, height = 667 }\nflow { itemSize = { 10, 10 } }\nsections { 1 }\nuse(\"w\")\n")
        XCTAssertEqual(fixture.configureProblems.map(\.description), [
            "Plugins/w.lua:2: w: cannot load: window must be a boolean (M.window = true: M.section works by windows of lines), got string",
        ])
    }
}
