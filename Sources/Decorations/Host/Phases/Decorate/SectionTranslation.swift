import LayoutCore

/// A section that only moved along the scroll axis since its decorations were cached: how
/// far, when that is all that changed and moving the cached output gives what the hooks
/// would give.
///
/// After an update the sections behind the change move as a block (`IncrementalLayout`):
/// same items, same sizes, frames `d` further along the scroll axis. A hook that reads its
/// section relative to itself (every bundled plugin) emits then the same decorations, `d`
/// further; the host moves the cached ones instead of running Lua again. The cache key is
/// thus the section's geometry relative to its origin.
enum SectionTranslation {
    /// `d` when `new` is `old` moved by exactly `d` along `axis` (every frame's position on
    /// the axis is the old one plus `d`, bit for bit; everything else equal), nil otherwise.
    static func distance(from old: SectionLayout, to new: SectionLayout, along axis: Axis) -> Double? {
        guard old.index == new.index, old.insets == new.insets, old.cellZIndex == new.cellZIndex,
            old.itemFrames.count == new.itemFrames.count, old.lines.count == new.lines.count,
            old.supplementaries.count == new.supplementaries.count,
            old.decorationItems.count == new.decorationItems.count
        else { return nil }
        let d = new.frame.min(along: axis) - old.frame.min(along: axis)
        guard d.isFinite else { return nil }
        func same(_ a: Rect, _ b: Rect) -> Bool {
            axis == .vertical
                ? a.x == b.x && a.width == b.width && a.height == b.height && a.y + d == b.y
                : a.y == b.y && a.width == b.width && a.height == b.height && a.x + d == b.x
        }
        func same(_ a: PlacedElement, _ b: PlacedElement) -> Bool {
            a.category == b.category && a.kind == b.kind && a.item == b.item && a.zIndex == b.zIndex && same(a.frame, b.frame)
        }
        guard same(old.frame, new.frame), same(old.itemsFrame, new.itemsFrame), same(old.contentFrame, new.contentFrame)
        else { return nil }
        for i in old.itemFrames.indices where !same(old.itemFrames[i], new.itemFrames[i]) { return nil }
        for l in old.lines.indices where old.lines[l].items != new.lines[l].items || !same(old.lines[l].frame, new.lines[l].frame) {
            return nil
        }
        for k in old.supplementaries.indices where !same(old.supplementaries[k], new.supplementaries[k]) { return nil }
        for k in old.decorationItems.indices where !same(old.decorationItems[k], new.decorationItems[k]) { return nil }
        return d
    }

    /// True when adding `d` to each decoration's position is exact, so that it gives what a
    /// hook doing exact arithmetic on the moved section gives: `d` and every position on the
    /// axis are multiples of 1/256 below 2^40 (binary fractions: whole points, and pixels at
    /// scales 1, 2 and 4; not the thirds of scale 3). Otherwise the hooks run again.
    static func movesExactly(_ decorations: DecorationList, by d: Double, along axis: Axis) -> Bool {
        func exact(_ v: Double) -> Bool {
            let scaled = v * 256
            return abs(v) < 0x1p40 && scaled == scaled.rounded()
        }
        guard exact(d) else { return false }
        for k in decorations.indices {
            let frame = decorations.frame(at: k)
            guard exact(frame.min(along: axis)), exact(frame.min(along: axis) + d) else { return false }
        }
        return true
    }
}
