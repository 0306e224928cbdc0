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
        guard snapshot.geometry.flippedByView else { return snapshot.onScreen(elements(in: rect)) }
        let width = snapshot.contentSize.width
        func flipped(_ r: Rect) -> Rect { Rect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height) }
        return snapshot.onScreen(elements(in: rect.map(flipped))).map { element in
            var element = element
            element.frame = flipped(element.frame)
            return element
        }
    }
}
