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
            let text = session.json(in: rect)
            let status = Diagnostics.report(session, scene: path)
            guard StandardStreams.result(text) else { return 1 }
            return status
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
            let geometry = session.snapshot.geometry
            guard geometry.sections.indices.contains(snap.section), let scrolling = geometry.sections[snap.section].orthogonal else {
                StandardStreams.err(
                    "lualayout: \(path): --snap: section \(snap.section) does not scroll orthogonally (the layout has \(geometry.sections.count) sections)\n")
                return 1
            }
            let status = Diagnostics.report(session, scene: path)
            let rest = OrthogonalPaging.restingOffset(
                scrolling, endingAt: snap.offset, velocity: snap.velocity, scale: geometry.scale)
            let text = JSONWriter.restingOffset(
                section: snap.section, scrolling, offset: snap.offset, velocity: snap.velocity,
                page: OrthogonalPaging.pageLength(scrolling), resting: rest)
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
            guard let comparison = try session.lastUpdate() else {
                StandardStreams.err("lualayout: \(path): --updates: the scene makes no update (call update { ... }, or give identified sections { { ids = { ... } } } again)\n")
                return 1
            }
            let status = Diagnostics.report(session, scene: path)
            let written = StandardStreams.result(JSONWriter.updates(
                before: (comparison.before.contentSize, comparison.before.allElements()),
                after: (comparison.after.contentSize, session.elements(in: nil)), changes: comparison.changes))
            return written ? status : 1
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
