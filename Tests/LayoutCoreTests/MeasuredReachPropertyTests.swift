@testable import LayoutCore
import TestSupport
import XCTest

/// The rect = point property of `LayoutSnapshotPropertyTests`, over layouts whose
/// decorations and followed frames lie outside their sections by any distance, declared
/// nowhere (every source's reach hint is 0): the snapshot measures the reach
/// (`MeasuredReach`, docs/architecture.md "Reach").
final class MeasuredReachPropertyTests: XCTestCase {
    /// A distance out of a section: none, half a pixel (a band rounded off the grid), a few
    /// points (a lifted cell, a shadow) or anything up to thousands of points.
    fileprivate static func distance(_ g: inout SeededGenerator, scale: Double) -> Double {
        switch Int.random(in: 0..<10, using: &g) {
        case 0..<3: 0
        case 3..<5: 0.5 / scale
        case 5..<8: Double.random(in: 0...12, using: &g)
        default: Double.random(in: 0...3_000, using: &g)
        }
    }

    /// Per section: a band over the section grown past it by a distance on each side, and
    /// a mark at any distance before or after it; the same whenever asked.
    fileprivate final class Overhanging: SectionDecorating {
        let seed: UInt64
        let reach: Double
        init(seed: UInt64, hint: Double = 0) {
            self.seed = seed
            reach = hint
        }

        func decorations(forSection s: Int, in geometry: LayoutGeometry) -> SectionDecorations {
            var g = SeededGenerator(seed: seed &* 7_919 &+ UInt64(s))
            let frame = geometry.sections[s].frame
            let before = distance(&g, scale: geometry.scale), after = distance(&g, scale: geometry.scale)
            var band = frame, mark = Rect(x: frame.x, y: frame.y, width: 10, height: 10)
            let shift = distance(&g, scale: geometry.scale) * (Bool.random(using: &g) ? -1 : 1)
            if geometry.scrollDirection == .vertical {
                band.y -= before
                band.height += before + after
                mark.y += shift
            } else {
                band.x -= before
                band.width += before + after
                mark.x += shift
            }
            return SectionDecorations(decorations: DecorationList([
                LayoutAttributes(category: .decoration, kind: "band", indexPath: IndexPath(section: s, item: 0), frame: band, zIndex: -1),
                LayoutAttributes(category: .decoration, kind: "mark", indexPath: IndexPath(section: s, item: 0), frame: mark, zIndex: 1),
            ]))
        }
    }

    /// Moves every third cell and each header along the scroll axis, either way, by a
    /// distance drawn per element; the same whenever asked.
    fileprivate final class Lifting: ScrollFollowing {
        let seed: UInt64
        let reach: Double
        init(seed: UInt64, hint: Double = 0) {
            self.seed = seed
            reach = hint
        }

        func followedFrames(forSection s: Int, in geometry: LayoutGeometry) -> FollowedFrames {
            var g = SeededGenerator(seed: seed &* 104_729 &+ UInt64(s))
            let section = geometry.sections[s]
            var frames = FollowedFrames()
            func moved(_ frame: Rect) -> Rect {
                var frame = frame
                let d = distance(&g, scale: geometry.scale) * (Bool.random(using: &g) ? -1 : 1)
                if geometry.scrollDirection == .vertical { frame.y += d } else { frame.x += d }
                return frame
            }
            for i in stride(from: 0, to: section.itemCount, by: 3) {
                frames.move(.cell(IndexPath(section: s, item: i)), to: moved(section.itemFrames[i]))
            }
            for element in section.supplementaries where element.kind == "header" {
                let key = ElementKey(category: .supplementary, kind: "header", indexPath: IndexPath(section: s, item: element.item))
                frames.move(key, to: moved(element.frame), zIndex: 20)
            }
            return frames
        }
    }

    /// A random flow layout (`LayoutSnapshotPropertyTests`' kind), with the two sources above.
    private func randomSnapshot(_ g: inout SeededGenerator, seed: UInt64, hint: Double = 0) throws -> LayoutSnapshot {
        let vertical = Bool.random(using: &g)
        let width = Double(Int.random(in: 200...500, using: &g)), height = Double(Int.random(in: 200...700, using: &g))
        let dimension = vertical ? width : height
        func length(_ limit: Double) -> Double { Double(Int.random(in: 1...Int(limit), using: &g)) + [0, 0.25, 0.5, 1.0 / 3.0].randomElement(using: &g)! }
        var sections: [FlowSection] = []
        for _ in 0..<Int.random(in: 0...8, using: &g) {
            let count = Int.random(in: 0...20, using: &g)
            let inset = EdgeInsets(top: length(20), left: length(20), bottom: length(20), right: length(20))
            var section = FlowSection(itemCount: count, inset: inset, minimumLineSpacing: length(12), minimumInteritemSpacing: length(12))
            if Bool.random(using: &g) { section.headerReferenceSize = S(length(60), length(60)) }
            sections.append(section)
        }
        let geometry = try flowSnapshot(
            width: width, height: height, scale: [1, 2, 3].randomElement(using: &g)!,
            contentOffset: Point(x: 0, y: Double(Int.random(in: -50...800, using: &g))),
            configure: {
                $0.scrollDirection = vertical ? .vertical : .horizontal
                $0.itemSize = S(length(min(dimension - 45, 150)), length(150))
            }, sections: sections).geometry
        return LayoutSnapshot(geometry: geometry, decorator: Overhanging(seed: seed, hint: hint), follower: Lifting(seed: seed, hint: hint))
    }

    private func randomRect(_ g: inout SeededGenerator, in content: Size) -> Rect {
        let x = Double.random(in: -200...max(content.width, 1) + 200, using: &g)
        let y = Double.random(in: -200...max(content.height, 1) + 200, using: &g)
        return R(x, y, Double.random(in: 0...400, using: &g), Double.random(in: 0...600, using: &g))
    }

    private func pointQuery(_ snapshot: LayoutSnapshot, _ element: LayoutAttributes) -> LayoutAttributes? {
        switch element.category {
        case .cell: snapshot.item(at: element.indexPath)
        case .supplementary: snapshot.supplementary(kind: element.kind!, at: element.indexPath)
        case .decoration: snapshot.decoration(kind: element.kind!, at: element.indexPath)
        }
    }

    /// True when `frame` lies outside its section's band on the scroll axis.
    private func outside(_ frame: Rect, section s: Int, in snapshot: LayoutSnapshot) -> Bool {
        let axis = snapshot.geometry.scrollDirection.scrollAxis, band = snapshot.band(ofSection: s)
        return frame.min(along: axis) < band.start || frame.max(along: axis) > band.end
    }

    /// Every section computed (as an eager pass does): each rect query answers exactly the
    /// elements whose frames meet the rect, and each element's point query answers it.
    func testRectQuery_EqualsBruteForceFilter_AndPointQueriesAgree_WhenElementsLieOutsideTheirSections() throws {
        var outsideCount = 0
        for seed in 0..<800 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let snapshot = try randomSnapshot(&g, seed: seed)
            let all = snapshot.allElements()
            outsideCount += all.filter { outside($0.frame, section: $0.indexPath.section, in: snapshot) }.count
            for element in all {
                XCTAssertEqual(pointQuery(snapshot, element), element, "seed \(seed)")
            }
            for _ in 0..<10 {
                let rect = randomRect(&g, in: snapshot.contentSize)
                XCTAssertEqual(snapshot.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
        XCTAssertGreaterThan(outsideCount, 2_000, "elements outside their sections are exercised")
    }

    /// A fresh, lazy snapshot: each rect query answers what the eager one does, except
    /// elements of sections not yet computed whose band lies farther from the rect than any
    /// section computed so far reached (the rule of `MeasuredReach`); once every element
    /// has been asked for by a point query, rect queries answer exactly.
    func testLazyRectQuery_MissesOnlySectionsBeyondTheMeasuredReach_AndPointQueriesTeachIt() throws {
        var missed = 0, answered = 0
        for seed in 0..<800 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let eager = try randomSnapshot(&g, seed: seed)
            var h = SeededGenerator(seed: seed)
            let lazy = try randomSnapshot(&h, seed: seed)
            let all = eager.allElements()
            for _ in 0..<8 {
                let rect = randomRect(&g, in: eager.contentSize)
                let expected = all.filter { $0.frame.intersects(rect) }
                let found = lazy.elements(in: rect)
                let foundKeys = Set(found.map(\.key))
                XCTAssertEqual(found, expected.filter { foundKeys.contains($0.key) }, "seed \(seed) rect \(rect)")
                answered += found.count
                let axis = lazy.geometry.scrollDirection.scrollAxis
                let low = rect.min(along: axis), high = rect.max(along: axis)
                for element in expected where !foundKeys.contains(element.key) {
                    missed += 1
                    let s = element.indexPath.section, band = lazy.band(ofSection: s)
                    let plugin = element.category == .decoration
                    let width = plugin ? lazy.decorationReach.widening : lazy.followReach.widening
                    XCTAssertFalse(band.start < high + width && low - width < band.end, "seed \(seed) rect \(rect): \(element)")
                    if plugin {
                        XCTAssertNil(lazy.sectionDecorations[s], "seed \(seed): section \(s) was decorated")
                    } else {
                        XCTAssertNil(lazy.followedSections[s], "seed \(seed): section \(s) was followed")
                    }
                }
            }
            for element in all { XCTAssertEqual(pointQuery(lazy, element), element, "seed \(seed)") }
            for _ in 0..<4 {
                let rect = randomRect(&g, in: eager.contentSize)
                XCTAssertEqual(lazy.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
        XCTAssertGreaterThan(missed, 0, "the rule's one exception is exercised")
        XCTAssertGreaterThan(answered, 20 * missed)
    }

    /// With a hint at least as far as every section reaches, a lazy snapshot is exact from
    /// its first query: what `limits { reach }` buys.
    func testLazyRectQuery_WithAHintCoveringEveryReach_IsExactFromTheFirstQuery() throws {
        for seed in 0..<300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let eager = try randomSnapshot(&g, seed: seed)
            var h = SeededGenerator(seed: seed)
            let lazy = try randomSnapshot(&h, seed: seed, hint: 3_100)
            let all = eager.allElements()
            for _ in 0..<6 {
                let rect = randomRect(&g, in: eager.contentSize)
                XCTAssertEqual(lazy.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
    }

    /// One section of a hundred draws a banner at the top of the content, 16,000 points
    /// above it; the others stay in their sections.
    private final class Banner: SectionDecorating {
        let reach: Double
        init(hint: Double) { reach = hint }

        func decorations(forSection s: Int, in geometry: LayoutGeometry) -> SectionDecorations {
            let frame = geometry.sections[s].frame
            var list = [LayoutAttributes(category: .decoration, kind: "band", indexPath: IndexPath(section: s, item: 0), frame: frame, zIndex: -1)]
            if s == 80 {
                list.append(LayoutAttributes(
                    category: .decoration, kind: "banner", indexPath: IndexPath(section: s, item: 0), frame: R(0, 0, 375, 50), zIndex: 1))
            }
            return SectionDecorations(decorations: DecorationList(list))
        }
    }

    /// The rule for a lone far-reaching section not yet computed: a lazy query finds it
    /// only once something computed it (a query near its own band, its point query, an
    /// eager pass), or from the first query when a hint covers its reach.
    func testALoneFarReachingSection_IsFoundOnceComputed_OrFromTheFirstQueryWithAHint() throws {
        let geometry = try flowSnapshot(
            width: 375, height: 600, configure: { $0.itemSize = S(100, 100); $0.minimumLineSpacing = 10 },
            sections: Array(repeating: FlowSection(itemCount: 6), count: 100)).geometry
        let top = R(0, 0, 375, 100)
        let banner = LayoutAttributes(
            category: .decoration, kind: "banner", indexPath: IndexPath(section: 80, item: 0), frame: R(0, 0, 375, 50), zIndex: 1)
        XCTAssertEqual(geometry.sections[80].frame.minY, 80 * 210)

        let lazy = LayoutSnapshot(geometry: geometry, decorator: Banner(hint: 0))
        XCTAssertFalse(lazy.elements(in: top).contains(banner), "section 80 is not computed yet, and nothing measured reaches it")
        XCTAssertEqual(lazy.decorationReach.widening, 0)
        XCTAssertEqual(lazy.decoratedSectionCount, 2, "section 0, which the rect meets, and section 1, the nearest past it")
        // Its point query computes it; from then on every rect query finds it.
        XCTAssertEqual(lazy.decoration(kind: "banner", at: IndexPath(section: 80, item: 0)), banner)
        XCTAssertEqual(lazy.decorationReach.measured, 80 * 210)
        XCTAssertEqual(lazy.decorationReach.growths, 1)
        XCTAssertTrue(lazy.elements(in: top).contains(banner))
        XCTAssertTrue(lazy.elements(in: R(0, 3_000, 375, 100)).filter { $0.kind == "banner" }.isEmpty)

        // A query near its own band computes it too.
        let near = LayoutSnapshot(geometry: geometry, decorator: Banner(hint: 0))
        XCTAssertFalse(near.elements(in: R(0, 80 * 210, 375, 100)).contains(banner))
        XCTAssertTrue(near.elements(in: top).contains(banner))

        // An eager pass computes every section.
        let eager = LayoutSnapshot(geometry: geometry, decorator: Banner(hint: 0))
        eager.decorateAll()
        XCTAssertTrue(eager.elements(in: top).contains(banner))

        // A hint that covers the reach: found by the first query, every section within the
        // hint of the rect computed to find it.
        let hinted = LayoutSnapshot(geometry: geometry, decorator: Banner(hint: 80 * 210))
        XCTAssertTrue(hinted.elements(in: top).contains(banner))
        XCTAssertEqual(hinted.decoratedSectionCount, 82, "sections 0...80, within the hint, and 81, the nearest past them")
        XCTAssertEqual(hinted.decorationReach.growths, 0)
    }

    /// A snapshot made after another (an update's) starts from the reach the other measured.
    func testASnapshotAfterAnother_StartsFromTheReachItMeasured() throws {
        let geometry = try flowSnapshot(
            width: 375, height: 600, configure: { $0.itemSize = S(100, 100); $0.minimumLineSpacing = 10 },
            sections: Array(repeating: FlowSection(itemCount: 6), count: 100)).geometry
        let first = LayoutSnapshot(geometry: geometry, decorator: Banner(hint: 0))
        _ = first.decoration(kind: "banner", at: IndexPath(section: 80, item: 0))
        let next = LayoutSnapshot(geometry: geometry, decorator: Banner(hint: 0), previous: first)
        XCTAssertEqual(next.decorationReach.widening, 80 * 210)
        XCTAssertTrue(next.elements(in: R(0, 0, 375, 100)).contains { $0.kind == "banner" })
    }
}
