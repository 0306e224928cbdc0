import LayoutCore
import LuaRuntime

extension SceneSections {
    /// The sections after `request`, resolved as `mapping`: each surviving section keeps its
    /// own keys wherever it goes, an inserted one takes its entry's; item sizes follow their
    /// items (`UpdateMapping.apply`), an inserted item takes its `size`, else its section's
    /// `itemSize`, else the layout's; a reloaded section keeps its items' sizes.
    ///
    /// The result has no identifiers: `update { }` names positions, so the next identified
    /// `sections { }` starts a new snapshot instead of being diffed against stale ones.
    /// - Parameter layoutItemSize: `flow { itemSize }` now, for the items of a section that
    ///   gives sizes per item when some of its items have none.
    func applying(_ request: SceneUpdateRequest, mapping: UpdateMapping, layoutItemSize: Size) -> SceneSections {
        var result = SceneSections()
        let sizes = itemSizes(after: request, mapping: mapping)
        result.itemData = itemData(after: mapping)
        for t in 0..<mapping.newSectionCount {
            var section: FlowSection
            if let s = mapping.oldSection(forNew: t) {
                section = flow[s]
                result.itemSizeKeys.append(itemSizeKeys[s])
                result.supplementarySizes.append(s < supplementarySizes.count ? supplementarySizes[s] : [:])
            } else {
                let entry = request.insertedSections[t]!
                section = entry.section
                result.itemSizeKeys.append(entry.itemSize)
                result.supplementarySizes.append([:])
            }
            section.itemCount = mapping.newItemCounts[t]
            if let sizes {
                section.itemSizes = sizes[t].allSatisfy { $0 == nil } ? nil : sizes[t].map { $0 ?? layoutItemSize }
            } else {
                section.itemSizes = nil
            }
            result.flow.append(section)
            result.itemCounts.append(section.itemCount)
        }
        // The key's position is where the scene wrote it (errors locate it there); it goes
        // with its section, and away when the section is deleted.
        if let (s, key) = flowOnlyKey, mapping.newSection(forOld: s) != nil { result.flowOnlyKey = (s, key) }
        if let (s, key) = compositionalOnlyKey, mapping.newSection(forOld: s) != nil { result.compositionalOnlyKey = (s, key) }
        return result
    }

    /// The items' data after the update: it follows its items; an inserted item has none
    /// (`false`); a section that gave none still has none.
    private func itemData(after mapping: UpdateMapping) -> [[LuaValue]?] {
        guard itemData.contains(where: { $0 != nil }) else { return Array(repeating: nil, count: mapping.newSectionCount) }
        let old: [[LuaValue]] = flow.indices.map { s in
            (s < itemData.count ? itemData[s] : nil) ?? Array(repeating: .boolean(false), count: flow[s].itemCount)
        }
        let moved = mapping.apply(to: old) { _ in LuaValue.boolean(false) }
        return moved.map { section in section.allSatisfy { $0 == .boolean(false) } ? nil : section }
    }

    /// The item sizes after the update, nil meaning the layout's `itemSize`; nil for all when
    /// no section gives sizes per item, before or after.
    private func itemSizes(after request: SceneUpdateRequest, mapping: UpdateMapping) -> [[Size?]]? {
        let perItem = flow.contains { $0.itemSizes != nil } || !request.insertedItemSizes.isEmpty
            || request.insertedSections.values.contains { $0.section.itemSizes != nil }
        guard perItem else { return nil }
        let old: [[Size?]] = flow.map { section in
            section.itemSizes.map { $0.map(Optional.some) } ?? Array(repeating: nil, count: section.itemCount)
        }
        return mapping.apply(to: old) { path in
            if let size = request.insertedItemSizes[path] { return size }
            guard let s = mapping.oldSection(forNew: path.section) else {
                return request.insertedSections[path.section]?.section.itemSizes?[path.item]
            }
            if mapping.isSectionReloaded(old: s), path.item < old[s].count { return old[s][path.item] }
            return itemSizeKeys[s]
        }
    }

    /// Gives each resized item its new size (`update { resizeItems = ... }`, R18): its
    /// section then gives sizes per item, the others keeping the size they had. An index
    /// path past the sections or items is refused at its entry, and nothing changes.
    mutating func resize(_ items: [(path: IndexPath, size: Size, key: String)], layoutItemSize: Size) throws(SceneKeyError) {
        for item in items {
            let (s, i) = (item.path.section, item.path.item)
            guard flow.indices.contains(s) else {
                throw SceneKeyError(key: item.key, "no section \(s) to resize an item of: the scene has \(flow.count) sections (0-based)")
            }
            guard i >= 0 && i < flow[s].itemCount else {
                throw SceneKeyError(key: item.key, "no item \(i) in section \(s) to resize: it has \(flow[s].itemCount) items (0-based)")
            }
        }
        for item in items {
            let s = item.path.section
            var sizes = flow[s].itemSizes ?? Array(repeating: itemSizeKeys[s] ?? layoutItemSize, count: flow[s].itemCount)
            sizes[item.path.item] = item.size
            flow[s].itemSizes = sizes
        }
    }

    /// The first section whose item data cannot follow an update: a negative item count,
    /// or `itemSizes` of another length than its item count (the layout names both).
    func inconsistentSection() -> (section: Int, reason: String)? {
        for (s, section) in flow.enumerated() {
            if section.itemCount < 0 { return (s, "its item count is negative (\(section.itemCount))") }
            if let sizes = section.itemSizes, sizes.count != section.itemCount {
                return (s, "itemSizes has \(sizes.count) sizes but the section has \(section.itemCount) items")
            }
        }
        return nil
    }
}
