import LuaLayout
import Rendering

/// `:attrs [rect]` and `:at SECTION ITEM`: the attributes as a table.
enum QueryCommands {
    @Sendable static func attrs(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":attrs [x,y,w,h|all]")
        let rect: Rect? = arguments.first == "all" ? nil : try PictureCommands.rect(arguments.first) ?? state.visibleRect
        let elements = state.take(state.session.query(rect))
        state.say(TableRenderer.render(elements, number: ReadableNumber.format))
        return .done
    }

    @Sendable static func at(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 2, 2, usage: ":at SECTION ITEM")
        guard let section = Int(arguments[0]), let item = Int(arguments[1]), section >= 0, item >= 0 else {
            throw CommandError("usage: :at SECTION ITEM (two numbers, 0-based as in UIKit)")
        }
        let path = IndexPath(section: section, item: item)
        let elements = state.take(state.session.query(nil)).filter { $0.indexPath == path }
        guard !elements.isEmpty else { throw CommandError("no element at section \(section), item \(item)") }
        state.say(TableRenderer.render(elements, number: ReadableNumber.format))
        return .done
    }
}
