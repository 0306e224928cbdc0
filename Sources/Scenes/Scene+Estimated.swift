import LayoutCore

extension Scene {
    /// A self-sizing scene's first pass (layout-rules R18b, C34): every item at the
    /// estimate, before any cell has reported its fitted size. nil when the scene's cells
    /// do not size themselves (a compositional scene: when no section has an estimated
    /// item or boundary item, C34). The first pass has no fitted sizes, and no sizing hook.
    public var estimatedFirstPass: Scene? {
        if case .compositional(let configuration, let sections, let counts) = layout {
            guard sections.contains(where: { section in
                guard let section else { return false }
                return CompositionalValidation.hasEstimatedItem(section.group)
                    || section.boundarySupplementaryItems.contains { $0.size.hasEstimatedDimension }
            }) else { return nil }
            var first = self
            first.sizing = nil
            first.layout = .compositional(configuration, sections.map { section in
                var section = section
                section?.fitted = nil
                return section
            }, counts)
            return first
        }
        guard case .flow(var configuration, let sections) = layout, let estimate = configuration.estimatedItemSize else {
            return nil
        }
        configuration.itemSize = estimate.firstPassSize
        var first = self
        first.layout = .flow(configuration, sections.map { section in
            var section = section
            section.itemSizes = nil
            return section
        })
        return first
    }
}
