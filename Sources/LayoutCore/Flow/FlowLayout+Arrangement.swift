// Rules: docs/layout-rules.md, R19

extension FlowLayout {
    /// R19: the content box an outside arrangement of section `index` is given.
    static func contentBox(
        index: Int, sectionCount: Int, section: FlowSection, metrics m: FlowSectionMetrics,
        configuration c: FlowLayoutConfiguration, dimension D: Double, origin: Double, scale: Double, axes: AxisMapping,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> SectionContentBox {
        // R17: a right-to-left box starts after the right inset (FlowMirror).
        let direction = FlowMirror.arrangementDirection(layoutDirection, c.scrollDirection)
        var box = SectionContentBox(
            section: index, sectionCount: sectionCount, itemCount: section.itemCount, direction: c.scrollDirection,
            origin: axes.point(
                along: direction == .rightToLeft ? m.endAlong : m.beginAlong, across: origin + m.headerLength + m.beginAcross),
            across: Swift.max(D - m.beginAlong - m.endAlong, 0), insets: m.insets,
            interitemSpacing: m.interitemSpacing, lineSpacing: m.lineSpacing,
            headerLength: Swift.max(m.headerLength, 0), footerLength: Swift.max(m.footerLength, 0), scale: scale,
            itemSizes: section.itemSizes, itemSize: c.itemSize, iOS10Behavior: c.iOS10Behavior)
        box.layoutDirection = direction
        return box
    }

    /// R19: an accepted arrangement as a placement: frames moved to the box's origin (not
    /// rounded: the arrangement owns its pixel rules), lines as full-width bands, the
    /// footer after the furthest item and the trailing inset.
    static func arrangedPlacement(
        _ arrangement: SectionArrangement, box: SectionContentBox, metrics m: FlowSectionMetrics, dimension D: Double,
        origin: Double, axes: AxisMapping, frames store: FrameStore? = nil
    ) -> FlowSectionPlacement {
        let scrollAxis = axes.axis.cross
        // The box was cut after a bare header: the header's insets push it further (R19f).
        let push = FlowSectionPlacement.headerPush(headerLength: m.headerLength, insets: arrangement.headerInsets, scrollAxis: scrollAxis)
        let ox = box.origin.x + (scrollAxis == .horizontal ? push : 0), oy = box.origin.y + (scrollAxis == .vertical ? push : 0)
        let boxStart = scrollAxis == .horizontal ? ox : oy
        let run = FrameRun(count: arrangement.itemFrames.count, in: store)
        var union: Rect?
        var extent = 0.0
        for (i, f) in arrangement.itemFrames.enumerated() {
            let frame = Rect(x: f.x + ox, y: f.y + oy, width: f.width, height: f.height)
            run.buffer.initializeElement(at: i, to: frame)
            union = union.map { $0.union(frame) } ?? frame
            extent = Swift.max(extent, f.max(along: scrollAxis))
        }
        extent = arrangement.itemsExtent ?? extent
        let lines = arrangement.lines.map { line in
            LineLayout(
                frame: axes.rect(
                    along: 0, across: boxStart + line.frame.min(along: scrollAxis), length: D,
                    thickness: line.frame.length(along: scrollAxis)),
                items: line.items)
        }
        let frames = run.frames
        let overhang = lines.isEmpty ? 0 : LineOverhang.scan(itemFrames: frames, lines: lines, axis: scrollAxis)
        var placement = FlowSectionPlacement(
            itemFrames: frames, itemsFrame: union, lines: lines, lineOverhang: overhang,
            linesInOrder: LineIndex.inOrder(lines, scrollAxis),
            footerPosition: footerPosition(
                relative: push + m.headerLength + m.beginAcross + extent + m.endAcross, origin: origin, union: union,
                insets: m.insets, axis: scrollAxis))
        placement.headerInsets = arrangement.headerInsets
        placement.footerInsets = arrangement.footerInsets
        return placement
    }

    /// R19c's footer position, nudged up by the few ulps that absolute frames can end past
    /// it: frames are `box origin + relative`, the section `origin + position`, and the
    /// two sums round differently at scale 3. The section must contain its content frame
    /// (plugins that decorate it are held to the section's band).
    static func footerPosition(relative: Double, origin: Double, union: Rect?, insets: EdgeInsets, axis: Axis) -> Double {
        guard let union else { return relative }
        let content = union.inset(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        let end = content.max(along: axis)
        // A few ulps is the usual gap. Past that, the steps double: when the origin is far
        // larger than the position (a plugin placed an item 10^12 points down), an ulp of
        // the position does not move the absolute sum, and ulp by ulp would take ~2^37
        // steps: a hang. Doubling closes any gap in at most ~1,100 steps.
        var position = relative, nudges = 0
        while origin + position < end {
            position = nudges < 8
                ? position.nextUp : position + position.ulp * Double(sign: .plus, exponent: nudges - 8, significand: 1)
            nudges += 1
        }
        return position
    }

    /// R19: the refusal UIKit has no equivalent of, said as a layout warning.
    static func refusedArrangementWarning(section index: Int, problem: SectionArrangement.Problem) -> String {
        let item = problem.item.map { "item \($0): " } ?? ""
        return "section \(index): the arrangement was refused (\(item)\(problem.message)); the flow layout placed the section"
    }
}
