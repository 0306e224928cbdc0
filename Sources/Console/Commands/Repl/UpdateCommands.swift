import LuaLayout
import Rendering

/// `:update { ... }` and `:undo`: one batch update applied to the scene, shown as the
/// change list and the layout before and after it side by side; and back again.
enum UpdateCommands {
    /// `:update { deleteItems = { {0, 1} }, ... }`: the table `update { }` takes, as Lua text
    /// (the rest of the line, unsplit).
    @Sendable static func update(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        let table = arguments.first ?? ""
        guard table.first == "{" else {
            throw CommandError("usage: :update { deleteItems = { {0, 1} }, insertItems = { {1, 0} }, ... } (:help update)")
        }
        let context = state.session.context
        let saved = context.recording
        do {
            try context.run(source: "update " + table, chunk: ":update")
        } catch {
            context.recording = saved
            // The input is one line of the script or the terminal: its own position says it.
            throw CommandError(error.key.isEmpty ? error.message : "\(error.key): \(error.message)")
        }
        guard state.relayout(rollingBackTo: saved) else { return .done }
        state.undoStack.append(saved)
        let comparison: UpdateComparison?
        do {
            comparison = try state.session.lastUpdate().map { state.take($0) }
        } catch {
            throw CommandError(error.description)
        }
        guard let comparison else { return .done }
        state.say(ChangeTableRenderer.render(comparison.changes))
        state.say(picture(comparison, state: state))
        return .done
    }

    /// The visible rect before and after, side by side, each half the terminal's width.
    static func picture(_ comparison: UpdateComparison, state: ReplState) -> String {
        let rect = state.visibleRect
        let width = max(PictureCommands.fittingColumns(rect) / 2 - 1, 8)
        let options = TerminalRenderer.Options(columns: width, colorMode: ColorMode.current(), showsLegend: false)
        let renderer = TerminalRenderer(options: options)
        let before = renderer.render(
            elements: comparison.before.elements(in: rect), contentSize: comparison.before.contentSize, rect: rect)
        let after = renderer.render(
            elements: state.take(state.session.query(rect)), contentSize: comparison.after.contentSize, rect: rect)
        return SideBySide.join(before, after, titles: ("before", "after"), width: width)
    }

    /// `:undo`: the scene as it was before the last `:update` (what was typed since goes too).
    @Sendable static func undo(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":undo")
        guard let saved = state.undoStack.popLast() else {
            state.notice("nothing to undo: no :update since the scene was loaded")
            return .done
        }
        state.session.context.recording = saved
        if state.relayout(announce: true) {
            let left = state.undoStack.count
            state.notice("undid the last :update (\(left) more to undo)")
        }
        return .done
    }
}
