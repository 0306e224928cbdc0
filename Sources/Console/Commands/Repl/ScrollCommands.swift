import LuaLayout
import Rendering
import Suggestions

/// `:scroll`: moves the view (its content offset, as `collection { contentOffset = ... }`
/// does), lays out again and shows the visible rect: what pinned headers and plugins that
/// follow the scroll (`M.follow`) do at that offset.
enum ScrollCommands {
    static let usage = ":scroll X,Y  or  :scroll OFFSET (along the scroll axis)"

    @Sendable static func scroll(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: usage)
        let current = state.session.scene.collectionView.contentOffset
        guard let argument = arguments.first else {
            state.say("contentOffset \(JSONNumber.format(current.x)),\(JSONNumber.format(current.y))")
            return .done
        }
        let vertical = state.session.snapshot.geometry.scrollDirection == .vertical
        let offset = try parse(argument, current: current, vertical: vertical)
        // Through the scene function, as if typed: the change is recorded (:save, :undo's
        // snapshots) and checked as the scene's own.
        let context = state.session.context
        let saved = context.recording
        do {
            _ = try context.run(
                source: "collection { contentOffset = { \(offset.x), \(offset.y) } }", chunk: "scroll")
        } catch {
            context.recording = saved
            throw CommandError(error.description)
        }
        guard state.relayout(rollingBackTo: saved) else { return .done }
        let rect = state.visibleRect
        state.notice("scrolled to \(JSONNumber.format(offset.x)),\(JSONNumber.format(offset.y))")
        state.say(state.take(PictureCommands.terminalPicture(state.session, rect: rect, columns: PictureCommands.fittingColumns(rect))))
        return .done
    }

    /// `X,Y`, or one number: the offset along the scroll axis, the other kept.
    static func parse(_ text: String, current: Point, vertical: Bool) throws(CommandError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0).trimmingBlanks) }
        let numbers = parts.compactMap { $0 }
        guard numbers.count == parts.count, numbers.allSatisfy(\.isFinite), parts.count == 1 || parts.count == 2 else {
            throw CommandError("invalid offset '\(text)': expected X,Y or one number (the offset along the scroll axis); " + usage)
        }
        if numbers.count == 2 { return Point(x: numbers[0], y: numbers[1]) }
        return vertical ? Point(x: current.x, y: numbers[0]) : Point(x: numbers[0], y: current.y)
    }
}
