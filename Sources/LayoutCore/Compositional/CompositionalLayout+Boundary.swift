// Rules: docs/layout-rules.md, C3, C17, C18, C20, C23

extension CompositionalLayout {
    // MARK: Internal

    /// The boundary items' sizes in their container (C17; C23 for layout-level items).
    static func resolvedSizes(_ items: [BoundarySupplementaryItem], in container: BoundaryContainer, scale: Double) -> [Size] {
        items.map { $0.size.resolved(in: container.resolveIn, scale: scale) }
    }

    /// How far extending items push the content: `pre` is the longest extending item at the
    /// start of the scroll axis (a vertical layout's top…), `post` at its end (C18).
    static func boundaryExtents(
        _ items: [BoundarySupplementaryItem], _ sizes: [Size], axis: Axis
    ) -> (pre: Double, post: Double) {
        var pre = 0.0, post = 0.0
        for (item, size) in zip(items, sizes) where item.extendsBoundary {
            switch item.alignment.edge(on: axis) {
            case .start: pre = Swift.max(pre, size.length(along: axis))
            case .end: post = Swift.max(post, size.length(along: axis))
            case .centre: break
            }
        }
        return (pre, post)
    }

    /// Places boundary items against the host rect `hostStart..<hostEnd` (C18): an extending
    /// item sits outside it, a non-extending one inside; across, items are centred in the
    /// container or aligned to its edges. Then own insets (C3) and offset apply. With a
    /// background the zIndex is raised to at least 1 (C20); item `k` counts the earlier
    /// items of the same kind.
    static func placeBoundaryItems(
        _ items: [BoundarySupplementaryItem], sizes: [Size], in container: BoundaryContainer, hostStart: Double,
        hostEnd: Double, raiseZIndex: Bool, _ env: CompositionalEnvironment
    ) -> [PlacedElement] {
        guard !items.isEmpty else { return [] }
        let axis = env.axis
        var placed: [PlacedElement] = []
        placed.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let size = sizes[i]
            let length = size.length(along: axis), thickness = size.length(along: axis.cross)
            let along = alongPosition(item, length: length, hostStart: hostStart, hostEnd: hostEnd, axis: axis)
            let across = acrossPosition(item, thickness: thickness, container, axis: axis)
            var frame = env.along.rect(along: along, across: across, length: length, thickness: thickness)
                .inset(by: GroupSolver.contentInsets(item.contentInsets, of: item.size))
            frame.x += item.offset.x
            frame.y += item.offset.y
            let k = items[..<i].reduce(0) { $0 + ($1.kind == item.kind ? 1 : 0) }
            placed.append(
                PlacedElement(
                    category: .supplementary, kind: item.kind, item: k, frame: env.rounded(frame),
                    zIndex: raiseZIndex ? Swift.max(item.zIndex, 1) : item.zIndex))
        }
        return placed
    }

    /// C23: the layout-level items around the sections `hostStart..<hostEnd`, those pinned
    /// following the visible rect within the whole content (C20); `content` is the
    /// layout's content size.
    static func placeLayoutItems(
        _ items: [BoundarySupplementaryItem], sizes: [Size], in container: BoundaryContainer, hostStart: Double,
        hostEnd: Double, content: Size, _ env: CompositionalEnvironment
    ) -> [PlacedElement] {
        var placed = placeBoundaryItems(
            items, sizes: sizes, in: container, hostStart: hostStart, hostEnd: hostEnd, raiseZIndex: false, env)
        BoundaryPinning.pin(
            &placed, items: items, visible: env.visibleRect, host: Rect(origin: .zero, size: content), env)
        return placed
    }

    // MARK: Private

    /// The start along the scroll axis: outside the host when extending (header bottom on the
    /// host's top), inside otherwise; centred in the host for a cross-axis alignment.
    private static func alongPosition(
        _ item: BoundarySupplementaryItem, length: Double, hostStart: Double, hostEnd: Double, axis: Axis
    ) -> Double {
        switch item.alignment.edge(on: axis) {
        case .start: return item.extendsBoundary ? hostStart - length : hostStart
        case .end: return item.extendsBoundary ? hostEnd : hostEnd - length
        case .centre: return hostStart + ((hostEnd - hostStart) - length) / 2
        }
    }

    /// The start across the scroll axis: `x0 + (cw − w)/2` when centred, else an edge.
    private static func acrossPosition(
        _ item: BoundarySupplementaryItem, thickness: Double, _ container: BoundaryContainer, axis: Axis
    ) -> Double {
        switch item.alignment.edge(on: axis.cross) {
        case .start: return container.crossStart
        case .end: return container.crossStart + container.crossLength - thickness
        case .centre: return container.crossStart + (container.crossLength - thickness) / 2
        }
    }
}

/// Which edge of an axis an alignment names; `.centre` when it names neither.
private enum BoundaryEdge {
    case start, centre, end
}

extension BoundaryAlignment {
    /// The alignment's component on `axis`: top… is the start of the vertical axis,
    /// …leading the start of the horizontal one.
    fileprivate func edge(on axis: Axis) -> BoundaryEdge {
        switch (axis, self) {
        case (.vertical, .top), (.vertical, .topLeading), (.vertical, .topTrailing): return .start
        case (.vertical, .bottom), (.vertical, .bottomLeading), (.vertical, .bottomTrailing): return .end
        case (.horizontal, .leading), (.horizontal, .topLeading), (.horizontal, .bottomLeading): return .start
        case (.horizontal, .trailing), (.horizontal, .topTrailing), (.horizontal, .bottomTrailing): return .end
        default: return .centre
        }
    }
}
