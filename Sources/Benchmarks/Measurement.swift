/// Repeated measurements of one quantity (seconds, nanoseconds or bytes): the median and
/// the spread, never a single best run.
struct Samples {
    /// The values, sorted ascending.
    let sorted: [Double]

    init(_ values: [Double]) { sorted = values.sorted() }

    var count: Int { sorted.count }
    var min: Double { sorted.first ?? .nan }
    var max: Double { sorted.last ?? .nan }
    /// The median: the middle value, or the mean of the two middle values.
    var median: Double { quantile(0.5) }
    var q1: Double { quantile(0.25) }
    var q3: Double { quantile(0.75) }

    /// Linear interpolation between the closest ranks (R-7, numpy's default).
    func quantile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let h = Double(sorted.count - 1) * p
        let low = Int(h.rounded(.down)), high = Swift.min(low + 1, sorted.count - 1)
        return sorted[low] + (h - Double(low)) * (sorted[high] - sorted[low])
    }
}

/// How many times each arm runs, and whether a warm-up run (not recorded) goes first.
struct RunPlan {
    var runs: Int
    var warmUp: Bool

    /// Runs the arms `runs` times each, interleaved (A B, then B A, ...): load that
    /// changes during the measurement falls on every arm alike. Each arm returns the value
    /// it measured (usually the seconds of its timed part; see `seconds(_:)`).
    func interleave(_ arms: [() -> Double]) -> [Samples] {
        if warmUp { for arm in arms { _ = arm() } }
        var values = Array(repeating: [Double](), count: arms.count)
        for run in 0..<runs {
            let order = run % 2 == 0 ? Array(arms.indices) : Array(arms.indices.reversed())
            for i in order { values[i].append(arms[i]()) }
        }
        return values.map(Samples.init)
    }
}

/// The seconds `body` takes.
@inline(never)
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    return (ContinuousClock.now - start).seconds
}

/// The seconds `make` takes to give its result, which is freed after the clock stops; the
/// seconds freeing takes go to `teardown`. Preparing a layout ends when the layout is ready:
/// freeing it is not part of it (and the floor it is compared with frees nothing), so it is
/// timed apart and reported beside (`lualayout bench` before 2026-12-01 timed both together).
@inline(never)
func secondsToMake<T>(_ make: () -> T, teardown: inout [Double]) -> Double {
    let start = ContinuousClock.now
    var made: T? = make()
    let end = ContinuousClock.now
    keep(made)
    made = nil
    teardown.append((ContinuousClock.now - end).seconds)
    return (end - start).seconds
}

/// `secondsToMake` for an arm whose freeing is not reported.
func secondsToMake<T>(_ make: () -> T) -> Double {
    var ignored: [Double] = []
    return secondsToMake(make, teardown: &ignored)
}

extension Duration {
    /// Seconds as a Double.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}

/// Keeps a value alive and opaque to the optimiser, so measured work is not removed.
@inline(never)
func keep<T>(_ value: T) { withExtendedLifetime(value) {} }
