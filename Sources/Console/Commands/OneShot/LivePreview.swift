import LuaLayout
import OperatingSystem
import PreviewServer
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
    /// The offset the page scrolled to, and the orthogonal sections' offsets, kept across
    /// reloads (nil: the scene's own).
    private var offset: Point?
    private var orthogonalOffsets: [Int: Double]?

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

    /// Lays the scene out where the page scrolled, as `collection { contentOffset,
    /// orthogonalOffsets }` would: the view's offset, and an orthogonal section's, at rest
    /// where a drag's velocity carries it (C31, as `dump --snap` computes). The layout runs
    /// the visible-items handlers and follow hooks at that offset. False when nothing changed.
    func scroll(_ scroll: PreviewScroll) -> Bool {
        guard let session else { return false }
        let point = Point(x: scroll.x, y: scroll.y)
        var sideways = orthogonalOffsets ?? session.scene.collectionView.orthogonalOffsets
        if let orthogonal = scroll.orthogonal {
            let sections = session.snapshot.geometry.sections
            guard sections.indices.contains(orthogonal.section), let scrolling = sections[orthogonal.section].orthogonal else { return false }
            var target = min(max(orthogonal.offset, 0), scrolling.maximumOffset)
            if let velocity = orthogonal.velocity {
                target = OrthogonalPaging.restingOffset(scrolling, endingAt: orthogonal.offset, velocity: velocity,
                                                        scale: session.snapshot.geometry.scale)
            }
            sideways[orthogonal.section] = target
        }
        guard point != session.scene.collectionView.contentOffset || sideways != session.scene.collectionView.orthogonalOffsets
        else { return false }
        offset = point
        orthogonalOffsets = sideways
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
        if offset != nil || orthogonalOffsets != nil { apply(offset: offset ?? fresh.scene.collectionView.contentOffset, to: fresh) }
        // A plugin the version shown runs that cannot start in the new one (a save that
        // broke it): the version shown stays, with the notice, until the plugin is fixed.
        if let session {
            let working = Set(session.host.loadedFiles.map(\.plugin)).subtracting(session.outcome.errors.map(\.plugin))
            let refused = fresh.outcome.errors.filter { ($0.phase == .load || $0.phase == .options) && working.contains($0.plugin) }
            if !refused.isEmpty {
                failures = refused.map(PreviewError.init)
                return
            }
        }
        session = fresh
        failures = []
    }

    private func apply(offset point: Point, to session: SceneSession) {
        let sideways = (orthogonalOffsets ?? [:]).sorted { $0.key < $1.key }
            .map { "[\($0.key)] = \(JSONNumber.format($0.value))" }.joined(separator: ", ")
        let source = "collection { contentOffset = { \(JSONNumber.format(point.x)), \(JSONNumber.format(point.y)) }"
            + (orthogonalOffsets == nil ? "" : ", orthogonalOffsets = { \(sideways) }") + " }"
        do {
            _ = try session.context.run(source: source, chunk: "scroll")
            try session.relayout()
        } catch {
            failures = [PreviewError(error)]
        }
    }

    // MARK: The page's state

    /// Each orthogonal section as the page scrolls it sideways: its band on screen (the
    /// section's frame, which clips it), its behaviour, offset, largest offset and page, and
    /// its cells at their layout frames (unscrolled, unclipped: every cell, the ones off
    /// screen too, as `dump` gives them) drawn by the same renderer in the band's
    /// coordinates, with the cells as elements for the page's hover and inspector.
    ///
    /// In right-to-left the compositional layout's frames run left to right and the view
    /// flips them (`LayoutGeometry.flippedByView`), its orthogonal scroll views with them, as
    /// UIKit mirrors them: the band's `frame` is the flipped section frame (`layoutFrame` the
    /// section's own), and the strip is drawn mirrored across its width, so that offset 0
    /// shows the leading, right-hand end and a larger offset moves the cells to the right
    /// (`flipped`: the page scrolls the strip from its end). The offsets are the layout's
    /// either way, as `dump --snap` and `orthogonalOffsets` take them.
    static func orthogonalBandsJSON(_ session: SceneSession, title: String) -> String {
        let snapshot = session.snapshot, geometry = snapshot.geometry
        guard geometry.sections.contains(where: { $0.orthogonal != nil }) else { return "[]" }
        let flipped = geometry.flippedByView
        let all = session.elements(in: nil)
        var bands: [String] = []
        for (index, section) in geometry.sections.enumerated() {
            guard let scrolling = section.orthogonal else { continue }
            let clip = section.frame
            let cells = PaintOrder.sorted(all.filter { $0.category == .cell && $0.indexPath.section == index })
            var local = cells.map { cell -> LayoutAttributes in
                var moved = cell
                moved.frame.x -= clip.x
                moved.frame.y -= clip.y
                return moved
            }
            let horizontal = scrolling.axis == .horizontal
            let reach = local.reduce(scrolling.contentLength) { max($0, horizontal ? $1.frame.maxX : $1.frame.maxY) }
            let strip = horizontal ? Size(width: max(reach, clip.width), height: clip.height)
                : Size(width: clip.width, height: max(reach, clip.height))
            if flipped {
                for i in local.indices { local[i].frame.x = strip.width - local[i].frame.x - local[i].frame.width }
            }
            let svg = SVGRenderer(options: .init(title: "\(title) section \(index)", devicePixels: geometry.scale))
                .render(elements: local, contentSize: strip)
            let onScreen = flipped ? SceneSession.flipped(clip, in: snapshot) : clip
            bands.append("{\"section\":\(index),\"behavior\":\"\(scrolling.behavior.rawValue)\","
                + "\"axis\":\"\(horizontal ? "horizontal" : "vertical")\",\"frame\":\(JSONWriter.frame(onScreen)),"
                + "\"layoutFrame\":\(JSONWriter.frame(clip)),\"flipped\":\(flipped),"
                + "\"offset\":\(JSONNumber.format(scrolling.offset)),\"maximumOffset\":\(JSONNumber.format(scrolling.maximumOffset)),"
                + "\"page\":\(JSONNumber.format(OrthogonalPaging.pageLength(scrolling))),"
                + "\"length\":[\(JSONNumber.format(strip.width)),\(JSONNumber.format(strip.height))],"
                + "\"elements\":[\(cells.map(JSONWriter.element).joined(separator: ","))],\"svg\":\(JSONString.quote(svg))}")
        }
        return "[" + bands.joined(separator: ",") + "]"
    }

    /// The update's changes as the page animates them, one per element of either layout:
    /// what it is, and its frame before and after (an inserted element appears from where
    /// it starts, `initial`; a deleted one goes to where it ends, `final`), as a collection
    /// view's batch update animates by default. The frames are the screen's, as the view
    /// shows each layout (`SceneSession.shownFrame`): a carousel's cells where its row is
    /// scrolled, a right-to-left compositional layout's flipped.
    static func changesJSON(_ update: UpdateComparison) -> String {
        let before = update.before, after = update.after
        let items = update.changes.compactMap { change -> String? in
            // The old element and the one it fades out to are the layout before's; the new
            // one and the one it fades in from, the layout after's.
            let start = change.old.map { ($0, before) } ?? change.initial.map { ($0, after) } ?? change.new.map { ($0, after) }
            let end = change.new.map { ($0, after) } ?? change.final.map { ($0, before) } ?? change.old.map { ($0, before) }
            guard let element = change.new ?? change.old, let start, let end else { return nil }
            let from = SceneSession.shownFrame(of: start.0, in: start.1), to = SceneSession.shownFrame(of: end.0, in: end.1)
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
        let screen = session.screen(in: nil)
        let elements = PaintOrder.sorted(screen.body)
        let (update, unmarked) = PictureCommands.updateToMark(session)
        // The errors and warnings of the layouts the page draws (with the layout before the
        // update's, when it draws that too).
        let shown = update?.errors ?? screen.errors
        let scale = session.scene.collectionView.scale
        let options = SVGRenderer.Options(title: sceneFile, viewport: bounds, devicePixels: scale, changes: update?.body.changes)
        let svg = SVGRenderer(options: options).render(elements: elements, contentSize: session.contentSize)
        // The layout before the update as the screen showed it (its orthogonal sections
        // scrolled and clipped, flipped in right-to-left), as `render` draws a layout: its
        // layout frames would spill a carousel's strip past the content and stretch the picture.
        let before = update.map(\.body).map { update in
            SVGRenderer(options: .init(title: sceneFile + " before the update", devicePixels: scale))
                .render(elements: SceneSession.shown(update.before.allElements(), of: update.before), contentSize: update.before.contentSize)
        }
        let area = SVGRenderer.extent(of: elements, contentSize: session.contentSize, viewport: bounds)
        let uses = session.snapshot.decorationPluginUses(), scene = session.context.uses
        var errors = failures
        errors += shown.map(PreviewError.init)
        errors += screen.warnings.map { PreviewError(text: "\(sceneFile): warning: \($0)", file: sceneFile, line: nil) }
        if let unmarked { errors.append(PreviewError(text: "\(sceneFile): warning: \(unmarked)", file: sceneFile, line: nil)) }
        let sections = session.snapshot.geometry.sections
        var trace = ColorRuleTrace(uses: scene, snapshot: session.snapshot, errors: shown)
        let elementsJSON = elements.map { element in
            var json = JSONWriter.element(element)
            if element.category == .cell, sections.indices.contains(element.indexPath.section) {
                let s = element.indexPath.section
                let rules = trace.rules(section: s, item: element.indexPath.item, itemCount: sections[s].itemCount)
                if !rules.isEmpty {
                    json.removeLast()
                    json += ", \"rules\": [" + rules.map(JSONString.quote).joined(separator: ", ") + "] }"
                }
            }
            if let use = uses[element.key], scene.indices.contains(use) {
                let u = scene[use]
                let place = u.line.map { "\(u.file):\($0)" } ?? u.file
                json.removeLast()
                json += ", \"use\": " + JSONString.quote("use \(use + 1), \(u.name) (\(place))") + " }"
            }
            return json
        }
        let axis = session.snapshot.geometry.scrollDirection == .vertical ? "vertical" : "horizontal"
        let bands = LivePreview.orthogonalBandsJSON(session, title: sceneFile)
        return "{\"scene\":\(JSONString.quote(sceneFile)),\"svg\":\(JSONString.quote(svg)),"
            + "\"before\":\(before.map(JSONString.quote) ?? "null"),\"axis\":\"\(axis)\","
            + "\"changes\":\(update.map { LivePreview.changesJSON($0.body) } ?? "null"),\"orthogonal\":\(bands),"
            + "\"contentSize\":[\(JSONNumber.format(session.contentSize.width)),\(JSONNumber.format(session.contentSize.height))],"
            + "\"viewport\":\(JSONWriter.frame(bounds)),\"area\":\(JSONWriter.frame(area)),"
            + "\"stale\":\(!failures.isEmpty),\"elements\":[\(elementsJSON.joined(separator: ","))],"
            + "\"errors\":[\(errors.map(\.json).joined(separator: ","))]}"
    }
}
