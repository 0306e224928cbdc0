/// One batch of changes to a collection view's data, as `performBatchUpdates` takes them.
///
/// The numbering follows UIKit: deletes and reloads name index paths BEFORE the update,
/// inserts name index paths AFTER it, moves name one of each. The batch is applied as UIKit
/// applies it (reloads, then deletes in descending order, then inserts in ascending order;
/// a move is one element that keeps its identity), so the order of the lists is irrelevant.
///
/// `resolve(oldItemCounts:newItemCounts:)` checks the batch against the data before and
/// after and returns the mapping between old and new elements (`UpdateMapping`).
public struct BatchUpdate: Hashable, Sendable {
    /// A section inserted at a new index, with the number of items it holds if known.
    public struct SectionInsert: Hashable, Sendable {
        /// The new index of the section.
        public var index: Int
        /// The number of items it is inserted with; `nil` takes whatever the data source
        /// reports. When given, the data source must agree.
        public var itemCount: Int?

        public init(_ index: Int, itemCount: Int? = nil) {
            self.index = index
            self.itemCount = itemCount
        }
    }

    /// A section or item move: `from` names the old numbering, `to` the new one.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        public var from: Position
        public var to: Position

        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// Old section indices.
    public var deleteSections: [Int]
    /// New section indices.
    public var insertSections: [SectionInsert]
    public var moveSections: [Move<Int>]
    /// Old section indices: the section stays, its items are all deleted and inserted again.
    public var reloadSections: [Int]
    /// Old index paths.
    public var deleteItems: [IndexPath]
    /// New index paths.
    public var insertItems: [IndexPath]
    public var moveItems: [Move<IndexPath>]
    /// Old index paths: the item stays where the update takes it, and is redrawn.
    public var reloadItems: [IndexPath]

    public init(
        deleteSections: [Int] = [], insertSections: [SectionInsert] = [], moveSections: [Move<Int>] = [],
        reloadSections: [Int] = [], deleteItems: [IndexPath] = [], insertItems: [IndexPath] = [],
        moveItems: [Move<IndexPath>] = [], reloadItems: [IndexPath] = []
    ) {
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.moveSections = moveSections
        self.reloadSections = reloadSections
        self.deleteItems = deleteItems
        self.insertItems = insertItems
        self.moveItems = moveItems
        self.reloadItems = reloadItems
    }

    /// True when the batch changes nothing.
    public var isEmpty: Bool {
        deleteSections.isEmpty && insertSections.isEmpty && moveSections.isEmpty && reloadSections.isEmpty
            && deleteItems.isEmpty && insertItems.isEmpty && moveItems.isEmpty && reloadItems.isEmpty
    }

    /// The number of operations in the batch (what O(changes) counts).
    public var changeCount: Int {
        deleteSections.count + insertSections.count + moveSections.count + reloadSections.count
            + deleteItems.count + insertItems.count + moveItems.count + reloadItems.count
    }
}
