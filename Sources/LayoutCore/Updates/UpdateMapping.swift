/// Where every section and item of the data before an update went, and where every one
/// after it came from: the result of `BatchUpdate.resolve` (or of a `SnapshotDiff`).
///
/// Sections untouched by item operations store nothing per item (their items keep their
/// numbers, in the section's new place), so a mapping costs O(sections + items of the
/// touched sections + changes) to build, and every lookup is O(1).
public struct UpdateMapping: Sendable {
    public let oldItemCounts: [Int]
    public let newItemCounts: [Int]
    /// For each old section, its new index, or -1 when deleted.
    let sectionOldToNew: [Int]
    /// For each new section, its old index, or -1 when inserted.
    let sectionNewToOld: [Int]
    /// Old indices of reloaded sections (their items are deleted and inserted again).
    let reloadedOldSections: Set<Int>
    /// Per old section: no table when its items keep their numbers, else for each old item its
    /// new item in the section's new place, `deleted`, or where it moved (`encodeMove`).
    let oldItemTables: SectionSlots<ContiguousArray<Int>>
    /// Per new section: no table when its items keep their numbers, else for each new item its
    /// old item in the section's old place, `inserted`, or where it moved from (`encodeMove`).
    let newItemTables: SectionSlots<ContiguousArray<Int>>
    /// Old index paths of reloaded items.
    public let reloadedItems: Set<IndexPath>

    /// Table entries that are not item numbers: -1, and moves, whose other end is encoded
    /// in the entry itself (at most -3), so that a million moves cost no more than the tables.
    static let deleted = -1, inserted = -1

    static func encodeMove(_ other: IndexPath) -> Int { -3 - (other.section << 32 | other.item) }
    static func decodeMove(_ entry: Int) -> IndexPath {
        let code = -3 - entry
        return IndexPath(section: code >> 32, item: code & 0xFFFF_FFFF)
    }
    static func isMove(_ entry: Int) -> Bool { entry <= -3 && entry != Int.min }

    public var oldSectionCount: Int { oldItemCounts.count }
    public var newSectionCount: Int { newItemCounts.count }

    // MARK: Sections

    /// The new index of old section `section`, or nil when it was deleted (or is out of range).
    public func newSection(forOld section: Int) -> Int? {
        guard sectionOldToNew.indices.contains(section) else { return nil }
        let new = sectionOldToNew[section]
        return new < 0 ? nil : new
    }

    /// The old index of new section `section`, or nil when it was inserted (or is out of range).
    public func oldSection(forNew section: Int) -> Int? {
        guard sectionNewToOld.indices.contains(section) else { return nil }
        let old = sectionNewToOld[section]
        return old < 0 ? nil : old
    }

    /// True when old section `section` was reloaded: it stays, its items are replaced.
    public func isSectionReloaded(old section: Int) -> Bool { reloadedOldSections.contains(section) }

    /// True when new section `section` holds exactly the items of its old section, in the
    /// same order (no item inserted, deleted or moved in or out; not inserted or reloaded):
    /// an incremental layout may shift its old layout instead of computing it again.
    /// Reloaded items do not count: they change contents, not positions.
    public func keepsItems(newSection section: Int) -> Bool {
        guard let old = oldSection(forNew: section) else { return false }
        return !newItemTables.has(section) && (reloadedOldSections.isEmpty || !reloadedOldSections.contains(old))
    }

    // MARK: Items

    /// The new index path of the item at old `indexPath`, or nil when it was deleted (items
    /// of deleted and reloaded sections are deleted).
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        let s = indexPath.section, i = indexPath.item
        guard oldItemCounts.indices.contains(s), i >= 0, i < oldItemCounts[s] else { return nil }
        let t = sectionOldToNew[s]
        guard t >= 0, !reloadedOldSections.contains(s) else { return nil }
        guard oldItemTables.has(s) else { return IndexPath(section: t, item: i) }
        let new = oldItemTables.entry(section: s, item: i, otherwise: 0)
        if new >= 0 { return IndexPath(section: t, item: new) }
        return UpdateMapping.isMove(new) ? UpdateMapping.decodeMove(new) : nil
    }

    /// The old index path of the item at new `indexPath`, or nil when it was inserted
    /// (every item of an inserted or reloaded section is inserted).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        let t = indexPath.section, j = indexPath.item
        guard newItemCounts.indices.contains(t), j >= 0, j < newItemCounts[t] else { return nil }
        let s = sectionNewToOld[t]
        guard s >= 0, !reloadedOldSections.contains(s) else { return nil }
        guard newItemTables.has(t) else { return IndexPath(section: s, item: j) }
        let old = newItemTables.entry(section: t, item: j, otherwise: 0)
        if old >= 0 { return IndexPath(section: s, item: old) }
        return UpdateMapping.isMove(old) ? UpdateMapping.decodeMove(old) : nil
    }

    /// True when the item at old `indexPath` was reloaded (named by `reloadItems`).
    public func isItemReloaded(old indexPath: IndexPath) -> Bool { reloadedItems.contains(indexPath) }

    /// True when the item at old `indexPath` was moved by a `moveItems` operation (or by the
    /// diff's moves), as opposed to shifted by other items' inserts and deletes.
    public func isItemMoved(old indexPath: IndexPath) -> Bool {
        let s = indexPath.section, i = indexPath.item
        guard oldItemCounts.indices.contains(s), i >= 0, i < oldItemCounts[s], oldItemTables.has(s) else { return false }
        return UpdateMapping.isMove(oldItemTables.entry(section: s, item: i, otherwise: 0))
    }

    /// The data after the update: each section's elements moved, kept or dropped as the
    /// mapping says, and `inserted` asked for every inserted item (in ascending order).
    public func apply<Element>(to old: [[Element]], inserted: (IndexPath) throws -> Element) rethrows -> [[Element]] {
        precondition(old.count == oldSectionCount && zip(old, oldItemCounts).allSatisfy { $0.count == $1 },
            "apply(to:): the data does not have the mapping's old item counts")
        var result: [[Element]] = []
        result.reserveCapacity(newSectionCount)
        for t in 0..<newSectionCount {
            let s = sectionNewToOld[t]
            if s >= 0, !newItemTables.has(t), !reloadedOldSections.contains(s) {
                result.append(old[s])  // untouched: O(1), the array is shared
                continue
            }
            var section: [Element] = []
            section.reserveCapacity(newItemCounts[t])
            for j in 0..<newItemCounts[t] {
                let new = IndexPath(section: t, item: j)
                if let from = oldIndexPath(forNew: new) {
                    section.append(old[from.section][from.item])
                } else {
                    section.append(try inserted(new))
                }
            }
            result.append(section)
        }
        return result
    }
}
