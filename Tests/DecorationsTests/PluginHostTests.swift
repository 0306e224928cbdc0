import Decorations
import LayoutCore
import LuaRuntime
import Scenes
import TestSupport
import XCTest

/// The host's guarantees: lazy answers equal eager ones, point queries equal rect
/// queries, the cache recomputes only what changed, reload keeps the last good version.
final class PluginHostTests: XCTestCase {
    private let allPlugins = """
        use("section_background", { cover = "section", colors = { "#FF000020", "#00FF0020" } })
        use("row_background", { lines = "odd" })
        use("separators", { betweenItems = true })
        use("color_rules", { rules = { { items = "even", color = "#FFFFFF" }, { target = "decoration:separator", items = "first", color = "#000000" } } })
        """

    private func manySections(_ count: Int) -> String {
        let counts = (0..<count).map { String(3 + ($0 * 7) % 11) }.joined(separator: ", ")
        return """
            collection { width = 375, height = 667 }
            flow { itemSize = { 100, 60 }, headerReferenceSize = { 0, 30 }, sectionInset = { top = 5, left = 5, bottom = 5, right = 5 } }
            sections { \(counts) }
            """
    }

    func testLazySnapshot_AnswersEveryQueryAsTheEagerOneDoes() throws {
        let scene = manySections(40) + "\n" + allPlugins
        let eager = try DecorationFixture().snapshot(scene, eager: true)
        let lazyFixture = try DecorationFixture()
        let lazy = try lazyFixture.snapshot(scene)
        XCTAssertEqual(lazy.decoratedSectionCount, 0)
        let seed: UInt64 = 11
        var g = SeededGenerator(seed: seed)
        let height = eager.contentSize.height
        for _ in 0..<200 {
            let y = Double.random(in: -100...height, using: &g)
            let rect = R(Double.random(in: -50...300, using: &g), y, Double.random(in: 0...400, using: &g), Double.random(in: 0...500, using: &g))
            XCTAssertEqual(lazy.elements(in: rect), eager.elements(in: rect), "seed \(seed) rect \(rect)")
        }
        XCTAssertEqual(lazy.allElements(), eager.allElements())
        XCTAssertEqual(lazyFixture.host.errors, [])
    }

    func testDecorationPointQuery_AnswersWhatTheRectQueryReturned() throws {
        let snapshot = try DecorationFixture().snapshot(manySections(12) + "\n" + allPlugins)
        let decorations = snapshot.elements(in: R(0, 300, 375, 500)).filter { $0.category == .decoration }
        XCTAssertFalse(decorations.isEmpty)
        for decoration in decorations {
            XCTAssertEqual(snapshot.decoration(kind: decoration.kind!, at: decoration.indexPath), decoration)
        }
        XCTAssertNil(snapshot.decoration(kind: "separator", at: IndexPath(section: 0, item: 999)))
    }

    func testLazySnapshot_DecoratesOnlyTheSectionsAQueryReaches() throws {
        let snapshot = try DecorationFixture().snapshot(manySections(100) + "\n" + allPlugins)
        _ = snapshot.elements(in: R(0, 0, 375, 100))
        // The sections the rect meets, and the nearest one past them (measured in case its
        // decorations reach back into the rect).
        XCTAssertLessThanOrEqual(snapshot.decoratedSectionCount, 3)
        XCTAssertGreaterThanOrEqual(snapshot.decoratedSectionCount, 1)
    }

    func testCache_RecomputesOnlySectionsWhoseGeometryChanged() throws {
        let fixture = try DecorationFixture()
        let base = "collection { width = 375 }\nflow { itemSize = { 100, 100 } }\n" + allPlugins + "\n"
        _ = try fixture.snapshot(base + "sections { 3, 7, 3, 7 }", eager: true)
        XCTAssertEqual(fixture.lastPass?.timing.sectionsComputed, 4)
        _ = try fixture.snapshot(base + "sections { 3, 7, 3, 7 }", eager: true)
        XCTAssertEqual(fixture.lastPass?.timing.sectionsComputed, 0)
        XCTAssertEqual(fixture.lastPass?.timing.sectionsCached, 4)
        // A longer last section: sections 0-2 are unchanged.
        _ = try fixture.snapshot(base + "sections { 3, 7, 3, 9 }", eager: true)
        XCTAssertEqual(fixture.lastPass?.timing.sectionsComputed, 1)
        // Changed options: everything again.
        _ = try fixture.snapshot(base.replacingOccurrences(of: "#FF000020", with: "#FF000030") + "sections { 3, 7, 3, 9 }", eager: true)
        XCTAssertEqual(fixture.lastPass?.timing.sectionsComputed, 4)
    }

    private let markV1 = """
        local M = { name = "mark", api = 1, defaults = { width = 1 } }
        function M.section(s, opts, out) out:add(out:kind("mark", { version = 1 }), 0, s.frame.y, opts.width, 1) end
        return M
        """

    func testReload_SwapsInTheNewVersion() throws {
        let fixture = try DecorationFixture(plugins: ["mark": markV1])
        let scene = "sections { 1, 1 }\nuse(\"mark\", { width = 5 })\n"
        XCTAssertEqual(try fixture.snapshot(scene).decorations("mark").first?.attributes["version"], .number(1))
        try fixture.write(plugin: "mark", markV1.replacingOccurrences(of: "version = 1", with: "version = 2"))
        XCTAssertEqual(fixture.host.changedPlugins(), ["mark"])
        let results = fixture.reload("mark", sceneState: fixture.context?.lua)
        XCTAssertEqual(try results.first?.result.get(), 2)
        let reloaded = try fixture.snapshot(scene).decorations("mark")
        XCTAssertEqual(reloaded.first?.attributes["version"], .number(2))
        XCTAssertEqual(reloaded.first?.frame.width, 5, "the use's options survive the reload")
    }

    func testReload_FailingVersion_KeepsThePreviousOneRunning() throws {
        let fixture = try DecorationFixture(plugins: ["mark": markV1])
        let scene = "sections { 1, 1 }\nuse(\"mark\", { width = 1 })\n"
        _ = try fixture.snapshot(scene)
        // Each broken version, and where its error must point: the plugin's line for a
        // syntax error and for a hook that raises in the dry run, the scene's `use` line for
        // an option the new defaults no longer have.
        let broken: [(source: String, file: String, line: Int, section: Int?, message: String)] = [
            (markV1.replacingOccurrences(of: "return M", with: "return M +"), "Plugins/mark.lua", 3, nil,
             "unexpected symbol near <eof>"),
            (markV1.replacingOccurrences(of: "out:add(", with: "error('boom') out:add("), "Plugins/mark.lua", 2, 0, "boom"),
            (markV1.replacingOccurrences(of: "width = 1", with: "height = 1"), "scene.lua", 2, nil,
             "unknown option 'width'; allowed: height"),
        ]
        for expected in broken {
            try fixture.write(plugin: "mark", expected.source)
            let result = try XCTUnwrap(fixture.reload("mark", sceneState: fixture.context?.lua).first?.result)
            guard case .failure(let error) = result else { return XCTFail("reload of a broken plugin succeeded: \(expected.message)") }
            XCTAssertEqual(error.phase, .reload)
            XCTAssertEqual(error.plugin, "mark")
            XCTAssertEqual(error.file, expected.file, expected.message)
            XCTAssertEqual(error.line, expected.line, expected.message)
            XCTAssertEqual(error.section, expected.section, expected.message)
            XCTAssertEqual(error.message, expected.message)
            let still = try fixture.snapshot(scene).decorations("mark")
            XCTAssertEqual(still.map { $0.attributes["version"] }, [.number(1), .number(1)], "the previous version keeps running")
        }
    }

    func testLayoutHook_SpansSectionsAndStylesEverySection() throws {
        let fixture = try DecorationFixture(plugins: ["spine": """
            local M = { name = "spine", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            -- One decoration along the whole content, and a style for every first cell.
            function M.layout(l, opts, out)
              out:add{ kind = "spine", frame = { 0, 0, 2, l.contentSize.height }, section = l.sectionCount - 1 }
              out:style("cell", "first", { first = true })
              local last = l:section(l.sectionCount - 1)
              out:add{ kind = "tail", frame = { last.frame.x, last.frame.y, 1, 1 }, section = last.index }
            end
            return M
            """])
        let snapshot = try fixture.snapshot("flow { itemSize = { 100, 100 } }\nsections { 3, 4 }\nuse(\"spine\", {})\n")
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(snapshot.decorations("spine").map(\.frame), [R(0, 0, 2, 310)])
        XCTAssertEqual(snapshot.decorations("spine").first?.indexPath, IndexPath(section: 1, item: 0))
        XCTAssertEqual(snapshot.decorations("tail").first?.frame, R(0, 100, 1, 1))
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 0))?.attributes, ["first": .bool(true)])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 1))?.attributes, [:])
    }

    func testSameNameTwice_DifferentOptions_BothRunWithoutCollisions() throws {
        let snapshot = try DecorationFixture().snapshot(try DecorationFixture.bundledScene("sections.lua") + """

            use("separators", { sections = "1" })
            use("separators", { sections = "1", betweenLines = false, betweenItems = true, color = "#FF0000" })
            """)
        let separators = snapshot.decorations("separator")
        // Rows of 3, 3 and 1 items: 2 line separators, then 2 + 2 item separators.
        XCTAssertEqual(separators.count, 2 + 4)
        XCTAssertEqual(separators.map(\.indexPath.item), [0, 1, 2, 3, 4, 5])
    }

    func testGeometryTable_IsReadOnly() throws {
        let fixture = try DecorationFixture(plugins: ["poke": """
            local M = { name = "poke", api = 1, defaults = {} }
            function M.section(s) s.extra = 99 end
            return M
            """])
        _ = try fixture.snapshot("sections { 1 }\nuse(\"poke\", {})\n").allElements()
        XCTAssertEqual(fixture.lastPass?.errors.map(\.description), ["Plugins/poke.lua:2: poke: section hook, section 0: section geometry is read-only (cannot set s.extra)"])
    }

    func testLineAndItemBuffers_AreNotReusedAcrossLayouts() throws {
        // One host, two layouts whose section 0 has different lines: the second must not
        // read the first one's buffered lines.
        let fixture = try DecorationFixture()
        let uses = "use(\"separators\", { betweenItems = true })\n"
        let first = try fixture.snapshot("flow { itemSize = { 100, 100 } }\nsections { 9 }\n" + uses).decorations("separator")
        let second = try fixture.snapshot("flow { itemSize = { 100, 100 } }\nsections { 4 }\n" + uses).decorations("separator")
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(first.count, 2 + 6)
        XCTAssertEqual(second.count, 1 + 2)
    }

    func testMathRandom_IsSeededPerSection_SoLazyEqualsEager() throws {
        let plugin = """
            local M = { name = "dice", api = 1, defaults = {} }
            function M.section(s, opts, out)
              out:add(out:kind("die", { face = math.random(1, 6), jitter = math.random() }), 0, s.frame.y, 1, 1)
            end
            return M
            """
        let scene = "sections { 1, 1, 1, 1, 1, 1 }\nuse(\"dice\", {})\n"
        let eager = try DecorationFixture(plugins: ["dice": plugin]).snapshot(scene, eager: true)
        let lazy = try DecorationFixture(plugins: ["dice": plugin]).snapshot(scene)
        // Ask the lazy one in reverse order.
        for s in (0..<6).reversed() { _ = lazy.decoration(kind: "die", at: IndexPath(section: s, item: 0)) }
        XCTAssertEqual(lazy.allElements(), eager.allElements())
        let faces = eager.decorations("die").compactMap { $0.attributes["face"] }
        XCTAssertEqual(faces.count, 6)
        XCTAssertTrue(faces.allSatisfy { if case .number(let n) = $0 { return (1...6).contains(n) && n == n.rounded() } else { return false } })
        XCTAssertGreaterThan(Set(faces).count, 1, "different sections draw different numbers")
    }

    func testKindMemo_SeesAChangedAttributeTable() throws {
        let fixture = try DecorationFixture(plugins: ["paint": """
            local M = { name = "paint", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
            local attrs = { color = "#FF0000", zIndex = 2 }
            function M.section(s, opts, out)
              out:add(out:kind("dot", attrs), 0, s.frame.y, 1, 1)
              attrs.color = s.index % 2 == 0 and "#00FF00" or "#FF0000"
              attrs.extra = s.index == 2 and true or nil
              out:add(out:kind("dot", attrs), 1, s.frame.y, 1, 1)
            end
            return M
            """])
        let dots = try fixture.snapshot("sections { 1, 1, 1 }\nuse(\"paint\", {})\n").decorations("dot")
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(dots.map { $0.attributes["color"] }, [
            .string("#FF0000"), .string("#00FF00"),
            .string("#00FF00"), .string("#FF0000"),
            .string("#FF0000"), .string("#00FF00"),
        ])
        XCTAssertEqual(dots.map { $0.attributes["extra"] }, [nil, nil, nil, nil, nil, .bool(true)])
        XCTAssertEqual(Set(dots.map(\.zIndex)), [2])
    }
}
