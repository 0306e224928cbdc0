/// One section of identified data: the section's identifier and its items' identifiers,
/// as a diffable data source snapshot holds them.
public struct IdentifiedSection<SectionID: Hashable, ItemID: Hashable> {
    public var id: SectionID
    public var items: [ItemID]

    public init(_ id: SectionID, items: [ItemID]) {
        self.id = id
        self.items = items
    }
}

extension IdentifiedSection: Equatable where SectionID: Equatable, ItemID: Equatable {}
extension IdentifiedSection: Sendable where SectionID: Sendable, ItemID: Sendable {}

/// Identified data that cannot be diffed: an identifier given twice.
public struct SnapshotDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Rule: String, Hashable, Sendable {
        case duplicateSection
        case duplicateItem
    }

    /// Which of the two snapshots holds the duplicate.
    public enum Side: String, Hashable, Sendable {
        case old
        case new
    }

    public var rule: Rule
    public var side: Side
    /// "duplicate item identifier 'x' in section 'a'"
    public var message: String

    public init(_ rule: Rule, side: Side, _ message: String) {
        self.rule = rule
        self.side = side
        self.message = message
    }

    public var description: String { message }
}

extension SnapshotDiff {
    /// Checks a snapshot given from scratch (the first one, which no diff checked as `new`)
    /// for duplicate section and item identifiers: O(n) hashing, done once per such snapshot.
    /// `SnapshotDiff` checks its `new` snapshot fully but its `old` one only where it looks,
    /// since the old one is normally the previous diff's `new`.
    @inlinable
    public static func validate<S: Hashable, I: Hashable>(_ sections: [IdentifiedSection<S, I>]) throws(SnapshotDiffError) {
        var sectionIDs = Set<S>(minimumCapacity: sections.count)
        var items: [I: Int] = [:]
        items.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for (s, section) in sections.enumerated() {
            guard sectionIDs.insert(section.id).inserted else {
                throw SnapshotDiffError(.duplicateSection, side: .new, "duplicate section identifier '\(section.id)'")
            }
            for id in section.items {
                if let first = items.updateValue(s, forKey: id) {
                    throw duplicateItem(id, first: sections[first].id, second: section.id, side: .new)
                }
            }
        }
    }
}
