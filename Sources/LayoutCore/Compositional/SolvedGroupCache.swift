/// The solved root groups of the sections laid out so far, keyed by (group, container).
///
/// Scenes usually give every section the same spec, so the 10,000-section benchmark solves
/// one group. A short array searched linearly (last hit first) replaces a dictionary:
/// comparing a group with itself is a buffer-identity check on its subitem arrays.
struct SolvedGroupCache {
    // MARK: Internal

    /// The solved group for `group` in `container`, solving (and validating) it on a miss.
    /// As a section's root group, its own edge spacing applies (C41): its repetitions
    /// follow `repeatAxis`, which is not the scroll axis when the section is `orthogonal`.
    mutating func solved(
        _ group: CompositionalGroup, in container: Size, scale: Double, repeatAxis: Axis, orthogonal: Bool = false,
        path: @autoclosure () -> LayoutFieldPath
    ) throws(LayoutError) -> SolvedGroup {
        if lastHit < entries.count, entries[lastHit].matches(group, container, orthogonal) {
            return entries[lastHit].solved
        }
        if let hit = entries.firstIndex(where: { $0.matches(group, container, orthogonal) }) {
            lastHit = hit
            return entries[hit].solved
        }
        let solved = try GroupSolver.solve(group, in: container, scale: scale, path: path())
            .applyingRootEdgeSpacing(group.edgeSpacing, repeatAxis: repeatAxis, orthogonal: orthogonal, container: container)
        let entry = Entry(group: group, container: container, orthogonal: orthogonal, solved: solved)
        if entries.count < Self.capacity {
            entries.append(entry)
            lastHit = entries.count - 1
        } else {
            lastHit = (lastHit + 1) % Self.capacity
            entries[lastHit] = entry
        }
        return solved
    }

    /// The solved group and, for a settled section (C35), its `SettledTemplate` (nil when
    /// its repetitions need solves of their own), made once per entry.
    mutating func settled(
        _ group: CompositionalGroup, in container: Size, scale: Double, repeatAxis: Axis, orthogonal: Bool = false,
        path: @autoclosure () -> LayoutFieldPath
    ) throws(LayoutError) -> (solved: SolvedGroup, template: SettledTemplate?) {
        let solved = try self.solved(group, in: container, scale: scale, repeatAxis: repeatAxis, orthogonal: orthogonal, path: path())
        // `solved` left the entry at `lastHit`.
        if let known = entries[lastHit].template { return (solved, known) }
        let template = SettledTemplate(group, solved)
        entries[lastHit].template = .some(template)
        return (solved, template)
    }

    // MARK: Private

    private struct Entry {
        var group: CompositionalGroup
        var container: Size
        var orthogonal: Bool
        var solved: SolvedGroup
        /// Made on first use by `settled` (outer nil: not made yet).
        var template: SettledTemplate?? = nil

        func matches(_ other: CompositionalGroup, _ otherContainer: Size, _ otherOrthogonal: Bool) -> Bool {
            container == otherContainer && orthogonal == otherOrthogonal && group == other
        }
    }

    /// Enough for a provider that alternates a few layouts; beyond it, entries are recycled.
    private static let capacity = 16
    private var entries: [Entry] = []
    private var lastHit = 0
}
