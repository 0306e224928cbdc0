@testable import LayoutCore
import TestSupport
import XCTest

/// Random scenes (both layouts, both scroll directions, scales 1, 2 and 3, sizes that are
/// not whole points, pinned headers and footers, compositional boundary items and
/// backgrounds), random updates (diffs with moves, batches with reloads): the incremental
/// layout equals the layout from scratch, element for element, with its content size and
/// warnings, after every update of a chain.
final class IncrementalLayoutPropertyTests: XCTestCase {
    /// An item: its identifier and its size (flow sections with sizes per item).
    private struct Item: Hashable {
        var id: Int
        var size: Size
    }

    /// A section of the model: its identifier, its items and which variant of section
    /// input it uses (flow: delegate answers; compositional: a spec, or nil).
    private struct Section {
        var id: Int
        var items: [Item]
        var variant: Int
        var uniform: Bool
    }

    private static let lengths: [Double] = [0, 10, 12.5, 20, 33.3, 40, 47.75, 50, 60.1, 100.2 / 3]

    private func length(_ g: inout SeededGenerator) -> Double { Self.lengths.randomElement(using: &g)! }

    private func size(_ g: inout SeededGenerator) -> Size {
        Size(width: [10, 25.5, 40, 33.3, 60, 71.7, 90].randomElement(using: &g)!,
             height: [10, 20, 25.5, 33.3, 44, 50.05, 17.2].randomElement(using: &g)!)
    }

    // MARK: The model

    private func randomSections(_ g: inout SeededGenerator, ids: inout Int) -> [Section] {
        (0..<Int.random(in: 0...7, using: &g)).map { _ in
            ids += 1
            let section = ids
            let items = (0..<Int.random(in: 0...9, using: &g)).map { _ -> Item in
                ids += 1
                return Item(id: ids, size: size(&g))
            }
            return Section(id: section, items: items, variant: Int.random(in: 0..<4, using: &g), uniform: Bool.random(using: &g))
        }
    }

    /// A random change of the model: items and sections inserted, deleted, moved; a
    /// section's variant changed now and then (its input differs, not its items).
    private func changed(_ old: [Section], _ g: inout SeededGenerator, ids: inout Int) -> [Section] {
        var new = old
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            switch Int.random(in: 0..<10, using: &g) {
            case 0 where !new.isEmpty:
                new.remove(at: Int.random(in: 0..<new.count, using: &g))
            case 1:
                ids += 1
                let items = (0..<Int.random(in: 0...4, using: &g)).map { _ -> Item in
                    ids += 1
                    return Item(id: ids, size: size(&g))
                }
                new.insert(
                    Section(id: ids, items: items, variant: Int.random(in: 0..<4, using: &g), uniform: Bool.random(using: &g)),
                    at: Int.random(in: 0...new.count, using: &g))
            case 2 where new.count > 1:
                let s = new.remove(at: Int.random(in: 0..<new.count, using: &g))
                new.insert(s, at: Int.random(in: 0...new.count, using: &g))
            case 3 where !new.isEmpty:
                let s = Int.random(in: 0..<new.count, using: &g)
                new[s].variant = Int.random(in: 0..<4, using: &g)
            case 4 where !new.isEmpty, 5 where !new.isEmpty:
                let s = Int.random(in: 0..<new.count, using: &g)
                guard !new[s].items.isEmpty else { continue }
                new[s].items.remove(at: Int.random(in: 0..<new[s].items.count, using: &g))
            case 6 where !new.isEmpty:
                // An item moves, maybe to another section.
                let s = Int.random(in: 0..<new.count, using: &g)
                guard !new[s].items.isEmpty else { continue }
                let item = new[s].items.remove(at: Int.random(in: 0..<new[s].items.count, using: &g))
                let t = Int.random(in: 0..<new.count, using: &g)
                new[t].items.insert(item, at: Int.random(in: 0...new[t].items.count, using: &g))
            default:
                guard !new.isEmpty else { continue }
                let s = Int.random(in: 0..<new.count, using: &g)
                ids += 1
                new[s].items.insert(Item(id: ids, size: size(&g)), at: Int.random(in: 0...new[s].items.count, using: &g))
            }
        }
        return new
    }

    /// The mapping from `old` to `new`: a diff of their identifiers, or (one time in three,
    /// when the sections are the same) a batch reloading random sections and items.
    private func mapping(_ old: [Section], _ new: inout [Section], _ g: inout SeededGenerator, ids: inout Int) throws -> UpdateMapping {
        if old.map(\.id) == new.map(\.id), !old.isEmpty, Int.random(in: 0..<3, using: &g) == 0 {
            new = old
            var batch = BatchUpdate()
            let s = Int.random(in: 0..<old.count, using: &g)
            if Bool.random(using: &g) {
                batch.reloadSections = [s]
                new[s].items = new[s].items.map { _ in
                    ids += 1
                    return Item(id: ids, size: size(&g))
                }
            } else if !old[s].items.isEmpty {
                let i = Int.random(in: 0..<old[s].items.count, using: &g)
                batch.reloadItems = [IndexPath(section: s, item: i)]
                new[s].items[i].size = size(&g)
            }
            return try batch.resolve(oldItemCounts: old.map(\.items.count), newItemCounts: new.map(\.items.count))
        }
        return try SnapshotDiff(
            old: old.map { IdentifiedSection($0.id, items: $0.items.map(\.id)) },
            new: new.map { IdentifiedSection($0.id, items: $0.items.map(\.id)) }).mapping
    }

    // MARK: Flow

    private func flowInput(_ sections: [Section], _ scene: FlowScene) -> FlowLayoutInput {
        FlowLayoutInput(
            configuration: scene.configuration,
            sections: sections.map { section in
                var flow = FlowSection(itemCount: section.items.count)
                if !section.uniform { flow.itemSizes = section.items.map(\.size) }
                switch section.variant {
                case 1: flow.inset = EdgeInsets(top: 7.5, left: 3, bottom: 11.1, right: 5)
                case 2:
                    flow.headerReferenceSize = Size(width: 33.3, height: 21.7)
                    flow.minimumLineSpacing = 3.3
                case 3: flow.footerReferenceSize = .zero
                default: break
                }
                return flow
            },
            collectionView: scene.collectionView)
    }

    private struct FlowScene {
        var configuration: FlowLayoutConfiguration
        var collectionView: CollectionViewMetrics
    }

    private func flowScene(_ g: inout SeededGenerator) -> FlowScene {
        var c = FlowLayoutConfiguration()
        c.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
        c.itemSize = size(&g)
        c.minimumLineSpacing = length(&g)
        c.minimumInteritemSpacing = length(&g)
        c.sectionInset = EdgeInsets(top: length(&g), left: length(&g), bottom: length(&g), right: length(&g))
        if Bool.random(using: &g) { c.headerReferenceSize = Size(width: length(&g), height: length(&g)) }
        if Bool.random(using: &g) { c.footerReferenceSize = Size(width: length(&g), height: length(&g)) }
        c.sectionHeadersPinToVisibleBounds = Int.random(in: 0..<3, using: &g) == 0
        c.sectionFootersPinToVisibleBounds = Int.random(in: 0..<3, using: &g) == 0
        c.sectionInsetReference = [.fromContentInset, .fromSafeArea, .fromLayoutMargins].randomElement(using: &g)!
        let cv = CollectionViewMetrics(
            size: Size(width: [200, 320, 333.5].randomElement(using: &g)!, height: [300, 480, 211.1].randomElement(using: &g)!),
            scale: [1, 2, 3].randomElement(using: &g)!,
            contentInset: EdgeInsets(top: length(&g), left: 0, bottom: 5, right: 0),
            contentOffset: Point(x: [0, 37.3].randomElement(using: &g)!, y: [0, 120.5, 300].randomElement(using: &g)!),
            safeAreaInsets: EdgeInsets(top: 20, left: 4.5, bottom: 34, right: 4.5),
            layoutMargins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        return FlowScene(configuration: c, collectionView: cv)
    }

    func testFlowIncrementalEqualsFromScratch() throws {
        try checkIncrementalEqualsFromScratch(
            "testFlowIncrementalEqualsFromScratch", "flow", seed: 0x5EED_F10, scene: flowScene, input: flowInput,
            layout: { try $0.layout() }, incremental: IncrementalLayout.flow)
    }

    /// 150 random scenes, each through 8 random updates: every incremental geometry equals
    /// the layout of the same data from scratch, and enough sections were reused and
    /// shifted for the test to mean something.
    private func checkIncrementalEqualsFromScratch<Scene, Input>(
        _ test: String, _ layoutName: String, seed fixed: UInt64, scene makeScene: (inout SeededGenerator) -> Scene,
        input makeInput: ([Section], Scene) -> Input, layout: (Input) throws -> LayoutGeometry,
        incremental: (Input, LayoutGeometry, Input, UpdateMapping) throws -> IncrementalLayout.Result
    ) throws {
        let seed = testSeed(fixed)
        print("IncrementalLayoutPropertyTests.\(test) seed: \(seed) (LUALAYOUT_SEED=\(seed) replays it)")
        var g = SeededGenerator(seed: seed)
        var checked = 0, reused = 0, shifted = 0
        for scene in 0..<150 {
            let layoutScene = makeScene(&g)
            var ids = 0
            var sections = randomSections(&g, ids: &ids)
            var input = makeInput(sections, layoutScene)
            var geometry = try layout(input)
            for step in 0..<8 {
                var next = changed(sections, &g, ids: &ids)
                let mapping = try self.mapping(sections, &next, &g, ids: &ids)
                let nextInput = makeInput(next, layoutScene)
                let result = try incremental(input, geometry, nextInput, mapping)
                let expected = try layout(nextInput)
                assertSame(result.geometry, expected, "seed \(seed), scene \(scene), step \(step)")
                reused += result.reusedCount
                shifted += result.shiftedCount
                checked += 1
                (sections, input, geometry) = (next, nextInput, result.geometry)
            }
        }
        print("checked \(checked) \(layoutName) updates: \(reused) sections reused, \(shifted) shifted")
        XCTAssertGreaterThan(reused, 500, "seed \(seed): the test must exercise reuse")
        XCTAssertGreaterThan(shifted, 500, "seed \(seed): the test must exercise shifts")
    }

    // MARK: Compositional

    private func spec(_ variant: Int, _ scene: CompositionalScene) -> CompositionalSection? {
        scene.specs[variant]
    }

    private struct CompositionalScene {
        var configuration: CompositionalLayoutConfiguration
        var specs: [CompositionalSection?]
        var collectionView: CollectionViewMetrics
    }

    private func compositionalScene(_ g: inout SeededGenerator) -> CompositionalScene {
        let direction: ScrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
        let scroll = direction.scrollAxis
        func dimension() -> LayoutDimension {
            [.absolute(44.5), .absolute(60), .fractionalWidth(1.0 / 3), .fractionalHeight(0.25), .estimated(50.3)]
                .randomElement(using: &g)!
        }
        var specs: [CompositionalSection?] = []
        for v in 0..<4 {
            if v == 3 && Bool.random(using: &g) {
                specs.append(nil)
                continue
            }
            let leaf = CompositionalSubitem.item(CompositionalItem(
                size: LayoutSize(width: dimension(), height: dimension()),
                contentInsets: EdgeInsets(top: 1.5, left: 2, bottom: 0, right: 0)))
            let groupSize = scroll == .vertical
                ? LayoutSize(width: .fractionalWidth(1), height: dimension())
                : LayoutSize(width: dimension(), height: .fractionalHeight(1))
            let group = CompositionalGroup(
                axis: scroll.cross, size: groupSize, subitems: .list([leaf]), interItemSpacing: .fixed(length(&g)),
                contentInsets: .zero)
            var section = CompositionalSection(
                group: group, contentInsets: EdgeInsets(top: length(&g), left: 5, bottom: length(&g), right: 7.5),
                interGroupSpacing: length(&g))
            if Bool.random(using: &g) {
                section.boundarySupplementaryItems = [
                    BoundarySupplementaryItem(
                        kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30.25)),
                        alignment: scroll == .vertical ? .top : .leading),
                    BoundarySupplementaryItem(
                        kind: "footer", size: LayoutSize(width: .absolute(40), height: .estimated(22.2)),
                        alignment: scroll == .vertical ? .bottom : .trailing, extendsBoundary: Bool.random(using: &g)),
                ]
            }
            if Bool.random(using: &g) { section.decorationItems = [.background(elementKind: "background")] }
            specs.append(section)
        }
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = direction
        configuration.interSectionSpacing = length(&g)
        if Bool.random(using: &g) {
            configuration.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    kind: "globalFooter", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(17.5)),
                    alignment: scroll == .vertical ? .bottom : .trailing)
            ]
        }
        let cv = CollectionViewMetrics(
            size: Size(width: [320, 333.5].randomElement(using: &g)!, height: [480, 511.1].randomElement(using: &g)!),
            scale: [1, 2, 3].randomElement(using: &g)!,
            safeAreaInsets: EdgeInsets(top: 20, left: 4.5, bottom: 34, right: 4.5))
        return CompositionalScene(configuration: configuration, specs: specs, collectionView: cv)
    }

    private func compositionalInput(_ sections: [Section], _ scene: CompositionalScene) -> CompositionalLayoutInput {
        CompositionalLayoutInput(
            configuration: scene.configuration, sections: sections.map { scene.specs[$0.variant] },
            itemCounts: sections.map(\.items.count), collectionView: scene.collectionView)
    }

    func testCompositionalIncrementalEqualsFromScratch() throws {
        try checkIncrementalEqualsFromScratch(
            "testCompositionalIncrementalEqualsFromScratch", "compositional", seed: 0x5EED_C0, scene: compositionalScene,
            input: compositionalInput, layout: { try $0.layout() }, incremental: IncrementalLayout.compositional)
    }

    // MARK: Pinned examples

    /// Inserting an item into the middle section of three: the first is reused, the middle
    /// laid out, the last placed again lower (a new line); the result is the full layout's.
    func testInsertIntoMiddleSectionReusesTheFirstAndShiftsTheLast() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 50)
        c.headerReferenceSize = Size(width: 0, height: 20)
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        let before = FlowLayoutInput(
            configuration: c, sections: [FlowSection(itemCount: 3), FlowSection(itemCount: 3), FlowSection(itemCount: 2)],
            collectionView: cv)
        var after = before
        after.sections[1].itemCount = 4
        let mapping = try BatchUpdate(insertItems: [IndexPath(section: 1, item: 3)])
            .resolve(oldItemCounts: [3, 3, 2], newItemCounts: [3, 4, 2])
        let result = try IncrementalLayout.flow(
            previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
        XCTAssertEqual(result.sources, [.reused, .laidOut, .shifted])
        XCTAssertEqual(result.geometry.sections[2].frame, Rect(x: 0, y: 200, width: 320, height: 70))
        assertSame(result.geometry, try after.layout(), "insert into the middle")
    }

    /// An item inserted where its line has room: nothing after it moves, every other
    /// section is reused as it was (the `update-1m` benchmark's case).
    func testInsertThatKeepsTheExtentReusesEveryOtherSection() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 100)
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        let before = FlowLayoutInput(configuration: c, sections: Array(repeating: FlowSection(itemCount: 4), count: 3), collectionView: cv)
        var after = before
        after.sections[1].itemCount = 5
        let mapping = try BatchUpdate(insertItems: [IndexPath(section: 1, item: 0)])
            .resolve(oldItemCounts: [4, 4, 4], newItemCounts: [4, 5, 4])
        let result = try IncrementalLayout.flow(
            previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
        XCTAssertEqual(result.sources, [.reused, .laidOut, .reused])
        assertSame(result.geometry, try after.layout(), "insert that keeps the extent")
    }

    /// The new layout starts from the old list of sections and writes only what changed:
    /// of 200 sections, an item inserted into section 100 copies its chunk and shares every
    /// other with the old layout (what keeps `update-1m` from copying 10,000 sections).
    func testAnUpdateCopiesOnlyTheChunkOfTheSectionItChanged() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 100)
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        let before = FlowLayoutInput(configuration: c, sections: Array(repeating: FlowSection(itemCount: 4), count: 200), collectionView: cv)
        var after = before
        after.sections[100].itemCount = 5
        let mapping = try BatchUpdate(insertItems: [IndexPath(section: 100, item: 0)])
            .resolve(oldItemCounts: Array(repeating: 4, count: 200), newItemCounts: after.sections.map(\.itemCount))
        let old = try before.layout()
        let result = try IncrementalLayout.flow(previous: before, previousGeometry: old, next: after, mapping: mapping)
        XCTAssertEqual(result.geometry.sections.sharesChunks(with: old.sections), [true, false, true, true])
        XCTAssertEqual(old.sections[100].itemCount, 4, "the old layout is left as it was")
        assertSame(result.geometry, try after.layout(), "insert into section 100 of 200")
    }

    /// A reused section whose items are wider than the collection view warns in the new
    /// layout as in a full one, under its new index.
    func testAReusedSectionKeepsItsWarning_UnderItsNewIndex() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 100)
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        var wide = FlowSection(itemCount: 2)
        wide.itemSizes = [Size(width: 400, height: 10), Size(width: 10, height: 10)]
        let before = FlowLayoutInput(configuration: c, sections: [FlowSection(itemCount: 1), wide], collectionView: cv)
        var after = before
        after.sections.insert(FlowSection(itemCount: 1), at: 0)
        let mapping = try BatchUpdate(insertSections: [.init(0, itemCount: 1)]).resolve(oldItemCounts: [1, 2], newItemCounts: [1, 1, 2])
        let result = try IncrementalLayout.flow(
            previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
        let full = try after.layout()
        XCTAssertEqual(full.warnings.count, 1)
        XCTAssertEqual(result.geometry.warnings, full.warnings)
        XCTAssertTrue(full.warnings[0].hasPrefix("section 2, item 0:"), full.warnings[0])
    }

    /// The same with every section keeping its index (the old list shared, runs of
    /// unchanged sections not skipped because a warning must be repeated): an item
    /// inserted into section 0 leaves section 1's warning as a full layout gives it.
    func testASharedListRepeatsTheWarningsOfReusedSections() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 100)
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        var wide = FlowSection(itemCount: 2)
        wide.itemSizes = [Size(width: 400, height: 10), Size(width: 10, height: 10)]
        let before = FlowLayoutInput(
            configuration: c, sections: [FlowSection(itemCount: 1), wide, FlowSection(itemCount: 3)], collectionView: cv)
        var after = before
        after.sections[0].itemCount = 2
        let mapping = try BatchUpdate(insertItems: [IndexPath(section: 0, item: 1)])
            .resolve(oldItemCounts: [1, 2, 3], newItemCounts: [2, 2, 3])
        let old = try before.layout()
        let result = try IncrementalLayout.flow(previous: before, previousGeometry: old, next: after, mapping: mapping)
        XCTAssertEqual(result.sources, [.laidOut, .reused, .reused])
        XCTAssertEqual(result.geometry.sections.sharesChunks(with: old.sections), [false])
        XCTAssertEqual(result.geometry.warnings.count, 1)
        assertSame(result.geometry, try after.layout(), "insert beside a section that warns")
    }

    /// A new section input that is invalid: the error a full layout gives, with the
    /// section's new index.
    func testAnInvalidNewSectionThrowsTheFullLayoutsError() throws {
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        let before = FlowLayoutInput(configuration: FlowLayoutConfiguration(), sections: [FlowSection(itemCount: 1)], collectionView: cv)
        var after = before
        after.sections.insert(FlowSection(itemCount: 1, minimumLineSpacing: -1), at: 0)
        let mapping = try BatchUpdate(insertSections: [.init(0, itemCount: 1)]).resolve(oldItemCounts: [1], newItemCounts: [1, 1])
        XCTAssertThrowsError(
            try IncrementalLayout.flow(previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
        ) { error in
            XCTAssertEqual(error as? LayoutError, self.fullLayoutError(after))
            XCTAssertEqual((error as? LayoutError)?.path.description, "sections[0].minimumLineSpacing")
        }
    }

    /// A compositional section inserted with orthogonal scrolling (C28) in front of an
    /// orthogonal section that has an offset: the update's layout is the full layout's,
    /// offsets read by section index (C30), whether a section is reused or laid out again.
    func testAnOrthogonalSectionInserted_LaysOutAsTheFullLayoutDoes() throws {
        let spec = CompositionalSection(
            group: .horizontal(
                LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                subitems: [.item(CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))]))
        var orthogonal = spec
        orthogonal.orthogonalScrollingBehavior = .continuous
        var cv = CollectionViewMetrics(size: Size(width: 320, height: 480))
        cv.orthogonalOffsets = [0: 12, 2: 30]
        let before = CompositionalLayoutInput(
            configuration: CompositionalLayoutConfiguration(), sections: [orthogonal, orthogonal], itemCounts: [5, 5],
            collectionView: cv)
        var after = before
        after.sections.insert(orthogonal, at: 1)
        after.itemCounts.insert(2, at: 1)
        let mapping = try BatchUpdate(insertSections: [.init(1, itemCount: 2)]).resolve(oldItemCounts: [5, 5], newItemCounts: [5, 2, 5])
        let full = try after.layout()
        let incremental = try IncrementalLayout.compositional(
            previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
        XCTAssertEqual(incremental.sources[0], .reused)
        for s in 0..<3 { XCTAssertEqual(incremental.geometry.sections[s], full.sections[s], "section \(s)") }
        XCTAssertEqual(full.sections[2].orthogonal?.offset, 30)
        XCTAssertEqual(full.sections[1].orthogonal?.offset, 0)
        XCTAssertEqual(incremental.geometry.warnings, full.warnings)
    }

    private func fullLayoutError(_ input: FlowLayoutInput) -> LayoutError? {
        do {
            _ = try input.layout()
            return nil
        } catch {
            return error
        }
    }

    // MARK: Comparison

    private func assertSame(_ actual: LayoutGeometry, _ expected: LayoutGeometry, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.contentSize, expected.contentSize, "content size, \(context)", file: file, line: line)
        XCTAssertEqual(actual.warnings, expected.warnings, "warnings, \(context)", file: file, line: line)
        XCTAssertEqual(actual.sections, expected.sections, "sections, \(context)", file: file, line: line)
        XCTAssertEqual(actual.layoutSupplementaries, expected.layoutSupplementaries, "layout items, \(context)", file: file, line: line)
        let all = LayoutSnapshot(geometry: actual).allElements(), want = LayoutSnapshot(geometry: expected).allElements()
        if all != want {
            let first = zip(all, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            XCTFail(
                "elements differ (\(all.count) vs \(want.count)), first at \(first.map(String.init) ?? "the end"): "
                    + "\(first.map { "\(all[$0]) vs \(want[$0])" } ?? ""), \(context)", file: file, line: line)
        }
        // Bit for bit: `==` takes -0 for 0.
        let bits = { (g: LayoutGeometry) in g.sections.flatMap { $0.itemFrames.map { [$0.x.bitPattern, $0.y.bitPattern] } } }
        XCTAssertEqual(bits(actual), bits(expected), "frames bit for bit, \(context)", file: file, line: line)
    }
}
