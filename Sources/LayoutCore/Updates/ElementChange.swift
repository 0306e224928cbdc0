/// What an update did to one element: the change list's entry.
public struct ElementChange: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable {
        /// New: `from` is nil, `initial` is where it appears from.
        case inserted
        /// Gone: `to` is nil, `final` is where it disappears to.
        case deleted
        /// The same element, with another index path or other attributes.
        case moved
        /// The same element, with the same index path and attributes.
        case unchanged
        /// The same element, redrawn (a reloaded item, or any element of a reloaded
        /// section that survives): UIKit cross-fades it, so both `initial` and `final` are set.
        case reloaded
    }

    public var action: Action
    public var identity: ElementIdentity
    /// The element before the update; nil for an insert.
    public var old: LayoutAttributes?
    /// The element after the update; nil for a delete.
    public var new: LayoutAttributes?
    /// The attributes an appearing element starts from (inserts and reloads).
    public var initial: LayoutAttributes?
    /// The attributes a disappearing element ends at (deletes and reloads).
    public var final: LayoutAttributes?

    public init(
        action: Action, identity: ElementIdentity, old: LayoutAttributes?, new: LayoutAttributes?,
        initial: LayoutAttributes? = nil, final: LayoutAttributes? = nil
    ) {
        self.action = action
        self.identity = identity
        self.old = old
        self.new = new
        self.initial = initial
        self.final = final
    }

    public var category: ElementCategory { (new ?? old)!.category }
    /// The element's kind (nil for cells).
    public var kind: String? { (new ?? old)!.kind }
    /// The index path before the update; nil for an insert.
    public var from: IndexPath? { old?.indexPath }
    /// The index path after the update; nil for a delete.
    public var to: IndexPath? { new?.indexPath }
}
