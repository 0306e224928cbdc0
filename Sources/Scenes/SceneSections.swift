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
    /// Per entry, its `itemSize` key (which its items were given, and which an item an
    /// update inserts into it takes).
    var itemSizeKeys: [Size?] = []
    /// The identifiers the entries gave (`{ id = "s1", ids = { "a", "b" } }`), when they
    /// gave them: what the next identified `sections { }` is diffed against.
    var identified: [IdentifiedSection<SceneSectionID, SceneIdentifier>]?

    /// The keys a section entry accepts that only the flow layout understands, in the
    /// order they are reported. A compositional section takes its layout from its spec,
    /// so these would be ignored silently; they are rejected instead.
    static let flowOnlyKeys = [
        "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize",
        "itemSize", "itemSizes",
    ]
}
