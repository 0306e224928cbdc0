import SeededRandom

/// The tests' seeded generator is the package's one (SeededRandom).
public typealias SeededGenerator = SeededRandom.SeededGenerator
