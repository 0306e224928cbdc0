import LayoutCore

/// prepare-orthogonal-10k: the 10,000 sections of prepare-compositional-1m with every other
/// one scrolling sideways (C28), against the same sections all plain; and screenful rect
/// queries down both layouts, each half-way along its rows (C30).
extension Suite {
    /// The bench's compositional sections, every odd one orthogonal (`.continuous`).
    func orthogonalSections() -> [CompositionalSection?] {
        scenes.compositional.sections.enumerated().map { k, section in
            guard var section, k % 2 == 1 else { return section }
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
    }

    func orthogonalGeometry(_ sections: [CompositionalSection?], offsets: [Int: Double]) -> LayoutGeometry {
        var metrics = scenes.metrics
        metrics.orthogonalOffsets = offsets
        do {
            return try CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: sections,
                itemCounts: scenes.compositional.counts, collectionView: metrics)
        } catch {
            fatalError("bench scene: \(error)")
        }
    }

    func prepareOrthogonal() -> [BenchmarkRow] {
        let orthogonal = orthogonalSections()
        // Each orthogonal row scrolled 1,000 points: queries test cells where they are seen.
        let offsets = Dictionary(uniqueKeysWithValues: stride(from: 1, to: orthogonal.count, by: 2).map { ($0, 1_000.0) })
        let plain = scenes.compositional.sections
        let prepared = plan.interleave([
            { secondsToMake { LayoutSnapshot(geometry: self.orthogonalGeometry(orthogonal, offsets: offsets)) } },
            { secondsToMake { LayoutSnapshot(geometry: self.orthogonalGeometry(plain, offsets: [:])) } },
        ])
        let sideways = LayoutSnapshot(geometry: orthogonalGeometry(orthogonal, offsets: offsets))
        let flat = LayoutSnapshot(geometry: orthogonalGeometry(plain, offsets: [:]))
        let queries = options.quick ? 100 : 400
        var runs: [UInt64] = [0, 0]
        func pass(_ snapshot: LayoutSnapshot, _ arm: Int) -> Double {
            runs[arm] += 1
            let rects = scrollRects(count: queries, seed: runs[arm], height: snapshot.contentSize.height)
            return seconds { for rect in rects { keep(snapshot.elements(in: rect)) } } / Double(queries)
        }
        let queried = plan.interleave([{ pass(sideways, 0) }, { pass(flat, 1) }])
        return [
            BenchmarkRow(
                name: "prepare-orthogonal-10k", unit: .seconds, samples: prepared[0],
                reference: .init(name: "the same sections, none orthogonal", samples: prepared[1]),
                note: "10,000 compositional sections, every other one orthogonal and scrolled 1,000 pt, + snapshot index (issue 27: at most 2x)"),
            BenchmarkRow(
                name: "query-orthogonal-10k", unit: .seconds, samples: queried[0],
                reference: .init(name: "the same sections, none orthogonal", samples: queried[1]),
                note: "a screenful rect query down the layout above: cells tested where they are seen"),
        ]
    }
}
