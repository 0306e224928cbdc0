import LayoutCore
import LuaLayout
import OperatingSystem
import Rendering
import Scenes

/// `lualayout dump SCENE [--rect x,y,w,h] [--plugins DIR]...`: the layout as JSON on standard output.
public enum DumpCommand {
    /// - Returns: the exit status: 0; 1 after printing the error on stderr, when the scene
    /// cannot be laid out (nothing on stdout) or a plugin failed (the layout is printed
    /// without the failed plugin's output).
    public static func run(scene path: String, rect: Rect?, pluginFolders: [String] = []) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            let elements = session.elements(in: rect)
            let status = Diagnostics.report(session, scene: path)
            StandardStreams.out(JSONWriter.document(contentSize: session.snapshot.contentSize, elements: elements))
            return status
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
