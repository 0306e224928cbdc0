extension DecorationList {
    /// Where the decorations lie along `axis`, nil when there are none: what a section's
    /// `MeasuredReach` is measured on.
    public func extent(along axis: Axis) -> (low: Double, high: Double)? {
        guard !entries.isEmpty else { return nil }
        var low = Double.infinity, high = -Double.infinity
        for entry in entries {
            low = Swift.min(low, entry.frame.min(along: axis))
            high = Swift.max(high, entry.frame.max(along: axis))
        }
        return (low, high)
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
