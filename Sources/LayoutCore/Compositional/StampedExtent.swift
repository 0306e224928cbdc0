// Rules: docs/layout-rules.md, C13-C16

/// What the leaves stamped into a section reach, gathered leaf by leaf: their bounding box
/// (the section's items frame), and how far any leaf lies before or past the band of its
/// group along the scroll axis (the lines' overhang, which queries widen by).
struct StampedExtent {
    private var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    // Overhang below and above the bands, kept apart so the loop adds with plain maxima.
    private var below = 0.0, above = 0.0

    /// Adds leaf frame `f` of a group whose band spans `bandStart...bandEnd` on the scroll
    /// axis (`vertical`).
    @inline(__always)
    mutating func add(_ f: Rect, bandStart: Double, bandEnd: Double, vertical: Bool) {
        minX = Swift.min(minX, f.x)
        minY = Swift.min(minY, f.y)
        maxX = Swift.max(maxX, f.x + f.width)
        maxY = Swift.max(maxY, f.y + f.height)
        if vertical {
            below = Swift.max(below, bandStart - f.y)
            above = Swift.max(above, f.y + f.height - bandEnd)
        } else {
            below = Swift.max(below, bandStart - f.x)
            above = Swift.max(above, f.x + f.width - bandEnd)
        }
    }

    /// The bounding box of every leaf added.
    var itemsFrame: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    /// How far the farthest leaf lies outside its group's band.
    var lineOverhang: Double { Swift.max(below, above) }
}
