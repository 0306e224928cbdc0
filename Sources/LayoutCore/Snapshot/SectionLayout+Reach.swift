extension SectionLayout {
    /// Where the section's own elements lie on `axis`: its frame joined with its items' and
    /// supplementaries' frames. UIKit rounds each line's origin on its own, so a line's cells
    /// can end past the section's frame (items 50.5 tall whose second line starts at 61 end at
    /// 111.5 in a section ending at 111): a decoration or move that reaches its own elements
    /// stays inside its section wherever rounding put them. The band a plugin's reach grows.
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
