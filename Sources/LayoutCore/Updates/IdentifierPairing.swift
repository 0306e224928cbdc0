/// Pairs each identifier of a new list with its position in an old one, for `SnapshotDiff`.
///
/// Heckel's algorithm hashes every identifier of both lists; on two lists of a million
/// that differ in a thousand places, that hashing is nearly all the work. Since
/// identifiers are unique, two equal identifiers ARE the same element, so the lists are
/// walked in step and equal identifiers paired at the cost of a comparison; only where the
/// lists disagree do identifiers go to Heckel's symbol tables (`pendingOld`, `pendingNew`),
/// where a later occurrence on the other side finds them. A one-element lookahead finds
/// where the lists agree again after an insert or a delete. Hashing is then proportional to
/// the changes, except for one pass that checks inserted identifiers against the old list.
///
/// When the lists disagree almost everywhere (a reversal, a shuffle), the walk falls back to
/// Heckel's full tables (`pairByTable`).
///
/// Invariant: an identifier is never pending on both sides (each side's table is searched
/// before the other's is added to), so an unpaired new identifier found in the old list is
/// a duplicate of a new identifier that took its old element.
@usableFromInline
struct IdentifierPairing<I: Hashable> {
    /// Per old position: its new position, or -1.
    @usableFromInline var oldMatch: [Int32]
    /// Per new position: its old position, or -1.
    @usableFromInline var newMatch: [Int32]
    /// Unpaired identifiers, by position.
    @usableFromInline var pendingOld: [I: Int32] = [:]
    @usableFromInline var pendingNew: [I: Int32] = [:]
    /// Every new identifier met out of step, with its first position: finds duplicates.
    @usableFromInline var seenNew: [I: Int32] = [:]
    /// Two old positions with one identifier, if met (the old list is not fully checked).
    @usableFromInline var duplicateInOld: (Int, Int)?
    /// Two new positions with one identifier, both met out of step.
    @usableFromInline var duplicateOutOfStep: (Int, Int)?

    @inlinable
    init(old: [I], new: [I]) throws(SnapshotDiffError) {
        let n = old.count, m = new.count
        oldMatch = [Int32](repeating: -1, count: n)
        newMatch = [Int32](repeating: -1, count: m)
        var i = 0, j = 0
        while i < n && j < m {
            if old[i] == new[j] {
                pair(i, j)
                i += 1
                j += 1
                continue
            }
            if takeNew(new[j], at: j) {
                j += 1
            } else if takeOld(old[i], at: i) {
                i += 1
            } else if i + 1 < n && old[i + 1] == new[j] {
                addOld(old[i], at: i)  // deleted, or moved later
                i += 1
            } else if j + 1 < m && new[j + 1] == old[i] {
                addNew(new[j], at: j)  // inserted, or moved here
                j += 1
            } else {
                addOld(old[i], at: i)
                addNew(new[j], at: j)
                i += 1
                j += 1
                // Lists this different (reordered, reversed) gain nothing from the walk: hash
                // every identifier once instead of several times.
                if pendingOld.count + pendingNew.count > 16 + (n + m) / 8 {
                    pairByTable(old: old, new: new)
                    return
                }
            }
        }
        while i < n {
            if !takeOld(old[i], at: i) { addOld(old[i], at: i) }
            i += 1
        }
        while j < m {
            if !takeNew(new[j], at: j) { addNew(new[j], at: j) }
            j += 1
        }
    }

    /// Heckel's pairing proper: a table of every old identifier, looked up for every new
    /// one. Finds every duplicate of the new list on the way.
    @inlinable mutating func pairByTable(old: [I], new: [I]) {
        oldMatch = [Int32](repeating: -1, count: old.count)
        newMatch = [Int32](repeating: -1, count: new.count)
        pendingOld = [:]
        pendingNew = [:]
        seenNew = [:]
        duplicateInOld = nil
        var table: [I: Int32] = [:]
        table.reserveCapacity(old.count)
        for i in old.indices {
            if let first = table.updateValue(Int32(i), forKey: old[i]), duplicateInOld == nil {
                duplicateInOld = (Int(first), i)
            }
        }
        var unknown: [I: Int32] = [:]
        for j in new.indices {
            if let i = table[new[j]] {
                let k = oldMatch[Int(i)]
                if k < 0 {
                    pair(Int(i), j)
                } else if duplicateOutOfStep == nil {
                    duplicateOutOfStep = (Int(k), j)
                }
            } else if let first = unknown.updateValue(Int32(j), forKey: new[j]), duplicateOutOfStep == nil {
                duplicateOutOfStep = (Int(first), j)
            }
        }
    }

    @inlinable mutating func pair(_ i: Int, _ j: Int) {
        oldMatch[i] = Int32(j)
        newMatch[j] = Int32(i)
    }

    /// Pairs new identifier `id` with a pending old one, if any.
    @inlinable mutating func takeNew(_ id: I, at j: Int) -> Bool {
        guard let i = pendingOld.removeValue(forKey: id) else { return false }
        seen(id, at: j)
        pair(Int(i), j)
        return true
    }

    /// Pairs old identifier `id` with a pending new one, if any.
    @inlinable mutating func takeOld(_ id: I, at i: Int) -> Bool {
        guard let j = pendingNew.removeValue(forKey: id) else { return false }
        pair(i, Int(j))
        return true
    }

    @inlinable mutating func addOld(_ id: I, at i: Int) {
        if let first = pendingOld.updateValue(Int32(i), forKey: id), duplicateInOld == nil {
            duplicateInOld = (Int(first), i)
        }
    }

    @inlinable mutating func addNew(_ id: I, at j: Int) {
        seen(id, at: j)
        pendingNew[id] = Int32(j)
    }

    /// Called once per new position met out of step: a second call for one identifier is
    /// a duplicate.
    @inlinable mutating func seen(_ id: I, at j: Int) {
        if let first = seenNew.updateValue(Int32(j), forKey: id), duplicateOutOfStep == nil {
            duplicateOutOfStep = (Int(first), j)
        }
    }

    /// Two new positions with one identifier, if any: two copies met out of step, or an
    /// unpaired one whose identifier is in the old list (its old element took the other).
    @inlinable func duplicateInNew(old: [I]) -> (Int, Int)? {
        var found = duplicateOutOfStep
        func note(_ a: Int, _ b: Int) {
            let pair = (Swift.min(a, b), Swift.max(a, b))
            if found == nil || pair.1 < found!.1 { found = pair }
        }
        if pendingNew.isEmpty { return found }
        for i in old.indices {
            if let j = pendingNew[old[i]], oldMatch[i] >= 0 { note(Int(oldMatch[i]), Int(j)) }
        }
        return found
    }
}
