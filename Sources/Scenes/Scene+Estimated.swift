import LayoutCore

extension Scene {
    /// A self-sizing flow scene's first pass (layout-rules R18b): every item at the
    /// estimate, before any cell has reported its fitted size. nil when the scene's cells
    /// do not size themselves.
    public var estimatedFirstPass: Scene? {
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
