import LayoutCore

extension SceneContext {
    /// The keys `sections { ... }` accepts that only the flow layout understands. A
    /// compositional section takes its layout from its spec, so these would be ignored
    /// silently; they are rejected instead.
    static let flowOnlySectionKeys = [
        "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize",
        "itemSize", "itemSizes",
    ]

    /// The item counts of a compositional scene, from its `sections { 4, { items = 5 } }`
    /// call (read into `flowSections` by the same function as for the flow layout).
    /// - Throws: for a flow-only key in a section entry, or a negative count, at its line.
    func compositionalItemCounts() throws(SceneError) -> [Int] {
        for (i, s) in flowSections.enumerated() {
            let path = "sections[\(i)]"
            let given: [(String, Bool)] = [
                ("inset", s.inset != nil), ("minimumLineSpacing", s.minimumLineSpacing != nil),
                ("minimumInteritemSpacing", s.minimumInteritemSpacing != nil),
                ("headerReferenceSize", s.headerReferenceSize != nil), ("footerReferenceSize", s.footerReferenceSize != nil),
                ("itemSizes", s.itemSizes != nil),
            ]
            if var key = given.first(where: \.1)?.0 {
                // `itemSize` and `itemSizes` both land in `itemSizes`: name the one written.
                if key == "itemSizes", locator(for: "sections")?.find("\(path).itemSize") != nil { key = "itemSize" }
                throw locateScene(SceneKeyError(
                    key: "\(path).\(key)",
                    "'\(key)' is a flow-layout key; in a compositional scene a section entry is an item count (4) or { items = 4 }, and the section's layout goes in compositional { section = ... / sections = ... / sectionProvider = ... }"))
            }
            guard s.itemCount >= 0 else {
                throw locateScene(SceneKeyError(key: "\(path).items", "an item count cannot be negative (got \(s.itemCount))"))
            }
        }
        return flowSections.map(\.itemCount)
    }
}
