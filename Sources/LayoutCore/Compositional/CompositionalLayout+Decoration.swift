// Rules: docs/layout-rules.md, C21

extension CompositionalLayout {
    /// C21: background decorations cover the whole section (boundary items, insets, groups)
    /// across the full container minus the reference insets, *not* the section's insets,
    /// then shrink by their own insets. Item `j` is the index in `decorationItems`.
    static func placeDecorations(
        _ items: [DecorationItem], sectionStart: Double, length: Double, _ env: CompositionalEnvironment
    ) -> [PlacedElement] {
        guard !items.isEmpty else { return [] }
        let base = env.along.rect(
            along: sectionStart, across: env.refBegin, length: length,
            thickness: env.crossLength - env.refBegin - env.refEnd)
        var placed: [PlacedElement] = []
        placed.reserveCapacity(items.count)
        for (j, item) in items.enumerated() {
            placed.append(
                PlacedElement(
                    category: .decoration, kind: item.elementKind, item: j,
                    frame: env.rounded(base.inset(by: item.contentInsets)), zIndex: item.zIndex))
        }
        return placed
    }
}
