import LuaLayout
import OperatingSystem
import Rendering

/// `:show`, `:svg`, `:json`: pictures and JSON of the current layout. Pictures draw the
/// cells of orthogonal sections where they are on screen, at their section's offset (C30).
enum PictureCommands {
    @Sendable static func show(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":show [x,y,w,h]")
        let rect = try rect(arguments.first) ?? state.visibleRect
        state.sayLong(state.take(terminalPicture(state.session, rect: rect, columns: fittingColumns(rect))))
        return .done
    }

    /// The terminal's width, narrowed when that keeps a tall rect on one screen
    /// (`TerminalRenderer.fittingColumns`).
    static func fittingColumns(_ rect: Rect) -> Int {
        TerminalRenderer.fittingColumns(for: rect, terminal: Terminal.currentSize(), isTerminal: Terminal.standardOutputIsTerminal)
    }

    /// The terminal picture of `rect`, `columns` wide, in the colours stdout allows, with
    /// the errors and warnings of the layout it shows.
    static func terminalPicture(_ session: SceneSession, rect: Rect, columns: Int) -> LayoutDocument<String> {
        let options = TerminalRenderer.Options(columns: max(columns, 8), colorMode: ColorMode.current())
        let contentSize = session.snapshot.contentSize
        return session.screen(in: rect).map { elements in
            TerminalRenderer(options: options).render(elements: elements, contentSize: contentSize, rect: rect)
        }
    }

    @Sendable static func svg(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 1, 2, usage: ":svg FILE [x,y,w,h]")
        let file = arguments[0]
        if let problem = WriteGuard.pictureProblem(file, command: ":svg") { throw CommandError(problem) }
        if let refusal = state.writeRefusal(file, command: ":svg") { throw CommandError(refusal) }
        let rect = try rect(arguments.count > 1 ? arguments[1] : nil)
        let scale = state.session.scene.collectionView.scale
        let (document, unmarked) = svgPicture(state.session, Picture(rect: rect, title: state.sceneFile, devicePixels: scale))
        let text = state.take(document)
        // A picture a Ctrl-C cut short (hooks stopped) does not replace the file.
        guard !state.ctrlCPending else { return .done }
        if let unmarked { state.notice("warning: \(unmarked)") }
        if let failure = writePicture(text, to: file, zoom: scale, note: { state.notice("note: \($0)") }) { throw CommandError(failure) }
        state.notice("wrote \(file)")
        return .done
    }

    /// The formats a picture is written in, by the file's extension.
    enum PictureFormat { case svg, png }

    /// The format `file` names (`.svg` or `.png`, any case); nil for any other name.
    static func pictureFormat(_ file: String) -> PictureFormat? {
        let lowered = file.lowercased()
        return lowered.hasSuffix(".svg") ? .svg : lowered.hasSuffix(".png") ? .png : nil
    }

    /// Writes a picture: a PNG through rsvg-convert at `zoom` pixels a point when `file`
    /// ends in `.png`, the SVG text otherwise (`:svg` and `render` alike).
    /// A PNG that would pass rsvg-convert's 32,767 pixels is drawn at a zoom that fits,
    /// which `note` says.
    /// - Returns: nil, or why it failed.
    static func writePicture(_ svg: String, to file: String, zoom: Double, note: (String) -> Void = { _ in }) -> String? {
        pictureFormat(file) == .png ? PNGConverter.write(svg: svg, to: file, zoom: zoom, note: note) : TextFile.write(svg, to: file)
    }

    /// What a picture shows and how, besides the layout.
    struct Picture {
        /// The rect shown; the whole content when nil (then the viewport is marked).
        var rect: Rect?
        var title: String?
        var cells: SVGCellDrawing = .outline
        /// Pixels a point of the screen the picture stands for (hairlines are one at least).
        var devicePixels: Double
        /// The SVG document's size in pixels a point.
        var documentScale = 1.0
        /// False leaves the viewport unmarked (`--no-viewport`).
        var marksViewport = true
    }

    /// The SVG of the picture: the layout (after the scene's last update, whose changes are
    /// marked), with the viewport marked when the whole content is shown, and the errors
    /// and warnings of the layouts it shows; and why the changes are not marked, when the
    /// layout before the update could not be computed.
    static func svgPicture(_ session: SceneSession, _ picture: Picture) -> (svg: LayoutDocument<String>, unmarked: String?) {
        let viewport = picture.marksViewport && picture.rect == nil ? session.scene.collectionView.bounds : nil
        let (update, unmarked) = updateToMark(session)
        let options = SVGRenderer.Options(
            title: picture.title, scale: picture.documentScale, cells: picture.cells, viewport: viewport,
            devicePixels: picture.devicePixels, changes: update?.body.changes)
        let contentSize = session.snapshot.contentSize
        let screen = session.screen(in: picture.rect)
        let svg = SVGRenderer(options: options).render(elements: screen.body, contentSize: contentSize, rect: picture.rect)
        return (LayoutDocument(
            body: svg, errors: update?.errors ?? screen.errors, newErrors: (update?.newErrors ?? []) + screen.newErrors,
            warnings: screen.warnings), unmarked)
    }

    /// The scene's last update, for a picture to mark its changes (nil when it made none),
    /// with the errors of both layouts. When the layout before it cannot be computed, the
    /// picture is still drawn, unmarked, and `unmarked` says why: the same error
    /// `dump --updates` fails with.
    static func updateToMark(_ session: SceneSession) -> (update: LayoutDocument<UpdateComparison>?, unmarked: String?) {
        do {
            return (try session.lastUpdate(), nil)
        } catch {
            return (nil, "the layout before the scene's last update failed, so its changes are not marked: \(error)")
        }
    }

    @Sendable static func json(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":json [FILE]")
        let session = state.session
        let text = state.take(session.document(in: nil))
        if let file = arguments.first {
            if let refusal = state.writeRefusal(file, command: ":json") { throw CommandError(refusal) }
            guard !state.ctrlCPending else { return .done }
            if let failure = TextFile.write(text, to: file) { throw CommandError(failure) }
            state.notice("wrote \(file)")
        } else {
            state.sayLong(text)
        }
        return .done
    }

    /// An optional `x,y,w,h` argument.
    static func rect(_ text: String?) throws(CommandError) -> Rect? {
        guard let text else { return nil }
        switch RectArgument.parse(text) {
        case .success(let rect): return rect
        case .failure(let error): throw CommandError(error.description)
        }
    }
}
