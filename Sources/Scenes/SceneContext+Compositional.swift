// Rules: docs/layout-rules.md, C28

import LayoutCore
import LuaRuntime

extension SceneContext {
    /// The compositional layout of the scene, when the scene is taken: the configuration
    /// read when `compositional { ... }` was called, one spec per section (the section count
    /// and the provider's answers are only known now) and the item counts.
    ///
    /// The layout itself (`Scene.geometry`, in the layout pipeline) runs the engine's
    /// checks (a first subitem that does not fit, C28's orthogonal scrolling, a count above
    /// the limit) and names the key at fault as the scene wrote it (`Scene.locate`, with the
    /// form the sections were given in): a compositional scene is laid out once, not dry-run
    /// first.
    /// - Throws: `SceneError` naming the scene file, the line and the key path.
    func compositionalLayout(_ spec: CompositionalSceneSpec) throws(SceneError) -> SceneLayout {
        let counts = try compositionalItemCounts()
        var sections = try compositionalSections(spec.sections, count: counts.count, itemCounts: counts)
        if case .listConfiguration = spec.sections { return .compositional(spec.configuration, sections, counts) }
        for index in sections.indices {
            // C49: list sections, built now that their position and row count are known.
            let list: ListSection?
            switch spec.sections {
            case .shared: list = spec.listSections[0]
            case .list: list = spec.listSections[index]
            default: list = nil
            }
            if let list {
                sections[index] = list.section(
                    index, of: counts.count, itemCount: counts[index], scale: collectionView.pixelScale,
                    fitted: self.sections.fittedSizes(of: index))
            } else if sections[index] != nil {
                // C34-C36: the sizes the cells and boundary items reported.
                sections[index]!.fitted = self.sections.fittedSizes(of: index)
            }
        }
        return .compositional(spec.configuration, sections, counts)
    }
}
