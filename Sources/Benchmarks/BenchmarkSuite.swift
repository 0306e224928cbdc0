import LayoutCore

/// `lualayout bench`: the figures issue 13 asks for, measured in this process (startup in a
/// child process). Every row is a median with its spread over repeated runs and, where it
/// has one, the ratio to a reference measured in the same run, the two arms interleaved.
/// Run it from a release build (`./Scripts/bench`); a debug build is an order of magnitude
/// slower.
public enum BenchmarkSuite {
    /// Parses `[NAME...] [--json] [--quick] [--scaling] [--runs N]`, runs the workloads
    /// whose names contain one of the NAMEs (all when none is given) and writes the report
    /// to `log`. Returns the exit status: 2 with a message on `error` for a bad command line.
    public static func run(arguments: [String], log: @escaping (String) -> Void, error: (String) -> Void) -> Int32 {
        switch BenchmarkOptions.parse(arguments) {
        case .failure(let problem):
            error("lualayout bench: \(problem.message)\n\(BenchmarkOptions.usage)\n")
            return 2
        case .success(let options):
            return Suite(options: options, log: log).run()
        }
    }

    /// The workload names, in the order they run.
    public static var workloadNames: [String] { Suite.workloads.map(\.name) }
}

/// Runs the selected workloads and prints their rows.
final class Suite {
    let options: BenchmarkOptions
    let log: (String) -> Void
    let scenes = BenchScenes()

    init(options: BenchmarkOptions, log: @escaping (String) -> Void) {
        self.options = options
        self.log = log
    }

    var plan: RunPlan { options.plan }

    /// A workload: its name and the rows it measures.
    struct Workload: Sendable {
        var name: String
        var run: @Sendable (Suite) -> [BenchmarkRow]
    }

    static let workloads: [Workload] = [
        Workload(name: "prepare-grid-1m", run: { $0.prepareGrid() }),
        Workload(name: "prepare-grid-1m-one-section", run: { $0.prepareGridOneSection() }),
        Workload(name: "prepare-rows-100k", run: { $0.prepareRows() }),
        Workload(name: "prepare-compositional-1m", run: { $0.prepareCompositional() }),
        Workload(name: "prepare-orthogonal-10k", run: { $0.prepareOrthogonal() }),
        Workload(name: "visible-items-20", run: { $0.visibleItems() }),
        Workload(name: "decorate-1m", run: { $0.decorate() }),
        Workload(name: "emit", run: { $0.emit() }),
        Workload(name: "lazy-section", run: { $0.lazySection() }),
        Workload(name: "scroll-1m", run: { $0.scroll() }),
        Workload(name: "reload-100k", run: { $0.reload() }),
        Workload(name: "update-1m", run: { $0.updateOneItem() }),
        Workload(name: "resize-1m", run: { $0.resizeOneItem(grows: false) }),
        Workload(name: "resize-1m-grow", run: { $0.resizeOneItem(grows: true) }),
        Workload(name: "diff-1m", run: { $0.diffMillion() }),
        Workload(name: "memory-1m", run: { $0.memory() }),
        Workload(name: "startup", run: { $0.startup() }),
        Workload(name: "serve-save", run: { $0.serveSave() }),
        Workload(name: "serve-orthogonal-step", run: { $0.serveOrthogonalStep() }),
        Workload(name: "waterfall-1m", run: { $0.waterfall() }),
        Workload(name: "window-scroll-10m", run: { $0.windowedScroll() }),
        Workload(name: "window-cold-10m", run: { $0.windowedColdDump() }),
        Workload(name: "window-memory-10m", run: { $0.windowedMemory() }),
        Workload(name: "settle-compositional-1m", run: { $0.settleCompositional() }),
        Workload(name: "size-hook-1m", run: { $0.sizeHook() }),
        Workload(name: "resize-compositional-1m", run: { $0.resizeCompositional() }),
    ]

    func run() -> Int32 {
        // A name that selects a workload exactly runs that one only (prepare-grid-1m does
        // not also run prepare-grid-1m-one-section).
        let exact = Suite.workloads.filter { options.names.contains($0.name) }
        let selected = exact.count == options.names.count && !exact.isEmpty
            ? exact : Suite.workloads.filter { options.selects($0.name) }
        if selected.isEmpty && !options.scaling && !options.names.isEmpty {
            log("lualayout bench: no workload matches \(options.names.joined(separator: ", ")); the workloads: "
                + Suite.workloads.map(\.name).joined(separator: ", ") + "\n")
            return 2
        }
        if !options.json {
            log("lualayout bench: median, min and max of \(plan.runs) runs per arm (after a warm-up run); "
                + "a ratio compares two arms whose runs were interleaved in this process\n\n")
        }
        if !options.scaling || !options.names.isEmpty {
            for workload in selected {
                for row in workload.run(self) { emit(row) }
            }
        }
        if options.scaling { scaling() }
        return 0
    }

    func emit(_ row: BenchmarkRow) {
        log(options.json ? BenchmarkFormat.json(row) : BenchmarkFormat.text(row))
    }

    /// A message for a workload that could not run (the bundled plugins missing).
    func skipped(_ name: String, _ why: String) -> [BenchmarkRow] {
        log("\(name): not run: \(why)\n")
        return []
    }
}
