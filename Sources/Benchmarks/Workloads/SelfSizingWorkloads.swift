import Decorations
import LayoutCore
import LuaRuntime
import PluginContract
import SeededRandom

// settle-compositional-1m, size-hook-1m and resize-compositional-1m (issue 34, "Speed"):
// self-sizing compositional sections (layout-rules C34-C39).

extension Suite {
    /// 10,000 sections x 100 cells in rows of three (`fractionalWidth(1/3)`), 8 apart:
    /// estimated 44 tall with fitted heights (`settled`), or absolute 44.
    private func selfSizingSections(settled: Bool) -> (sections: [CompositionalSection?], counts: [Int]) {
        let height: LayoutDimension = settled ? .estimated(44) : .absolute(44)
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: height),
            subitems: [.item(CompositionalItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: height)))],
            interItemSpacing: .fixed(8))
        var g = SeededGenerator(seed: 34)
        // Ten runs of fitted heights, shared by the sections in turn (arrays share storage).
        let runs: [[Size?]] = (0..<10).map { _ in
            (0..<100).map { _ in Size(width: 100, height: Double(30 + Int(g.next() % 61))) }
        }
        var sections: [CompositionalSection?] = []
        sections.reserveCapacity(10_000)
        for s in 0..<10_000 {
            var section = CompositionalSection(group: group, interGroupSpacing: 8)
            if settled { section.fitted = FittedSizes(items: runs[s % runs.count]) }
            sections.append(section)
        }
        return (sections, Array(repeating: 100, count: 10_000))
    }

    /// A settled million against the same layout at absolute sizes.
    func settleCompositional() -> [BenchmarkRow] {
        let settled = selfSizingSections(settled: true), absolute = selfSizingSections(settled: false)
        func prepare(_ input: (sections: [CompositionalSection?], counts: [Int])) throws(LayoutError) -> LayoutSnapshot {
            LayoutSnapshot(geometry: try CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: input.sections, itemCounts: input.counts,
                collectionView: scenes.metrics))
        }
        do {
            _ = try prepare(settled)
            _ = try prepare(absolute)
        } catch {
            return skipped("settle-compositional-1m", "the layout failed: \(error)")
        }
        var teardown: [Double] = []
        let result = plan.interleave([
            // Both laid out above; the same inputs cannot fail here.
            { secondsToMake({ try? prepare(settled) }, teardown: &teardown) },
            { secondsToMake { try? prepare(absolute) } },
        ])
        return [BenchmarkRow(
            name: "settle-compositional-1m", unit: .seconds, samples: result[0],
            reference: .init(name: "the same layout at absolute sizes", samples: result[1]),
            note: "10,000 compositional sections x 100 self-sizing cells (rows of three, estimated 44, fitted 30-90 pt tall), settled (C34-C35) + snapshot index, against the same rows absolute 44 (target ≤ 1.5x)",
            details: [Suite.teardownDetail(teardown)])]
    }

    /// The sizing hook (`M.size`, C39) over 10,000 sections x 100 elements, each with a
    /// line count as its data, against the least hook making the same host calls (the
    /// same tables in, one number per element out).
    func sizeHook() -> [BenchmarkRow] {
        let sources = [
            "line_rows": """
                return { name = "line_rows", api = 1,
                  size = function(_, elements)
                    local sizes = {}
                    for k, e in ipairs(elements) do sizes[k] = 22 * e.data + 22 end
                    return sizes
                  end }
                """,
            "least_size": """
                return { name = "least_size", api = 1,
                  size = function(_, elements)
                    local sizes = {}
                    for k, e in ipairs(elements) do sizes[k] = e.height end
                    return sizes
                  end }
                """,
        ]
        let hosts: [ConfiguredHost]
        switch InlinePlugins.hosts(
            sources: sources, configurations: [[InlinePlugins.use("line_rows")], [InlinePlugins.use("least_size")]])
        {
        case .success(let made): hosts = made
        case .failure(let problem): return skipped("size-hook-1m", problem.message)
        }
        guard let hook = hosts[0].host.sizing(hosts[0].configuration), let least = hosts[1].host.sizing(hosts[1].configuration) else {
            return skipped("size-hook-1m", "the plugins have no M.size")
        }
        let elements: [SizingElement] = (0..<100).map {
            SizingElement(kind: "cell", item: $0, proposed: Size(width: 119.66, height: 44), data: .integer(Int64(1 + $0 % 4)))
        }
        func run(_ sizing: SectionSizing) -> Int {
            var sized = 0
            for s in 0..<10_000 {
                sized += sizing.sizes(section: s, itemCount: 100, scale: 2, elements: elements).count { $0 != nil }
            }
            return sized
        }
        let checked = (run(hook), run(least))
        let result = plan.interleave([
            { seconds { keep(run(hook)) } },
            { seconds { keep(run(least)) } },
        ])
        return [BenchmarkRow(
            name: "size-hook-1m", unit: .seconds, samples: result[0],
            reference: .init(name: "the least M.size (returns each element's proposed height)", samples: result[1]),
            note: "M.size (22 pt per line of the item's data + 22) once per section over 10,000 sections x 100 elements: the elements' tables built, the hook run under the plugin limits, the answers read and checked, against the least hook with the same host calls (target ≤ 1.2x)",
            details: [
                "sizes answered: \(checked.0) and \(checked.1) of 1,000,000; errors: \(hook.errors.count + least.errors.count)",
            ])]
    }

    /// One fitted size changed at a million settled cells (`resizeItems`, C39): section
    /// 5,000's cell 50 shrinks within its row, so nothing after it moves; incremental
    /// layout + snapshot + the visible rect, against a full layout + snapshot + the rect.
    func resizeCompositional() -> [BenchmarkRow] {
        let name = "resize-compositional-1m"
        var input = selfSizingSections(settled: true)
        // Row 16 of section 5,000 (cells 48-50): 48 is the tallest, so 50 may shrink freely.
        let target = 5_000
        var items = input.sections[target]!.fitted!.items
        items[48] = Size(width: 100, height: 90)
        input.sections[target]!.fitted!.items = items
        var metrics = scenes.metrics
        let before = CompositionalLayoutInput(
            configuration: CompositionalLayoutConfiguration(), sections: input.sections, itemCounts: input.counts,
            collectionView: metrics)
        let unscrolled: LayoutGeometry
        do { unscrolled = try before.layout() } catch { return skipped(name, "the layout failed: \(error)") }
        metrics.contentOffset = Point(x: 0, y: unscrolled.sections[target].frame.minY)
        var old = before
        old.collectionView = metrics
        var after = old
        items[50] = Size(width: 100, height: 20)
        after.sections[target]!.fitted!.items = items
        let oldGeometry: LayoutGeometry
        do { oldGeometry = try old.layout() } catch { return skipped(name, "the layout failed: \(error)") }
        let oldSnapshot = LayoutSnapshot(geometry: oldGeometry)
        keep(oldSnapshot.elements(in: metrics.bounds))
        let visible = metrics.bounds
        var incremental: (update: IncrementalLayout.Result, elements: [LayoutAttributes])?
        var full: (geometry: LayoutGeometry, elements: [LayoutAttributes])?
        // Why an arm made no result, said in the details (a failed run is not a fast one).
        var failure: String?
        let result = plan.interleave([
            {
                incremental = nil
                return seconds {
                    do {
                        let mapping = try BatchUpdate().resolve(oldItemCounts: old.itemCounts, newItemCounts: after.itemCounts)
                        let update = try IncrementalLayout.compositional(
                            previous: old, previousGeometry: oldGeometry, next: after, mapping: mapping)
                        incremental = (update, LayoutSnapshot(geometry: update.geometry, previous: oldSnapshot).elements(in: visible))
                    } catch {
                        failure = failure ?? "the update failed: \(error)"
                    }
                }
            },
            {
                full = nil
                return seconds {
                    do {
                        let geometry = try after.layout()
                        full = (geometry, LayoutSnapshot(geometry: geometry).elements(in: visible))
                    } catch {
                        failure = failure ?? "the full re-layout failed: \(error)"
                    }
                }
            },
        ])
        var details: [String] = []
        if let incremental, let full {
            let same = incremental.update.geometry.sections == full.geometry.sections
                && incremental.update.geometry.contentSize == full.geometry.contentSize && incremental.elements == full.elements
            details.append(
                "sections laid out: \(incremental.update.laidOutSections.map(String.init).joined(separator: ", ")); reused: \(incremental.update.reusedCount) of \(full.geometry.sections.count)")
            details.append("geometry and the \(full.elements.count) visible elements identical to the full re-layout's: \(same ? "yes" : "NO")")
        } else {
            details.append("\(failure ?? "no result"): NO result to compare")
        }
        return [BenchmarkRow(
            name: name, unit: .seconds, samples: result[0], reference: .init(name: "full re-layout", samples: result[1]),
            note: "one self-sized cell of section 5,000 of 10,000 compositional sections x 100 settled cells reports 20 pt instead of its fitted height, its row keeping its height (no plugins): IncrementalLayout + snapshot + the visible rect, against CompositionalLayout.layout + snapshot + the same rect (target ≤ 2 ms, ≥ 20x less than full)",
            details: details)]
    }
}
