// Rules: docs/layout-rules.md, C28

import LayoutCore
import LuaRuntime

extension SceneContext {
    /// The compositional layout of the scene, when the scene is taken: the configuration
    /// read when `compositional { ... }` was called, one spec per section (the section count
    /// and the provider's answers are only known now) and the item counts.
    ///
    /// The specs are then laid out once with at most one item per section: the engine's
    /// own checks (a first subitem that does not fit, C28's orthogonal scrolling, a count
    /// above the limit) depend on the view's size but not on the item counts, so this dry
    /// run finds every error `Scene.geometry()` could raise, cheaply, and reports it here
    /// under the path the user wrote (`compositional.section...`) at its line.
    /// - Throws: `SceneError` naming the scene file, the line and the key path.
    func compositionalLayout(_ spec: CompositionalSceneSpec) throws(SceneError) -> SceneLayout {
        let counts = try compositionalItemCounts()
        let sections = try compositionalSections(spec.sections, count: counts.count)
        do {
            _ = try CompositionalLayout.layout(
                configuration: spec.configuration, sections: sections, itemCounts: counts.map { Swift.min($0, 1) },
                collectionView: collectionView)
        } catch {
            let key = SceneKeys.key(for: error.path, in: .compositional(spec.sections.form))
            throw locate(SceneKeyError(key: key, error.message))
        }
        return .compositional(spec.configuration, sections, counts)
    }
}
