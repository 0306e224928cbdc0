// Rules: docs/layout-rules.md, R14

/// A snapshot's index of its sections along the scroll axis: where each section's own
/// elements lie (the bands a rect query searches first, widened at query time by what the
/// snapshot's `MeasuredReach`es know of decorations and followed frames), its lines, the
/// items of sections without lines, and the supplementary kinds in the order R14 returns
/// them.
///
/// Built by one pass over the sections, reading each one's frame and summary in place. A
/// snapshot that follows another (an update's) reuses the entries of every chunk of
/// sections the two layouts share (`SectionList`): the same chunk holds the same
/// sections, so their entries are the same, and only the sections the update wrote are
/// read. That keeps an update's snapshot from reading 10,000 sections in cold memory.
struct SectionIndex: Sendable {
    let axis: Axis
    let sectionBands: BandIndex
    let lines: LineIndex
    let unlinedItems: ItemIntervalIndex
    /// Kinds of supplementary in the order the flow layout returns them (headers first).
    let supplementaryKinds: [String]

    private static let standardKinds = ["header", "footer"]

    /// - Parameter previous: the index of an earlier layout and its sections, whose shared
    ///   chunks are taken from it rather than read again.
    init(
        sections: SectionList, axis: Axis, previous: (index: SectionIndex, sections: SectionList)? = nil
    ) {
        self.axis = axis
        // Kinds beyond the standard two depend on which section has the first of each:
        // such an index is never reused.
        let reusable = previous.flatMap { previous in
            previous.index.axis == axis && previous.index.supplementaryKinds == SectionIndex.standardKinds ? previous : nil
        }
        let shared = reusable.map { sections.sharesChunks(with: $0.sections) } ?? []
        var lines = LineIndex(axis: axis, capacity: sections.count)
        var unlinedItems = ItemIntervalIndex(axis: axis)
        var sectionExtents = ContiguousArray<(start: Double, end: Double)>()
        sectionExtents.reserveCapacity(sections.count)
        // R14: every header, then every footer, whichever section has the first of each.
        var kinds = SectionIndex.standardKinds
        let earlier = reusable?.index
        sections.forEachChunk { chunk, first in
            let c = first >> SectionList.chunkShift
            if let earlier, shared.indices.contains(c), shared[c],
                lines.add(copying: first..<first + chunk.count, from: earlier.lines)
            {
                earlier.sectionBands.appendBands(first..<first + chunk.count, to: &sectionExtents)
                for s in first..<first + chunk.count { unlinedItems.copy(section: s, from: earlier.unlinedItems) }
                return
            }
            for k in chunk.indices {
                let s = first + k
                // Read in place, from the section's summary: a copy of a `SectionLayout`,
                // or a look at one of its arrays, would touch heap memory that is cold
                // after a large layout.
                lines.add(chunk[k])
                unlinedItems.add(chunk[k], as: s)
                let frame = chunk[k].frame, summary = chunk[k].summary.value
                var start = frame.min(along: axis), end = frame.max(along: axis)
                if let extent = lines.extent(ofSection: s, summary: summary) {
                    start = Swift.min(start, extent.start)
                    end = Swift.max(end, extent.end)
                }
                if let extent = unlinedItems.extent(ofSection: s) {
                    start = Swift.min(start, extent.start)
                    end = Swift.max(end, extent.end)
                }
                if let elements = summary.elements {
                    start = Swift.min(start, elements.min(along: axis))
                    end = Swift.max(end, elements.max(along: axis))
                }
                if !summary.standardKindsOnly {
                    for element in chunk[k].supplementaries where !kinds.contains(element.kind) {
                        kinds.append(element.kind)
                    }
                }
                sectionExtents.append((start, end))
            }
        }
        self.lines = lines
        self.unlinedItems = unlinedItems
        self.sectionBands = BandIndex(bands: sectionExtents)
        self.supplementaryKinds = kinds
    }
}
