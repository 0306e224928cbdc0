// Rules: docs/layout-rules.md, R6, R10, R12, R13, R15

extension FlowLayout {
    /// Turns a placement (already pixel-rounded, R12) into the section's layout, with its
    /// headers and footers (R6, R10, R13, R15).
    static func sectionLayout(
        index: Int, placement: FlowSectionPlacement, metrics m: FlowSectionMetrics, origin: Double,
        extent: Double, dimension D: Double, scale: Double, axes: AxisMapping,
        configuration c: FlowLayoutConfiguration, collectionView cv: CollectionViewMetrics, arranged: Bool = false
    ) -> SectionLayout {
        // R17: in right-to-left every frame is mirrored once placed (FlowMirror says how).
        let mirror = FlowMirror(
            direction: cv.layoutDirection, scrollDirection: c.scrollDirection, dimension: D, origin: origin, extent: extent,
            arranged: arranged)
        let frames = mirror.map { flip in ItemFrames(placement.itemFrames.lazy.map(flip.rect)) } ?? placement.itemFrames
        let sectionFrame = axes.rect(along: 0, across: origin, length: D, thickness: extent)
        let scrollAxis = axes.axis.cross
        let hi = placement.headerInsets, fi = placement.footerInsets
        let push = FlowSectionPlacement.headerPush(headerLength: m.headerLength, insets: hi, scrollAxis: scrollAxis)
        let ltrItemsFrame = placement.itemsFrame
            ?? axes.rect(along: m.beginAlong, across: origin + m.headerLength + m.beginAcross + push, length: 0, thickness: 0)
        let ltrContentFrame = ltrItemsFrame.inset(
            by: EdgeInsets(top: -m.insets.top, left: -m.insets.left, bottom: -m.insets.bottom, right: -m.insets.right))
        let itemsFrame = mirror?.rect(ltrItemsFrame) ?? ltrItemsFrame
        let contentFrame = mirror?.rect(ltrContentFrame) ?? ltrContentFrame

        var pinning = FlowPinning(
            configuration: c, visible: mirror?.visible(cv.visibleRect) ?? cv.visibleRect, section: sectionFrame, metrics: m)
        pinning.headerLead = hi.begin(scrollAxis)
        pinning.footerTrail = m.footerLength > 0 ? fi.end(scrollAxis) : 0
        // Headers and footers span the dimension, less their insets' sides (R19f: zero but
        // for arranged sections), and start after their insets' leading side.
        let lineAxis = axes.axis
        func mirrored(_ frame: Rect) -> Rect { mirror?.rect(frame) ?? frame }
        func header() -> PlacedElement {
            let frame = pinning.pinHeader(axes.rect(
                along: hi.begin(lineAxis), across: origin + hi.begin(scrollAxis),
                length: D - hi.begin(lineAxis) - hi.end(lineAxis), thickness: m.headerLength))
            return PlacedElement(kind: "header", frame: mirrored(rounded(frame, scale)), zIndex: 10)
        }
        func footer() -> PlacedElement {
            let frame = pinning.pinFooter(axes.rect(
                along: fi.begin(lineAxis), across: origin + placement.footerPosition + fi.begin(scrollAxis),
                length: D - fi.begin(lineAxis) - fi.end(lineAxis), thickness: m.footerLength))
            return PlacedElement(kind: "footer", frame: mirrored(rounded(frame, scale)), zIndex: 10)
        }
        // Array literals: an array grown by `append` is allocated through a generic entry
        // point of the standard library that looks up its storage type at run time, about
        // 500 instructions per section; a literal's storage type is known when compiled.
        let supplementaries: [PlacedElement] =
            m.headerLength > 0
            ? (m.footerLength > 0 ? [header(), footer()] : [header()])
            : (m.footerLength > 0 ? [footer()] : [])
        var section = SectionLayout(
            index: index, frame: sectionFrame, itemsFrame: itemsFrame, contentFrame: contentFrame,
            insets: m.insets, itemFrames: frames,
            lines: mirror.map { flip in placement.lines.map { LineLayout(frame: flip.rect($0.frame), items: $0.items) } }
                ?? placement.lines,
            supplementaries: supplementaries,
            // Mirrored inside a horizontal section, its lines (columns) run right to left.
            lineOverhang: LineOverhang(
                axis: axes.axis.cross, linesInOrder: placement.linesInOrder && (mirror == nil || c.scrollDirection == .vertical),
                distance: placement.lineOverhang))
        section.lineSpacing = m.lineSpacing
        section.interitemSpacing = m.interitemSpacing
        section.itemSize = placement.uniformItemSize
        return section
    }

    /// R12: origins snap to the pixel grid; sizes are never rounded.
    static func rounded(_ frame: Rect, _ scale: Double) -> Rect {
        Rect(
            x: PixelRounding.round(frame.x, scale: scale), y: PixelRounding.round(frame.y, scale: scale),
            width: frame.width, height: frame.height)
    }
}
