/// One `out:style` call of a plugin's hook as the host applied it: the use that made it,
/// its place among that hook call's `out:style` calls, the section and elements it
/// targets, which of them it selected, and the attributes it set.
///
/// A function selector is kept as the indices it picked when the host called it, so that
/// what a record says is what the plugin did, not a second reading of its options: the
/// preview's inspector names the `color_rules` rules that styled a cell from these.
public struct StyleRecord: Hashable, Sendable {
    /// The plugin use (its index in the scene's uses), as `DecorationList.pluginUse(at:)`.
    public var use: Int?
    /// 0-based: the call's place among the `out:style` calls of one hook call.
    public var call: Int
    public var section: Int
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil matches every kind.
    public var kind: String?
    /// The elements selected (a function's picks as `.indices`).
    public var items: IndexSelector
    /// The attributes set. Kept as the call gave them (a retain, where listing and sorting
    /// their names cost a few hundred instructions in every section decorated); an
    /// inspector reads `attributes`.
    public var values: [String: AttributeValue]

    /// The names of the attributes set, sorted.
    public var attributes: [String] { values.keys.sorted() }

    public init(
        use: Int?, call: Int, section: Int, category: ElementCategory, kind: String?, items: IndexSelector,
        values: [String: AttributeValue]
    ) {
        self.use = use
        self.call = call
        self.section = section
        self.category = category
        self.kind = kind
        self.items = items
        self.values = values
    }
}
