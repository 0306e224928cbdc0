import LayoutCore
import Rendering
import Scenes

extension SceneSession {
    /// The decorated first, estimated pass of a self-sizing flow scene (`dump --estimated`,
    /// layout-rules R18b): what a user sees before the cells report their sizes. nil when
    /// the scene's cells do not size themselves. It is laid out through the same pipeline as
    /// every layout, with the scene's uses (placement and reserving plugins shape it too);
    /// its plugin errors go to `passErrors`.
    public func estimatedPass() throws(SceneError) -> LayoutSnapshot? {
        guard let first = scene.estimatedFirstPass else { return nil }
        let outcome = try LayoutPipeline.run(
            first, host: host, sceneState: context.lua, configure: false, eager: true, sizesElements: false)
        appendPassErrors(outcome.errors)
        return outcome.snapshot
    }

    /// The estimated pass as the JSON document `lualayout dump --estimated` prints; nil
    /// when the scene's cells do not size themselves.
    public func estimatedJSON() throws(SceneError) -> String? {
        guard let first = try estimatedPass() else { return nil }
        return JSONWriter.document(contentSize: first.contentSize, elements: first.allElements(), direction: first.geometry)
    }
}
