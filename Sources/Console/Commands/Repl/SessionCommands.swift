import LuaLayout
import OperatingSystem

/// `:help`, `:load`, `:save`, `:reset`, `:watch`, `:time`, `:quit`: the session itself.
enum SessionCommands {
    @Sendable static func help(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":help [topic]")
        let text: String
        if let topic = arguments.first {
            guard let found = ReplHelp.topic(topic) else {
                throw CommandError("no help on '\(topic)'; topics: " + ReplHelp.topicNames.joined(separator: ", "))
            }
            text = found
        } else {
            text = ReplHelp.overview
        }
        state.say(text)
        return .done
    }

    @Sendable static func load(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 1, 1, usage: ":load SCENE")
        guard state.load(file: arguments[0]) else { return .done }
        return .done
    }

    @Sendable static func reset(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":reset")
        state.load(file: state.sceneFile)
        return .done
    }

    @Sendable static func save(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 1, 1, usage: ":save FILE")
        if let scene = state.sceneFile, !state.forced, TextFile.sameFile(arguments[0], scene) {
            throw CommandError(
                "\(arguments[0]) is the scene file loaded: :save writes the current state, not your text, so its comments would be lost; :save! \(arguments[0]) replaces it")
        }
        if let refusal = state.writeRefusal(arguments[0], command: ":save") { throw CommandError(refusal) }
        // Options a use gives their default value are left out, as the user would write it.
        let session = state.session
        let output = SceneWriter.write(session.context) { session.optionDefaults(plugin: $0) }
        if let failure = TextFile.write(output.text, to: arguments[0]) { throw CommandError(failure) }
        for warning in output.warnings { state.notice("warning: \(warning)") }
        state.notice("saved \(arguments[0])")
        return .done
    }

    @Sendable static func watch(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":watch on|off")
        guard let word = arguments.first else {
            state.say(state.watcher == nil ? "watch: off" : "watch: on (" + state.watcher!.files.joined(separator: ", ") + ")")
            return .done
        }
        if try ReplCommandLine.toggle(word, usage: ":watch on|off") {
            state.watcher = FileWatcher(files: state.watchedFiles)
            let files = state.watchedFiles.isEmpty ? "no files yet" : state.watchedFiles.joined(separator: ", ")
            state.notice("watch: on (\(files))" + (state.options.interactive ? "" : "; checked between inputs"))
        } else {
            state.watcher = nil
            state.notice("watch: off")
        }
        return .done
    }

    @Sendable static func time(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":time [on|off]")
        if let word = arguments.first {
            state.showsTiming = try ReplCommandLine.toggle(word, usage: ":time [on|off]")
            state.notice("time: " + word)
        } else {
            state.say(state.timingLine())
        }
        return .done
    }

    @Sendable static func quit(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":quit")
        return .quit
    }
}
