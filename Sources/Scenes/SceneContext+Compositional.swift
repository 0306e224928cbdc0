import LayoutCore
import LuaRuntime

extension SceneContext {
    /// Reads `compositional { ... }` into a configuration and one section spec per section.
    func compositionalLayout(_ spec: LuaValue) throws(SceneError) -> SceneLayout {
        let site = callSites["compositional"]
        throw SceneError(file: site?.chunk ?? file, line: site?.line, key: "compositional", message: "compositional scenes are being written")
    }
}
