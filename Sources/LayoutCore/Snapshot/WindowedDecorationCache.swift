// Rules: docs/layout-rules.md, R24

/// A snapshot's windows of decorations (R24): each windowed section's `LineWindows`, found
/// once, and the decorations of the windows queries asked for, kept for the next queries
/// (scrolling asks for the same windows again) up to `capacity` windows, the least recently
/// used going first: what a snapshot holds stays bounded by what was recently visible, not
/// by the size of the section.
final class WindowedDecorationCache {
    /// Per section: not asked yet (absent), decorated whole (nil), or its windows.
    private var windowsOfSection: [Int: LineWindows?] = [:]
    private struct Key: Hashable {
        var section: Int
        var window: Int
    }
    private var entries: [Key: (decorations: SectionDecorations, lastUse: Int)] = [:]
    private var clock = 0
    let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// The windows of section `s`, asked of `decorator` the first time.
    func windows(ofSection s: Int, decorator: WindowedSectionDecorating, geometry: LayoutGeometry) -> LineWindows? {
        if let known = windowsOfSection[s] { return known }
        let windows = decorator.lineWindows(forSection: s, in: geometry)
        windowsOfSection[s] = .some(windows)
        return windows
    }

    /// The decorations of window `w` of `windows`, computed on first use.
    func decorations(
        window w: Int, of windows: LineWindows, decorator: WindowedSectionDecorating, geometry: LayoutGeometry
    ) -> SectionDecorations {
        let key = Key(section: windows.section, window: w)
        clock += 1
        if let known = entries[key] {
            entries[key] = (known.decorations, clock)
            return known.decorations
        }
        let computed = decorator.decorations(forSection: windows.section, window: w, of: windows, in: geometry)
        guard computed.isComplete else { return computed }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        entries[key] = (computed, clock)
        return computed
    }

    /// The windows of section `s` kept now, in window order.
    func keptWindows(ofSection s: Int) -> [(window: Int, decorations: SectionDecorations)] {
        entries.filter { $0.key.section == s }.map { ($0.key.window, $0.value.decorations) }.sorted { $0.window < $1.window }
    }

    /// How many decorations of each kind a windowed section has (what `last` and negative
    /// ranges of a style count from), found by a visit of every window the first time.
    var kindCounts: [Int: [String: Int]] = [:]

    /// How many windows are kept now.
    var keptCount: Int { entries.count }
}
