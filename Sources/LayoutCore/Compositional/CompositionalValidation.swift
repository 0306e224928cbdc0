// Rules: docs/layout-rules.md, C3, C30, C34-C36

/// Input checks that turn a configuration UIKit would reject (or one that is meaningless)
/// into a `LayoutError` naming the field, e.g. `.section(1)`, `group.subitems[0].size.width`.
///
/// The checks themselves are `FieldCheck`'s, shared with the flow layout; field paths are
/// built in autoclosures, so the checks run on every section without allocating a string
/// unless one fails.
public enum CompositionalValidation {
    // MARK: Internal

    /// A group and, recursively, its subitems: sizes, insets, spacing, subitem count.
    static func validate(_ group: CompositionalGroup, path: LayoutFieldPath) throws(LayoutError) {
        try validate(group.size, path: path.appending("size"))
        try FieldCheck.finiteInsets(group.contentInsets, path.appending("contentInsets"))
        try FieldCheck.finite(group.interItemSpacing.value, path.appending("interItemSpacing"))
        try validate(group.edgeSpacing, path: path.appending("edgeSpacing"))
        for (i, badge) in group.supplementaryItems.enumerated() {
            try validate(badge, path: path.appending("supplementaryItems[\(i)]"))
        }
        switch group.subitems {
        case .list(let list):
            guard !list.isEmpty else { throw LayoutError(field: path.appending("subitems"), "a group needs at least one subitem") }
            for (i, sub) in list.enumerated() { try validate(sub, path: path.appending("subitems[\(i)]")) }
        case .count(let sub, let count):
            try validate(count: count, path: path.appending("count"))
            try validate(sub, path: path.appending("subitem"))
        case .repeating(let sub, let count):
            try validate(count: count, path: path.appending("count"))
            try validate(sub, path: path.appending("repeatingSubitem"))
        case .custom:
            break  // the provider's items are checked when it gives them (GroupSolver+Custom)
        }
    }

    /// A section's own fields (its group is validated when first solved).
    static func validate(_ section: CompositionalSection, path: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try FieldCheck.finiteInsets(section.contentInsets, path().appending("contentInsets"))
        try FieldCheck.finite(section.interGroupSpacing, path().appending("interGroupSpacing"))
        // C42: UIKit asserts that boundary items following the content insets take the
        // content's reference.
        if section.supplementariesFollowContentInsets, section.supplementaryContentInsetsReference != .automatic {
            throw LayoutError(
                field: path().appending("supplementaryContentInsetsReference"),
                "needs supplementariesFollowContentInsets = false (boundary items that follow the content insets take the content's reference; UIKit raises an exception here)")
        }
        for (i, item) in section.boundarySupplementaryItems.enumerated() {
            try validate(item, path: path().appending("boundarySupplementaryItems[\(i)]"))
        }
        let badgeKinds = CompositionalLayout.badgeKinds(of: section.group)
        if !badgeKinds.isEmpty {
            // C46: a badge kind shared with a boundary item would give two elements one index path.
            if let shared = section.boundarySupplementaryItems.first(where: { badgeKinds.contains($0.kind) }) {
                throw LayoutError(
                    field: path().appending("group"),
                    "an item's badge has the kind '\(shared.kind)' of one of the section's boundary items; give it a kind of its own")
            }
        }
        for (i, item) in section.decorationItems.enumerated() {
            try FieldCheck.finiteInsets(item.contentInsets, path().appending("decorationItems[\(i)].contentInsets"))
        }
    }

    /// A section's fitted sizes (C34-C36): one per item (or none), each finite and not
    /// negative; items with an estimated dimension to take them; one per estimated boundary
    /// item's kind.
    static func validateFitted(_ section: CompositionalSection, itemCount: Int, path: LayoutFieldPath) throws(LayoutError) {
        guard let fitted = section.fitted else { return }
        if !fitted.items.isEmpty {
            let items = path.appending("fitted.items")
            guard fitted.items.count == itemCount else {
                throw LayoutError(field: items, "\(fitted.items.count) fitted sizes but the section has \(itemCount) items; give one per item")
            }
            for (i, size) in fitted.items.enumerated() {
                if let size, !FieldCheck.isValidSize(size) { try FieldCheck.size(size, items.appending("[\(i)]")) }
            }
            guard hasEstimatedItem(section.group) else {
                throw LayoutError(
                    field: items,
                    "no item of the section's group has an estimated dimension, so no fitted size could count; make the items' width or height estimated(...) (UIKit takes a fitted size on estimated axes only)")
            }
        }
        for kind in fitted.supplementaries.keys.sorted() {
            let field = path.appending("fitted.supplementaries.\(kind)")
            try FieldCheck.size(fitted.supplementaries[kind]!, field)
            let items = section.boundarySupplementaryItems.filter { $0.kind == kind }
            guard !items.isEmpty else {
                let kinds = section.boundarySupplementaryItems.map { "'\($0.kind)'" }.joined(separator: ", ")
                throw LayoutError(
                    field: field,
                    "the section has no boundary item of kind '\(kind)' (its kinds: \(kinds.isEmpty ? "none" : kinds))")
            }
            guard items.contains(where: { $0.size.hasEstimatedDimension }) else {
                throw LayoutError(
                    field: field, "the '\(kind)' boundary item has no estimated dimension, so its fitted size could not count; make its height (or width) estimated(...)")
            }
        }
    }

    /// Whether `group`, or any item or group in it, carries badges (C45).
    static func hasBadges(_ group: CompositionalGroup) -> Bool {
        if !group.supplementaryItems.isEmpty { return true }
        let subitems: [CompositionalSubitem]
        switch group.subitems {
        case .list(let list): subitems = list
        case .count(let sub, _), .repeating(let sub, _): subitems = [sub]
        case .custom: return false
        }
        return subitems.contains { sub in
            switch sub {
            case .item(let item): !item.supplementaryItems.isEmpty
            case .group(let inner): hasBadges(inner)
            }
        }
    }

    /// True when some item of `group`, at any depth, has an estimated dimension.
    public static func hasEstimatedItem(_ group: CompositionalGroup) -> Bool {
        let subitems: [CompositionalSubitem]
        switch group.subitems {
        case .list(let list): subitems = list
        case .count(let sub, _), .repeating(let sub, _): subitems = [sub]
        case .custom: return false
        }
        return subitems.contains { sub in
            switch sub {
            case .item(let item): item.size.hasEstimatedDimension
            case .group(let inner): hasEstimatedItem(inner)
            }
        }
    }

    /// A boundary supplementary item: its size, insets and offset.
    static func validate(_ item: BoundarySupplementaryItem, path: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try validate(item.size, path: path().appending("size"))
        try FieldCheck.finiteInsets(item.contentInsets, path().appending("contentInsets"))
        try FieldCheck.point(item.offset, path().appending("offset"))
    }

    /// The layout-wide inputs: configuration, one item count per section, a usable view.
    static func validate(
        _ configuration: CompositionalLayoutConfiguration, sectionCount: Int, itemCounts: [Int],
        collectionView: CollectionViewMetrics
    ) throws(LayoutError) {
        try FieldCheck.collectionView(collectionView)
        try FieldCheck.finite(configuration.interSectionSpacing, LayoutFieldPath(.configuration, "interSectionSpacing"))
        for (i, item) in configuration.boundarySupplementaryItems.enumerated() {
            try validate(item, path: LayoutFieldPath(.configuration, "boundarySupplementaryItems[\(i)]"))
        }
        guard itemCounts.count == sectionCount else {
            throw LayoutError(
                field: LayoutFieldPath(.itemCounts), "\(itemCounts.count) item counts for \(sectionCount) sections; give one per section")
        }
        for (i, count) in itemCounts.enumerated() where count < 0 {
            try FieldCheck.itemCount(count, LayoutFieldPath(.itemCounts, "[\(i)]"))
        }
    }

    /// C30: an orthogonal offset is the state of a section's inner scroll view, so one
    /// that names a section without one is ignored, with a warning. Not an error: the
    /// view's state is one for a scene whose update adds or changes sections.
    static func orthogonalOffsetWarnings(_ offsets: [Int: Double], sections: [CompositionalSection?]) -> [String] {
        var warnings: [String] = []
        for section in offsets.keys.sorted() {
            guard sections.indices.contains(section) else {
                warnings.append("orthogonalOffsets[\(section)]: there is no section \(section) (the layout has \(sections.count)); the offset is ignored")
                continue
            }
            if sections[section]?.orthogonalScrollingBehavior.scrollsOrthogonally != true {
                warnings.append("orthogonalOffsets[\(section)]: section \(section) does not scroll orthogonally; the offset is ignored")
            }
        }
        return warnings
    }

    /// C42: the view's layout margins (and readable width) act only through a reference
    /// that reads them; given and read by no section, they are said to change nothing
    /// rather than silently ignored.
    static func unreadMarginsWarnings(
        _ configuration: CompositionalLayoutConfiguration, sections: [CompositionalSection?],
        collectionView: CollectionViewMetrics
    ) -> [String] {
        let marginsGiven = collectionView.layoutMargins != .zero
        let widthGiven = collectionView.readableContentWidth != CollectionViewMetrics.defaultReadableContentWidth
        // Nothing given, nothing to say: the common case reads no section (an update at
        // 10,000 sections pays nothing here).
        guard marginsGiven || widthGiven else { return [] }
        var readsMargins = false, readsReadable = false
        for i in sections.indices where sections[i] != nil {
            // Read in place: a section is a large value, and copying each was most of this.
            let own = sections[i]!.contentInsetsReference, supplementary = sections[i]!.supplementaryContentInsetsReference
            let content = own == .automatic ? configuration.contentInsetsReference : own
            let boundary = supplementary == .automatic ? content : supplementary
            readsReadable = readsReadable || content == .readableContent || boundary == .readableContent
            readsMargins = readsMargins || readsReadable || content == .layoutMargins || boundary == .layoutMargins
        }
        var warnings: [String] = []
        if marginsGiven, !readsMargins {
            warnings.append(
                "collection.layoutMargins: no section's contentInsetsReference reads them (\"layoutMargins\" or \"readableContent\"), so they change nothing")
        }
        if widthGiven, !readsReadable {
            warnings.append(
                "collection.readableContentWidth: no section's contentInsetsReference is \"readableContent\", so it changes nothing")
        }
        return warnings
    }

    // MARK: Private

    private static func validate(_ subitem: CompositionalSubitem, path: LayoutFieldPath) throws(LayoutError) {
        switch subitem {
        case .item(let item):
            try validate(item.size, path: path.appending("size"))
            try FieldCheck.finiteInsets(item.contentInsets, path.appending("contentInsets"))
            try validate(item.edgeSpacing, path: path.appending("edgeSpacing"))
            for (i, badge) in item.supplementaryItems.enumerated() {
                try validate(badge, path: path.appending("supplementaryItems[\(i)]"))
            }
        case .group(let group):
            try validate(group, path: path)
        }
    }

    /// C45: a badge's size, insets and anchor offsets.
    private static func validate(_ badge: SupplementaryItem, path: LayoutFieldPath) throws(LayoutError) {
        try validate(badge.size, path: path.appending("size"))
        try FieldCheck.finiteInsets(badge.contentInsets, path.appending("contentInsets"))
        for (name, anchor) in [("containerAnchor", badge.containerAnchor), ("itemAnchor", badge.itemAnchor)] {
            guard let anchor else { continue }
            switch anchor.offset {
            case .absolute(let p): try FieldCheck.point(p, path.appending("\(name).absoluteOffset"))
            case .fractional(let p): try FieldCheck.point(p, path.appending("\(name).fractionalOffset"))
            }
        }
    }

    /// C40: every edge's spacing is a finite number.
    private static func validate(_ spacing: EdgeSpacing, path: LayoutFieldPath) throws(LayoutError) {
        guard spacing != .none else { return }
        let edges: [(String, LayoutSpacing?)] = [
            ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing), ("bottom", spacing.bottom),
        ]
        for (name, edge) in edges {
            if let edge { try FieldCheck.finite(edge.value, path.appending(name)) }
        }
    }

    private static func validate(count: Int, path: LayoutFieldPath) throws(LayoutError) {
        try FieldCheck.count(count, in: 1...GroupSolver.maximumLeavesPerGroup, path)
    }

    private static func validate(_ size: LayoutSize, path: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try validate(size.width, path: path().appending("width"))
        try validate(size.height, path: path().appending("height"))
    }

    /// Every dimension is a finite number ≥ 0: a negative length or fraction has no meaning.
    private static func validate(_ dimension: LayoutDimension, path: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try FieldCheck.nonNegative(dimension.value, path())
    }
}
