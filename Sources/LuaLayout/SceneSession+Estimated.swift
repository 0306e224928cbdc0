import LayoutCore
import Scenes

extension SceneSession {
    /// The decorated first, estimated pass of a self-sizing flow scene (`dump --estimated`,
    /// layout-rules R18b): what a user sees before the cells report their sizes. nil when
    /// the scene's cells do not size themselves. Plugin errors go to `passErrors`.
    public func estimatedPass() throws(SceneError) -> LayoutSnapshot? {
        guard let first = scene.estimatedFirstPass else { return nil }
        let pass = host.pass(for: try first.geometry(shapedBy: host), eager: true)
        appendPassErrors(pass.errors)
        return pass.snapshot
    }
}
