/// The batch that turns one identified snapshot into another, and its mapping.
///
/// Matching is Heckel's (as IGListKit's `IGListDiff`): each new identifier is paired with
/// its old position through symbol tables, which `IdentifierPairing` fills only where the
/// two lists disagree; old identifiers left unpaired are deletes, new ones are inserts.
/// Identifiers must be unique (sections among sections; items across the whole snapshot,
/// as in a diffable data source, so an item may move between sections); a duplicate is
/// rejected by name.
///
/// Moves: IGListKit reports every paired element whose index, corrected by the deletes and
/// inserts before it, changed; one item moved from the end to the front then makes every
/// item a move. Here the elements kept in place are a longest increasing run of old
/// positions (patience sorting, which costs O(1) per element that extends the run, so
/// O(n + k log n) for k displaced elements), and only the others are moves: the fewest
/// moves UIKit's semantics allow.
///
/// UIKit cannot move an item out of a deleted section or into an inserted one; such an
/// item is deleted and inserted instead. Items of deleted or inserted sections are implied
/// by the section operation and not listed.
public struct SnapshotDiff: Sendable {
    public let batch: BatchUpdate
    public let mapping: UpdateMapping

    /// Diffs `old` against `new`.
    /// - Throws: `SnapshotDiffError` for a duplicate section or item identifier.
    @inlinable public init<SectionID: Hashable, ItemID: Hashable>(
        old: [IdentifiedSection<SectionID, ItemID>], new: [IdentifiedSection<SectionID, ItemID>]
    ) throws(SnapshotDiffError) {
        var batch = BatchUpdate()
        let sections = try SnapshotDiff.pairSections(old: old, new: new)
        for s in old.indices where sections.oldToNew[s] < 0 { batch.deleteSections.append(s) }
        for t in new.indices where sections.newToOld[t] < 0 {
            batch.insertSections.append(BatchUpdate.SectionInsert(t, itemCount: new[t].items.count))
        }
        for (from, to) in SnapshotDiff.moves(newToOld: sections.newToOld, oldCount: old.count) {
            batch.moveSections.append(BatchUpdate.Move(from: from, to: to))
        }
        try SnapshotDiff.diffItems(old: old, new: new, sections: sections, into: &batch)
        self.batch = batch
        do {
            mapping = try batch.resolve(oldItemCounts: old.map(\.items.count), newItemCounts: new.map(\.items.count))
        } catch {
            preconditionFailure("SnapshotDiff built an invalid batch: \(error)")
        }
    }

    // MARK: Sections

    @inlinable static func pairSections<S: Hashable, I: Hashable>(
        old: [IdentifiedSection<S, I>], new: [IdentifiedSection<S, I>]
    ) throws(SnapshotDiffError) -> (oldToNew: [Int], newToOld: [Int]) {
        var table: [S: Int] = [:]
        table.reserveCapacity(old.count)
        for (s, section) in old.enumerated() where table.updateValue(s, forKey: section.id) != nil {
            throw SnapshotDiffError(.duplicateSection, side: .old, "duplicate section identifier '\(section.id)'")
        }
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        var seenNew = Set<S>(minimumCapacity: new.count)
        for (t, section) in new.enumerated() {
            guard seenNew.insert(section.id).inserted else {
                throw SnapshotDiffError(.duplicateSection, side: .new, "duplicate section identifier '\(section.id)'")
            }
            if let s = table[section.id] {
                oldToNew[s] = t
                newToOld[t] = s
            }
        }
        return (oldToNew, newToOld)
    }

    // MARK: Items

    @inlinable static func diffItems<S: Hashable, I: Hashable>(
        old: [IdentifiedSection<S, I>], new: [IdentifiedSection<S, I>],
        sections: (oldToNew: [Int], newToOld: [Int]), into batch: inout BatchUpdate
    ) throws(SnapshotDiffError) {
        // Where each section starts in the flat numbering (sections laid end to end).
        var oldStart = [Int](), newStart = [Int]()
        oldStart.reserveCapacity(old.count + 1)
        newStart.reserveCapacity(new.count + 1)
        var total = 0
        for section in old { oldStart.append(total); total += section.items.count }
        oldStart.append(total)
        total = 0
        for section in new { newStart.append(total); total += section.items.count }
        newStart.append(total)

        // Pair every identifier with its old position (flat, sections laid end to end).
        let oldIDs = flatten(old), newIDs = flatten(new)
        var pairing = try IdentifierPairing(old: oldIDs, new: newIDs)
        if let (first, second) = pairing.duplicateInNew(old: oldIDs) {
            let id = newIDs[first]
            throw duplicateItem(
                id, first: new[section(of: first, starts: newStart)].id, second: new[section(of: second, starts: newStart)].id,
                side: .new)
        }
        if let (first, second) = pairing.duplicateInOld {
            throw duplicateItem(
                oldIDs[first], first: old[section(of: first, starts: oldStart)].id,
                second: old[section(of: second, starts: oldStart)].id, side: .old)
        }
        // UIKit moves no item out of a deleted section or into an inserted one: unpair those.
        for t in new.indices {
            let pairedSection = sections.newToOld[t]
            for flat in newStart[t]..<newStart[t + 1] where pairing.newMatch[flat] >= 0 {
                let o = Int(pairing.newMatch[flat])
                if pairedSection < 0 || sections.oldToNew[section(of: o, starts: oldStart, near: pairedSection)] < 0 {
                    pairing.newMatch[flat] = -1
                    pairing.oldMatch[o] = -1
                }
            }
        }
        let oldMatch = pairing.oldMatch, newMatch = pairing.newMatch

        // Deletes (old positions of surviving sections left unpaired).
        for s in old.indices where sections.oldToNew[s] >= 0 {
            for flat in oldStart[s]..<oldStart[s + 1] where oldMatch[flat] < 0 {
                batch.deleteItems.append(IndexPath(section: s, item: flat - oldStart[s]))
            }
        }
        // Per new section: inserts, moves across sections, then moves within the section.
        for t in new.indices {
            let s = sections.newToOld[t]
            guard s >= 0 else { continue }
            var sameSection: [(old: Int, new: Int)] = []
            for flat in newStart[t]..<newStart[t + 1] {
                let j = flat - newStart[t]
                let o = Int(newMatch[flat])
                if o < 0 {
                    batch.insertItems.append(IndexPath(section: t, item: j))
                } else if o >= oldStart[s] && o < oldStart[s + 1] {
                    sameSection.append((o - oldStart[s], j))
                } else {
                    let from = section(of: o, starts: oldStart)
                    batch.moveItems.append(
                        BatchUpdate.Move(from: IndexPath(section: from, item: o - oldStart[from]), to: IndexPath(section: t, item: j)))
                }
            }
            for (i, j) in displaced(sameSection) {
                batch.moveItems.append(BatchUpdate.Move(from: IndexPath(section: s, item: i), to: IndexPath(section: t, item: j)))
            }
        }
    }

    @inlinable static func flatten<S, I>(_ sections: [IdentifiedSection<S, I>]) -> [I] {
        if sections.count == 1 { return sections[0].items }
        var result: [I] = []
        result.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for section in sections { result += section.items }
        return result
    }

    @inlinable static func duplicateItem<S, I>(_ id: I, first: S, second: S, side: SnapshotDiffError.Side) -> SnapshotDiffError {
        let message = "\(first)" == "\(second)"
            ? "duplicate item identifier '\(id)' in section '\(second)'"
            : "duplicate item identifier '\(id)' in sections '\(first)' and '\(second)'"
        return SnapshotDiffError(.duplicateItem, side: side, message)
    }

    /// The section holding flat position `flat`, by binary search of the section starts
    /// (checked first against `near`, the usual answer).
    @inlinable static func section(of flat: Int, starts: [Int], near: Int = -1) -> Int {
        if near >= 0, near + 1 < starts.count, starts[near] <= flat, flat < starts[near + 1] { return near }
        var low = 0, high = starts.count - 1  // starts[low] <= flat < starts[high]
        while high - low > 1 {
            let mid = (low + high) / 2
            if starts[mid] <= flat { low = mid } else { high = mid }
        }
        return low  // the last section starting at or before `flat`: empty ones share starts
    }

    // MARK: Moves

    /// Section moves: pairs (old, new) outside a longest increasing run of old indices.
    @inlinable static func moves(newToOld: [Int], oldCount: Int) -> [(Int, Int)] {
        var pairs: [(old: Int, new: Int)] = []
        for (t, s) in newToOld.enumerated() where s >= 0 { pairs.append((s, t)) }
        return displaced(pairs)
    }

    /// Given pairs in new order, the ones to move: all but a longest subsequence whose old
    /// positions increase (patience sorting with predecessor links).
    @usableFromInline static func displaced(_ pairs: [(old: Int, new: Int)]) -> [(Int, Int)] {
        let n = pairs.count
        if n == 0 { return [] }
        var tails: [Int] = []  // tails[k]: index in `pairs` of the smallest end of a run of length k+1
        var previous = [Int](repeating: -1, count: n)
        tails.reserveCapacity(n)
        for x in 0..<n {
            let value = pairs[x].old
            if let last = tails.last, pairs[last].old >= value {
                var low = 0, high = tails.count - 1  // first tail whose value >= value
                while low < high {
                    let mid = (low + high) / 2
                    if pairs[tails[mid]].old < value { low = mid + 1 } else { high = mid }
                }
                previous[x] = low > 0 ? tails[low - 1] : -1
                tails[low] = x
            } else {
                previous[x] = tails.last ?? -1
                tails.append(x)
            }
        }
        if tails.count == n { return [] }
        var kept = [Bool](repeating: false, count: n)
        var x = tails.last!
        while x >= 0 {
            kept[x] = true
            x = previous[x]
        }
        var result: [(Int, Int)] = []
        result.reserveCapacity(n - tails.count)
        for x in 0..<n where !kept[x] { result.append((pairs[x].old, pairs[x].new)) }
        return result
    }
}
