import Decorations
import LayoutCore
import OperatingSystem
import Rendering
import Scenes

#if canImport(Glibc)
import Glibc
#endif

// reload-100k, memory-1m and startup: the REPL's loop, the memory a layout keeps, and a
// whole process.

extension Suite {
    /// Reload a plugin, lay out 100,000 items, draw the visible rect: the REPL's loop after
    /// a save; against the same without the reload.
    func reload() -> [BenchmarkRow] {
        let host: PluginHost
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
            { seconds { _ = host.reload("separators", sceneState: nil); picture() } },
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
        let folder = "/tmp/lualayout-bench-startup-\(getpid())"
        let scene = folder + "/three.lua"
        mkdir(folder, 0o755)
        defer {
            unlink(scene)
            rmdir(folder)
        }
        guard let file = fopen(scene, "w") else { return skipped("startup", "cannot write \(scene)") }
        fputs("collection { width = 375, height = 667, scale = 2 }\nflow { itemSize = { 100, 100 } }\nsections { 3 }\n", file)
        fclose(file)
        guard let lualayout = SiblingExecutable.path(named: "lualayout"), access(lualayout, X_OK) == 0 else {
            return skipped("startup", "lualayout is not beside lualayout-bench")
        }
        var failed = false
        let result = plan.interleave([
            { seconds { failed = failed || ChildProcess.run([lualayout, "dump", scene]) != 0 } },
            { seconds { _ = ChildProcess.run(["/bin/true"]) } },
        ])
        return [BenchmarkRow(
            name: "startup", unit: .seconds, samples: result[0], reference: .init(name: "/bin/true", samples: result[1]),
            note: "spawn `lualayout dump` of a 3-cell scene and wait for it (target ≤ 50 ms)",
            details: failed ? ["the dump FAILED in some runs"] : [])]
    }
}

/// The process's memory figures from /proc/self/status, in bytes.
enum ProcessMemory {
    /// Resident now (VmRSS) and at peak (VmHWM).
    static func read() -> (resident: Int, peak: Int) {
        var resident = 0, peak = 0
        guard let file = fopen("/proc/self/status", "r") else { return (0, 0) }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let kilobytes = Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
            if text.hasPrefix("VmRSS:") { resident = kilobytes * 1024 }
            if text.hasPrefix("VmHWM:") { peak = kilobytes * 1024 }
        }
        return (resident, peak)
    }

    /// True when writing 5 to /proc/self/clear_refs resets VmHWM (Linux 4.0 and later).
    static var canResetPeak: Bool { access("/proc/self/clear_refs", W_OK) == 0 }

    /// Resets VmHWM to the current resident size.
    static func resetPeak() {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    /// Gives freed heap memory back to the system (glibc's `malloc_trim(0)`, found at run
    /// time: Swift's Glibc module does not import malloc.h), so the baseline is honest.
    static func trimHeap() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}

/// Runs a program to completion with its output discarded.
enum ChildProcess {
    /// The exit status, or -1 when it could not start.
    static func run(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }
}
