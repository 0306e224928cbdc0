import LuaLayout
import Rendering

/// Whether an input changed the layout, and the one line the REPL prints when it did:
/// `layout: 4 sections, 20 items, content 375 x 920`.
public enum LayoutChange {
    /// The summary line for a snapshot.
    public static func summary(_ snapshot: LayoutSnapshot) -> String {
        let g = snapshot.geometry
        let size = g.contentSize
        return "layout: \(plural(g.sections.count, "section")), \(plural(g.itemCount, "item")), "
            + "content \(JSONNumber.format(size.width)) x \(JSONNumber.format(size.height))"
    }

    /// True when the two layouts differ in any frame, in their content size or in the
    /// plugins they use (the decorations then may differ). O(n) frame comparisons: well
    /// under a millisecond at 100,000 items.
    package static func differs(_ old: LayoutSnapshot, _ new: LayoutSnapshot, oldScene: Scene, newScene: Scene) -> Bool {
        let (a, b) = (old.geometry, new.geometry)
        guard a.contentSize == b.contentSize, a.sections.count == b.sections.count,
            a.bounds == b.bounds, oldScene.plugins == newScene.plugins,
            a.layoutSupplementaries == b.layoutSupplementaries
        else { return true }
        for (x, y) in zip(a.sections, b.sections) {
            if x.frame != y.frame || x.itemFrames != y.itemFrames || x.supplementaries != y.supplementaries
                || x.decorationItems != y.decorationItems
            {
                return true
            }
        }
        return false
    }

    static func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
}
