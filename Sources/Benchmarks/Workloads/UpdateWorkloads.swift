import Decorations
import LayoutCore
import SeededRandom

// update-1m, resize-1m and diff-1m (issue 9, "Speed"; issue 28): an update laid out incrementally against a full
// re-layout of the same data, and the snapshot diff against Swift's CollectionDifference.

extension Suite {
    /// 10,000 sections x 100 cells (the grid of prepare-grid-1m) with the three bundled
    /// plugins; one item inserted into section 5,000, the view scrolled to that section.
    /// Each run starts from the same state: the old layout decorated where the view shows
    /// it (so the host's cache holds those sections), as a session has it before the update.
    func updateOneItem() -> [BenchmarkRow] {
        incrementalUpdateRow(
            name: "update-1m", configuration: scenes.grid, batch: BatchUpdate(insertItems: [IndexPath(section: 5_000, item: 0)]),
            change: { $0.sections[5_000].itemCount += 1 },
            note: "insert one item into section 5,000 of 10,000 x 100 (section_background, separators, color_rules on), the view on that section: resolve + IncrementalLayout + snapshot + the visible rect decorated, against FlowLayout.layout + snapshot + the same rect (target ≤ 2 ms, ≥ 20x less than full)")
    }

    /// The same 10,000 x 100 with self-sizing cells (layout-rules R18: every section on the
    /// row path); cell 50 of section 5,000 reports a new fitted size (`resizeItems`).
    /// `grows` false: narrower, its line keeps its height, nothing after it moves (the
    /// case the target is for, as update-1m's insert); true: taller, so every later
    /// section shifts and is placed again (O(the items after it)).
    func resizeOneItem(grows: Bool) -> [BenchmarkRow] {
        var selfSizing = scenes.grid
        selfSizing.estimatedItemSize = .size(Size(width: 100, height: 100))
        let size = grows ? Size(width: 100, height: 140) : Size(width: 60, height: 100)
        return incrementalUpdateRow(
            name: grows ? "resize-1m-grow" : "resize-1m", configuration: selfSizing, batch: BatchUpdate(),
            change: { input in
                var sizes = Array(repeating: input.configuration.itemSize, count: input.sections[5_000].itemCount)
                sizes[50] = size
                input.sections[5_000].itemSizes = sizes
            },
            note: grows
                ? "one self-sized cell of section 5,000 of 10,000 x 100 grown 100 -> 140 pt tall (section_background, separators, color_rules on): its section laid out again and the 4,999 after it shifted, each placed again at its new origin; IncrementalLayout + snapshot + the visible rect decorated, against FlowLayout.layout + snapshot + the same rect (no target: O(the items after it))"
                : "one self-sized cell of section 5,000 of 10,000 x 100 resized 100 -> 60 pt wide, its line keeping its height (section_background, separators, color_rules on), the view on that section: IncrementalLayout + snapshot + the visible rect decorated, against FlowLayout.layout + snapshot + the same rect (target ≤ 2 ms, ≥ 20x less than full)")
    }

    /// One update of the 10,000 x 100 grid (`change`, resolved as `batch`) laid out
    /// incrementally, against a full re-layout, both decorated where the view shows
    /// section 5,000.
    private func incrementalUpdateRow(
        name: String, configuration: FlowLayoutConfiguration, batch: BatchUpdate, change: (inout FlowLayoutInput) -> Void,
        note: String
    ) -> [BenchmarkRow] {
        let host: ConfiguredHost
        switch luaHost() {
        case .success(let lua): host = lua
        case .failure(let problem): return skipped(name, problem.message)
        }
        let target = 5_000
        let unscrolled = scenes.flowGeometry(configuration, scenes.gridSections(items: 1_000_000))
        var metrics = scenes.metrics
        metrics.contentOffset = Point(x: 0, y: unscrolled.sections[target].frame.minY)
        let before = FlowLayoutInput(
            configuration: configuration, sections: scenes.gridSections(items: 1_000_000), collectionView: metrics)
        var after = before
        change(&after)
        let oldCounts = before.sections.map(\.itemCount), newCounts = after.sections.map(\.itemCount)
        let oldGeometry: LayoutGeometry
        do {
            oldGeometry = try before.layout()
        } catch {
            return skipped(name, "the scene does not lay out: \(error)")
        }
        let visible = metrics.bounds

        /// The session's state before the update: its snapshot, with the visible sections
        /// decorated and cached.
        func prepare() -> LayoutSnapshot {
            host.invalidateCache()
            let snapshot = host.snapshot(for: oldGeometry)
            keep(snapshot.elements(in: visible))
            return snapshot
        }
        var incremental: (update: IncrementalLayout.Result, elements: [LayoutAttributes])?
        var full: (geometry: LayoutGeometry, elements: [LayoutAttributes])?
        let result = plan.interleave([
            {
                let previous = prepare()
                incremental = nil  // the previous run's layout is freed outside the timed part
                return seconds {
                    guard let mapping = try? batch.resolve(oldItemCounts: oldCounts, newItemCounts: newCounts),
                        let update = try? IncrementalLayout.flow(
                            previous: before, previousGeometry: oldGeometry, next: after, mapping: mapping)
                    else { return }
                    let elements = host.snapshot(for: update.geometry, previous: previous).elements(in: visible)
                    incremental = (update, elements)  // its sections are counted after the timing
                }
            },
            {
                _ = prepare()
                full = nil
                return seconds {
                    guard let geometry = try? after.layout() else { return }
                    full = (geometry, host.snapshot(for: geometry).elements(in: visible))
                }
            },
        ])
        var details: [String] = []
        if let incremental, let full {
            let geometry = incremental.update.geometry
            let laidOut = incremental.update.laidOutSections, reused = incremental.update.reusedCount
            let same = geometry.sections == full.geometry.sections
                && geometry.contentSize == full.geometry.contentSize && incremental.elements == full.elements
            details.append(
                "sections laid out: \(laidOut.map(String.init).joined(separator: ", ")); reused: \(reused) of \(full.geometry.sections.count)")
            details.append(
                "geometry and the \(full.elements.count) visible elements (decorations included) identical to the full re-layout's: \(same ? "yes" : "NO")")
        } else {
            details.append("the update failed: NO result to compare")
        }
        return [BenchmarkRow(
            name: name, unit: .seconds, samples: result[0], reference: .init(name: "full re-layout", samples: result[1]),
            note: note, details: details)]
    }

    /// Two snapshots of 1,000,000 identifiers (10,000 sections x 100), 1,000 changes: 400
    /// items deleted, 400 inserted, 200 moved (within and across sections).
    func diffMillion() -> [BenchmarkRow] {
        var g = SeededGenerator(seed: 9)
        let old: [IdentifiedSection<Int, Int>] = (0..<10_000).map { s in
            IdentifiedSection(s, items: Array(s * 100..<(s + 1) * 100))
        }
        var new = old
        func randomSection() -> Int { Int(g.next() % UInt64(new.count)) }
        for _ in 0..<400 {
            let s = randomSection()
            new[s].items.remove(at: Int(g.next() % UInt64(new[s].items.count)))
        }
        for k in 0..<400 {
            let s = randomSection()
            new[s].items.insert(2_000_000 + k, at: Int(g.next() % UInt64(new[s].items.count + 1)))
        }
        for _ in 0..<200 {
            let s = randomSection(), t = randomSection()
            let item = new[s].items.remove(at: Int(g.next() % UInt64(new[s].items.count)))
            new[t].items.insert(item, at: Int(g.next() % UInt64(new[t].items.count + 1)))
        }
        let oldFlat = old.flatMap(\.items), newFlat = new.flatMap(\.items)

        var diff: SnapshotDiff?
        var difference: CollectionDifference<Int>?
        let result = plan.interleave([
            { seconds { diff = try? SnapshotDiff(old: old, new: new) } },
            { seconds { difference = newFlat.difference(from: oldFlat).inferringMoves() } },
        ])

        var details: [String] = []
        if let diff, let difference {
            // Deleted and inserted identifiers are the unpaired ones: both must find the same.
            let deleted = Set(diff.batch.deleteItems.map { old[$0.section].items[$0.item] })
            let inserted = Set(diff.batch.insertItems.map { new[$0.section].items[$0.item] })
            var removedByDifference = Set<Int>(), insertedByDifference = Set<Int>()
            var moved = 0
            for change in difference {
                switch change {
                case .remove(_, let element, let associated):
                    if associated == nil { removedByDifference.insert(element) } else { moved += 1 }
                case .insert(_, let element, let associated):
                    if associated == nil { insertedByDifference.insert(element) }
                }
            }
            let same = deleted == removedByDifference && inserted == insertedByDifference
            details.append(
                "SnapshotDiff: \(deleted.count) deletes, \(inserted.count) inserts, \(diff.batch.moveItems.count) moves; "
                    + "CollectionDifference (flattened): \(removedByDifference.count) removals, \(insertedByDifference.count) insertions, \(moved) moves")
            details.append("same deleted and inserted identifiers: \(same ? "yes" : "NO")")
        } else {
            details.append("the diff failed: NO result to compare")
        }
        return [BenchmarkRow(
            name: "diff-1m", unit: .seconds, samples: result[0],
            reference: .init(name: "CollectionDifference", samples: result[1]),
            note: "SnapshotDiff of two 1,000,000-identifier snapshots (10,000 sections x 100) with 1,000 changes, against new.difference(from: old).inferringMoves() on the same identifiers flattened (target ≤ 150 ms)",
            details: details)]
    }
}
