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
        let width = snapshot.contentSize.width
        func flipped(_ r: Rect) -> Rect { Rect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height) }
        return query(rect.map(flipped)).map { elements in
            snapshot.onScreen(elements).map { element in
                var element = element
                element.frame = flipped(element.frame)
                return element
            }
        }
    }
}
