// Rules: docs/layout-rules.md, C28

import LayoutCore
import LuaRuntime

extension SceneContext {
    /// Reads `compositional { ... }` into a configuration, one section spec per section and
    /// the item counts, when the scene is taken (the section count and the provider's
    /// answers are only known then).
    ///
    /// The specs are then laid out once with at most one item per section: the engine's
    /// own checks (a first subitem that does not fit, C28's orthogonal scrolling, a count
    /// above the limit) depend on the view's size but not on the item counts, so this dry
    /// run finds every error `Scene.geometry()` could raise, cheaply, and reports it here
    /// under the path the user wrote (`compositional.section...`) at its line.
    /// - Throws: `SceneError` naming the scene file, the line and the key path.
    func compositionalLayout(_ spec: LuaValue) throws(SceneError) -> SceneLayout {
        let counts = try compositionalItemCounts()
        let fields: [String: LuaValue]
        let configuration: CompositionalLayoutConfiguration
        do throws(SceneKeyError) {
            fields = try SceneValueReader.fields(spec, "compositional", allowed: CompositionalSceneReader.layoutKeys)
            configuration = try CompositionalSceneReader.configuration(fields)
        } catch {
            throw locateScene(error)
        }
        let (sections, form) = try compositionalSections(fields, count: counts.count)
        do {
            _ = try CompositionalLayout.layout(
                configuration: configuration, sections: sections, itemCounts: counts.map { Swift.min($0, 1) },
                collectionView: collectionView)
        } catch {
            let key = SceneContext.compositionalSceneKey(forEngineField: error.field, form: form)
            throw locateScene(SceneKeyError(key: key, error.message))
        }
        return .compositional(configuration, sections, counts)
    }
}
