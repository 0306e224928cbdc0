import LayoutCore
import Rendering
import Scenes

/// `lualayout dump SCENE [--rect x,y,w,h] [--plugins DIR]...`: the layout as JSON on standard output.
public enum DumpCommand {
    /// - Returns: the exit status: 0, or 1 after printing the error on stderr.
    /// Plugin errors are reported on stderr but do not fail the dump: the layout comes
    /// back without the failed plugin's output, as it would in an app.
    public static func run(scene path: String, rect: Rect?, pluginFolders: [String] = []) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            let elements = session.elements(in: rect)
            Diagnostics.report(session, scene: path)
            StandardStreams.out(JSONWriter.document(contentSize: session.snapshot.contentSize, elements: elements))
            return 0
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
