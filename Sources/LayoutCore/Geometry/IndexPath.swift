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

/// LayoutCore's `IndexPath` under a name Foundation does not take: a file that imports
/// Foundation and LayoutCore (or LuaLayout) finds `IndexPath` ambiguous, and writes
/// `LayoutIndexPath` (or `LayoutCore.IndexPath`) instead. The package's own files, which
/// keep Foundation out of LayoutCore's clients where they can, go on saying `IndexPath`.
public typealias LayoutIndexPath = IndexPath
