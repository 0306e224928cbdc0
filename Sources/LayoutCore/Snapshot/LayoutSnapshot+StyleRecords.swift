extension LayoutSnapshot {
    /// The `out:style` calls that styled section `section`'s elements, the section's own
    /// hooks' (computed now if the section has not been decorated yet) and then the
    /// layout hooks' that named it: what the preview's inspector reads to say which rules
    /// coloured a cell.
    public func styleRecords(ofSection section: Int) -> [StyleRecord] {
        guard geometry.sections.indices.contains(section) else { return [] }
        return decorations(ofSection: section).styleRecords + layoutDecorations.styleRecords.filter { $0.section == section }
    }
}
