import LayoutCore
import Rendering

extension SceneSession {
    /// Where orthogonal section `section` comes to rest after a drag that ends at `offset`
    /// with `velocity` (points per millisecond), as the JSON object `lualayout dump --snap`
    /// prints (layout-rules C31, docs/json.md "Resting offsets"); nil when the section does
    /// not scroll orthogonally.
    /// It comes with the errors and warnings of the layout it was computed from.
    public func restingOffsetJSON(section: Int, offset: Double, velocity: Double) -> LayoutDocument<String>? {
        let geometry = snapshot.geometry
        guard geometry.sections.indices.contains(section), let scrolling = geometry.sections[section].orthogonal else { return nil }
        let rest = OrthogonalPaging.restingOffset(scrolling, endingAt: offset, velocity: velocity, scale: geometry.scale)
        return outcome.document(JSONWriter.restingOffset(
            section: section, scrolling, offset: offset, velocity: velocity,
            page: OrthogonalPaging.pageLength(scrolling), resting: rest))
    }
}
