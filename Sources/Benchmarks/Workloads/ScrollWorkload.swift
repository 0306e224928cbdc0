import Decorations
import LayoutCore
import Scenes
import SeededRandom

/// scroll-1m: screenful rect queries down a decorated 1,000,000-cell grid whose sections
/// are decorated lazily (so queries include newly visible sections), against two ways of
/// answering from lists precomputed beforehand (their precomputation is not timed).
extension Suite {
    /// Query rects: a screenful (375 x 667) scrolled by `step` from a seeded start.
    func scrollRects(count: Int, seed: UInt64, height: Double, step: Double = 250) -> [Rect] {
        var g = SeededGenerator(seed: seed)
        let span = Swift.max(height - Double(count) * step - 667, 1)
        let start = Double(g.next() % UInt64(span))
        return (0..<count).map { Rect(x: 0, y: start + Double($0) * step, width: 375, height: 667) }
    }

    /// One scroll: a fresh snapshot (no section decorated yet, not timed), then `rects`
    /// queried in order; returns the seconds per query.
    @inline(never)
    func scrollPass(_ host: ConfiguredHost, _ geometry: LayoutGeometry, _ rects: [Rect]) -> Double {
        host.invalidateCache()
        let snapshot = host.snapshot(for: geometry)
        return seconds { for rect in rects { keep(snapshot.elements(in: rect)) } } / Double(rects.count)
    }

    /// The same scroll on a snapshot whose sections along it are already decorated (the
    /// rects queried once, untimed): what a query costs without the Lua hooks of newly
    /// visible sections, the part of it reference (b) has precomputed.
    @inline(never)
    func scrollPassDecorated(_ host: ConfiguredHost, _ geometry: LayoutGeometry, _ rects: [Rect]) -> Double {
        host.invalidateCache()
        let snapshot = host.snapshot(for: geometry)
        for rect in rects { keep(snapshot.elements(in: rect)) }
        return seconds { for rect in rects { keep(snapshot.elements(in: rect)) } } / Double(rects.count)
    }

    func scroll() -> [BenchmarkRow] {
        switch luaHost() {
        case .success(let host): return scrollRows(host, items: 1_000_000, name: "scroll-1m")
        case .failure(let problem): return skipped("scroll-1m", problem.message)
        }
    }

    func scrollRows(_ host: ConfiguredHost, items: Int, name: String, withReferences: Bool = true) -> [BenchmarkRow] {
        let geometry = scenes.gridGeometry(items: items)
        let height = geometry.contentSize.height
        let queries = options.quick ? 100 : 400
        if !withReferences {
            var run: UInt64 = 0
            let alone = plan.interleave([{
                run += 1
                return self.scrollPass(host, geometry, self.scrollRects(count: queries, seed: run, height: height))
            }])[0]
            return [BenchmarkRow(name: name, unit: .seconds, samples: alone, reference: nil, note: "")]
        }
        let all = host.snapshot(for: geometry, eager: true).allElements()
        let scan = SectionScan(all, axis: .vertical)
        // Each arm's k-th run scrolls from the same seeded start.
        var runs: [UInt64] = [0, 0, 0, 0]
        let result = plan.interleave([
            {
                runs[0] += 1
                return self.scrollPass(host, geometry, self.scrollRects(count: queries, seed: runs[0], height: height))
            },
            {
                runs[1] += 1
                let rects = self.scrollRects(count: queries, seed: runs[1], height: height)
                return seconds { for rect in rects { keep(scan.elements(in: rect)) } } / Double(queries)
            },
            {
                // Filtering every element costs milliseconds per query: fewer queries.
                runs[2] += 1
                let rects = self.scrollRects(count: 5, seed: runs[2], height: height)
                return seconds { for rect in rects { keep(all.filter { $0.frame.intersects(rect) }) } } / 5
            },
            {
                runs[3] += 1
                return self.scrollPassDecorated(host, geometry, self.scrollRects(count: queries, seed: runs[3], height: height))
            },
        ])
        let decorated = result[3].median, scanned = result[1].median
        // The answers agree (as sets: the references do not keep UIKit's order).
        let fresh = { () -> LayoutSnapshot in host.invalidateCache(); return host.snapshot(for: geometry) }()
        let check = scrollRects(count: 20, seed: 99, height: height)
        let same = check.allSatisfy { rect in
            let expected = Set(all.filter { $0.frame.intersects(rect) })
            return Set(fresh.elements(in: rect)) == expected && Set(scan.elements(in: rect)) == expected
        }
        return [
            BenchmarkRow(
                name: name, unit: .seconds, samples: result[0], reference: .init(name: "per-section scan", samples: result[1]),
                note: "per query: a screenful scrolled by 250 points, \(queries) queries per run on a fresh snapshot whose sections are decorated (3 Lua plugins) when first reached; reference (b): binary search of sections, then a scan of each one's precomputed list (target ≤ 20 µs)",
                details: [
                    "answers equal to filtering every element (as sets) on 20 queries: \(same ? "yes" : "NO")",
                    "the same queries once their sections are decorated (run once untimed, then timed), in the same turns: "
                        + "\(BenchmarkFormat.time(decorated)), \(BenchmarkFormat.ratioText(decorated / scanned)) per-section scan; "
                        + "the Lua hooks of newly visible sections take the rest",
                ]),
            BenchmarkRow(
                name: name + "-vs-filter", unit: .seconds, samples: result[0], reference: .init(name: "filter every element", samples: result[2]),
                note: "the same queries against reference (a): every element precomputed, filtered per query (target: ≥ 10x faster)"),
        ]
    }
}

/// Reference (b): every section's elements precomputed in one list, found by a binary
/// search over the sections' extents, each list scanned in full.
struct SectionScan {
    var lists: [[LayoutAttributes]] = []
    var starts: [Double] = []
    var ends: [Double] = []

    init(_ elements: [LayoutAttributes], axis: Axis) {
        var bySection: [Int: [LayoutAttributes]] = [:]
        for element in elements { bySection[element.indexPath.section, default: []].append(element) }
        for section in bySection.keys.sorted() {
            let list = bySection[section]!
            lists.append(list)
            starts.append(list.map { $0.frame.min(along: axis) }.min()!)
            ends.append(list.map { $0.frame.max(along: axis) }.max()!)
        }
        // Sections overlap nowhere in these grids, but make the ends a running maximum so
        // the search stays right if one did.
        for i in ends.indices.dropFirst() { ends[i] = Swift.max(ends[i], ends[i - 1]) }
    }

    func elements(in rect: Rect) -> [LayoutAttributes] {
        var low = 0, high = ends.count
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] > rect.minY { high = mid } else { low = mid + 1 }
        }
        var result: [LayoutAttributes] = []
        var s = low
        while s < lists.count && starts[s] < rect.maxY {
            for element in lists[s] where element.frame.intersects(rect) { result.append(element) }
            s += 1
        }
        return result
    }
}
