// Rules: docs/layout-rules.md, C34, C35, C37

/// A root group whose repetitions settle without being solved again (C35's common case):
/// a row or column of items, without insets, whose choice of items the fitted sizes cannot
/// change, because the items are not estimated along the group's axis (the fit loop tests
/// the same lengths), or the group takes each subitem once (estimated along its axis), or
/// it is a count group. Then a repetition is the group solved at its estimates with each
/// leaf's estimated axes replaced by its item's fitted size, positions along an estimated
/// group axis added up again, and the group's estimated sides measured again: arithmetic
/// per item, no solve, which keeps a settled million items near an absolute one.
struct SettledTemplate {
    /// The group solved at its estimates (its leaves are its items' allotted rects).
    let solved: SolvedGroup
    /// What each leaf's declared size says (count groups: the `1/count` one, C6), read once.
    let declared: [Leaf]

    /// A leaf's estimated and uniform axes and its estimates.
    struct Leaf {
        var estimatedWidth: Bool, estimatedHeight: Bool
        var uniformWidth: Bool, uniformHeight: Bool
        var estimate: Size

        init(_ size: LayoutSize) {
            estimatedWidth = size.width.isEstimated
            estimatedHeight = size.height.isEstimated
            uniformWidth = size.width.isUniformAcrossSiblings
            uniformHeight = size.height.isUniformAcrossSiblings
            estimate = Size(width: size.width.value, height: size.height.value)
        }
    }
    let axis: Axis
    let spacing: Double
    /// The group is estimated along its axis: positions add up the fitted lengths (C2b).
    let alongEstimated: Bool
    /// The group is estimated across its axis: it is as thick as its thickest item (C2b).
    let acrossEstimated: Bool

    /// The template of `group`, solved at its estimates as `solved`; nil when a repetition
    /// needs a solve of its own.
    init?(_ group: CompositionalGroup, _ solved: SolvedGroup) {
        guard case .fixed(let s) = group.interItemSpacing, solved.per > 0 else { return nil }
        // Root edge spacing and badges are placed by the solve of each repetition (C41, C45).
        guard group.edgeSpacing == .none, !CompositionalValidation.hasBadges(group) else { return nil }
        let candidates: [CompositionalSubitem]
        switch group.subitems {
        case .list, .count, .repeating: candidates = GroupSolver.candidates(of: group)
        case .custom: return nil
        }
        var items: [CompositionalItem] = []
        for candidate in candidates {
            guard case .item(let item) = candidate, item.contentInsets == .zero else { return nil }
            items.append(item)
        }
        let alongEstimated = group.size.dimension(along: group.axis).isEstimated
        let fixedChoice: Bool
        switch group.subitems {
        case .list: fixedChoice = alongEstimated || items.allSatisfy { !$0.size.dimension(along: group.axis).isEstimated }
        default: fixedChoice = true
        }
        guard fixedChoice else { return nil }
        self.solved = solved
        let leaves = items.map { Leaf($0.size) }
        declared = (0..<solved.per).map { leaves[$0 % leaves.count] }
        axis = group.axis
        spacing = s
        self.alongEstimated = alongEstimated
        acrossEstimated = group.size.dimension(along: group.axis.cross).isEstimated
    }

    /// Repetition starting at item `first` (of `itemCount`): its leaves into `leaves` (which
    /// holds `per` rects), and the group's size. Runs once per repetition of a million
    /// items, so it works on the buffers directly.
    func settle(first: Int, itemCount: Int, fitted: [Size?], into leaves: inout ContiguousArray<Rect>) -> Size {
        leaves.withUnsafeMutableBufferPointer { out in
            fitted.withUnsafeBufferPointer { fitted in
                solved.leaves.withUnsafeBufferPointer { template in
                    declared.withUnsafeBufferPointer { declared in
                        settle(first: first, itemCount: itemCount, fitted: fitted, template: template, declared: declared, into: out)
                    }
                }
            }
        }
    }

    private func settle(
        first: Int, itemCount: Int, fitted: UnsafeBufferPointer<Size?>, template: UnsafeBufferPointer<Rect>,
        declared: UnsafeBufferPointer<Leaf>, into leaves: UnsafeMutableBufferPointer<Rect>
    ) -> Size {
        let per = template.count
        var largestWidth = 0.0, largestHeight = 0.0, siblings = 0
        // Flagged among the items there are (an item past the last is no sibling, C37).
        var flaggedWidth = false, flaggedHeight = false
        for j in 0..<per {
            var r = template[j]
            let n = first + j
            // On an estimated axis: the fitted size, else the estimate itself (the template's
            // leaf may have taken a sibling's, C37).
            let f = n < fitted.count ? fitted[n] : nil
            let d = declared[j]
            if d.estimatedWidth { r.width = f?.width ?? d.estimate.width }
            if d.estimatedHeight { r.height = f?.height ?? d.estimate.height }
            if n < itemCount {
                siblings += 1
                flaggedWidth = flaggedWidth || d.uniformWidth
                flaggedHeight = flaggedHeight || d.uniformHeight
                largestWidth = Swift.max(largestWidth, r.width)
                largestHeight = Swift.max(largestHeight, r.height)
            }
            leaves[j] = r
        }
        // C37: in a group of two or more items, the flagged ones take the largest sibling's.
        if (flaggedWidth || flaggedHeight) && siblings >= 2 && per >= 2 {
            for j in 0..<per {
                if flaggedWidth && declared[j].uniformWidth { leaves[j].width = largestWidth }
                if flaggedHeight && declared[j].uniformHeight { leaves[j].height = largestHeight }
            }
        }
        var size = solved.size
        guard alongEstimated || acrossEstimated else { return size }
        let horizontal = axis == .horizontal
        var pos = horizontal ? leaves[0].x : leaves[0].y
        var end = 0.0, thickness = 0.0
        for j in 0..<per {
            if horizontal {
                if alongEstimated { leaves[j].x = pos; pos += leaves[j].width + spacing }
                end = Swift.max(end, leaves[j].x + leaves[j].width)
                thickness = Swift.max(thickness, leaves[j].height)
            } else {
                if alongEstimated { leaves[j].y = pos; pos += leaves[j].height + spacing }
                end = Swift.max(end, leaves[j].y + leaves[j].height)
                thickness = Swift.max(thickness, leaves[j].width)
            }
        }
        if alongEstimated { if horizontal { size.width = end } else { size.height = end } }
        if acrossEstimated { if horizontal { size.height = thickness } else { size.width = thickness } }
        return size
    }
}
