// Rules: docs/layout-rules.md, C33, C38, C49

/// A list, as `UICollectionLayoutListConfiguration` with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (C33): a compositional section
/// per section, built from the appearance and the heights the scene gives.
///
/// UIKit self-sizes list rows and headers from their text. A height given (`rowHeight`,
/// `headerHeight`, `footerHeight`) is absolute; one left out self-sizes (C38): rows are
/// estimated and take their fitted heights, headers and footers take theirs when the
/// section has them.
public struct ListConfiguration: Hashable, Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`, raw values 0-4 in UIKit's order.
    public enum Appearance: String, CaseIterable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain

        /// UIKit pins list headers and footers only in the plain appearances
        /// (`_shouldPinSupplementaries`: `(appearance & ~4) == 0`, iOS 26.1).
        public var pinsSupplementaries: Bool { self == .plain || self == .sidebarPlain }
        /// The grouped appearances space their sections apart (C33).
        public var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode` (and `FooterMode`, which has no
    /// `firstItemInSection`).
    public enum SupplementaryMode: String, CaseIterable, Sendable {
        case none, supplementary, firstItemInSection
    }

    public var appearance: Appearance
    public var headerMode: SupplementaryMode
    public var footerMode: SupplementaryMode
    /// Every row's height; nil: the rows size themselves (C38).
    public var rowHeight: Double?
    /// The header's height when `headerMode` is `supplementary`, or the first row's when it
    /// is `firstItemInSection` (C49); nil: it sizes itself (C38).
    public var headerHeight: Double?
    /// The footer's height when `footerMode` is `supplementary`; nil: it sizes itself (C38).
    public var footerHeight: Double?
    /// Space above every header (`headerTopPadding`, iOS 15+); nil is UIKit's automatic.
    public var headerTopPadding: Double?

    public init(
        appearance: Appearance = .plain, headerMode: SupplementaryMode = .none,
        footerMode: SupplementaryMode = .none, rowHeight: Double? = nil, headerHeight: Double? = nil,
        footerHeight: Double? = nil, headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerTopPadding = headerTopPadding
    }

    /// The element kinds a list's boundary items and card carry.
    public static let headerKind = "header"
    public static let footerKind = "footer"
    /// The inset-grouped card: a section background (C21) inset to the rows.
    public static let cardKind = "listCard"

    /// Section `index` of `count` holding `itemCount` rows, for pixels of `1 / scale` points
    /// (C33), with the fitted sizes its rows, header and footer reported (C38): a
    /// self-sizing header or footer is built at its fitted height (or its estimate), so the
    /// padding above it and the card follow it; the rows' fitted sizes stay with the
    /// section. `contentInsets` replaces the list's own (C49: a list section's insets are
    /// overridable, as UIKit's section's are).
    public func section(
        _ index: Int, of count: Int, itemCount: Int = 0, scale: Double, contentInsets: EdgeInsets? = nil,
        fitted: FittedSizes? = nil
    ) -> CompositionalSection {
        let rowDimension: LayoutDimension = rowHeight.map { .absolute($0) } ?? .estimated(ListMetrics.estimatedRowHeight)
        let row = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: rowDimension))
        // UIKit's list group: `estimated(1000)` tall around self-sizing rows (C2b: its rows'
        // extent); the row height itself around fixed ones.
        let groupHeight: LayoutDimension = rowHeight.map { .absolute($0) } ?? .estimated(1000)
        var group = CompositionalGroup(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: groupHeight),
            subitems: .list([.item(row)]))
        var reported = fitted?.supplementaries ?? [:]
        var firstRowExtent = 0.0
        if headerMode == .firstItemInSection, itemCount > 0, let rowHeight {
            // C49: the first row is the header, `headerHeight` tall, then the rows: one group
            // holding them all (a header item and a count group of the other rows). Rows
            // that size themselves need no such group: the first is a row like the others,
            // sized by what it reports (C38).
            let headerRow = self.headerHeight ?? rowHeight
            let header = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(headerRow)))
            firstRowExtent = headerRow
            var subitems: [CompositionalSubitem] = [.item(header)]
            if itemCount > 1 {
                subitems.append(.group(CompositionalGroup(
                    axis: .vertical,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight * Double(itemCount - 1))),
                    subitems: .repeating(.item(row), itemCount - 1))))
            }
            group = CompositionalGroup(
                axis: .vertical,
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(headerRow + rowHeight * Double(itemCount - 1))),
                subitems: .list(subitems))
        }
        let headerHeight = self.headerHeight ?? reported.removeValue(forKey: Self.headerKind)?.height ?? ListMetrics.estimatedHeaderHeight
        let footerHeight = self.footerHeight ?? reported.removeValue(forKey: Self.footerKind)?.height ?? ListMetrics.estimatedHeaderHeight
        let insets = contentInsets ?? sectionInsets(index, of: count, scale: scale)
        var section = CompositionalSection(
            group: group, contentInsets: insets,
            // Non-plain lists inset their headers with the rows (iOS 26.1).
            supplementariesFollowContentInsets: appearance != .plain && appearance != .sidebarPlain)
        var headerExtent = 0.0, footerExtent = 0.0
        if headerMode == .supplementary {
            let padding = headerTopPadding ?? (appearance.pinsSupplementaries ? ListMetrics.plainHeaderTopPadding : 0)
            headerExtent = padding + headerHeight
            // The padding is part of the boundary item, shrunk off its top, so the header's
            // frame is `headerHeight` tall and the padding lies above it.
            section.boundarySupplementaryItems.append(BoundarySupplementaryItem(
                kind: Self.headerKind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(headerExtent)),
                alignment: .top, pinToVisibleBounds: appearance.pinsSupplementaries,
                zIndex: ListMetrics.supplementaryZIndex, contentInsets: EdgeInsets(top: padding)))
        }
        if footerMode == .supplementary {
            footerExtent = footerHeight
            section.boundarySupplementaryItems.append(BoundarySupplementaryItem(
                kind: Self.footerKind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(footerHeight)),
                alignment: .bottom, pinToVisibleBounds: appearance.pinsSupplementaries,
                zIndex: ListMetrics.supplementaryZIndex))
        }
        if let fitted, !(fitted.items.isEmpty && reported.isEmpty) {
            section.fitted = FittedSizes(items: fitted.items, supplementaries: reported)
        }
        if appearance == .insetGrouped {
            // The card: the whole section less the header, the footer and the spacing
            // between sections, inset by the margins at the sides.
            section.decorationItems = [DecorationItem(
                background: Self.cardKind,
                contentInsets: EdgeInsets(
                    top: headerExtent + insets.top + firstRowExtent, left: insets.left,
                    bottom: footerExtent + insets.bottom, right: insets.right))]
        }
        return section
    }

    /// The section's content insets (C33): the margins at the sides of an inset list, and
    /// for a grouped list the space above the first section and between sections.
    func sectionInsets(_ index: Int, of count: Int, scale: Double) -> EdgeInsets {
        var insets = EdgeInsets()
        switch appearance {
        case .insetGrouped: insets.left = ListMetrics.insetGroupedMargin; insets.right = ListMetrics.insetGroupedMargin
        case .sidebar: insets.left = ListMetrics.sidebarMargin; insets.right = ListMetrics.sidebarMargin
        case .plain, .grouped, .sidebarPlain: break
        }
        guard appearance.isGrouped else { return insets }
        if index == 0 && headerMode != .supplementary { insets.top = ListMetrics.paddingAboveFirstSectionWithoutHeader }
        if footerMode != .supplementary {
            insets.bottom = index == count - 1
                ? ListMetrics.paddingBelowLastSection
                : PixelRounding.round(ListMetrics.groupedSectionSpacing, scale: scale)
        }
        return insets
    }
}

/// UIKit's list constants, each written once with the iOS version it was read from (C33).
public enum ListMetrics {
    /// Above every header of a plain list: `sectionHeaderTopPadding`'s automatic value
    /// (iOS 15 and later).
    public static let plainHeaderTopPadding = 22.0
    /// Above the first section of a grouped list that has no header
    /// (`defaultPaddingAboveFirstSectionWithoutHeaderTableStyle`, iOS 17/18 constants).
    public static let paddingAboveFirstSectionWithoutHeader = 35.0
    /// Below a grouped section without a footer: `defaultSectionFooterHeight`, rounded to a
    /// pixel (iOS 17/18 constants).
    public static let groupedSectionSpacing = 17.5
    /// Below the last grouped section (iOS 17/18,
    /// `_sectionContentInsetsForVerticallySeparatedSectionsWithDefaultInsets`).
    public static let paddingBelowLastSection = 20.0
    /// The inset-grouped card's distance from each side: the table layout margin
    /// (`defaultTableLayoutMarginsForScreen:`, iOS 17/18; UIKit gives 20 on screens that
    /// want wide margins, which LuaLayout does not model).
    public static let insetGroupedMargin = 16.0
    /// A sidebar's margins inside a section (iOS 17/18).
    public static let sidebarMargin = 8.0
    /// The inset-grouped card's corner radius before the iOS 26 design (iOS 13-18; 26 with
    /// the iOS 26 design, `_effectiveCornerRadius`). Drawing, not layout (UIKit masks the
    /// views with it): the plugin that colours the `listCard` draws it, as
    /// Scenes/inset_grouped.lua's `color_rules` does with this value.
    public static let cornerRadius = 10.0
    /// A self-sizing row's estimate: `defaultRowHeightForTableView:` (44), also the default
    /// cell's minimum height at the default text size (C38).
    public static let estimatedRowHeight = 44.0
    /// A self-sizing header's or footer's first-pass height: the plain list's default
    /// section header height at the default text size (28, C38).
    public static let estimatedHeaderHeight = 28.0
    /// Headers and footers of a list (iOS 26.1, `_addSupplementaryItemsToLayout…`).
    public static let supplementaryZIndex = 200
    /// The separator's leading inset from the row's edge: the cell's layout margin, where
    /// UIKit's default content configuration starts its text (iOS 17/18, 16 pt).
    public static let separatorLeadingInset = 16.0
}
