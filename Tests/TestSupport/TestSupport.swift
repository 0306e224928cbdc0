import LayoutCore

/// Shorthand for literal frames in tests, as MagazineLayout's tests write `CGRect(...)`.
public func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

public func S(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }

/// A flow layout's snapshot for a scene written in Swift.
public func flowSnapshot(
    width: Double = 375, height: Double = 667, scale: Double = 2,
    contentInset: EdgeInsets = .zero, contentOffset: Point = .zero,
    configure: (inout FlowLayoutConfiguration) -> Void = { _ in }, sections: [FlowSection]
) throws -> LayoutSnapshot {
    var configuration = FlowLayoutConfiguration()
    configure(&configuration)
    let metrics = CollectionViewMetrics(
        size: Size(width: width, height: height), scale: scale, contentInset: contentInset,
        contentOffset: contentOffset)
    let geometry = try FlowLayout.layout(configuration: configuration, sections: sections, collectionView: metrics)
    return LayoutSnapshot(geometry: geometry)
}

extension LayoutSnapshot {
    /// The frames of a section's cells, in item order.
    public func cellFrames(section: Int) -> [Rect] {
        Array(geometry.sections[section].itemFrames)
    }

    /// A compact description of every element (`cell [0, 1] (x, y, w, h) z0`), for
    /// comparing a whole layout in one assertion.
    public func summary(in rect: Rect? = nil) -> [String] {
        (rect.map(elements(in:)) ?? allElements()).map { e in
            "\(e.category == .cell ? "cell" : e.kind ?? "?") \(e.indexPath) \(e.frame) z\(e.zIndex)"
        }
    }
}
