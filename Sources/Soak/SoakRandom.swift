import SeededRandom

/// The soak's draws, from the package's seeded generator: a soak run with the same seed
/// makes the same scenes, edits and queries, so a failure it prints can be replayed.
struct SoakRandom: RandomNumberGenerator {
    private var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// A number with a few decimals, as scenes write them (halves and thirds of points).
    mutating func number(_ range: ClosedRange<Int>) -> String {
        let whole = int(range)
        return pick(["\(whole)", "\(whole).5", "\(whole).25", "\(whole) / 3"])
    }
}
