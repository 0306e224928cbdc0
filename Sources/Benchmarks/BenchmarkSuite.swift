import Decorations
import LayoutCore
import LuaRuntime
import Rendering
import Scenes

#if canImport(Glibc)
import Glibc
#endif

/// `lualayout bench`: the figures the issues ask for, measured in this process. Run it
/// from a release build; a debug build is an order of magnitude slower.
public enum BenchmarkSuite {
    /// Runs the benchmarks whose names contain `filter` and returns the report.
    public static func run(filter: String? = nil, runs: Int = 5, log: @escaping (String) -> Void) -> Int32 {
        let suite = Suite(runs: runs, log: log)
        return suite.run(filter: filter)
    }
}

/// The workloads, built once, and the measurements.
private final class Suite {
    let runs: Int
    let log: (String) -> Void
    let metrics = CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 2)
    let flowSections = Array(repeating: FlowSection(itemCount: 100), count: 10_000)
    var flow: FlowLayoutConfiguration {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 100)
        c.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        c.headerReferenceSize = Size(width: 0, height: 40)
        return c
    }

    init(runs: Int, log: @escaping (String) -> Void) {
        self.runs = runs
        self.log = log
    }

    func run(filter: String?) -> Int32 {
        log("lualayout bench: best and median of \(runs) runs (after a warm-up run)\n")
        let all: [(String, () -> Void)] = [
            ("prepare-grid-1m", prepareGrid),
            ("prepare-compositional-1m", prepareCompositional),
            ("decorate-1m", decorate),
            ("emit", emit),
            ("lazy-section", lazySection),
            ("rect-query", rectQuery),
            ("reload-to-picture-100k", reloadToPicture),
        ]
        for (name, body) in all where filter.map({ name.contains($0) }) ?? true { body() }
        return 0
    }

    private func report(_ name: String, _ result: (best: Duration, median: Duration), _ note: String = "") {
        let padded = name + String(repeating: " ", count: max(1, 28 - name.count))
        log("\(padded)best \(result.best.formatted)  median \(result.median.formatted)  \(note)\n")
    }

    private func flowGeometry() -> LayoutGeometry {
        (try? FlowLayout.layout(configuration: flow, sections: flowSections, collectionView: metrics))!
    }

    // MARK: Base layouts

    func prepareGrid() {
        let result = Benchmark(name: "", runs: runs) {
            _ = LayoutSnapshot(geometry: self.flowGeometry())
        }.measure()
        report("prepare-grid-1m", result, "10,000 sections x 100 items, flow layout + snapshot index")
    }

    func prepareCompositional() {
        let item = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: .count(.item(item), 3), interItemSpacing: .fixed(10))
        let section = CompositionalSection(group: group, contentInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), interGroupSpacing: 10)
        let sections = Array(repeating: Optional(section), count: 10_000)
        let counts = Array(repeating: 100, count: 10_000)
        let result = Benchmark(name: "", runs: runs) {
            let geometry = try? CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: sections, itemCounts: counts, collectionView: self.metrics)
            _ = LayoutSnapshot(geometry: geometry!)
        }.measure()
        report("prepare-compositional-1m", result, "10,000 sections x 100 items, 3-column count groups + snapshot index")
    }

    // MARK: Decorations

    static let pluginUses: [PluginUse] = [
        PluginUse(name: "section_background", options: .table(LuaTable()), file: "bench", line: nil),
        PluginUse(name: "separators", options: .table(LuaTable()), file: "bench", line: nil),
        PluginUse(name: "color_rules", options: ["rules": [["items": "even", "color": "#FFFFFF"]]], file: "bench", line: nil),
    ]

    func luaHost() -> PluginHost? {
        let host = PluginHost(searchPath: .standard(), print: { _ in })
        let errors = host.configure(uses: Suite.pluginUses, limits: PluginLimits(), sceneState: nil)
        guard errors.isEmpty else {
            log("cannot load the bundled plugins: \(errors.map(\.description).joined(separator: "; "))\n")
            return nil
        }
        return host
    }

    /// The same three plugins, written in Swift, in a host of their own.
    func nativeHost() -> PluginHost {
        let host = PluginHost(searchPath: PluginSearchPath(folders: []), print: { _ in })
        host.register(NativeSectionBackground())
        host.register(NativeSeparators())
        host.register(NativeColorRules())
        return host
    }

    func decorate() {
        guard let host = luaHost() else { return }
        let native = nativeHost()
        let nativeResult = Benchmark(name: "", runs: runs) {
            native.invalidateCache()
            _ = native.snapshot(for: self.flowGeometry(), eager: true)
        }.measure()
        var pluginTime = Duration.zero
        let luaResult = Benchmark(name: "", runs: runs) {
            host.invalidateCache()
            pluginTime = host.pass(for: self.flowGeometry(), eager: true).timing.plugins
        }.measure()

        let lua = host.snapshot(for: flowGeometry(), eager: true)
        let reference = native.snapshot(for: flowGeometry(), eager: true)
        let sample = Rect(x: 0, y: 0, width: 375, height: 50_000)
        let same = lua.elements(in: sample) == reference.elements(in: sample)
        let decorations = lua.allElements().reduce(0) { $0 + ($1.category == .decoration ? 1 : 0) }

        report("decorate-1m-native", nativeResult, "base layout + the three plugins in Swift, same host, eager")
        report("decorate-1m-lua", luaResult, "base layout + section_background, separators, color_rules in Lua, eager")
        let ratio = luaResult.best.seconds / nativeResult.best.seconds
        let perDecoration = pluginTime.seconds / Double(max(decorations, 1)) * 1e9
        let extra = (luaResult.best.seconds - nativeResult.best.seconds) / Double(max(decorations, 1)) * 1e9
        log("  ratio lua/native \(round2(ratio))x (target ≤ 3x); \(decorations) decorations; "
            + "Lua hook time \(pluginTime.formatted) = \(Int(perDecoration.rounded())) ns per decoration, "
            + "\(Int(extra.rounded())) ns more than in Swift; outputs identical: \(same ? "yes" : "NO")\n")
    }

    /// The cost of one more decoration from a Lua hook: a plugin emitting `n` decorations
    /// per section, timed at n = 0 and n = 100 over 10,000 sections.
    func emit() {
        let folder = "/tmp/lualayout-bench-\(getpid())"
        mkdir(folder, 0o755)
        defer {
            unlink(folder + "/emitter.lua")
            rmdir(folder)
        }
        let source = """
            local M = { name = "emitter", api = 1, defaults = { n = 0 } }
            function M.section(s, opts, out)
              local h = out:kind("mark", { color = "#FF0000" })
              local y = s.frame.y
              for i = 1, opts.n do out:add(h, i, y, 1, 1) end
            end
            return M
            """
        guard let file = fopen(folder + "/emitter.lua", "w") else { return }
        fputs(source, file)
        fclose(file)
        let geometry = flowGeometry()
        func time(_ n: Int) -> Duration {
            let host = PluginHost(searchPath: PluginSearchPath(folders: [folder]), print: { _ in })
            host.configure(uses: [PluginUse(name: "emitter", options: ["n": .integer(Int64(n))], file: "bench", line: nil)], limits: PluginLimits(), sceneState: nil)
            var best = Duration.seconds(1000)
            for _ in 0...runs {
                host.invalidateCache()
                best = min(best, host.pass(for: geometry, eager: true).timing.plugins)
            }
            return best
        }
        let none = time(0), hundred = time(100)
        let perDecoration = (hundred - none).seconds / 1_000_000 * 1e9
        report("emit", (hundred, hundred), "a Lua hook emitting 100 decorations per section, 10,000 sections")
        log("  one more decoration from a Lua hook: \(Int(perDecoration.rounded())) ns (out:add in Lua, the host reading and storing it; target ≤ 150 ns); the hook call itself: \((none / 10_000).formatted)\n")
    }

    func lazySection() {
        guard let host = luaHost() else { return }
        let geometry = flowGeometry()
        var samples: [Duration] = []
        for round in 0..<runs {
            host.invalidateCache()
            let snapshot = host.snapshot(for: geometry)
            for k in stride(from: round, to: 10_000, by: 97) {
                let start = ContinuousClock.now
                _ = snapshot.decoration(kind: "sectionBackground", at: IndexPath(section: k, item: 0))
                samples.append(ContinuousClock.now - start)
            }
        }
        samples.sort()
        let mean = samples.reduce(Duration.zero, +) / samples.count
        report("lazy-section", (samples[0], samples[samples.count / 2]), "one newly visible section, three Lua plugins (mean \(mean.formatted), p99 \(samples[samples.count * 99 / 100].formatted); target ≤ 50 µs)")
    }

    func rectQuery() {
        guard let host = luaHost() else { return }
        let snapshot = host.snapshot(for: flowGeometry(), eager: true)
        var generator = SplitMix(seed: 7)
        let height = snapshot.contentSize.height
        let result = Benchmark(name: "", runs: runs) {
            for _ in 0..<1_000 {
                let y = Double(generator.next() % UInt64(height))
                _ = snapshot.elements(in: Rect(x: 0, y: y, width: 375, height: 667))
            }
        }.measure()
        report("rect-query", (result.best / 1_000, result.median / 1_000), "a screenful (375 x 667) anywhere in 1,000,000 decorated cells")
    }

    // MARK: The REPL's loop

    func reloadToPicture() {
        guard let host = luaHost() else { return }
        let sections = Array(repeating: FlowSection(itemCount: 100), count: 1_000)
        let renderer = TerminalRenderer(options: .init(columns: 100, colorMode: .trueColor))
        let result = Benchmark(name: "", runs: runs) {
            _ = host.reload("separators", sceneState: nil)
            let geometry = try? FlowLayout.layout(configuration: self.flow, sections: sections, collectionView: self.metrics)
            let snapshot = host.snapshot(for: geometry!)
            let visible = self.metrics.bounds
            _ = renderer.render(elements: snapshot.elements(in: visible), contentSize: snapshot.contentSize, rect: visible)
        }.measure()
        report("reload-to-picture-100k", result, "reload a plugin, lay out 100,000 items, draw the visible rect (target ≤ 100 ms)")
    }

    private func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}

/// A tiny deterministic generator for query positions.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
