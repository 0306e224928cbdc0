// Rules: docs/layout-rules.md, C32

import LayoutCore

extension Scene {
    /// The compositional sections' visible-items handlers, by section (C32); none for a
    /// flow layout.
    public var visibleItemsHandlers: [Int: VisibleItemsHandlerRef] {
        guard case .compositional(_, let sections, _) = layout else { return [:] }
        return VisibleItemsInvalidation.handlers(of: sections)
    }
}
