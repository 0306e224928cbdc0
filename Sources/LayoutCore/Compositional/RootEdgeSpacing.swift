// Rules: docs/layout-rules.md, C41

extension SolvedGroup {
    /// The root group's own edge spacing applied to its solved leaves (C41), once per solve.
    ///
    /// A section's root group is not placed by a parent group's loop, so its edges act per
    /// axis: along the axis its repetitions follow (`repeatAxis`: the scroll axis, or the
    /// other one in an orthogonal section) the leading edge moves the leaves and both edges
    /// lengthen the group, so the stride and the section's length grow (a flexible edge
    /// counts only its value: UIKit logs that it ignores flexibility there). Across that
    /// axis the group is placed alone in the container, as an item across its group (C40):
    /// flexible edges centre it. In an orthogonal section the axis across the repetitions
    /// is the scroll axis, whose length the group sets: there too both edges lengthen it.
    func applyingRootEdgeSpacing(
        _ spacing: EdgeSpacing, repeatAxis: Axis, orthogonal: Bool, container: Size
    ) -> SolvedGroup {
        guard spacing != .none else { return self }
        let across = repeatAxis.cross
        var shift = Point.zero, grown = size
        func lengthen(_ axis: Axis) {
            let lead = spacing.begin(axis)?.value ?? 0
            if axis == .horizontal { shift.x = lead } else { shift.y = lead }
            grown = AxisMapping(axis: axis).replacingLength(
                of: grown, with: grown.length(along: axis) + spacing.minimumLength(along: axis))
        }
        lengthen(repeatAxis)
        if orthogonal {
            lengthen(across)
        } else {
            let offset = spacing.offset(of: size.length(along: across), in: container.length(along: across), along: across)
            if across == .horizontal { shift.x = offset } else { shift.y = offset }
        }
        var result = self
        result.size = grown
        for i in result.leaves.indices {
            result.leaves[i].x += shift.x
            result.leaves[i].y += shift.y
        }
        for (leaf, badges) in result.leafBadges {
            result.leafBadges[leaf] = badges.map { badge in
                var moved = badge
                moved.frame.x += shift.x
                moved.frame.y += shift.y
                return moved
            }
        }
        return result
    }
}
