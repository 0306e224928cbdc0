/// What an element is across an update, whatever its index path before and after.
///
/// Two elements, one in the layout before an update and one after, are the same element
/// when their identities are equal. Sections and items are named by where they are after
/// the update (the mapping carries every surviving one there), or by where they were when
/// the update deleted them. With identified data the mapping is the diff's, so identities
/// follow identifiers: a cell is its section's identity and its item's; a supplementary
/// its kind, its section's identity and its own item number; a decoration the plugin use
/// that made it, its kind, its section's identity and its own item number. A section's
/// background therefore moves with its section instead of being deleted and inserted.
public struct ElementIdentity: Hashable, Sendable {
    /// A section across an update.
    public enum Section: Hashable, Sendable {
        /// Elements that belong to the whole layout (compositional global items).
        case layoutLevel
        /// A section that exists after the update, by its index after it.
        case live(Int)
        /// A section the update deleted, by its index before it.
        case deleted(Int)
    }

    /// An item across an update.
    public enum Item: Hashable, Sendable {
        /// A cell that exists after the update, by its item index after it.
        case live(Int)
        /// A cell the update deleted (or reloaded away with its section), by its index before it.
        case deleted(Int)
        /// A supplementary's or decoration's own item number (it does not move with cells).
        case number(Int)
    }

    public var category: ElementCategory
    public var kind: String?
    public var section: Section
    public var item: Item
    /// For decorations, which use of a plugin made it (its index in the scene's plugin
    /// list; `DecorationList.Style.pluginUse`), when known; `nil` otherwise. With it, two
    /// uses drawing the same kind in a section are never taken for each other.
    public var pluginUse: Int?

    public init(category: ElementCategory, kind: String?, section: Section, item: Item, pluginUse: Int? = nil) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.pluginUse = pluginUse
    }
}

extension UpdateMapping {
    /// The identity of `element`, an element of the layout before the update.
    public func identity(ofOld element: LayoutAttributes, pluginUse: Int? = nil) -> ElementIdentity {
        let ip = element.indexPath
        if element.category == .cell, let new = newIndexPath(forOld: ip) {
            // A cell follows its own mapping (it may have moved to another section).
            return ElementIdentity(category: .cell, kind: element.kind, section: .live(new.section), item: .live(new.item))
        }
        let section: ElementIdentity.Section
        if ip.isLayoutLevel {
            section = .layoutLevel
        } else if let t = newSection(forOld: ip.section) {
            section = .live(t)
        } else {
            section = .deleted(ip.section)
        }
        let item: ElementIdentity.Item = element.category == .cell ? .deleted(ip.item) : .number(ip.item)
        return ElementIdentity(
            category: element.category, kind: element.kind, section: section, item: item,
            pluginUse: element.category == .decoration ? pluginUse : nil)
    }

    /// The identity of `element`, an element of the layout after the update.
    public func identity(ofNew element: LayoutAttributes, pluginUse: Int? = nil) -> ElementIdentity {
        let ip = element.indexPath
        let section: ElementIdentity.Section = ip.isLayoutLevel ? .layoutLevel : .live(ip.section)
        let item: ElementIdentity.Item = element.category == .cell ? .live(ip.item) : .number(ip.item)
        return ElementIdentity(
            category: element.category, kind: element.kind, section: section, item: item,
            pluginUse: element.category == .decoration ? pluginUse : nil)
    }
}
