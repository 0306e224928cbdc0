/// Snapping of positions to the screen's pixel grid.
///
/// UIKit's layouts round origins with C `round` (halves away from zero), so a value of
/// 137.5 at scale 3 becomes 413/3. `Double.rounded()` uses the same rule.
public enum PixelRounding {
    /// `round(v)` at scale 1, else `round(v * scale) / scale`; the identity when scale ≤ 0.
    @inline(__always)
    public static func round(_ value: Double, scale: Double) -> Double {
        if scale <= 0 { return value }
        if scale == 1 { return value.rounded() }
        return (value * scale).rounded() / scale
    }

    /// `floor(v * scale) / scale`; the identity when scale ≤ 0.
    @inline(__always)
    public static func floor(_ value: Double, scale: Double) -> Double {
        if scale <= 0 { return value }
        return (value * scale).rounded(.down) / scale
    }
}
