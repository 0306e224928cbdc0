import LuaLayout
import OperatingSystem

/// `lualayout dump SCENE [--rect x,y,w,h] [--plugins DIR]...`: the layout as JSON on standard output.
public enum DumpCommand {
    /// - Returns: the exit status: 0; 1 after printing the error on stderr, when the scene
    /// cannot be laid out (nothing on stdout) or a plugin failed (the layout is printed
    /// without the failed plugin's output).
    public static func run(scene path: String, rect: Rect?, pluginFolders: [String] = []) -> Int32 {
        guard rect == nil else { return dump(path, pluginFolders: pluginFolders) { session in session.document(in: rect) } }
        // The whole document is written as it is made (R24: ten million rows and their
        // decorations are never held at once); the diagnostics follow it on stderr.
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            let document = session.streamJSON { StandardStreams.result($0) }
            let status = Diagnostics.report(document, scene: path)
            return document.body ? status : 1
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }

    /// `lualayout dump SCENE --estimated`: a self-sizing scene's first pass, every cell at
    /// the estimate (layout-rules R18b). A scene whose cells do not size themselves is an
    /// error (status 1, nothing on stdout).
    public static func runEstimated(scene path: String, pluginFolders: [String] = []) -> Int32 {
        dump(path, pluginFolders: pluginFolders) { session throws(SceneError) in
            try session.estimatedJSON()
        } missing: { _ in
            "--estimated: the scene's cells do not size themselves (give flow { estimatedItemSize = { w, h } } or \"automatic\", or a compositional section estimated dimensions and fitted sizes: itemSizes, supplementarySizes)"
        }
    }

    /// `lualayout dump SCENE --snap SECTION,OFFSET,VELOCITY`: where orthogonal section
    /// SECTION comes to rest after a drag that ends at OFFSET with VELOCITY (points per
    /// millisecond), as one JSON object (C31, docs/json.md "Resting offsets").
    /// - Returns: the exit status, as `run`'s; a section that does not scroll orthogonally
    ///   is an error (status 1, nothing on stdout).
    public static func runSnap(scene path: String, snap: SnapArgument, pluginFolders: [String] = []) -> Int32 {
        dump(path, pluginFolders: pluginFolders) { session in
            session.restingOffsetJSON(section: snap.section, offset: snap.offset, velocity: snap.velocity)
        } missing: { session in
            "--snap: section \(snap.section) does not scroll orthogonally (the layout has \(session.snapshot.geometry.sections.count) sections)"
        }
    }

    /// `lualayout dump SCENE --updates`: the layouts before and after the scene's last
    /// update and the change list, as one JSON document (docs/json.md, "Updates").
    /// - Returns: the exit status, as `run`'s; a scene that makes no update is an error
    ///   (status 1, nothing on stdout): the dump asked for something the scene does not say.
    public static func runUpdates(scene path: String, pluginFolders: [String] = []) -> Int32 {
        dump(path, pluginFolders: pluginFolders) { session throws(SceneError) in
            try session.updatesJSON()
        } missing: { _ in
            "--updates: the scene makes no update (call update { ... }, or give identified sections { { ids = { ... } } } again)"
        }
    }

    /// Every dump's one shape: load the scene, make the document (which comes with the
    /// errors and warnings of the layouts it was made from), report those on stderr, print
    /// the document. `document` gives nil when the scene does
    /// not have what was asked: then `missing` says why (status 1, nothing on stdout).
    private static func dump(
        _ path: String, pluginFolders: [String], document: (SceneSession) throws(SceneError) -> LayoutDocument<String>?,
        missing: (SceneSession) -> String = { _ in "nothing to print" }
    ) -> Int32 {
        do {
            let session = try SceneSession(file: path, pluginFolders: pluginFolders)
            guard let document = try document(session) else {
                StandardStreams.err("lualayout: \(path): \(missing(session))\n")
                return 1
            }
            let status = Diagnostics.report(document, scene: path)
            return StandardStreams.result(document.body) ? status : 1
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
