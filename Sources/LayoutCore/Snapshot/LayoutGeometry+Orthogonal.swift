// Rules: docs/layout-rules.md, C30

extension LayoutGeometry {
    /// Every orthogonal section's inner scroll view, in section order (C30): what a reader
    /// of unscrolled frames needs to find where the section's cells are on screen.
    public var orthogonalSections: [(section: Int, scrolling: OrthogonalScrolling)] {
        var found: [(section: Int, scrolling: OrthogonalScrolling)] = []
        for s in sections.indices {
            if let scrolling = sections[s].orthogonal { found.append((s, scrolling)) }
        }
        return found
    }
}
