import LayoutCore
import LuaRuntime

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
    /// Per entry, the fitted sizes of its boundary items by kind (`supplementarySizes`,
    /// C36); compositional scenes only.
    var supplementarySizes: [[String: Size]] = []
    /// Per entry, its items' `itemData` (nil when it gave none), which sizing hooks read (C39).
    var itemData: [[LuaValue]?] = []
    /// The first key only the compositional layout understands in any entry
    /// (`supplementarySizes` in `sections[1]`), which a flow scene rejects.
    var compositionalOnlyKey: (section: Int, key: String)?

    /// The keys a section entry accepts that only the flow layout understands, in the
    /// order they are reported. A compositional section takes its layout from its spec,
    /// so these would be ignored silently; they are rejected instead.
    static let flowOnlyKeys = [
        "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize",
        "itemSize",
    ]
    /// The keys a section entry accepts that only the compositional layout understands.
    static let compositionalOnlyKeys = ["supplementarySizes", "itemData"]

    /// In a compositional scene's `itemSizes`, an item that has not reported its fitted
    /// size (one an update inserted without a size): its estimate stands. Never a size a
    /// scene can give, as sizes are not negative.
    static let notFitted = Size(width: -1, height: -1)

    /// Section `index`'s fitted sizes for a compositional layout (C34-C36), nil when the
    /// entry gave none.
    func fittedSizes(of index: Int) -> FittedSizes? {
        let items = flow[index].itemSizes ?? []
        let supplementaries = index < supplementarySizes.count ? supplementarySizes[index] : [:]
        guard !items.isEmpty || !supplementaries.isEmpty else { return nil }
        return FittedSizes(items: items.map { $0 == Self.notFitted ? nil : $0 }, supplementaries: supplementaries)
    }
}
