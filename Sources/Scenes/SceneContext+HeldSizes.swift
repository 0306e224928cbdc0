import LayoutCore

extension SceneContext {
    /// Refuses a size one of whose sides alone lies past the largest position a layout can
    /// hold at the view's scale (`LayoutGeometry.holds`): named at its own key and line.
    /// Without this, the layout found the overflow later and blamed the section it landed
    /// in (`sections[0]`, at the `sections { }` line), not the key that gave the value
    /// (`update.resizeItems[0].size`, `flow.estimatedItemSize`). Sizes that only add up
    /// past the limit are still the section's fault, as before.
    func checkHeld(_ size: Size, _ key: String) throws(SceneKeyError) {
        let scale = collectionView.scale
        for (side, length) in [("width", size.width), ("height", size.height)] where !LayoutGeometry.holds(length, scale: scale) {
            throw SceneKeyError(
                key: key,
                "the \(side), \(FieldCheck.format(length)) points, reaches past the largest position the layout can hold at "
                    + "scale \(FieldCheck.format(scale)) (\(LayoutGeometry.limit(scale: scale)))")
        }
    }
}
