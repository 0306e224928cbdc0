import Decorations
import LayoutCore
import Scenes

extension Scene {
    /// The scene as the flow layout lays it out when plugins reserve space around sections'
    /// items (`M.reserve`): each reservation added to its section's insets (the section's
    /// own `inset`, or the layout's `sectionInset`). The scene itself (what `:save` writes)
    /// keeps its own insets. A compositional scene is returned as it is.
    package func reserving(_ reservations: SectionReservations?) -> Scene {
        guard let reservations, case let .flow(configuration, sections) = layout else { return self }
        var result = self
        result.layout = .flow(configuration, sections.enumerated().map { index, section in
            let extra = reservations.insets(section: index, itemCount: section.itemCount, sectionCount: sections.count)
            guard extra != .zero else { return section }
            var reserved = section
            let own = section.inset ?? configuration.sectionInset
            reserved.inset = EdgeInsets(
                top: own.top + extra.top, left: own.left + extra.left, bottom: own.bottom + extra.bottom, right: own.right + extra.right)
            return reserved
        })
        return result
    }
}
