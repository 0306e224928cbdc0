/// The section half of `BatchUpdate.resolve`: checks the section operations and maps old
/// sections to new ones.
extension BatchUpdate {
    /// Sections before and after, as the section operations place them.
    struct SectionPlan {
        var oldToNew: [Int]
        var newToOld: [Int]
        var deleted: [Bool]
        var reloaded: [Bool]
        /// Per new section: true when inserted.
        var inserted: [Bool]
        /// Per new section: the item count it was inserted with, if given.
        var insertedCounts: [Int: Int]
    }

    /// Checks the section operations against `oldCount` sections before the update and
    /// `newCount` after; `newCount` nil takes the count the operations imply.
    func planSections(oldCount: Int, newCount: Int?) throws(BatchUpdateError) -> SectionPlan {
        var deleted = [Bool](repeating: false, count: oldCount)
        var reloaded = [Bool](repeating: false, count: oldCount)
        var movedFrom = [Bool](repeating: false, count: oldCount)
        func checkOld(_ s: Int, _ verb: String) throws(BatchUpdateError) {
            guard s >= 0, s < oldCount else {
                throw BatchUpdateError(
                    .sectionOutOfRange, section: s,
                    "attempt to \(verb) section \(s), but there are only \(oldCount) sections before the update")
            }
        }
        for s in deleteSections {
            try checkOld(s, "delete")
            if deleted[s] { throw BatchUpdateError(.duplicate, section: s, "attempt to delete section \(s) twice") }
            deleted[s] = true
        }
        for s in reloadSections {
            try checkOld(s, "reload")
            if reloaded[s] { throw BatchUpdateError(.duplicate, section: s, "attempt to reload section \(s) twice") }
            if deleted[s] {
                throw BatchUpdateError(.deleteAndReload, section: s, "attempt to delete and reload the same section \(s)")
            }
            reloaded[s] = true
        }
        for move in moveSections {
            let s = move.from
            try checkOld(s, "move")
            if movedFrom[s] { throw BatchUpdateError(.duplicate, section: s, "attempt to move section \(s) twice") }
            if deleted[s] {
                throw BatchUpdateError(.deleteAndMove, section: s, "attempt to delete and move the same section \(s)")
            }
            if reloaded[s] { throw BatchUpdateError(.reloadMoved, section: s, "attempt to reload the moved section \(s)") }
            movedFrom[s] = true
        }
        // No section inserted, deleted or moved, and as many after as before: every section
        // keeps its index (the common update, an item operation, over 10,000 sections).
        if deleteSections.isEmpty && insertSections.isEmpty && moveSections.isEmpty && (newCount ?? oldCount) == oldCount {
            let same = Array(0..<oldCount)
            return SectionPlan(
                oldToNew: same, newToOld: same, deleted: deleted, reloaded: reloaded,
                inserted: [Bool](repeating: false, count: oldCount), insertedCounts: [:])
        }

        let deleteCount = deleteSections.count, insertCount = insertSections.count
        let implied = oldCount - deleteCount + insertCount
        let count = newCount ?? implied
        // Duplicate inserts are reported before the count, which they would skew.
        var insertedSet = Set<Int>(minimumCapacity: insertCount)
        for insert in insertSections where !insertedSet.insert(insert.index).inserted {
            throw BatchUpdateError(.duplicate, section: insert.index, "attempt to insert section \(insert.index) twice")
        }
        if count != implied {
            throw BatchUpdateError(
                .sectionCount,
                "Invalid update: invalid number of sections. The number of sections contained in the collection "
                    + "view after the update (\(count)) must be equal to the number of sections contained in the "
                    + "collection view before the update (\(oldCount)), plus or minus the number of sections "
                    + "inserted or deleted (\(insertCount) inserted, \(deleteCount) deleted).")
        }

        var newToOld = [Int](repeating: -1, count: count)
        var taken = [Bool](repeating: false, count: count)
        var inserted = [Bool](repeating: false, count: count)
        var insertedCounts: [Int: Int] = [:]
        for insert in insertSections {
            let t = insert.index
            guard t >= 0, t < count else {
                throw BatchUpdateError(
                    .sectionOutOfRange, section: t,
                    "attempt to insert section \(t), but there are only \(count) sections after the update")
            }
            if let items = insert.itemCount {
                guard items >= 0 else {
                    throw BatchUpdateError(
                        .insertedSectionItemCount, section: t, "attempt to insert section \(t) with \(items) items")
                }
                insertedCounts[t] = items
            }
            taken[t] = true
            inserted[t] = true
        }
        for move in moveSections {
            let t = move.to
            guard t >= 0, t < count else {
                throw BatchUpdateError(
                    .sectionOutOfRange, section: t,
                    "attempt to move section \(move.from) to section \(t), but there are only \(count) sections after the update")
            }
            if inserted[t] {
                throw BatchUpdateError(.insertAndMove, section: t, "attempt to insert and move to the same section \(t)")
            }
            if taken[t] {
                throw BatchUpdateError(.insertAndMove, section: t, "attempt to move two sections to the same section \(t)")
            }
            taken[t] = true
            newToOld[t] = move.from
        }

        // Deletes and move sources leave; the sections that stay fill the free places in order.
        var oldToNew = [Int](repeating: -1, count: oldCount)
        for move in moveSections { oldToNew[move.from] = move.to }
        var j = 0
        for s in 0..<oldCount where !deleted[s] && !movedFrom[s] {
            while taken[j] { j += 1 }
            oldToNew[s] = j
            newToOld[j] = s
            j += 1
        }
        return SectionPlan(
            oldToNew: oldToNew, newToOld: newToOld, deleted: deleted, reloaded: reloaded, inserted: inserted,
            insertedCounts: insertedCounts)
    }
}
