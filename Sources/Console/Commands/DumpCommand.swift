import LayoutCore
import LuaLayout
import OperatingSystem

/// `lualayout dump SCENE [--rect x,y,w,h] [--plugins DIR]...`: the layout as JSON on standard output.
public enum DumpCommand {
    /// - Returns: the exit status: 0; 1 after printing the error on stderr, when the scene
    /// cannot be laid out (nothing on stdout) or a plugin failed (the layout is printed
    /// without the failed plugin's output).
    public static func run(scene path: String, rect: Rect?, pluginFolders: [String] = []) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            // The query first: the errors of the sections it decorates come with its answer.
            let json = session.json(in: rect)
            let status = Diagnostics.report(session, scene: path)
            guard StandardStreams.result(json) else { return 1 }
            return status
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }

    /// `lualayout dump SCENE --estimated`: a self-sizing scene's first pass, every cell at
    /// the estimate (layout-rules R18b). A scene whose cells do not size themselves is an
    /// error (status 1, nothing on stdout).
    public static func runEstimated(scene path: String, pluginFolders: [String] = []) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            guard let text = try session.estimatedJSON() else {
                StandardStreams.err("lualayout: \(path): --estimated: the scene's cells do not size themselves (give flow { estimatedItemSize = { w, h } } or \"automatic\")\n")
                return 1
            }
            let status = Diagnostics.report(session, scene: path)
            return StandardStreams.result(text) ? status : 1
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }

    /// `lualayout dump SCENE --snap SECTION,OFFSET,VELOCITY`: where orthogonal section
    /// SECTION comes to rest after a drag that ends at OFFSET with VELOCITY (points per
    /// millisecond), as one JSON object (C31, docs/json.md "Resting offsets").
    /// - Returns: the exit status, as `run`'s; a section that does not scroll orthogonally
    ///   is an error (status 1, nothing on stdout).
    public static func runSnap(scene path: String, snap: SnapArgument, pluginFolders: [String] = []) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            guard let text = session.restingOffsetJSON(section: snap.section, offset: snap.offset, velocity: snap.velocity) else {
                StandardStreams.err(
                    "lualayout: \(path): --snap: section \(snap.section) does not scroll orthogonally (the layout has \(session.snapshot.geometry.sections.count) sections)\n")
                return 1
            }
            let status = Diagnostics.report(session, scene: path)
            return StandardStreams.result(text) ? status : 1
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }

    /// `lualayout dump SCENE --updates`: the layouts before and after the scene's last
    /// update and the change list, as one JSON document (docs/json.md, "Updates").
    /// - Returns: the exit status, as `run`'s; a scene that makes no update is an error
    ///   (status 1, nothing on stdout): the dump asked for something the scene does not say.
    public static func runUpdates(scene path: String, pluginFolders: [String] = []) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            guard let json = try session.updatesJSON() else {
                StandardStreams.err("lualayout: \(path): --updates: the scene makes no update (call update { ... }, or give identified sections { { ids = { ... } } } again)\n")
                return 1
            }
            let status = Diagnostics.report(session, scene: path)
            return StandardStreams.result(json) ? status : 1
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
