import Decorations
import LayoutCore
import LuaRuntime
import PluginContract
import Scenes

#if canImport(Glibc)
import Glibc
#endif

// decorate-1m, emit and lazy-section: the Lua plugins against the same plugins in Swift,
// in the same kind of host (so the ratio is the cost of Lua, everything else equal).

extension Suite {
    static let pluginUses: [PluginUse] = [
        PluginUse(name: "section_background", options: .table(LuaTable()), file: "bench", line: nil),
        PluginUse(name: "separators", options: .table(LuaTable()), file: "bench", line: nil),
        PluginUse(name: "color_rules", options: ["rules": [["items": "even", "color": "#FFFFFF"]]], file: "bench", line: nil),
    ]

    /// The three bundled plugins in Lua, or nil with the reason.
    func luaHost() -> Result<PluginHost, BenchmarkUsageError> {
        let host = PluginHost(searchPath: .standard(), print: { _ in })
        let errors = host.configure(uses: Suite.pluginUses, limits: PluginLimits(), sceneState: nil)
        guard errors.isEmpty else {
            return .failure(BenchmarkUsageError("cannot load the bundled plugins: \(errors.map(\.description).joined(separator: "; "))"))
        }
        return .success(host)
    }

    /// The same three plugins, written in Swift, in a host of their own.
    func nativeHost() -> PluginHost {
        let host = PluginHost(searchPath: PluginSearchPath(folders: []), print: { _ in })
        host.register(NativeSectionBackground())
        host.register(NativeSeparators())
        host.register(NativeColorRules())
        return host
    }

    /// One eager pass: layout, snapshot, every section decorated. Returns (total, plugins).
    @inline(never)
    func decoratePass(_ host: PluginHost) -> (total: Double, plugins: Double) {
        host.invalidateCache()
        var pass: PluginPass?
        let total = seconds { pass = host.pass(for: self.scenes.gridGeometry(), eager: true) }
        keep(pass?.snapshot)
        return (total, pass?.timing.plugins.seconds ?? 0)
    }

    func decorate() -> [BenchmarkRow] {
        let lua: PluginHost
        switch luaHost() {
        case .success(let host): lua = host
        case .failure(let problem): return skipped("decorate-1m", problem.message)
        }
        let native = nativeHost()
        var pluginTimes: [[Double]] = [[], []]
        let arms: [PluginHost] = [lua, native]
        let result = plan.interleave(arms.indices.map { i in
            {
                let (total, plugins) = self.decoratePass(arms[i])
                pluginTimes[i].append(plugins)
                return total
            }
        })
        // The warm-up run's plugin times are dropped like its totals.
        let plugins = pluginTimes.map { Samples(Array($0.suffix(result[0].count))) }

        let geometry = scenes.gridGeometry()
        let luaElements = lua.snapshot(for: geometry, eager: true).allElements()
        let nativeElements = native.snapshot(for: geometry, eager: true).allElements()
        let same = luaElements == nativeElements
        let decorations = luaElements.reduce(0) { $0 + ($1.category == .decoration ? 1 : 0) }
        return [
            BenchmarkRow(
                name: "decorate-1m", unit: .seconds, samples: result[0], reference: .init(name: "Swift", samples: result[1]),
                note: "end to end: flow layout of 1,000,000 cells + section_background, separators, color_rules on every section, eager; Lua against the same plugins in Swift",
                details: ["all \(luaElements.count) elements identical in both arms (\(decorations) decorations): \(same ? "yes" : "NO")"]),
            BenchmarkRow(
                name: "decorate-1m-plugins", unit: .seconds, samples: plugins[0], reference: .init(name: "Swift", samples: plugins[1]),
                note: "the plugin work alone (the host's time in section hooks) of the same runs (target ≤ 3x)"),
        ]
    }

    /// The cost of one more decoration: a plugin emitting 100 decorations per section
    /// against the same plugin emitting none, over 10,000 sections; in Lua and in Swift.
    func emit() -> [BenchmarkRow] {
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
        guard let file = fopen(folder + "/emitter.lua", "w") else { return skipped("emit", "cannot write \(folder)") }
        fputs(source, file)
        fclose(file)
        let geometry = scenes.gridGeometry()
        func lua(_ n: Int) -> PluginHost {
            let host = PluginHost(searchPath: PluginSearchPath(folders: [folder]), print: { _ in })
            _ = host.configure(
                uses: [PluginUse(name: "emitter", options: ["n": .integer(Int64(n))], file: "bench", line: nil)],
                limits: PluginLimits(), sceneState: nil)
            return host
        }
        func native(_ n: Int) -> PluginHost {
            let host = PluginHost(searchPath: PluginSearchPath(folders: []), print: { _ in })
            host.register(NativeEmitter(count: n))
            return host
        }
        let hosts = [lua(100), lua(0), native(100), native(0)]
        let result = plan.interleave(hosts.map { host in
            {
                host.invalidateCache()
                let pass = host.pass(for: geometry, eager: true)
                keep(pass.snapshot)
                return pass.timing.plugins.seconds
            }
        })
        let added = Double(geometry.sections.count * 100)
        func perDecoration(_ with: Samples, _ without: Samples) -> Samples {
            Samples(zip(with.sorted, without.sorted).map { ($0 - $1) / added })
        }
        // Paired by rank (sorted), not by run: the difference of two medians' neighbours.
        return [BenchmarkRow(
            name: "emit", unit: .seconds, samples: perDecoration(result[0], result[1]),
            reference: .init(name: "Swift", samples: perDecoration(result[2], result[3])),
            note: "one more decoration: a hook emitting 100 per section minus one emitting none, over 10,000 sections, per decoration (target ≤ 150 ns)",
            details: ["the hook call itself (emitting none), per section: Lua \(BenchmarkFormat.time(result[1].median / Double(geometry.sections.count))), Swift \(BenchmarkFormat.time(result[3].median / Double(geometry.sections.count)))"])]
    }

    /// One newly visible section: the first query that reaches it runs its three hooks.
    func lazySection() -> [BenchmarkRow] {
        let lua: PluginHost
        switch luaHost() {
        case .success(let host): lua = host
        case .failure(let problem): return skipped("lazy-section", problem.message)
        }
        let native = nativeHost()
        let geometry = scenes.gridGeometry()
        var luaSamples: [Double] = []
        var round = 0
        func pass(_ host: PluginHost, record: Bool) -> Double {
            host.invalidateCache()
            let snapshot = host.snapshot(for: geometry)
            var total = 0.0, n = 0
            for k in stride(from: round % 97, to: geometry.sections.count, by: 97) {
                let t = seconds { keep(snapshot.decoration(kind: "sectionBackground", at: IndexPath(section: k, item: 0))) }
                if record { luaSamples.append(t) }
                total += t
                n += 1
            }
            round += 1
            return total / Double(n)
        }
        let result = plan.interleave([{ pass(lua, record: true) }, { pass(native, record: false) }])
        let all = Samples(luaSamples)
        return [BenchmarkRow(
            name: "lazy-section", unit: .seconds, samples: result[0], reference: .init(name: "Swift", samples: result[1]),
            note: "the first query reaching a section runs section_background, separators and color_rules on it; mean per section of ~100 sections per run (target ≤ 50 µs)",
            details: ["over every section timed in Lua: median \(BenchmarkFormat.time(all.median)), p99 \(BenchmarkFormat.time(all.quantile(0.99)))"])]
    }
}
