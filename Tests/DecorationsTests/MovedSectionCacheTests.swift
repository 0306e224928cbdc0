import Decorations
import Foundation
import LayoutCore
import LuaRuntime
import PluginContract
import XCTest

/// After an update, sections behind the change only move: their cached decorations move
/// with them and no hook runs, unless a plugin declares `M.dependsOnPosition` or the move is
/// not exact; the output is always what a fresh host computes.
final class MovedSectionCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-moved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A plugin that says which section its hook ran for, and draws a band 5 points into
    /// the section, and one under each line.
    private func writeCounter(dependsOnPosition: String? = nil) throws {
        let source = """
            local M = { name = "counter", api = 1 }
            \(dependsOnPosition.map { "M.dependsOnPosition = \($0)" } ?? "")
            function M.section(s, opts, out)
              print("section " .. s.index)
              local h = out:kind("band", { color = "#FF0000" })
              local f = s.frame
              out:add(h, f.x, f.y + 5, f.width, 10)
              for j = 1, s.lineCount do
                local x, y, w, lh = s:line(j)
                out:add(h, x, y + lh - 1, w, 0.5)
              end
            end
            return M
            """
        try source.write(to: folder.appendingPathComponent("counter.lua"), atomically: true, encoding: .utf8)
    }

    private final class Printed: @unchecked Sendable {
        var lines: [String] = []
    }

    private func host(_ printed: Printed) -> (ConfiguredTestHost, [PluginError]) {
        let host = ConfiguredTestHost(
            searchPath: PluginSearchPath(folders: [folder.path]),
            uses: [PluginUse(name: "counter", options: .table(LuaTable()), file: "test", line: nil)], print: { printed.lines.append($0) })
        return (host, host.problems)
    }

    /// Three sections of 100 x `height` cells, three per row, with headers; `counts` items.
    private func geometry(_ counts: [Int], height: Double = 50, scale: Double = 2) throws -> LayoutGeometry {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: height)
        c.headerReferenceSize = Size(width: 0, height: 20)
        return try FlowLayout.layout(
            configuration: c, sections: counts.map { FlowSection(itemCount: $0) },
            collectionView: CollectionViewMetrics(size: Size(width: 320, height: 480), scale: scale))
    }

    /// The elements a host that never saw the old layout gives.
    private func fresh(_ geometry: LayoutGeometry) -> [LayoutAttributes] {
        let (host, _) = host(Printed())
        return host.pass(for: geometry, eager: true).snapshot.allElements()
    }

    func testSectionsBehindAnInsertMoveTheirDecorationsWithoutRunningHooks() throws {
        try writeCounter()
        let printed = Printed()
        let (host, problems) = host(printed)
        XCTAssertEqual(problems, [])
        _ = host.pass(for: try geometry([3, 3, 3]), eager: true)
        XCTAssertEqual(printed.lines, ["[counter] section 0", "[counter] section 1", "[counter] section 2"])

        // A fourth item in section 0 opens a line: sections 1 and 2 move down by 60 points.
        printed.lines = []
        let after = try geometry([4, 3, 3])
        let pass = host.pass(for: after, eager: true)
        XCTAssertEqual(printed.lines, ["[counter] section 0"])
        XCTAssertEqual(pass.timing.sectionsMoved, 2)
        XCTAssertEqual(pass.timing.sectionsComputed, 1)
        let elements = pass.snapshot.allElements()
        XCTAssertEqual(elements, fresh(after))
        let band = elements.first { $0.kind == "band" && $0.indexPath == IndexPath(section: 2, item: 0) }
        XCTAssertEqual(band?.frame, Rect(x: 0, y: 205, width: 320, height: 10))
    }

    func testAPluginThatDependsOnPositionRunsAgainForMovedSections() throws {
        try writeCounter(dependsOnPosition: "true")
        let printed = Printed()
        let (host, problems) = host(printed)
        XCTAssertEqual(problems, [])
        _ = host.pass(for: try geometry([3, 3, 3]), eager: true)
        printed.lines = []
        let after = try geometry([4, 3, 3])
        let pass = host.pass(for: after, eager: true)
        XCTAssertEqual(printed.lines, ["[counter] section 0", "[counter] section 1", "[counter] section 2"])
        XCTAssertEqual(pass.timing.sectionsMoved, 0)
        XCTAssertEqual(pass.snapshot.allElements(), fresh(after))
    }

    /// A move of 60.1 points is not a binary fraction: adding it to the cached positions
    /// could differ from the hook's own sum in the last bit, so the hooks run.
    func testAMoveThatIsNotExactRunsTheHooks() throws {
        try writeCounter()
        let printed = Printed()
        let (host, _) = host(printed)
        _ = host.pass(for: try geometry([3, 3, 3], height: 50.1), eager: true)
        printed.lines = []
        let after = try geometry([4, 3, 3], height: 50.1)
        let pass = host.pass(for: after, eager: true)
        XCTAssertEqual(printed.lines, ["[counter] section 0", "[counter] section 1", "[counter] section 2"])
        XCTAssertEqual(pass.snapshot.allElements(), fresh(after))
    }

    /// An unchanged section keeps its cache even though the content size changed.
    func testASectionBeforeTheChangeIsReusedThoughTheContentGrew() throws {
        try writeCounter()
        let printed = Printed()
        let (host, _) = host(printed)
        _ = host.pass(for: try geometry([3, 3, 3]), eager: true)
        printed.lines = []
        let after = try geometry([3, 3, 4])
        let pass = host.pass(for: after, eager: true)
        XCTAssertEqual(printed.lines, ["[counter] section 2"])
        XCTAssertEqual(pass.snapshot.allElements(), fresh(after))
    }

    func testDependsOnPositionMustBeABoolean() throws {
        try writeCounter(dependsOnPosition: "1")
        let (_, problems) = host(Printed())
        XCTAssertEqual(problems.map(\.message), ["dependsOnPosition must be a boolean, got number"])
    }
}
