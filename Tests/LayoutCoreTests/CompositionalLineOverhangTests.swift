@testable import LayoutCore
import TestSupport
import XCTest

/// The compositional layout records, while stamping groups, how far items reach out of their
/// lines (one line per repetition of the root group), as the flow layout does: the snapshot
/// then needs no rescan of every frame. The recorded value must equal a rescan.
final class CompositionalLineOverhangTests: XCTestCase {
    func testRecordedOverhang_EqualsARescanOfTheFrames_OnSeededScenes() throws {
        var sectionsWithOverhang = 0
        for seed in 0..<300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            func length(_ limit: Int) -> Double {
                Double(Int.random(in: 1...limit, using: &g)) + [0, 0.25, 0.5, 1.0 / 3.0, 0.7].randomElement(using: &g)!
            }
            let vertical = Bool.random(using: &g)
            var sections: [CompositionalSection?] = []
            var counts: [Int] = []
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let columns = Double(Int.random(in: 1...4, using: &g))
                // Items as long as their group, off the pixel grid: rounding moves some out of
                // their line; others shorter and inset.
                let full = Bool.random(using: &g)
                let inset = full ? 0 : length(3)
                let fraction = full ? 1 : Double(Int.random(in: 5...10, using: &g)) / 10
                let leaf = vertical
                    ? item(.fractionalWidth(1 / columns), .fractionalHeight(fraction), insets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
                    : item(.fractionalWidth(fraction), .fractionalHeight(1 / columns), insets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
                let root = vertical
                    ? group(.horizontal, .fractionalWidth(1), .absolute(length(90)), [leaf], spacing: .fixed(length(6)))
                    : group(.vertical, .absolute(length(90)), .fractionalHeight(1), [leaf], spacing: .fixed(length(6)))
                sections.append(CompositionalSection(group: root, interGroupSpacing: length(8)))
                counts.append(Int.random(in: 0...30, using: &g))
            }
            if Bool.random(using: &g) { sections.append(nil); counts.append(0) }
            var configuration = CompositionalLayoutConfiguration()
            configuration.scrollDirection = vertical ? .vertical : .horizontal
            let geometry = try compositional(
                sections, counts: counts, width: length(400), height: length(600), scale: [1, 2, 3].randomElement(using: &g)!,
                configuration: configuration)
            let axis = geometry.scrollDirection.scrollAxis
            for section in geometry.sections {
                let recorded = try XCTUnwrap(section.knownLineOverhang.value, "seed \(seed): the layout recorded no overhang")
                XCTAssertEqual(recorded.axis, axis, "seed \(seed)")
                let rescanned = LineOverhang.scan(itemFrames: section.itemFrames, lines: section.lines, axis: axis)
                XCTAssertEqual(recorded.distance, rescanned, "seed \(seed) section \(section.index)")
                if rescanned > 0 { sectionsWithOverhang += 1 }
            }
        }
        // Not vacuous: rounding does move items out of their lines in some of these scenes.
        XCTAssertGreaterThan(sectionsWithOverhang, 10)
    }
}
