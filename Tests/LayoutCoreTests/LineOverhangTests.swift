@testable import LayoutCore
import TestSupport
import XCTest

/// The flow layout records, while placing items, how far they reach out of their lines
/// (the snapshot widens line bands by it instead of rescanning every frame). The recorded
/// value must equal a rescan of the frames, and a rect query must still find every item.
final class LineOverhangTests: XCTestCase {
    /// A seeded flow scene mixing grid and row-path sections, both directions, scales 1-3
    /// and sizes off the pixel grid, so that rounding moves centred items out of their lines.
    private func randomGeometry(seed: UInt64) throws -> LayoutGeometry {
        var g = SeededGenerator(seed: seed)
        let vertical = Bool.random(using: &g)
        let width = Double(Int.random(in: 200...500, using: &g)), height = Double(Int.random(in: 200...700, using: &g))
        func length(_ limit: Int) -> Double {
            Double(Int.random(in: 1...limit, using: &g)) + [0, 0.25, 0.5, 1.0 / 3.0, 0.7].randomElement(using: &g)!
        }
        var sections: [FlowSection] = []
        for _ in 0..<Int.random(in: 1...6, using: &g) {
            let count = Int.random(in: 0...40, using: &g)
            var section = FlowSection(itemCount: count, minimumLineSpacing: length(12), minimumInteritemSpacing: length(12))
            if Bool.random(using: &g) { section.itemSizes = (0..<count).map { _ in S(length(120), length(120)) } }
            if Bool.random(using: &g) { section.headerReferenceSize = S(length(60), length(60)) }
            sections.append(section)
        }
        var configuration = FlowLayoutConfiguration()
        configuration.scrollDirection = vertical ? .vertical : .horizontal
        configuration.itemSize = S(length(120), length(120))
        let metrics = CollectionViewMetrics(
            size: Size(width: width, height: height), scale: [1, 2, 3].randomElement(using: &g)!)
        return try FlowLayout.layout(configuration: configuration, sections: sections, collectionView: metrics)
    }

    func testRecordedOverhang_EqualsARescanOfTheFrames_OnSeededScenes() throws {
        var rowSectionsWithOverhang = 0
        for seed in 0..<500 as Range<UInt64> {
            let geometry = try randomGeometry(seed: seed)
            let axis = geometry.scrollDirection.scrollAxis
            for section in geometry.sections {
                let recorded = try XCTUnwrap(section.knownLineOverhang.value, "seed \(seed): the layout recorded no overhang")
                XCTAssertEqual(recorded.axis, axis, "seed \(seed)")
                let rescanned = LineOverhang.scan(itemFrames: section.itemFrames, lines: section.lines, axis: axis)
                XCTAssertEqual(recorded.distance, rescanned, "seed \(seed) section \(section.index)")
                if rescanned > 0 { rowSectionsWithOverhang += 1 }
            }
        }
        // Not vacuous: rounding does move items out of their lines in some of these scenes.
        XCTAssertGreaterThan(rowSectionsWithOverhang, 10)
    }

    /// The layout also records whether a section's lines are in order (their starts and ends
    /// never decrease), which the snapshot's line index would otherwise find by a walk.
    func testRecordedLineOrder_EqualsAWalkOfTheLines_OnSeededScenes() throws {
        var outOfOrder = 0, sections = 0
        for seed in 0..<500 as Range<UInt64> {
            let geometry = try randomGeometry(seed: seed)
            let axis = geometry.scrollDirection.scrollAxis
            for section in geometry.sections {
                let recorded = try XCTUnwrap(section.knownLineOverhang.value?.linesInOrder, "seed \(seed): no order recorded")
                XCTAssertEqual(recorded, LineIndex.inOrder(section.lines, axis), "seed \(seed) section \(section.index)")
                if !recorded { outOfOrder += 1 }
                sections += 1
            }
        }
        print("sections out of order: \(outOfOrder) of \(sections)")
        XCTAssertGreaterThan(sections, 1000)
    }

    /// The flag fits in padding: the recorded value, and so `SectionLayout` (a value every
    /// module copies), keep their size, and modules built before the flag still agree with
    /// LayoutCore on the section's layout (SwiftPM does not rebuild them for an internal field).
    func testTheRecordedOrderFitsInTheRecordsPadding() {
        XCTAssertEqual(MemoryLayout<LineOverhang?>.size, 16)
    }

    func testGridSections_HaveNoOverhang() throws {
        let snapshot = try flowSnapshot(
            scale: 3, configure: { $0.itemSize = S(100.3, 77.7) }, sections: [FlowSection(itemCount: 50)])
        XCTAssertEqual(snapshot.geometry.sections[0].lineOverhang(along: .vertical), 0)
    }

    func testCentredItemRoundedOutOfItsLine_IsFoundByARectQueryBelowTheLine() throws {
        // The line starts at 0.3 (under a 0.3-point header) and is 21 points thick; the
        // 20.5-point item is centred 0.25 lower, at 0.55, which rounds to 1 at scale 1,
        // while the line's band rounds to 0: the item ends at 21.5, half a point below it.
        let snapshot = try flowSnapshot(
            scale: 1, configure: { $0.headerReferenceSize = S(0, 0.3) },
            sections: [FlowSection(itemCount: 2, itemSizes: [S(100, 21), S(100, 20.5)])])
        let section = snapshot.geometry.sections[0]
        XCTAssertEqual(section.lines[0].frame, R(0, 0, 375, 21))
        XCTAssertEqual(section.itemFrames[1], R(110, 1, 100, 20.5))
        XCTAssertEqual(section.lineOverhang(along: .vertical), 0.5)
        XCTAssertEqual(snapshot.elements(in: R(0, 21.1, 375, 0.2)).map(\.indexPath), [IndexPath(section: 0, item: 1)])
    }

    func testChangedFrames_ForgetTheRecordedOverhang_AndQueriesStillFindTheItems() throws {
        let snapshot = try flowSnapshot(sections: [FlowSection(itemCount: 6)])
        var geometry = snapshot.geometry
        XCTAssertEqual(geometry.sections[0].lineOverhang(along: .vertical), 0)
        // Move the first cell 30 points below its line (a caller editing the geometry).
        geometry.sections[0].itemFrames[0].y += 30
        XCTAssertNil(geometry.sections[0].knownLineOverhang.value)
        XCTAssertEqual(geometry.sections[0].lineOverhang(along: .vertical), 30)
        let moved = LayoutSnapshot(geometry: geometry)
        let rect = R(0, 55, 375, 10)  // below the first line's band (0-50), on the moved cell
        XCTAssertEqual(moved.elements(in: rect).map(\.indexPath), [IndexPath(section: 0, item: 0)])
    }
}
