import Glibc
import LuaRuntime
import XCTest

/// Measures the cost of the CPU limits. Prints figures; asserts no times.
/// Run in release: `LUALAYOUT_BENCH=1 swift test -c release --filter LuaLimitsBenchmarkTests`.
/// Figures from the dev VM are recorded in CLuaShim's limits.c.
final class LuaLimitsBenchmarkTests: XCTestCase {
    private let variants: [(String, LuaLimits)] = [
        ("no limits", .none),
        ("deadline (watchdog)", LuaLimits(timeout: .seconds(60))),
        ("instruction budget (count hook)", LuaLimits(instructions: Int(Int32.max))),
    ]

    override func setUpWithError() throws {
        try XCTSkipUnless(getenv("LUALAYOUT_BENCH") != nil, "set LUALAYOUT_BENCH=1 to run benchmarks")
    }

    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_MONOTONIC, &a)
        try body()
        clock_gettime(CLOCK_MONOTONIC, &b)
        return Double(b.tv_sec - a.tv_sec) + Double(b.tv_nsec - a.tv_nsec) / 1e9
    }

    func testBenchmark_TightLoop_PerIteration() throws {
        let n = 20_000_000
        for (name, limits) in variants {
            let state = try LuaState()
            state.limits = limits
            let best = try (0..<3).map { _ in
                try seconds { _ = try state.execute("local x = 0 for i = 1, \(n) do x = x + i end return x") }
            }.min()!
            print(String(format: "tight loop, %@: %.2f ns/iteration", name, best * 1e9 / Double(n)))
        }
    }

    func testBenchmark_HookCall_PerCall() throws {
        let n = 1_000_000
        for (name, limits) in variants {
            let state = try LuaState()
            state.limits = limits
            let hook = try XCTUnwrap(state.execute("return function(s, out) out[1] = s[1] + s[8] end").first)
            guard case .function(let ref) = hook else { return XCTFail() }
            let mark = state.top
            let best = try (0..<3).map { _ in
                try seconds {
                    for i in 0..<n {
                        state.push(ref)
                        state.createTable(narr: 8, nrec: 0)
                        for k in 1...8 { state.rawSetIndex(-1, Int64(k), number: Double(i + k)) }
                        state.createTable(narr: 1, nrec: 0)
                        try state.call(arguments: 2, results: 0)
                        state.setTop(mark)
                    }
                }
            }.min()!
            print(String(format: "hook call with 8-number table, %@: %.0f ns/call", name, best * 1e9 / Double(n)))
        }
    }

    func testBenchmark_StateCreation() throws {
        let n = 2000
        let best = try (0..<3).map { _ in try seconds { for _ in 0..<n { _ = try LuaState() } } }.min()!
        let state = try LuaState()
        print(String(format: "new sandboxed state + close: %.1f µs, %d bytes", best * 1e6 / Double(n), state.memoryUsed))
    }
}
