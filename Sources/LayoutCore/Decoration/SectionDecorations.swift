/// What decoration plugins produced for one section (or, for layout-wide hooks, for the
/// whole layout): decoration elements, and custom attributes for existing elements.
public struct SectionDecorations: Sendable {
    /// Decoration elements; each (kind, section, item) appears once.
    public var decorations: DecorationList
    /// Selector rules applied to the section's elements, in order (later wins).
    public var styles: [ElementStyle]
    /// Attributes for single elements, applied after `styles`.
    public var overrides: [ElementKey: [String: AttributeValue]]
    /// Every `out:style` call that gave the styles and overrides, in order: who styled
    /// what (`StyleRecord`). Read by the preview's inspector, never by styling.
    public var styleRecords: [StyleRecord] = []
    /// False when the decorator was stopped before it finished (the REPL's Ctrl-C): a
    /// snapshot answers with what there is but does not keep it, and asks again next time.
    public var isComplete = true

    public init(
        decorations: DecorationList = DecorationList(), styles: [ElementStyle] = [],
        overrides: [ElementKey: [String: AttributeValue]] = [:]
    ) {
        self.decorations = decorations
        self.styles = styles
        self.overrides = overrides
    }

    public static let empty = SectionDecorations()
}

/// The source of a snapshot's decorations, asked one section at a time.
///
/// A snapshot asks only for the sections a query reaches, so a decorator must answer the
/// same for a section whenever it is asked. Its decorations may lie anywhere: the snapshot
/// measures how far each section's reach out of it (`MeasuredReach`) and widens its queries
/// by the largest seen.
public protocol SectionDecorating: AnyObject {
    /// Decorations for one section.
    func decorations(forSection section: Int, in geometry: LayoutGeometry) -> SectionDecorations
    /// A hint of how far, along the scroll axis, a section's decorations lie outside it:
    /// rect queries widen by at least this much before any section is measured. Not a bound.
    var reach: Double { get }
}

/// The windowed half of a decorator (R24): for a section it divides into `LineWindows`,
/// `decorations(forSection:in:)` gives only what spans the section (backgrounds from its
/// frame, styles, the output of decorators that cannot work by range), and each window's
/// decorations come from `decorations(forSection:window:of:in:)`, asked only for the
/// windows a query reaches. Together they are what the section decorated whole gives.
public protocol WindowedSectionDecorating: SectionDecorating {
    /// The windows section `section` is decorated by, or nil to decorate it whole. The
    /// same answer every time for a section of one geometry.
    func lineWindows(forSection section: Int, in geometry: LayoutGeometry) -> LineWindows?
    /// The decorations of window `window` of `windows`; `isComplete` false when stopped.
    func decorations(forSection section: Int, window: Int, of windows: LineWindows, in geometry: LayoutGeometry) -> SectionDecorations
}
