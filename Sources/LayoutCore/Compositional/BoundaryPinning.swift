// Rules: docs/layout-rules.md, C20

/// C20: boundary items with `pinToVisibleBounds` moved to stay visible while their host (a
/// section, or the whole content for layout-level items) is, by UIKit's rule: the visible
/// rect `V` meets the host `C` in `I`; an item not wholly in `V` moves to `I`'s top (or
/// bottom, for bottom alignments), to `I`'s leading or trailing edge when its alignment
/// names one, and then back inside `C`. So a pinned header stops when its bottom meets the
/// host's bottom (footer included), not at the footer's top as in the flow layout (R13).
enum BoundaryPinning {
    /// Pins the items of `placed` whose spec in `items` asks for it (the two arrays in step).
    /// Nothing moves when the visible rect misses the host.
    static func pin(
        _ placed: inout [PlacedElement], items: [BoundarySupplementaryItem], visible: Rect, host: Rect,
        _ env: CompositionalEnvironment
    ) {
        guard items.contains(where: \.pinToVisibleBounds) else { return }
        let lowX = Swift.max(visible.x, host.x), highX = Swift.min(visible.maxX, host.maxX)
        let lowY = Swift.max(visible.y, host.y), highY = Swift.min(visible.maxY, host.maxY)
        guard lowX < highX, lowY < highY else { return }
        let shared = Rect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
        // Items already pinned, by edge: a later one of the same zIndex and alignment that
        // overlaps one goes beside it instead (C20, "overlap").
        var pinned: [(frame: Rect, item: BoundarySupplementaryItem)] = []
        for (i, item) in items.enumerated() where item.pinToVisibleBounds {
            let natural = placed[i].frame
            guard !visible.contains(natural) else { continue }
            var frame = pinnedFrame(natural, item.alignment, shared: shared, host: host)
            for earlier in pinned where earlier.item.alignment == item.alignment && earlier.item.zIndex == item.zIndex {
                guard earlier.frame.intersects(frame) else { continue }
                if item.alignment.isBottomLike {
                    frame.y = earlier.frame.y - frame.height
                } else {
                    frame.y = earlier.frame.maxY
                }
            }
            frame = env.rounded(frame)
            placed[i].frame = frame
            if abs(frame.x - natural.x) > 0.001 || abs(frame.y - natural.y) > 0.001 { pinned.append((frame, item)) }
        }
    }

    /// One item's frame by C20's rule, before overlaps are resolved.
    static func pinnedFrame(_ natural: Rect, _ alignment: BoundaryAlignment, shared: Rect, host: Rect) -> Rect {
        var frame = natural
        if alignment.isBottomLike {
            if natural.y > shared.y && natural.maxY > shared.maxY { frame.y = shared.maxY - natural.height }
        } else if natural.y < shared.y {
            frame.y = shared.y
        }
        frame.y = Swift.min(Swift.max(frame.y, host.y), host.maxY - natural.height)
        if alignment.isLeadingLike || alignment.isTrailingLike {
            if alignment.isLeadingLike {
                if natural.x < shared.x { frame.x = shared.x }
            } else if natural.x > shared.x && natural.maxX > shared.maxX {
                frame.x = shared.maxX - natural.width
            }
            frame.x = Swift.min(Swift.max(frame.x, host.x), host.maxX - natural.width)
        }
        return frame
    }
}

extension BoundaryAlignment {
    /// `.bottom`, `.bottomLeading`, `.bottomTrailing`: pinned to the visible bottom.
    var isBottomLike: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// `.leading`, `.topLeading`, `.bottomLeading`.
    var isLeadingLike: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    /// `.trailing`, `.topTrailing`, `.bottomTrailing`.
    var isTrailingLike: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}
