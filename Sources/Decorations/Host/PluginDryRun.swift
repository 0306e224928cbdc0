import LayoutCore

/// The check a new plugin version passes before it replaces the old one (hot reload, and
/// `lualayout check`): every hook it has run on one small fixture, in the order a layout
/// runs them. Adding a hook kind adds its line to `firstFailure`.
enum PluginDryRun {
    /// The first error of `instances`' hooks on the fixture, if any.
    static func firstFailure(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        DecorationPass.dryRun(instances, host: host)
            ?? SectionPlacements.dryRun(instances, host: host)
            ?? ScrollFollowPass.dryRun(instances, host: host)
            ?? SectionReservations.dryRun(instances, host: host)
            ?? SectionSizing.dryRun(instances, host: host)
    }

    /// Two sections, one with a header, a footer and rows of different heights, and an
    /// empty one: enough to exercise every field a hook may read.
    static let sections = [
        FlowSection(
            itemCount: 4,
            itemSizes: [Size(width: 100, height: 50), Size(width: 100, height: 80), Size(width: 150, height: 40), Size(width: 60, height: 60)]),
        FlowSection(itemCount: 0),
    ]
    static let collectionView = CollectionViewMetrics(size: Size(width: 320, height: 480))

    /// The fixture's flow configuration, scrolling in `direction`.
    static func configuration(_ direction: ScrollDirection = .vertical) -> FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration()
        configuration.scrollDirection = direction
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.footerReferenceSize = Size(width: 0, height: 20)
        configuration.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return configuration
    }

    /// The fixture laid out vertically. Nothing of it can fail: its input is the constants
    /// above, with no plugin (`PluginDryRunFixtureTests` pins its two sections); the empty
    /// geometry is there only because the compiler cannot know that.
    static let geometry: LayoutGeometry = {
        (try? FlowLayout.layout(configuration: configuration(), sections: sections, collectionView: collectionView))
            ?? LayoutGeometry(bounds: .zero, scale: 2, scrollDirection: .vertical, contentSize: .zero, sections: [], queryOrder: .cellsThenSupplementariesByKind)
    }()
}
