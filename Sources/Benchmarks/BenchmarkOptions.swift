/// `lualayout bench [NAME...] [--json] [--quick] [--scaling] [--runs N]`, parsed.
struct BenchmarkOptions: Equatable {
    /// Workloads whose names contain one of these; all when empty.
    var names: [String] = []
    var json = false
    /// Three runs per arm instead of the default, and smaller query counts: for a quick
    /// look or a run under `valgrind --tool=callgrind`.
    var quick = false
    /// Also run prepare and scroll at 10k, 100k, 1M and 10M items and print the growth.
    var scaling = false
    var runs: Int?

    static let usage = "usage: lualayout bench [NAME...] [--json] [--quick] [--scaling] [--runs N]"

    /// The parsed options, or the message for a command line that does not parse.
    static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, BenchmarkUsageError> {
        var options = BenchmarkOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--scaling": options.scaling = true
            case "--runs":
                guard let text = rest.popFirst() else { return .failure(BenchmarkUsageError("--runs needs a value")) }
                guard let n = Int(text), n >= 1 else {
                    return .failure(BenchmarkUsageError("--runs: expected a number ≥ 1, got '\(text)'"))
                }
                options.runs = n
            default:
                if argument.hasPrefix("-") { return .failure(BenchmarkUsageError("unknown option '\(argument)' for bench")) }
                options.names.append(argument)
            }
        }
        return .success(options)
    }

    /// Runs per arm: `--runs`, else 3 with `--quick`, else 9.
    var plan: RunPlan { RunPlan(runs: runs ?? (quick ? 3 : 9), warmUp: true) }

    /// True when the workload was asked for (by a part of its name) or none was named.
    func selects(_ name: String) -> Bool {
        names.isEmpty || names.contains { name.contains($0) }
    }
}

/// A bench command line that does not parse.
struct BenchmarkUsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
