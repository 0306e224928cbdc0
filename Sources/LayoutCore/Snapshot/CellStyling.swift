// Styles and overrides: docs/plugin-api.md, "Custom attributes" and "Selectors"

/// The custom attributes of one section's cells, exactly as `LayoutSnapshot.styled` gives
/// them (section styles in order, the section's override, then the layout's styles and
/// override), with the rules that can reach a cell gathered once per section a query
/// reaches instead of once per cell.
///
/// Why: a rect query styles every cell it returns, and doing it through the general path
/// built each cell's identity, walked every style of the section and of the layout, and
/// copied the cell's attributes twice; that was a third of a screenful query's time. Here
/// a cell costs a selector test per style that targets cells.
struct CellStyling {
    private let section: Int
    /// The number of cells in the section: what `last` and negative ranges count from.
    private let count: Int
    /// The section's styles that can apply to a cell, then the layout's, in order; the
    /// first `sectionStyleCount` are the section's. (Selectors and attributes apart: the
    /// loop over them copies no style.)
    private let selectors: [IndexSelector]
    private let attributeSets: [[String: AttributeValue]]
    private let sectionStyleCount: Int
    private let sectionOverrides: [ElementKey: [String: AttributeValue]]
    private let layoutOverrides: [ElementKey: [String: AttributeValue]]
    /// True when no style or override can reach a cell of the section.
    let isPlain: Bool

    /// The styling of the cells of section `section`, which holds `count` cells.
    init(section: Int, count: Int, sectionDecorations: SectionDecorations, layoutDecorations: SectionDecorations) {
        // A cell has no kind: only kind-less cell styles reach it.
        let sectionStyles = sectionDecorations.styles.filter { $0.category == .cell && $0.kind == nil }
        let layoutStyles = layoutDecorations.styles.filter { $0.category == .cell && $0.kind == nil }
        self.section = section
        self.count = count
        selectors = (sectionStyles + layoutStyles).map(\.items)
        attributeSets = (sectionStyles + layoutStyles).map(\.attributes)
        sectionStyleCount = sectionStyles.count
        sectionOverrides = sectionDecorations.overrides
        layoutOverrides = layoutDecorations.overrides
        isPlain = selectors.isEmpty && sectionOverrides.isEmpty && layoutOverrides.isEmpty
    }

    /// The custom attributes of cell `item`.
    @inline(__always)
    func attributes(ofItem item: Int) -> [String: AttributeValue] {
        var attributes: [String: AttributeValue] = [:]
        if isPlain { return attributes }
        apply(styles: 0..<sectionStyleCount, sectionOverrides, item: item, to: &attributes)
        apply(styles: sectionStyleCount..<selectors.count, layoutOverrides, item: item, to: &attributes)
        return attributes
    }

    @inline(__always)
    private func apply(
        styles: Range<Int>, _ overrides: [ElementKey: [String: AttributeValue]], item: Int,
        to attributes: inout [String: AttributeValue]
    ) {
        for k in styles where selectors[k].matches(item, count: count) {
            attributes.overlay(attributeSets[k])
        }
        if !overrides.isEmpty, let override = overrides[.cell(IndexPath(section: section, item: item))] {
            attributes.overlay(override)
        }
    }
}

extension Dictionary where Key == String, Value == AttributeValue {
    /// `merge(new) { _, new in new }`, without building a dictionary when there is nothing
    /// to merge into (a cell's attributes start empty): the result is then `new` itself.
    @inline(__always)
    mutating func overlay(_ new: [String: AttributeValue]) {
        if isEmpty {
            self = new
        } else {
            merge(new) { _, new in new }
        }
    }
}
