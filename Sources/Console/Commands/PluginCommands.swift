import Decorations
import LuaRuntime

/// `:reload`, `:plugins`, `:errors`: the plugin host's state.
enum PluginCommands {
    @Sendable static func reload(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":reload [plugin]")
        let lines = state.session.reload(plugin: arguments.first)
        if lines.isEmpty { state.say("no plugins loaded") }
        for line in lines { state.say(line) }
        state.say(LayoutChange.summary(state.session.snapshot))
        return .done
    }

    @Sendable static func plugins(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":plugins")
        let status = state.session.pluginStatus
        if status.isEmpty { state.say("no plugins loaded; available: " + state.session.pluginNames.joined(separator: ", ")) }
        for plugin in status.sorted(by: { $0.name < $1.name }) { state.say(describe(plugin, printer: state.printer)) }
        return .done
    }

    /// `separators  Plugins/separators.lua  generation 1` and one line per use's options.
    static func describe(_ plugin: PluginStatus, printer: ValuePrinter) -> String {
        var lines = ["\(plugin.name)  \(plugin.file)  generation \(plugin.generation)" + (plugin.summary.map { "  \($0)" } ?? "")]
        for options in plugin.uses { lines.append("  options " + printer.describe(.table(options), indent: "  ")) }
        if let error = plugin.lastError { lines.append("  last error: \(error.description)") }
        return lines.joined(separator: "\n")
    }

    @Sendable static func errors(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":errors")
        let errors = state.session.errors
        if errors.isEmpty { state.say("no plugin errors") }
        for error in errors.suffix(20) { state.say(error.fullDescription) }
        return .done
    }
}
