import LayoutCore
import Rendering
import Scenes

extension SceneSession {
    /// The decorated first, estimated pass of a self-sizing flow scene (`dump --estimated`,
    /// layout-rules R18b): what a user sees before the cells report their sizes. nil when
    /// the scene's cells do not size themselves. It is laid out through the same pipeline as
    /// every layout, with the uses of the layout shown (placement and reserving plugins
    /// shape it too), and comes with its own errors and warnings, not the final layout's.
    public func estimatedPass() throws(SceneError) -> LayoutDocument<LayoutSnapshot>? {
        guard let first = scene.estimatedFirstPass else { return nil }
        let estimated = try LayoutPipeline.run(
            first, host: host, sceneState: context.lua, uses: .configured(outcome.configuration), eager: true,
            sizesElements: false)
        return estimated.document(estimated.snapshot, newErrors: estimated.errors)
    }

    /// The estimated pass as the JSON document `lualayout dump --estimated` prints; nil
    /// when the scene's cells do not size themselves.
    public func estimatedJSON() throws(SceneError) -> LayoutDocument<String>? {
        try estimatedPass()?.map { first in
            JSONWriter.document(contentSize: first.contentSize, elements: first.allElements(), direction: first.geometry)
        }
    }
}
