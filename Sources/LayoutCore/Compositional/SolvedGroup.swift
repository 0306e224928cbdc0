// Rules: docs/layout-rules.md, C1-C4, C10, C13, C14

/// A root group solved once for a section container (C1-C10): the leaf frames relative to
/// the group's origin, ready to be stamped at every repetition (C13).
///
/// Solving once and stamping is what keeps a 3-column grid of a million cells within 2x of
/// the flow layout's arithmetic loop: the fit loop, the second solve and the recursion run
/// per distinct section spec, not per item.
struct SolvedGroup: Sendable {
    /// The group's final size: its resolved size, or the extent of its subitems on an
    /// estimated axis (C2b). Repetitions advance by its length (C13).
    var size: Size
    /// The group's effective content insets (C4 fractions applied, estimated axes zeroed);
    /// C14 drops the ones along the scroll axis for a partial last group.
    var insets: EdgeInsets
    /// Leaf frames after item insets (C3), depth-first in placement order (C10), relative to
    /// the group's origin.
    var leaves: ContiguousArray<Rect>
    /// The zIndex custom items gave some leaves (C29), by leaf number; empty when none did.
    var leafZIndices: [Int: Int] = [:]
    /// The badges of the leaves that have some (C45), by leaf number, their frames relative
    /// to the group's origin as the leaves'; empty when no item has badges.
    var leafBadges: [Int: [LeafBadge]] = [:]

    /// A badge of a leaf, placed in the solved group (C45).
    struct LeafBadge: Sendable {
        var kind: String
        var frame: Rect
        var zIndex: Int
    }

    /// Leaves per repetition (`per`, C10).
    var per: Int { leaves.count }
}
