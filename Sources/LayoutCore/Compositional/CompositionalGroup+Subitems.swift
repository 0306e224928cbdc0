// Rules: docs/layout-rules.md, C5, C6, C29

extension CompositionalGroup {
    /// How a group names its subitems: UIKit's three initialiser families.
    public enum Subitems: Hashable, Sendable {
        /// `subitems: [...]`: cycled through in order while they fit (C5).
        case list([CompositionalSubitem])
        /// `subitem:count:` (deprecated in iOS 16, still common): exactly `count` copies, each
        /// resized to `fractional(1/count)` along the group axis (C6).
        case count(CompositionalSubitem, Int)
        /// `repeatingSubitem:count:` (iOS 16): exactly `count` copies at their own size (C6).
        case repeating(CompositionalSubitem, Int)
        /// `custom(layoutSize:itemProvider:)`: the provider's items, at the frames it gives
        /// relative to the group (C29); as many items per repetition as it returns.
        case custom(CustomGroupItems)
    }
}
