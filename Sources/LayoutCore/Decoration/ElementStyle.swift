/// Custom attributes given to every element of one category (and kind) whose item index
/// matches a selector, within one section.
///
/// Styles are resolved when an element's attributes are read, so styling a million cells
/// stores one rule, not a million dictionaries.
public struct ElementStyle: Hashable, Sendable {
    public var category: ElementCategory
    /// The supplementary or decoration kind; `nil` matches every kind.
    public var kind: String?
    public var items: IndexSelector
    public var attributes: [String: AttributeValue]

    public init(category: ElementCategory, kind: String? = nil, items: IndexSelector, attributes: [String: AttributeValue]) {
        self.category = category
        self.kind = kind
        self.items = items
        self.attributes = attributes
    }

    /// True when the style applies to `key`, an element among `count` of its kind.
    public func applies(to key: ElementKey, count: Int) -> Bool {
        key.category == category && (kind == nil || kind == key.kind)
            && items.matches(key.indexPath.item, count: count)
    }
}
