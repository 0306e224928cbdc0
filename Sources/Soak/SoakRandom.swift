/// A deterministic random number generator (SplitMix64): a soak run with the same seed
/// makes the same scenes, edits and queries, so a failure it prints can be replayed.
struct SoakRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// A number with a few decimals, as scenes write them (halves and thirds of points).
    mutating func number(_ range: ClosedRange<Int>) -> String {
        let whole = int(range)
        return pick(["\(whole)", "\(whole).5", "\(whole).25", "\(whole) / 3"])
    }
}
