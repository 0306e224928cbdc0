extension SectionLayout {
    /// Where the section's own elements lie on `axis`: its frame joined with its items' and
    /// supplementaries' frames. UIKit rounds each line's origin on its own, so a line's cells
    /// can end past the section's frame (items 50.5 tall whose second line starts at 61 end at
    /// 111.5 in a section ending at 111). The band the snapshot's index keeps for the section,
    /// and so what a decoration's or move's measured reach is counted from (`MeasuredReach`).
    public func extent(along axis: Axis) -> (low: Double, high: Double) {
        var low = frame.min(along: axis), high = frame.max(along: axis)
        if itemCount > 0 {
            low = Swift.min(low, itemsFrame.min(along: axis))
            high = Swift.max(high, itemsFrame.max(along: axis))
        }
        for element in supplementaries {
            low = Swift.min(low, element.frame.min(along: axis))
            high = Swift.max(high, element.frame.max(along: axis))
        }
        return (low, high)
    }
}
