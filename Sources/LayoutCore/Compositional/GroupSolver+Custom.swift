// Rules: docs/layout-rules.md, C29

extension GroupSolver {
    /// C29: a custom group's leaves are the frames its provider gives, relative to the
    /// group's origin, in the order given (item `i` of a repetition is frame `i`). The
    /// group's size is its resolved size; on an estimated axis, the frames' extent (C2b).
    /// - Throws: a `LayoutError` at `path` when the provider fails, gives no item (the group
    ///   would repeat for ever without taking one), too many, or a frame that is not finite
    ///   or has a negative side (`items[2].frame.width`).
    mutating func placeCustom(
        _ custom: CustomGroupItems, _ group: CompositionalGroup, size own: Size, at origin: Point, path: LayoutFieldPath
    ) throws(LayoutError) -> Size {
        let items: [CustomGroupItem]
        switch custom.provider.items(in: CustomGroupEnvironment(groupSize: own, scale: scale)) {
        case .success(let given): items = given
        case .failure(let failure): throw LayoutError(field: path.appending("items"), failure.message)
        }
        guard !items.isEmpty else {
            throw LayoutError(
                field: path.appending("items"), "a custom group must place at least one item (it would repeat for ever without taking one)")
        }
        // Two limits, two messages: the frames one call may give (C29), then the leaves the
        // whole root group may hold once repetitions add up.
        guard items.count <= Self.maximumLeavesPerGroup else {
            throw LayoutError(
                field: path.appending("items"),
                "items(env) returned \(items.count) frames; a custom group gives at most \(Self.maximumLeavesPerGroup)")
        }
        guard leaves.count + items.count <= Self.maximumLeaves else {
            throw LayoutError(field: path.appending("items"), "the group would hold more than \(Self.maximumLeaves) items")
        }
        var maxX = 0.0, maxY = 0.0
        for (i, item) in items.enumerated() {
            let f = item.frame
            let field = path.appending("items[\(i)].frame")
            try FieldCheck.point(f.origin, field)
            try FieldCheck.size(f.size, field)
            if let z = item.zIndex { leafZIndices[leaves.count] = z }
            leaves.append(Rect(x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height))
            maxX = Swift.max(maxX, f.x + f.width)
            maxY = Swift.max(maxY, f.y + f.height)
        }
        var size = own
        if group.size.width.isEstimated { size.width = maxX }
        if group.size.height.isEstimated { size.height = maxY }
        return size
    }
}
