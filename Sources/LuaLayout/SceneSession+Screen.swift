import LayoutCore

extension SceneSession {
    /// The elements in `rect` (every element if nil) as the screen shows them, for pictures
    /// and the preview.
    ///
    /// Two things differ from the layout attributes the JSON reports:
    /// - an orthogonal section's cells are where its inner scroll view shows them, moved by
    ///   its offset and clipped to the section (`LayoutSnapshot.onScreen`, layout-rules C30);
    /// - the flow layout mirrors its own frames in right-to-left, so its frames are the
    ///   screen's, but a compositional layout reports left-to-right frames there and the
    ///   collection view flips them (`LayoutGeometry.flippedByView`, layout-rules R17c):
    ///   then `rect` is read on the screen and every frame is flipped,
    ///   `x' = contentWidth − x − width`.
    public func screenElements(in rect: Rect?) -> [LayoutAttributes] {
        screen(in: rect).body
    }

    /// `screenElements(in:)` with the layout's errors and warnings (those of the sections
    /// it decorated first as `newErrors`): what a picture draws and reports.
    public func screen(in rect: Rect?) -> LayoutDocument<[LayoutAttributes]> {
        let snapshot = self.snapshot
        guard snapshot.geometry.flippedByView else { return query(rect).map { snapshot.onScreen($0) } }
        return query(rect.map { SceneSession.flipped($0, in: snapshot) }).map { SceneSession.shown($0, of: snapshot) }
    }

    /// `elements` of `snapshot` (every one of its layout frames, e.g. `allElements()`) as
    /// the screen shows them, as `screen(in:)` gives the session's: an orthogonal section's
    /// cells moved by its offset and clipped, then flipped when the view flips the frames.
    /// A picture of another layout than the session's (the one before an update) draws
    /// these, so that it shows what `render` shows and not the unclipped strip.
    public static func shown(_ elements: [LayoutAttributes], of snapshot: LayoutSnapshot) -> [LayoutAttributes] {
        let seen = snapshot.onScreen(elements)
        guard snapshot.geometry.flippedByView else { return seen }
        return seen.map { element in
            var element = element
            element.frame = flipped(element.frame, in: snapshot)
            return element
        }
    }

    /// Where the screen shows `element` of `snapshot`, unclipped: moved by its orthogonal
    /// section's offset when it scrolls with the row (C30), flipped when the view flips the
    /// frames. What an update's animation moves an element between, in the view that
    /// shows the rows scrolled.
    public static func shownFrame(of element: LayoutAttributes, in snapshot: LayoutSnapshot) -> Rect {
        var frame = element.frame
        let sections = snapshot.geometry.sections, section = element.indexPath.section
        if sections.indices.contains(section), let scrolling = sections[section].orthogonal,
           scrolling.scrollsWithContent(element.category, kind: element.kind) {
            frame = scrolling.onScreen(frame)
        }
        return snapshot.geometry.flippedByView ? flipped(frame, in: snapshot) : frame
    }

    /// `rect` mirrored across the content's width, `x' = contentWidth − x − width`: how a
    /// right-to-left collection view shows the compositional layout's left-to-right frames.
    public static func flipped(_ rect: Rect, in snapshot: LayoutSnapshot) -> Rect {
        Rect(x: snapshot.contentSize.width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }
}
