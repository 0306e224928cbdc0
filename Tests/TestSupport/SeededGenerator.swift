import OperatingSystem
import SeededRandom

/// The tests' seeded generator is the package's one (SeededRandom).
public typealias SeededGenerator = SeededRandom.SeededGenerator

/// The seed a randomized test runs with: `LUALAYOUT_SEED` when it is set (to replay a run
/// whose printed seed failed), else `fixed`, so that the suite is the same on every run.
public func testSeed(_ fixed: UInt64) -> UInt64 {
    ProcessEnvironment.current["LUALAYOUT_SEED"].flatMap { UInt64($0) } ?? fixed
}
