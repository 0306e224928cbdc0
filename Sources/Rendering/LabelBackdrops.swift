import LayoutCore

/// The fills drawn so far in a picture, for the ink of a label on an element without a fill
/// of its own: a cell drawn in outline over a section's navy background is read on navy.
/// The fill under an element is the last one drawn whose frame holds its middle. Kept in
/// bands of `band` points down the picture, so that a picture of many elements looks
/// through the few drawn across one band, not through all of them.
struct LabelBackdrops {
    private static let band = 256.0
    /// Frames past this (a plugin's 1e300) are not looked under: their band numbers would
    /// not fit an Int, and no label is read there.
    private static let reach = 1e12
    private var bands: [Int: [(frame: Rect, fill: Color)]] = [:]

    mutating func add(_ element: LayoutAttributes, fill: Color?) {
        let frame = element.frame
        guard let fill, fill.alpha > 0, frame.width > 0, frame.height > 0, abs(frame.minY) < Self.reach, abs(frame.maxY) < Self.reach
        else { return }
        let first = Int((frame.minY / Self.band).rounded(.down)), last = Int((frame.maxY / Self.band).rounded(.down))
        guard last - first < 1 << 20 else { return }
        for index in first...last { bands[index, default: []].append((frame, fill)) }
    }

    func fill(under element: LayoutAttributes) -> Color? {
        let x = element.frame.midX, y = element.frame.midY
        guard abs(y) < Self.reach, let drawn = bands[Int((y / Self.band).rounded(.down))] else { return nil }
        return drawn.last { $0.frame.minX <= x && x <= $0.frame.maxX && $0.frame.minY <= y && y <= $0.frame.maxY }?.fill
    }
}
