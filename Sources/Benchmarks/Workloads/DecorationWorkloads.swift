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
    func luaHost() -> Result<ConfiguredHost, BenchmarkUsageError> {
        let host = ConfiguredHost(searchPath: .standard(), uses: Suite.pluginUses)
        let errors = host.problems
        guard errors.isEmpty else {
            return .failure(BenchmarkUsageError("cannot load the bundled plugins: \(errors.map(\.description).joined(separator: "; "))"))
        }
        return .success(host)
    }

    /// The same three plugins, written in Swift, in a host of their own.
    func nativeHost() -> ConfiguredHost {
        let host = ConfiguredHost(searchPath: PluginSearchPath(folders: []), uses: [])
        host.register(NativeSectionBackground())
        host.register(NativeSeparators())
        host.register(NativeColorRules())
        return host
    }

    /// One eager pass: layout, snapshot, every section decorated. Returns (total, plugins).
    @inline(never)
    func decoratePass(_ host: ConfiguredHost) -> (total: Double, plugins: Double) {
        host.invalidateCache()
        var pass: PluginPass?
        let total = seconds { pass = host.pass(for: self.scenes.gridGeometry(), eager: true) }
        keep(pass?.snapshot)
        return (total, pass?.timing.plugins.seconds ?? 0)
    }

    func decorate() -> [BenchmarkRow] {
        let lua: ConfiguredHost
        switch luaHost() {
        case .success(let host): lua = host
        case .failure(let problem): return skipped("decorate-1m", problem.message)
        }
        let native = nativeHost()
        // The least plugins in the same turns, when they load: a bound under the Lua arm.
        let least = try? leastDecorationHost().get()
        var pluginTimes: [[Double]] = [[], [], []]
        let arms: [ConfiguredHost] = [lua, native] + (least.map { [$0] } ?? [])
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
                note: "the plugin work alone (the host's time in section hooks) of the same runs (target ≤ 3x)",
                details: [leastDecorationDetail(least: least == nil ? nil : plugins[2], swift: plugins[1])]),
        ]
    }

    /// The least plugins that make the three bundled plugins' calls into the host for the
    /// same decorations: a background per section from `s.frame`; a separator per line
    /// from `s:line`; one `out:style` per section. No options, selectors, directions or
    /// insets are read: what they cost is what Lua costs before a plugin decides anything.
    func leastDecorationHost() -> Result<ConfiguredHost, BenchmarkUsageError> {
        let sources = [
            "least_background": """
                local M = { name = "least_background", api = 1, defaults = {} }
                function M.section(s, opts, out)
                  local f = s.frame
                  out:add(out:kind("sectionBackground", { zIndex = -1, color = "#F2F2F7" }), f.x, f.y, f.width, f.height)
                end
                return M
                """,
            "least_separators": """
                local M = { name = "least_separators", api = 1, defaults = {} }
                function M.section(s, opts, out)
                  local h, line_of = out:kind("separator", { zIndex = 1, color = "#C6C6C8" }), s.line
                  for j = 2, s.lineCount do
                    local x, y, w = line_of(s, j)
                    out:add(h, x, y - 0.25, w, 0.5)
                  end
                end
                return M
                """,
            "least_style": """
                local M = { name = "least_style", api = 1, defaults = {} }
                function M.section(s, opts, out)
                  out:style("cell", "even", { color = "#FFFFFF" })
                end
                return M
                """,
        ]
        let uses = ["least_background", "least_separators", "least_style"].map { InlinePlugins.use($0) }
        return InlinePlugins.hosts(sources: sources, configurations: [uses]).map { $0[0] }
    }

    /// `the least Lua plugins ...: 276.1 ms, 2.54x Swift`.
    func leastDecorationDetail(least: Samples?, swift: Samples) -> String {
        guard let least else { return "the least Lua plugins: not measured (they could not be written or loaded)" }
        return "the least Lua plugins making the same host calls (a background from s.frame, a separator per line "
            + "from s:line, one out:style; no options read), in the same turns: \(BenchmarkFormat.time(least.median)), "
            + "\(BenchmarkFormat.ratioText(least.median / swift.median)) Swift"
    }

    /// The cost of one more decoration: a plugin emitting 100 decorations per section
    /// against the same plugin emitting none, over 10,000 sections; in Lua and in Swift.
    func emit() -> [BenchmarkRow] {
        let source = """
            local M = { name = "emitter", api = 1, defaults = { n = 0 } }
            function M.section(s, opts, out)
              local h = out:kind("mark", { color = "#FF0000" })
              local y = s.frame.y
              for i = 1, opts.n do out:add(h, i, y, 1, 1) end
            end
            return M
            """
        let emitters: [ConfiguredHost]
        switch InlinePlugins.hosts(
            sources: ["emitter": source],
            configurations: [100, 0].map { [InlinePlugins.use("emitter", ["n": .integer(Int64($0))])] })
        {
        case .success(let hosts): emitters = hosts
        case .failure(let problem): return skipped("emit", problem.message)
        }
        let geometry = scenes.gridGeometry()
        func native(_ n: Int) -> ConfiguredHost {
            let host = ConfiguredHost(searchPath: PluginSearchPath(folders: []), uses: [])
            host.register(NativeEmitter(count: n))
            return host
        }
        let hosts = emitters + [native(100), native(0)]
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
        let lua: ConfiguredHost
        switch luaHost() {
        case .success(let host): lua = host
        case .failure(let problem): return skipped("lazy-section", problem.message)
        }
        let native = nativeHost()
        let geometry = scenes.gridGeometry()
        var luaSamples: [Double] = []
        var round = 0
        func pass(_ host: ConfiguredHost, record: Bool) -> Double {
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
