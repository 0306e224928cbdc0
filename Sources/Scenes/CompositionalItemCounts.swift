import LayoutCore

/// What `sections { ... }` said, read once when it is called: the item counts (a
/// compositional layout's only per-section input) as their own value, and the flow
/// sections with their own keys.
struct SceneSections {
    /// One flow section per entry, with the keys the entry gave.
    var flow: [FlowSection] = []
    /// One item count per entry.
    var itemCounts: [Int] = []
    /// The first key only the flow layout understands in any entry (`itemSize` in
    /// `sections[2]`), which a compositional scene rejects.
    var flowOnlyKey: (section: Int, key: String)?

    /// The keys a section entry accepts that only the flow layout understands, in the
    /// order they are reported. A compositional section takes its layout from its spec,
    /// so these would be ignored silently; they are rejected instead.
    static let flowOnlyKeys = [
        "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize",
        "itemSize", "itemSizes",
    ]
}

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
