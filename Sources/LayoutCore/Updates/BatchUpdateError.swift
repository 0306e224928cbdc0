/// A batch that UIKit would reject (it raises `NSInternalInconsistencyException`), with the
/// rule it breaks and the section or index path at fault. The message has the shape of
/// UIKit's own, so that a user who knows one recognises the other.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rules a batch must follow.
    public enum Rule: String, Hashable, Sendable {
        /// The number of sections after the update is not the number before, plus the
        /// inserted, minus the deleted.
        case sectionCount
        /// An existing section's item count after the update does not add up.
        case itemCount
        /// A section inserted with an item count holds another number of items.
        case insertedSectionItemCount
        /// A section index outside the sections before (deletes, reloads, move sources) or
        /// after (inserts, move destinations) the update.
        case sectionOutOfRange
        /// An item index outside its section before or after the update.
        case itemOutOfRange
        /// The same section or index path named twice by the same kind of operation.
        case duplicate
        /// One old section or item both deleted and moved.
        case deleteAndMove
        /// One old section or item both deleted and reloaded.
        case deleteAndReload
        /// A moved section or item also reloaded.
        case reloadMoved
        /// Two operations (insert or move) that put an element at the same new place.
        case insertAndMove
        /// An item operation inside a section that is itself deleted, inserted or reloaded.
        case itemInChangedSection
    }

    public var rule: Rule
    /// The section at fault (its old or new index, as the rule names it).
    public var section: Int?
    /// The index path at fault, for item rules.
    public var indexPath: IndexPath?
    public var message: String

    public init(_ rule: Rule, section: Int? = nil, indexPath: IndexPath? = nil, _ message: String) {
        self.rule = rule
        self.section = section ?? indexPath?.section
        self.indexPath = indexPath
        self.message = message
    }

    public var description: String { message }
}
