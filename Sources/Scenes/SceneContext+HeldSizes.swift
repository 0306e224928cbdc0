import LayoutCore

extension SceneContext {
    /// Refuses a size one of whose sides alone lies past the largest position a layout can
    /// hold at the view's scale (`LayoutGeometry.holds`): named at its own key and line.
    /// Without this, the layout found the overflow later and blamed the section it landed
    /// in (`sections[0]`, at the `sections { }` line), not the key that gave the value
    /// (`update.resizeItems[0].size`, `flow.estimatedItemSize`). Sizes that only add up
    /// past the limit are still the section's fault, as before.
    func checkHeld(_ size: Size, _ key: String) throws(SceneKeyError) {
        try checkHeld(size.width, key, naming: "the width")
        try checkHeld(size.height, key, naming: "the height")
    }

    /// `checkHeld` for one length (`list { rowHeight }`), `what` naming it in the message.
    func checkHeld(_ length: Double, _ key: String, naming what: String = "the length") throws(SceneKeyError) {
        let scale = collectionView.scale
        // NaN and the infinities are left to the value's own check, which names them so.
        guard length.isFinite, !LayoutGeometry.holds(length, scale: scale) else { return }
        throw SceneKeyError(
            key: key,
            "\(what), \(FieldCheck.format(length)) points, reaches past the largest position the layout can hold at "
                + "scale \(FieldCheck.format(scale)) (\(LayoutGeometry.limit(scale: scale)))")
    }
}
