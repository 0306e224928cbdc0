import LayoutCore

extension SceneContext {
    /// The item counts of a compositional scene, from its `sections { 4, { items = 5 } }`.
    /// - Throws: for a flow-only key in a section entry, or a negative count, at its line.
    func compositionalItemCounts() throws(SceneError) -> [Int] {
        for (section, count) in sections.itemCounts.enumerated() {
            if let flowOnly = sections.flowOnlyKey, flowOnly.section == section {
                throw locate(SceneKeyError(
                    key: "sections[\(section)].\(flowOnly.key)",
                    "'\(flowOnly.key)' is a flow-layout key; in a compositional scene a section entry is an item count (4) or { items = 4 }, and the section's layout goes in compositional { section = ... / sections = ... / sectionProvider = ... }"))
            }
            guard count >= 0 else {
                throw locate(SceneKeyError(key: "sections[\(section)].items", "an item count cannot be negative (got \(count))"))
            }
        }
        return sections.itemCounts
    }
}
