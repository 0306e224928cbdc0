extension DecorationList {
    /// Where the decorations lie along `axis`, nil when there are none: what a section's
    /// `MeasuredReach` is measured on. Run once per section computed, over every decoration:
    /// one loop per axis over the records in place (a test of the axis per decoration cost
    /// `lazy-section` a few percent).
    public func extent(along axis: Axis) -> (low: Double, high: Double)? {
        guard !entries.isEmpty else { return nil }
        return entries.withUnsafeBufferPointer { entries in
            var low = Double.infinity, high = -Double.infinity
            if axis == .vertical {
                for entry in entries {
                    let start = entry.frame.y, end = entry.frame.y + entry.frame.height
                    low = start < low ? start : low
                    high = end > high ? end : high
                }
            } else {
                for entry in entries {
                    let start = entry.frame.x, end = entry.frame.x + entry.frame.width
                    low = start < low ? start : low
                    high = end > high ? end : high
                }
            }
            return (low, high)
        }
    }
}

extension FollowedFrames {
    /// Where the moved frames lie along `axis`, nil when nothing moved: what a section's
    /// followed `MeasuredReach` is measured on.
    public func extent(along axis: Axis) -> (low: Double, high: Double)? {
        guard !moves.isEmpty else { return nil }
        var low = Double.infinity, high = -Double.infinity
        for move in moves {
            low = Swift.min(low, move.frame.min(along: axis))
            high = Swift.max(high, move.frame.max(along: axis))
        }
        return (low, high)
    }
}
