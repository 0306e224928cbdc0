import LuaLayout
import OperatingSystem
import Suggestions

/// `:read`, `:output`, `:bail`: sqlite3's habits for scripts.
enum ScriptCommands {
    /// `:read` files may read others, this deep (a file that reads itself stops here).
    static let maximumDepth = 16

    @Sendable static func read(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 1, 1, usage: ":read FILE")
        let path = arguments[0]
        guard state.scriptsBeingRead.count < maximumDepth else {
            throw CommandError(":read is nested \(maximumDepth) deep (does \(path) read itself?)")
        }
        let text: String
        switch TextFile.text(path) {
        case .success(let contents): text = contents
        case .failure(let reason): throw CommandError("cannot read \(path): \(reason)")
        }
        state.scriptsBeingRead.append(path)
        defer { state.scriptsBeingRead.removeLast() }
        let quit = Repl(state: state, reader: FileLineReader(text: text), scriptName: path).runEntries()
        return quit ? .quit : .done
    }

    @Sendable static func output(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":output [FILE]")
        if let file = arguments.first, let refusal = state.writeRefusal(file, command: ":output") { throw CommandError(refusal) }
        if let failure = state.output.redirect(to: arguments.first) { throw CommandError(failure) }
        state.notice(arguments.first.map { "output: \($0)" } ?? "output: back to the screen")
        return .done
    }

    @Sendable static func bail(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":bail on|off")
        if let word = arguments.first { state.bails = try ReplCommandLine.toggle(word, usage: ":bail on|off") }
        state.notice("bail: " + (state.bails ? "on (the first error stops the input)" : "off (errors are reported and the input goes on)"))
        return .done
    }
}

/// `:uses` and `:unuse`: the scene's `use(...)` calls.
enum UseCommands {
    @Sendable static func uses(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":uses")
        let uses = state.session.context.uses
        if uses.isEmpty { state.say("no use(...) calls; available plugins: " + state.session.pluginNames.joined(separator: ", ")) }
        for (i, use) in uses.enumerated() {
            let place = use.line.map { "\(use.file):\($0)" } ?? use.file
            state.say("\(i + 1)  \(place)  use(\(SceneWriter.quoted(use.name)), \(state.printer.describe(use.options, indent: "   ")))")
        }
        return .done
    }

    @Sendable static func unuse(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 1, 1, usage: ":unuse NAME|NUMBER")
        let uses = state.session.context.uses
        let index = try UseCommands.index(arguments[0], in: uses.map(\.name))
        let saved = state.session.context.recording
        state.session.context.removeUses(at: [index])
        state.notice("removed use(\(SceneWriter.quoted(uses[index].name)), ...) (\(index + 1))"
            + UseCommands.renumbering(removed: index + 1, count: uses.count))
        state.relayout(announce: true, rollingBackTo: saved)
        return .done
    }

    /// How the uses after a removed one are numbered now, as `:unuse` tells it:
    /// `; uses 3 to 5 are now 2 to 4`, `; use 3 is now 2`; nothing when it was the last.
    static func renumbering(removed number: Int, count: Int) -> String {
        switch count - number {
        case 0: return ""
        case 1: return "; use \(number + 1) is now \(number)"
        default: return "; uses \(number + 1) to \(count) are now \(number) to \(count - 1)"
        }
    }

    /// The 0-based index `word` names: a number as `:uses` shows it, or the name of a
    /// plugin used once.
    static func index(_ word: String, in names: [String]) throws(CommandError) -> Int {
        if let number = Int(word) {
            guard names.indices.contains(number - 1) else {
                throw CommandError(names.isEmpty ? "no use(...) calls to remove" : "no use number \(number); :uses lists 1 to \(names.count)")
            }
            return number - 1
        }
        let matching = names.indices.filter { names[$0] == word }
        guard !matching.isEmpty else {
            var message = "no use(\"\(word)\") in the scene"
            if let near = NearestName.suggestion(for: word, among: Set(names)) { message += " (did you mean '\(near)'?)" }
            throw CommandError(message + (names.isEmpty ? "" : "; :uses lists them"))
        }
        guard matching.count == 1 else {
            throw CommandError("\(word) is used \(matching.count) times (numbers \(matching.map { String($0 + 1) }.joined(separator: ", "))); :unuse NUMBER removes one")
        }
        return matching[0]
    }
}
