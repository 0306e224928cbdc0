import Decorations

extension PluginError {
    /// The same failure as `other`: where a use's own problem (it cannot load, its
    /// options) is placed in the scene file is not part of it.
    func isSameFailure(as other: PluginError) -> Bool {
        let placedInScene = phase == .load || phase == .options
        return plugin == other.plugin && phase == other.phase && section == other.section && message == other.message
            && isWarning == other.isWarning && (placedInScene || (file == other.file && line == other.line))
    }
}
