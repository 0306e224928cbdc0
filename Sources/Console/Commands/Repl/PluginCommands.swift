import LuaLayout
import Suggestions

/// `:reload`, `:plugins`, `:errors`: the plugin host's state.
enum PluginCommands {
    @Sendable static func reload(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 1, usage: ":reload [plugin]")
        if let name = arguments.first {
            let loaded = state.session.pluginStatus.map(\.name)
            guard loaded.contains(name) else {
                var message = "no plugin named '\(name)' is loaded"
                let prefixed = loaded.filter { $0.hasPrefix(name) }
                if let near = prefixed.count == 1 ? prefixed[0] : NearestName.suggestion(for: name, among: loaded) {
                    message += " (did you mean '\(near)'?)"
                }
                throw CommandError(message + (loaded.isEmpty ? "; none is" : "; loaded: " + loaded.joined(separator: ", ")))
            }
        }
        state.reload(plugin: arguments.first)
        state.notice(LayoutChange.summary(state.session.snapshot))
        return .done
    }

    @Sendable static func plugins(_ state: ReplState, _ arguments: [String]) throws(CommandError) -> CommandOutcome {
        try ReplCommandLine.expect(arguments, 0, 0, usage: ":plugins")
        let status = state.session.pluginStatus
        if status.isEmpty { state.say("no plugins loaded; available: " + state.session.pluginNames.joined(separator: ", ")) }
        for plugin in status.sorted(by: { $0.name < $1.name }) {
            state.say(describe(plugin, lastError: lastError(of: plugin.name, in: state), printer: state.printer))
        }
        return .done
    }

    /// The error that describes a plugin now: a reload that failed (and was not followed
    /// by a good one), or a failure of the current layout (its phases, or a section a
    /// query reached: the visible ones at least). An error a later reload or input cured
    /// is history (`:errors`), not the plugin's state.
    static func lastError(of plugin: String, in state: ReplState) -> PluginError? {
        state.failedReloads[plugin] ?? state.session.outcome.errors.last { $0.plugin == plugin }
    }

    /// `separators  Plugins/separators.lua  generation 1` and one line per use's options.
    static func describe(_ plugin: PluginStatus, lastError: PluginError?, printer: ValuePrinter) -> String {
        var lines = ["\(plugin.name)  \(plugin.file)  generation \(plugin.generation)" + (plugin.summary.map { "  \($0)" } ?? "")]
        for (_, options) in plugin.useOptions { lines.append("  options " + printer.describe(.table(options), indent: "  ")) }
        if let error = lastError { lines.append("  last error: \(error.description)") }
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
