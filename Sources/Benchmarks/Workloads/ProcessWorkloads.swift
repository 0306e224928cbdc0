import Decorations
import LayoutCore
import OperatingSystem
import Rendering
import Scenes

// reload-100k, memory-1m and startup: the REPL's loop, the memory a layout keeps, and a
// whole process.

extension Suite {
    /// Reload a plugin, lay out 100,000 items, draw the visible rect: the REPL's loop after
    /// a save; against the same without the reload.
    func reload() -> [BenchmarkRow] {
        let host: ConfiguredHost
        switch luaHost() {
        case .success(let h): host = h
        case .failure(let problem): return skipped("reload-100k", problem.message)
        }
        let sections = scenes.gridSections(items: 100_000)
        let renderer = TerminalRenderer(options: .init(columns: 100, colorMode: .trueColor))
        func picture() {
            let snapshot = host.snapshot(for: scenes.flowGeometry(scenes.grid, sections))
            let visible = scenes.metrics.bounds
            keep(renderer.render(elements: snapshot.elements(in: visible), contentSize: snapshot.contentSize, rect: visible))
        }
        let result = plan.interleave([
            { seconds { host.reload("separators"); picture() } },
            { seconds { picture() } },
        ])
        return [BenchmarkRow(
            name: "reload-100k", unit: .seconds, samples: result[0], reference: .init(name: "without the reload", samples: result[1]),
            note: "reload the separators plugin, lay out 100,000 items, draw the visible rect in the terminal (target ≤ 100 ms)")]
    }

    /// Bytes per cell at peak (while laying out) and kept (the snapshot alone), for the
    /// 1,000,000-cell grid laid out and indexed, without decorations.
    func memory() -> [BenchmarkRow] {
        var peak: [Double] = [], kept: [Double] = []
        let cells = 1_000_000.0
        for _ in 0..<Swift.max(plan.runs / 3, 1) {
            ProcessMemory.trimHeap()
            let base = ProcessMemory.read()
            ProcessMemory.resetPeak()
            let snapshot = LayoutSnapshot(geometry: scenes.gridGeometry())
            let after = ProcessMemory.read()
            peak.append(Double(after.peak - base.resident) / cells)
            kept.append(Double(after.resident - base.resident) / cells)
            keep(snapshot)
        }
        let floor = Samples([32])
        let canReset = ProcessMemory.canResetPeak
        return [
            BenchmarkRow(
                name: "memory-1m-peak", unit: .bytesPerElement, samples: Samples(peak), reference: .init(name: "the frames alone", samples: floor),
                note: "resident memory at peak (VmHWM) above the start, per cell, while laying out and indexing 1,000,000 cells (target ≤ 64 B/element)",
                details: canReset ? [] : ["the peak could not be reset (/proc/self/clear_refs): it may include earlier workloads"]),
            BenchmarkRow(
                name: "memory-1m-kept", unit: .bytesPerElement, samples: Samples(kept), reference: .init(name: "the frames alone", samples: floor),
                note: "resident memory (VmRSS) the snapshot keeps, per cell, once the layout is done"),
        ]
    }

    /// A whole process: `lualayout dump` of a 3-cell scene, against spawning /bin/true.
    func startup() -> [BenchmarkRow] {
        guard let folder = TemporaryFolder.make(prefix: "lualayout-bench-startup") else {
            return skipped("startup", "cannot make a temporary folder: \(TextFile.lastErrorDescription)")
        }
        defer { TemporaryFolder.remove(folder) }
        let scene = folder + "/three.lua"
        let text = "collection { width = 375, height = 667, scale = 2 }\nflow { itemSize = { 100, 100 } }\nsections { 3 }\n"
        if let failure = TextFile.write(text, to: scene) { return skipped("startup", failure) }
        guard let lualayout = SiblingExecutable.path(named: "lualayout"), FileStatus.isExecutable(lualayout) else {
            return skipped("startup", "lualayout is not beside lualayout-bench")
        }
        var failed = false
        let result = plan.interleave([
            { seconds { failed = failed || ChildProcess.run([lualayout, "dump", scene], discardingOutput: true) != 0 } },
            { seconds { _ = ChildProcess.run(["/bin/true"], discardingOutput: true) } },
        ])
        return [BenchmarkRow(
            name: "startup", unit: .seconds, samples: result[0], reference: .init(name: "/bin/true", samples: result[1]),
            note: "spawn `lualayout dump` of a 3-cell scene and wait for it (target ≤ 50 ms)",
            details: failed ? ["the dump FAILED in some runs"] : [])]
    }
}
