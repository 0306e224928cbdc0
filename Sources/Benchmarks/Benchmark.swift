/// A named measurement: the best and median of several runs of `body`, in a release build.
struct Benchmark {
    let name: String
    let runs: Int
    let body: () -> Void

    /// Runs `body` once to warm up, then `runs` times.
    func measure() -> (best: Duration, median: Duration) {
        body()
        var times: [Duration] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            body()
            times.append(ContinuousClock.now - start)
        }
        times.sort()
        return (times[0], times[times.count / 2])
    }
}

extension Duration {
    /// Seconds as a Double.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }

    /// "12.3 ms", "45.6 µs", "789 ns".
    var formatted: String {
        let s = seconds
        if s >= 1 { return format(s, "s") }
        if s >= 1e-3 { return format(s * 1e3, "ms") }
        if s >= 1e-6 { return format(s * 1e6, "µs") }
        return format(s * 1e9, "ns")
    }

    private func format(_ value: Double, _ unit: String) -> String {
        let rounded = (value * 10).rounded() / 10
        return "\(rounded) \(unit)"
    }
}
