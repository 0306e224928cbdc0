// `lualayout-bench`: the benchmark suite, a program of its own so that the shipped
// `lualayout` does not carry it. `lualayout bench ARGS` checks ARGS and runs this program,
// installed beside it, with them; it can also be run directly.
import Benchmarks
import OperatingSystem

#if canImport(Glibc)
import Glibc
#endif

#if DEBUG
StandardStreams.err("lualayout bench: warning: this is a debug build; its figures are an order of magnitude slower (swift build -c release)\n")
#endif
let status = BenchmarkSuite.run(
    arguments: Array(CommandLine.arguments.dropFirst()), log: { StandardStreams.out($0) }, error: { StandardStreams.err($0) })
exit(status)
