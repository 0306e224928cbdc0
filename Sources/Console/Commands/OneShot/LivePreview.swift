import LuaLayout
import OperatingSystem
import Rendering

/// The scene behind `lualayout serve`, on the thread that owns it (Lua and the layout
/// never leave it): loaded and laid out through `SceneSession`, loaded again when the
/// scene or a plugin or module it uses changes on disk, scrolled where the page asks, and
/// turned into the JSON state the page draws. A save that does not load keeps the last
/// good version and its picture, with the error shown. The server's only use of
/// `SceneSession`, in this one file.
final class LivePreview {
    let sceneFile: String
    let pluginFolders: [String]
    /// The last version that loaded; nil until one does.
    private var session: SceneSession?
    /// Why the scene on disk does not load now (the page shows it over the last good one).
    private var failure: String?
    private var watcher = FileWatcher()
    /// The offset the page scrolled to, kept across reloads.
    private var offset: Point?

    init(sceneFile: String, pluginFolders: [String]) {
        self.sceneFile = sceneFile
        self.pluginFolders = pluginFolders
        load()
    }

    /// True when no version of the scene has loaded yet.
    var hasNoVersion: Bool { session == nil }

    /// The first error, for the command line when nothing loaded.
    var failureText: String? { failure }

    /// Loads the scene again when a watched file changed; true when it did.
    func reloadIfChanged() -> Bool {
        guard !watcher.changedFiles().isEmpty else { return false }
        load()
        return true
    }

    /// Lays the scene out with the view scrolled to `point`, as `collection { contentOffset }`
    /// would; false when nothing changed.
    func scroll(to point: Point) -> Bool {
        guard let session, point != session.scene.collectionView.contentOffset else { return false }
        offset = point
        apply(offset: point, to: session)
        return true
    }

    private func load() {
        do {
            let fresh = try SceneSession(file: sceneFile, pluginFolders: pluginFolders, regularFileOnly: true)
            if let offset { apply(offset: offset, to: fresh) }
            session = fresh
            failure = nil
        } catch {
            failure = "\(error)"
        }
        watcher.watch(files: [sceneFile] + (session?.host.loadedFiles.map(\.path) ?? []))
    }

    private func apply(offset point: Point, to session: SceneSession) {
        let source = "collection { contentOffset = { \(JSONNumber.format(point.x)), \(JSONNumber.format(point.y)) } }"
        do {
            _ = try session.context.run(source: source, chunk: "scroll")
            try session.relayout()
        } catch {
            failure = "\(error)"
        }
    }

    // MARK: The page's state

    /// The state the page draws, as one line of JSON: the picture (and the one before the
    /// scene's update), the elements in paint order with the `use` that made each
    /// decoration, the errors, and whether the picture is the last good one.
    func stateJSON() -> String {
        guard let session else {
            return "{\"scene\":\(JSONString.quote(sceneFile)),\"svg\":null,\"errors\":[\(error(failure ?? "", file: nil, line: nil))]}"
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
        var errors = session.passErrors.map { error($0.description, file: $0.file, line: $0.line) }
        if let failure { errors.insert(error(failure, file: nil, line: nil), at: 0) }
        errors += session.warnings.map { error("\(sceneFile): warning: \($0)", file: sceneFile, line: nil) }
        if let unmarked { errors.append(error("\(sceneFile): warning: \(unmarked)", file: sceneFile, line: nil)) }
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
        return "{\"scene\":\(JSONString.quote(sceneFile)),\"svg\":\(JSONString.quote(svg)),"
            + "\"before\":\(before.map(JSONString.quote) ?? "null"),"
            + "\"contentSize\":[\(JSONNumber.format(session.contentSize.width)),\(JSONNumber.format(session.contentSize.height))],"
            + "\"viewport\":\(JSONWriter.frame(bounds)),\"area\":\(JSONWriter.frame(area)),"
            + "\"stale\":\(failure != nil),\"elements\":[\(elementsJSON.joined(separator: ","))],"
            + "\"errors\":[\(errors.joined(separator: ","))]}"
    }

    private func error(_ text: String, file: String?, line: Int?) -> String {
        "{\"text\":\(JSONString.quote(text)),\"file\":\(file.map(JSONString.quote) ?? "null"),\"line\":\(line.map(String.init) ?? "null")}"
    }
}
