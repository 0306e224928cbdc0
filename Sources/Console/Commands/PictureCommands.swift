import LayoutCore
import LuaLayout
import LuaRuntime
import OperatingSystem
import Rendering

/// `:show`, `:svg`, `:json`: pictures and JSON of the current layout.
enum PictureCommands {
    @Sendable static func show(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":show [x,y,w,h]")
        let rect = try rect(arguments.first) ?? state.visibleRect
        state.say(terminalPicture(state.session, rect: rect, columns: fittingColumns(rect)))
        return .done
    }

    /// The terminal's width, narrowed when that keeps a tall rect on one screen
    /// (`TerminalRenderer.fittingColumns`).
    static func fittingColumns(_ rect: Rect) -> Int {
        TerminalRenderer.fittingColumns(for: rect, terminal: Platform.currentTerminalSize(), isTerminal: Platform.standardOutputIsTerminal)
    }

    /// The terminal picture of `rect`, `columns` wide, in the colours stdout allows.
    static func terminalPicture(_ session: SceneSession, rect: Rect, columns: Int) -> String {
        let options = TerminalRenderer.Options(columns: max(columns, 8), colorMode: Platform.currentColorMode())
        return TerminalRenderer(options: options).render(
            elements: session.elements(in: rect), contentSize: session.snapshot.contentSize, rect: rect)
    }

    @Sendable static func svg(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 1, 2, usage: ":svg FILE [x,y,w,h]")
        let file = arguments[0]
        if let problem = WriteGuard.pictureProblem(file, command: ":svg") { throw CommandError(problem) }
        if let refusal = state.writeRefusal(file, command: ":svg") { throw CommandError(refusal) }
        let rect = try rect(arguments.count > 1 ? arguments[1] : nil)
        let text = svgPicture(state.session, rect: rect, title: state.sceneFile)
        // A picture a Ctrl-C cut short (hooks stopped) does not replace the file.
        guard !LuaState.sigintPending else { return .done }
        if let failure = writePicture(text, to: file) { throw CommandError(failure) }
        state.notice("wrote \(file)")
        return .done
    }

    /// Writes a picture: a PNG through rsvg-convert when `file` ends in `.png`, the SVG text
    /// otherwise (`:svg` and `render` alike).
    /// - Returns: nil, or why it failed.
    static func writePicture(_ svg: String, to file: String) -> String? {
        file.lowercased().hasSuffix(".png") ? PNGConverter.write(svg: svg, to: file) : TextFile.write(svg, to: file)
    }

    /// The SVG of `rect`, or of the whole content, with the viewport marked.
    static func svgPicture(_ session: SceneSession, rect: Rect?, title: String?, cells: SVGCellDrawing = .outline) -> String {
        SVGRenderer(options: .init(title: title, cells: cells, viewport: session.scene.collectionView.bounds)).render(
            elements: session.elements(in: rect), contentSize: session.snapshot.contentSize, rect: rect)
    }

    @Sendable static func json(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":json [FILE]")
        let session = state.session
        let text = JSONWriter.document(contentSize: session.snapshot.contentSize, elements: session.elements(in: nil))
        if let file = arguments.first {
            if let refusal = state.writeRefusal(file, command: ":json") { throw CommandError(refusal) }
            guard !LuaState.sigintPending else { return .done }
            if let failure = TextFile.write(text, to: file) { throw CommandError(failure) }
            state.notice("wrote \(file)")
        } else {
            state.say(text)
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
