import LuaLayout
import OperatingSystem
import Rendering

/// The scene behind `lualayout serve`, on the thread that owns it (Lua and the layout
/// never leave it): loaded and laid out through `SceneSession`, loaded again when the
/// scene or a plugin or module it uses changes on disk, scrolled where the page asks, and
/// turned into the JSON state the page draws. A save that does not load keeps the last
/// good version and its picture, with the error shown; so does a save after which a plugin
/// that worked cannot start. The server's only use of `SceneSession`, in this one file.
final class LivePreview {
    let sceneFile: String
    let pluginFolders: [String]
    /// The last version that loaded; nil until one does.
    private var session: SceneSession?
    /// Why the files on disk are not what is shown (the page shows it over the last good
    /// version): the scene's error, or the uses that could not start.
    private var failures: [PreviewError] = []
    /// The offset the page scrolled to, kept across reloads.
    private var offset: Point?

    init(sceneFile: String, pluginFolders: [String]) {
        self.sceneFile = sceneFile
        self.pluginFolders = pluginFolders
        load()
    }

    /// True when no version of the scene has loaded yet.
    var hasNoVersion: Bool { session == nil }

    /// Why the files on disk are not shown, in full (the terminal's), empty when they are.
    var failureTexts: [String] { failures.map(\.text) }

    /// The files whose change means a new version: the scene, every file a plugin or module
    /// in use was loaded from, and every place a plugin the scene uses could be (so a
    /// plugin that failed to load, or is missing, is tried again when its file is fixed).
    var watchedFiles: [String] {
        var files = [sceneFile]
        guard let session else { return files }
        files += session.host.loadedFiles.map(\.path)
        let folders = session.host.searchPath.folders
        for name in Set(session.context.uses.map(\.name)).sorted() {
            files += folders.map { "\($0)/\(name).lua" }
        }
        return Array(Set(files)).sorted()
    }

    /// Lays the scene out with the view scrolled to `point`, as `collection { contentOffset }`
    /// would; false when nothing changed.
    func scroll(to point: Point) -> Bool {
        guard let session, point != session.scene.collectionView.contentOffset else { return false }
        offset = point
        apply(offset: point, to: session)
        return true
    }

    /// Loads the scene and its plugins again from disk.
    func load() {
        let fresh: SceneSession
        do {
            fresh = try SceneSession(file: sceneFile, pluginFolders: pluginFolders, regularFileOnly: true)
        } catch {
            failures = [PreviewError(error)]
            return
        }
        if let offset { apply(offset: offset, to: fresh) }
        // A plugin the version shown runs that cannot start in the new one (a save that
        // broke it): the version shown stays, with the notice, until the plugin is fixed.
        if let session {
            let working = Set(session.host.loadedFiles.map(\.plugin)).subtracting(session.passErrors.map(\.plugin))
            let refused = fresh.passErrors.filter { ($0.phase == .load || $0.phase == .options) && working.contains($0.plugin) }
            if !refused.isEmpty {
                failures = refused.map(PreviewError.init)
                return
            }
        }
        session = fresh
        failures = []
    }

    private func apply(offset point: Point, to session: SceneSession) {
        let source = "collection { contentOffset = { \(JSONNumber.format(point.x)), \(JSONNumber.format(point.y)) } }"
        do {
            _ = try session.context.run(source: source, chunk: "scroll")
            try session.relayout()
        } catch {
            failures = [PreviewError(error)]
        }
    }

    // MARK: The page's state

    /// The update's changes as the page animates them, one per element of either layout:
    /// what it is, and its frame before and after (an inserted element appears from where
    /// it starts, `initial`; a deleted one goes to where it ends, `final`), as a collection
    /// view's batch update animates by default.
    static func changesJSON(_ changes: [ElementChange]) -> String {
        let items = changes.compactMap { change -> String? in
            guard let element = change.new ?? change.old, let from = (change.old ?? change.initial ?? change.new)?.frame,
                  let to = (change.new ?? change.final ?? change.old)?.frame
            else { return nil }
            return "{\"action\":\"\(change.action.rawValue)\",\"element\":\(JSONWriter.element(element)),"
                + "\"from\":\(JSONWriter.frame(from)),\"to\":\(JSONWriter.frame(to))}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// The state the page draws, as one line of JSON: the picture (and the one before the
    /// scene's update), the elements in paint order with the `use` that made each
    /// decoration, the errors, and whether the picture is the last good one.
    func stateJSON() -> String {
        guard let session else {
            return "{\"scene\":\(JSONString.quote(sceneFile)),\"svg\":null,\"stale\":false,\"elements\":[],"
                + "\"errors\":[\(failures.map(\.json).joined(separator: ","))]}"
        }
        let bounds = session.scene.collectionView.bounds
        let elements = PaintOrder.sorted(session.screenElements(in: nil))
        let (update, unmarked) = PictureCommands.updateToMark(session)
        let scale = session.scene.collectionView.scale
        let options = SVGRenderer.Options(title: sceneFile, viewport: bounds, devicePixels: scale, changes: update?.changes)
        let svg = SVGRenderer(options: options).render(elements: elements, contentSize: session.contentSize)
        let before = update.map { update in
            SVGRenderer(options: .init(title: sceneFile + " before the update", devicePixels: scale))
                .render(elements: update.before.allElements(), contentSize: update.before.contentSize)
        }
        let area = SVGRenderer.extent(of: elements, contentSize: session.contentSize, viewport: bounds)
        let uses = session.snapshot.decorationPluginUses(), scene = session.context.uses
        var errors = failures
        errors += session.passErrors.map(PreviewError.init)
        errors += session.warnings.map { PreviewError(text: "\(sceneFile): warning: \($0)", file: sceneFile, line: nil) }
        if let unmarked { errors.append(PreviewError(text: "\(sceneFile): warning: \(unmarked)", file: sceneFile, line: nil)) }
        let elementsJSON = elements.map { element in
            var json = JSONWriter.element(element)
            if let use = uses[element.key], scene.indices.contains(use) {
                let u = scene[use]
                let place = u.line.map { "\(u.file):\($0)" } ?? u.file
                json.removeLast()
                json += ", \"use\": " + JSONString.quote("use \(use + 1), \(u.name) (\(place))") + " }"
            }
            return json
        }
        let axis = session.snapshot.geometry.scrollDirection == .vertical ? "vertical" : "horizontal"
        return "{\"scene\":\(JSONString.quote(sceneFile)),\"svg\":\(JSONString.quote(svg)),"
            + "\"before\":\(before.map(JSONString.quote) ?? "null"),\"axis\":\"\(axis)\","
            + "\"changes\":\(update.map { LivePreview.changesJSON($0.changes) } ?? "null"),"
            + "\"contentSize\":[\(JSONNumber.format(session.contentSize.width)),\(JSONNumber.format(session.contentSize.height))],"
            + "\"viewport\":\(JSONWriter.frame(bounds)),\"area\":\(JSONWriter.frame(area)),"
            + "\"stale\":\(!failures.isEmpty),\"elements\":[\(elementsJSON.joined(separator: ","))],"
            + "\"errors\":[\(errors.map(\.json).joined(separator: ","))]}"
    }
}
