/// The item half of `BatchUpdate.resolve`, and the mapping it builds.
extension BatchUpdate {
    /// Checks the batch as UIKit does and returns where every section and item went.
    ///
    /// - Parameters:
    ///   - oldItemCounts: the item count of each section before the update.
    ///   - newItemCounts: the item count of each section after it, as the data source
    ///     reports them (their number is the number of sections after the update).
    /// - Throws: `BatchUpdateError`, naming the rule and the section or index path, for a
    ///   batch UIKit would reject. The first broken rule is reported, in this order: section
    ///   operations, the section count, item deletes, reloads, moves, inserts, item counts.
    /// - Complexity: O(sections + changes + the items of the sections item operations touch).
    public func resolve(oldItemCounts: [Int], newItemCounts: [Int]) throws(BatchUpdateError) -> UpdateMapping {
        let plan = try planSections(oldCount: oldItemCounts.count, newCount: newItemCounts.count)
        var items = ItemPlan(plan: plan, old: oldItemCounts, new: newItemCounts)
        try items.check(self)
        try items.checkCounts()
        return items.mapping()
    }

    /// The item counts after the update that the batch implies: what a data source that
    /// follows the batch reports (inserted sections hold the count they were inserted with,
    /// or 0; reloaded sections keep theirs). `resolve` with these counts fails only for
    /// rules other than the counts.
    public func impliedItemCounts(oldItemCounts: [Int]) throws(BatchUpdateError) -> [Int] {
        let plan = try planSections(oldCount: oldItemCounts.count, newCount: nil)
        var counts = plan.newToOld.indices.map { t in
            plan.newToOld[t] >= 0 ? oldItemCounts[plan.newToOld[t]] : plan.insertedCounts[t] ?? 0
        }
        func adjust(_ t: Int?, _ delta: Int) {
            if let t, counts.indices.contains(t), !plan.inserted[t], !plan.reloaded[plan.newToOld[t]] { counts[t] += delta }
        }
        func newOf(_ s: Int) -> Int? { plan.oldToNew.indices.contains(s) && plan.oldToNew[s] >= 0 ? plan.oldToNew[s] : nil }
        for ip in deleteItems { adjust(newOf(ip.section), -1) }
        for move in moveItems {
            adjust(newOf(move.from.section), -1)
            adjust(move.to.section, 1)
        }
        for ip in insertItems { adjust(ip.section, 1) }
        return counts.map { Swift.max(0, $0) }
    }
}

/// The item operations of one batch, checked one by one against the section plan.
///
/// What happens to each item is kept in per-section arrays, allocated on a section's first
/// operation: a diff of a reordered list may bring a million moves, and arrays cost no
/// hashing per operation (the item tables of touched sections are built anyway). Untouched
/// sections own no table (`SectionSlots`).
struct ItemPlan {
    let plan: BatchUpdate.SectionPlan
    let old: [Int]
    let new: [Int]
    /// Per old section: `stays`, `UpdateMapping.deleted` or a move's encoded destination
    /// per item (then, once filled, the new item of those that stay).
    var oldTables: SectionSlots<ContiguousArray<Int>>
    /// Per new section: `free`, `UpdateMapping.inserted` or a move's encoded source per
    /// item (then, once filled, the old item of those that stay).
    var newTables: SectionSlots<ContiguousArray<Int>>
    var reloaded = Set<IndexPath>()
    /// Per old section: items deleted and moved out. Per new section: inserted and moved in.
    var deletedCount: [Int], movedOutCount: [Int]
    var insertedCount: [Int], movedInCount: [Int]

    static let stays = 0, free = Int.min

    init(plan: BatchUpdate.SectionPlan, old: [Int], new: [Int]) {
        self.plan = plan
        self.old = old
        self.new = new
        oldTables = SectionSlots(sectionCount: old.count)
        newTables = SectionSlots(sectionCount: new.count)
        deletedCount = Array(repeating: 0, count: old.count)
        movedOutCount = deletedCount
        insertedCount = Array(repeating: 0, count: new.count)
        movedInCount = insertedCount
    }

    private func oldState(_ ip: IndexPath) -> Int { oldTables.entry(section: ip.section, item: ip.item, otherwise: ItemPlan.stays) }
    private func newState(_ ip: IndexPath) -> Int { newTables.entry(section: ip.section, item: ip.item, otherwise: ItemPlan.free) }

    private mutating func setOld(_ ip: IndexPath, _ state: Int) {
        let count = old[ip.section]
        oldTables.modify(ip.section, creating: { ContiguousArray(repeating: ItemPlan.stays, count: count) }) { $0[ip.item] = state }
    }

    private mutating func setNew(_ ip: IndexPath, _ state: Int) {
        let count = new[ip.section]
        newTables.modify(ip.section, creating: { ContiguousArray(repeating: ItemPlan.free, count: count) }) { $0[ip.item] = state }
    }

    /// Checks an old index path named by `verb` ("delete", "reload", "move").
    private func checkOld(_ ip: IndexPath, _ verb: String) throws(BatchUpdateError) {
        let s = ip.section
        guard s >= 0, s < old.count else {
            throw BatchUpdateError(
                .sectionOutOfRange, indexPath: ip,
                "attempt to \(verb) item \(ip.item) from section \(s), but there are only \(old.count) sections before the update")
        }
        if plan.deleted[s] || plan.reloaded[s] {
            throw BatchUpdateError(
                .itemInChangedSection, indexPath: ip,
                "attempt to \(verb) item \(ip) from section \(s), which is being \(plan.deleted[s] ? "deleted" : "reloaded")")
        }
        guard ip.item >= 0, ip.item < old[s] else {
            throw BatchUpdateError(
                .itemOutOfRange, indexPath: ip,
                "attempt to \(verb) item \(ip.item) from section \(s), which only contains \(old[s]) items before the update")
        }
    }

    /// Checks a new index path; `what` is "insert item 3" or "move item [0, 1] to item 3".
    private func checkNew(_ ip: IndexPath, _ what: @autoclosure () -> String) throws(BatchUpdateError) {
        let t = ip.section
        guard t >= 0, t < new.count else {
            throw BatchUpdateError(
                .sectionOutOfRange, indexPath: ip,
                "attempt to \(what()) of section \(t), but there are only \(new.count) sections after the update")
        }
        if plan.inserted[t] || plan.reloaded[plan.newToOld[t]] {
            throw BatchUpdateError(
                .itemInChangedSection, indexPath: ip,
                "attempt to \(what()) of section \(t), which is being \(plan.inserted[t] ? "inserted" : "reloaded")")
        }
        guard ip.item >= 0, ip.item < new[t] else {
            throw BatchUpdateError(
                .itemOutOfRange, indexPath: ip,
                "attempt to \(what()) of section \(t), but there are only \(new[t]) items in section \(t) after the update")
        }
    }

    mutating func check(_ batch: BatchUpdate) throws(BatchUpdateError) {
        for ip in batch.deleteItems {
            try checkOld(ip, "delete")
            if oldState(ip) == UpdateMapping.deleted {
                throw BatchUpdateError(.duplicate, indexPath: ip, "attempt to delete item \(ip) twice")
            }
            setOld(ip, UpdateMapping.deleted)
            deletedCount[ip.section] += 1
        }
        reloaded.reserveCapacity(batch.reloadItems.count)
        for ip in batch.reloadItems {
            try checkOld(ip, "reload")
            if oldState(ip) == UpdateMapping.deleted {
                throw BatchUpdateError(.deleteAndReload, indexPath: ip, "attempt to delete and reload the same item \(ip)")
            }
            guard reloaded.insert(ip).inserted else {
                throw BatchUpdateError(.duplicate, indexPath: ip, "attempt to reload item \(ip) twice")
            }
        }
        for move in batch.moveItems {
            let from = move.from, to = move.to
            try checkOld(from, "move")
            let state = oldState(from)
            if UpdateMapping.isMove(state) {
                throw BatchUpdateError(.duplicate, indexPath: from, "attempt to move item \(from) twice")
            }
            if state == UpdateMapping.deleted {
                throw BatchUpdateError(.deleteAndMove, indexPath: from, "attempt to delete and move the same item \(from)")
            }
            if !reloaded.isEmpty && reloaded.contains(from) {
                throw BatchUpdateError(.reloadMoved, indexPath: from, "attempt to reload the moved item \(from)")
            }
            try checkNew(to, "move item \(from) to item \(to.item)")
            if UpdateMapping.isMove(newState(to)) {
                throw BatchUpdateError(.insertAndMove, indexPath: to, "attempt to move two items to the same index path \(to)")
            }
            setOld(from, UpdateMapping.encodeMove(to))
            setNew(to, UpdateMapping.encodeMove(from))
            movedOutCount[from.section] += 1
            movedInCount[to.section] += 1
        }
        for ip in batch.insertItems {
            try checkNew(ip, "insert item \(ip.item)")
            let state = newState(ip)
            if UpdateMapping.isMove(state) {
                throw BatchUpdateError(.insertAndMove, indexPath: ip, "attempt to insert and move to the same index path \(ip)")
            }
            if state == UpdateMapping.inserted {
                throw BatchUpdateError(.duplicate, indexPath: ip, "attempt to insert item \(ip) twice")
            }
            setNew(ip, UpdateMapping.inserted)
            insertedCount[ip.section] += 1
        }
    }

    /// Every section's count after the update against its count before and the operations.
    func checkCounts() throws(BatchUpdateError) {
        if let t = firstSectionWithAWrongCount() { throw countError(section: t) }
    }

    /// The first new section whose count does not follow from its count before and the
    /// operations. Every section is checked (10,000 for a one-item update), so the arrays
    /// are read through locals, and no message is made here.
    private func firstSectionWithAWrongCount() -> Int? {
        let newToOld = plan.newToOld, reloaded = plan.reloaded, old = old, new = new
        let inserted = insertedCount, deleted = deletedCount, movedIn = movedInCount, movedOut = movedOutCount
        for t in new.indices {
            let s = newToOld[t]
            if s < 0 {
                if let given = plan.insertedCounts[t], given != new[t] { return t }
            } else if !reloaded[s] && new[t] != old[s] + inserted[t] - deleted[s] + movedIn[t] - movedOut[s] {
                return t
            }
        }
        return nil
    }

    /// UIKit's message for new section `t`, whose count is wrong.
    private func countError(section t: Int) -> BatchUpdateError {
        let s = plan.newToOld[t]
        guard s >= 0 else {
            return BatchUpdateError(
                .insertedSectionItemCount, section: t,
                "Invalid update: invalid number of items in section \(t). The number of items contained in an "
                    + "inserted section after the update (\(new[t])) must be equal to the number of items it was "
                    + "inserted with (\(plan.insertedCounts[t] ?? 0)).")
        }
        let i = insertedCount[t], d = deletedCount[s]
        let movedIn = movedInCount[t], movedOut = movedOutCount[s]
        return BatchUpdateError(
            .itemCount, section: t,
            "Invalid update: invalid number of items in section \(t). The number of items contained in an existing "
                + "section after the update (\(new[t])) must be equal to the number of items contained in that "
                + "section before the update (\(old[s])), plus or minus the number of items inserted or deleted "
                + "from that section (\(i) inserted, \(d) deleted) and plus or minus the number of items moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
    }

    /// The mapping of a checked batch: per touched section, items that leave (deletes, move
    /// sources) are dropped, items that arrive (inserts, move destinations) take their
    /// places, and the items that stay fill the remaining places in order, which is what
    /// descending deletes then ascending inserts amount to.
    consuming func mapping() -> UpdateMapping {
        // Moved out of self, so that each table is filled in place, not copied.
        var oldTables = self.oldTables, newTables = self.newTables
        self.oldTables = SectionSlots(sectionCount: 0)
        self.newTables = SectionSlots(sectionCount: 0)
        // Only sections with a table have items to pair: in new order, each once.
        var touched = Array(newTables.sectionsWithValues)
        for s in oldTables.sectionsWithValues where plan.oldToNew[s] >= 0 { touched.append(plan.oldToNew[s]) }
        touched.sort()
        for (k, t) in touched.enumerated() where k == 0 || touched[k - 1] != t {
            let s = plan.newToOld[t]
            guard s >= 0 else { continue }
            var oldTable = oldTables.take(s, leaving: []) ?? ContiguousArray(repeating: ItemPlan.stays, count: old[s])
            var newTable = newTables.take(t, leaving: []) ?? ContiguousArray(repeating: ItemPlan.free, count: new[t])
            var j = 0
            for i in 0..<oldTable.count where oldTable[i] == ItemPlan.stays {
                while newTable[j] != ItemPlan.free { j += 1 }
                newTable[j] = i
                oldTable[i] = j
                j += 1
            }
            oldTables.put(oldTable, at: s)
            newTables.put(newTable, at: t)
        }
        var reloadedSections = Set<Int>()
        for s in plan.reloaded.indices where plan.reloaded[s] { reloadedSections.insert(s) }
        return UpdateMapping(
            oldItemCounts: old, newItemCounts: new, sectionOldToNew: plan.oldToNew, sectionNewToOld: plan.newToOld,
            reloadedOldSections: reloadedSections, oldItemTables: oldTables, newItemTables: newTables,
            reloadedItems: reloaded)
    }
}
