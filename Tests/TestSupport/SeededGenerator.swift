import SeededRandom

/// The tests' seeded generator is the package's one (SeededRandom).
public typealias SeededGenerator = SeededRandom.SeededGenerator

#if canImport(Glibc)
import Glibc
#endif

/// The seed a randomized test runs with: `LUALAYOUT_SEED` when it is set (to replay a run
/// whose printed seed failed), else `fixed`, so that the suite is the same on every run.
public func testSeed(_ fixed: UInt64) -> UInt64 {
    guard let text = getenv("LUALAYOUT_SEED"), let seed = UInt64(String(cString: text)) else { return fixed }
    return seed
}
