import Decorations
import LayoutCore
import LuaRuntime
import OperatingSystem
import PluginContract
import Rendering

/// Issue 36 (R24): decorations of one long section by windows of lines. A screenful
/// scrolling through ten million rows against the same in a thousand; a cold
/// `lualayout dump --rect` of a ten-million-row list with list_separators against the same
/// command without it; resident memory per row with the plugins against without.
extension Suite {
    /// The plugins of the windowed scroll: separators, row backgrounds and colour rules.
    static let windowedUses: [PluginUse] = [
        PluginUse(name: "separators", options: .table(LuaTable()), file: "bench", line: nil),
        PluginUse(name: "row_background", options: ["lines": "even"], file: "bench", line: nil),
        PluginUse(name: "color_rules", options: ["rules": [["items": "odd", "color": "#F2F2F7"]]], file: "bench", line: nil),
    ]

    /// One section of `rows` full-width rows, 44 points tall, no spacing: a feed.
    func feedGeometry(rows: Int) -> LayoutGeometry {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 375, height: 44)
        c.minimumLineSpacing = 0
        return scenes.flowGeometry(c, [FlowSection(itemCount: rows)])
    }

    func windowedHost() -> Result<ConfiguredHost, BenchmarkUsageError> {
        let host = ConfiguredHost(searchPath: .standard(), uses: Suite.windowedUses)
        let errors = host.problems
        guard errors.isEmpty else {
            return .failure(BenchmarkUsageError("cannot load the bundled plugins: \(errors.map(\.description).joined(separator: "; "))"))
        }
        return .success(host)
    }

    func windowedScroll() -> [BenchmarkRow] {
        let host: ConfiguredHost
        switch windowedHost() {
        case .success(let loaded): host = loaded
        case .failure(let problem): return skipped("window-scroll-10m", problem.message)
        }
        let long = feedGeometry(rows: 10_000_000), short = feedGeometry(rows: 1_000)
        let queries = 100
        var runs: [UInt64] = [0, 0]
        let result = plan.interleave([
            {
                runs[0] += 1
                return self.scrollPass(host, long, self.scrollRects(count: queries, seed: runs[0], height: long.contentSize.height))
            },
            {
                runs[1] += 1
                return self.scrollPass(host, short, self.scrollRects(count: queries, seed: runs[1], height: short.contentSize.height))
            },
        ])
        // What a screenful holds, and what the snapshot kept after a scroll.
        host.invalidateCache()
        let pass = host.pass(for: long)
        let rects = scrollRects(count: queries, seed: 7, height: long.contentSize.height)
        var decorations = 0
        for rect in rects { decorations += pass.snapshot.elements(in: rect).count { $0.category == .decoration } }
        return [BenchmarkRow(
            name: "window-scroll-10m", unit: .seconds, samples: result[0], reference: .init(name: "1,000-row section", samples: result[1]),
            note: "per query: a screenful scrolled by 250 points, \(queries) queries per run on a fresh snapshot, through one section of "
                + "10,000,000 rows with separators, row_background and color_rules (windowed: windows of 256 lines decorated when first "
                + "reached); reference: the same queries in a section of 1,000 rows, decorated whole (target ≤ 50 µs, within 2x)",
            details: [
                "decorations per screenful: \(decorations / queries); errors: \(pass.errors.count); windows kept after the scroll: "
                    + "\(pass.snapshot.windowsKept)",
            ])]
    }

    /// The cold first screenful of a ten-million-row list: a whole `lualayout dump --rect`
    /// process, with list_separators against without.
    func windowedColdDump() -> [BenchmarkRow] {
        let name = "window-cold-10m"
        guard let folder = TemporaryFolder.make(prefix: "lualayout-bench-window") else {
            return skipped(name, "cannot make a temporary folder: \(TextFile.lastErrorDescription)")
        }
        defer { TemporaryFolder.remove(folder) }
        let plain = "collection { width = 375, height = 667, scale = 2 }\nlist { appearance = \"plain\", rowHeight = 44 }\nsections { 10000000 }\n"
        let with = folder + "/with.lua", without = folder + "/without.lua"
        if let failure = TextFile.write(plain + "use(\"list_separators\")\n", to: with) ?? TextFile.write(plain, to: without) {
            return skipped(name, failure)
        }
        guard let lualayout = SiblingExecutable.path(named: "lualayout"), FileStatus.isExecutable(lualayout) else {
            return skipped(name, "lualayout is not beside lualayout-bench")
        }
        let rect = "0,300000000,375,667"
        var failed = false
        let result = plan.interleave([
            { seconds { failed = failed || ChildProcess.run([lualayout, "dump", with, "--rect", rect], discardingOutput: true) != 0 } },
            { seconds { failed = failed || ChildProcess.run([lualayout, "dump", without, "--rect", rect], discardingOutput: true) != 0 } },
        ])
        return [BenchmarkRow(
            name: name, unit: .seconds, samples: result[0], reference: .init(name: "without the plugin", samples: result[1]),
            note: "a whole process: `lualayout dump --rect` of the first screenful at 300,000,000 pt of a 10,000,000-row list with "
                + "list_separators (windowed); reference: the same command without the plugin (target ≤ 1.2x)",
            details: failed ? ["a dump FAILED in some runs"] : [])]
    }

    /// Resident memory per row of a ten-million-row section laid out, indexed and a few
    /// screenfuls queried, with the three windowed plugins against without.
    func windowedMemory() -> [BenchmarkRow] {
        let name = "window-memory-10m"
        if case .failure(let problem) = windowedHost() { return skipped(name, problem.message) }
        let rows = 10_000_000.0
        var with: [Double] = [], without: [Double] = []
        for _ in 0..<Swift.max(plan.runs / 5, 1) {
            for plugins in [true, false] {
                // A host of its own each time: nothing of an earlier run is kept (LineCheckCache).
                let host = plugins ? try? windowedHost().get() : nil
                ProcessMemory.trimHeap()
                let base = ProcessMemory.read()
                let geometry = feedGeometry(rows: Int(rows))
                let snapshot = host.map { $0.snapshot(for: geometry) } ?? LayoutSnapshot(geometry: geometry)
                for rect in scrollRects(count: 20, seed: 3, height: geometry.contentSize.height, step: 5_000_000) {
                    keep(snapshot.elements(in: rect))
                }
                let after = ProcessMemory.read()
                (plugins ? { with.append($0) } : { without.append($0) })(Double(after.resident - base.resident) / rows)
                keep(snapshot)
            }
        }
        return [BenchmarkRow(
            name: name, unit: .bytesPerElement, samples: Samples(with), reference: .init(name: "without plugins", samples: Samples(without)),
            note: "resident memory (VmRSS) above the start, per row, for one section of 10,000,000 rows laid out, indexed and 20 "
                + "screenfuls queried across it, with separators, row_background and color_rules (windowed); reference: the same "
                + "without plugins (target: within 10%)")]
    }
}
