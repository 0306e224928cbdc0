/// A 0-based (section, item) pair, as UIKit's `IndexPath` for collection views.
///
/// Layout-level elements of a compositional layout (a global header) belong to no section;
/// their `section` is `IndexPath.layoutLevel` and JSON prints it as `null`.
public struct IndexPath: Hashable, Comparable, Sendable {
    public var section: Int
    public var item: Int

    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The section number of elements that belong to the whole layout.
    public static let layoutLevel = -1

    /// True for elements that belong to the whole layout rather than a section.
    public var isLayoutLevel: Bool { section == IndexPath.layoutLevel }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    public var description: String { isLayoutLevel ? "[\(item)]" : "[\(section), \(item)]" }
}
