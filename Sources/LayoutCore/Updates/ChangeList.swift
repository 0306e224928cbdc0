/// The change list of an update: every element of the layouts before and after, paired by
/// identity (`ElementIdentity`), as inserted, deleted, moved, unchanged or reloaded.
public enum ChangeList {
    /// Pairs the elements of the layout before an update with those after it.
    ///
    /// - Parameters:
    ///   - old: every element before the update (`LayoutSnapshot.allElements()`).
    ///   - new: every element after it.
    ///   - mapping: the update's mapping (`BatchUpdate.resolve` or `SnapshotDiff`).
    ///   - pluginUse: which plugin use made a decoration, if known (see `ElementIdentity`),
    ///     asked with the element and whether it is of the layout before the update.
    ///   - initial: an appearing element's initial attributes from its own; UIKit's
    ///     default (alpha 0) unless a plugin declares others for its kind.
    ///   - final: a disappearing element's final attributes from its own; alpha 0 by default.
    /// - Returns: one entry per new element, in the order of `new` (inserted, moved,
    ///   unchanged or reloaded), then one per deleted element, in the order of `old`.
    ///   An element whose identity repeats one already seen on its side is not paired.
    /// - Complexity: O(old + new), one hash per element.
    public static func compute(
        old: [LayoutAttributes], new: [LayoutAttributes], mapping: UpdateMapping,
        pluginUse: (_ element: LayoutAttributes, _ before: Bool) -> Int? = { _, _ in nil },
        initial: (LayoutAttributes) -> LayoutAttributes = { $0.withAlpha(0) },
        final: (LayoutAttributes) -> LayoutAttributes = { $0.withAlpha(0) }
    ) -> [ElementChange] {
        var oldByIdentity: [ElementIdentity: Int] = [:]
        oldByIdentity.reserveCapacity(old.count)
        var oldIdentities: [ElementIdentity] = []
        oldIdentities.reserveCapacity(old.count)
        for (index, element) in old.enumerated() {
            let identity = mapping.identity(ofOld: element, pluginUse: pluginUse(element, true))
            oldIdentities.append(identity)
            if oldByIdentity[identity] == nil { oldByIdentity[identity] = index }
        }
        var paired = [Bool](repeating: false, count: old.count)
        var changes: [ElementChange] = []
        changes.reserveCapacity(Swift.max(old.count, new.count))
        for element in new {
            let identity = mapping.identity(ofNew: element, pluginUse: pluginUse(element, false))
            guard let index = oldByIdentity[identity], !paired[index] else {
                changes.append(ElementChange(action: .inserted, identity: identity, old: nil, new: element, initial: initial(element)))
                continue
            }
            paired[index] = true
            let before = old[index]
            if isReloaded(before, mapping: mapping) {
                changes.append(
                    ElementChange(
                        action: .reloaded, identity: identity, old: before, new: element, initial: initial(element),
                        final: final(before)))
            } else {
                changes.append(ElementChange(action: before == element ? .unchanged : .moved, identity: identity, old: before, new: element))
            }
        }
        for index in old.indices where !paired[index] {
            changes.append(
                ElementChange(action: .deleted, identity: oldIdentities[index], old: old[index], new: nil, final: final(old[index])))
        }
        return changes
    }

    /// A reloaded item, or any element of a reloaded section.
    private static func isReloaded(_ element: LayoutAttributes, mapping: UpdateMapping) -> Bool {
        let ip = element.indexPath
        if ip.isLayoutLevel { return false }
        if mapping.isSectionReloaded(old: ip.section) { return true }
        return element.category == .cell && mapping.isItemReloaded(old: ip)
    }
}
