import LuaLayout
import Suggestions

/// A REPL command (`:show`, `:save FILE`, ...): kept apart from Lua evaluation, one
/// small function each.
public struct ReplCommand: Sendable {
    public typealias Body = @Sendable (ReplState, [String]) throws(CommandError) -> CommandOutcome

    /// The name without the colon.
    public let name: String
    /// The arguments as `:help` shows them (`FILE [x,y,w,h]`).
    public let usage: String
    public let summary: String
    /// Which words complete as file paths (`:load`, `:save`, `:svg`, `:json`).
    public let takesFile: Bool
    /// The command takes Lua text (`:update { ... }`): the rest of the line, unsplit, is its
    /// one argument.
    public let takesLua: Bool
    let body: Body

    init(
        _ name: String, _ usage: String, _ summary: String, takesFile: Bool = false, takesLua: Bool = false,
        _ body: @escaping Body
    ) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.takesFile = takesFile
        self.takesLua = takesLua
        self.body = body
    }

    /// The command writes a file and takes `!` to write over one the session reads
    /// (`WriteGuard`): `:save!`, `:output!`, `:svg!`, `:json!`.
    public var forcible: Bool { ["save", "output", "svg", "json"].contains(name) }

    /// `:svg FILE [x,y,w,h]`.
    public var synopsis: String { usage.isEmpty ? ":" + name : ":\(name) \(usage)" }
}

/// What running a command asks of the REPL loop.
public enum CommandOutcome: Sendable, Equatable {
    case done
    case quit
}

/// A command that could not do its work; the REPL reports the message.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The command table, lookup with a nearest-name suggestion, and running a command line.
public enum ReplCommands {
    public static let all: [ReplCommand] = [
        ReplCommand("help", "[topic]", "commands, or help on one command or topic (scene, keys)", SessionCommands.help),
        ReplCommand("load", "SCENE", "load a scene file (a fresh world)", takesFile: true, SessionCommands.load),
        ReplCommand("save", "FILE", "write the current state as a scene file (:save! to replace the loaded one)", takesFile: true, SessionCommands.save),
        ReplCommand("reset", "", "a fresh world: reload the scene file", SessionCommands.reset),
        ReplCommand("read", "FILE", "run a file of REPL input (Lua and :commands), as if typed", takesFile: true, ScriptCommands.read),
        ReplCommand("output", "[FILE]", "send results to FILE (none: back to the screen)", takesFile: true, ScriptCommands.output),
        ReplCommand("bail", "on|off", "stop at the first error (piped: on unless --keep-going)", ScriptCommands.bail),
        ReplCommand("uses", "", "the scene's use(...) calls, numbered, with their options", UseCommands.uses),
        ReplCommand("unuse", "NAME|NUMBER", "remove a use(...) call (NUMBER as :uses lists it)", UseCommands.unuse),
        ReplCommand("reload", "[plugin]", "reload plugins (all, or one) from disk", PluginCommands.reload),
        ReplCommand("watch", "on|off", "reload when the scene or a plugin file changes, and show it", SessionCommands.watch),
        ReplCommand("plugins", "", "loaded plugins: file, version, options, last error", PluginCommands.plugins),
        ReplCommand("errors", "", "recent plugin errors with file:line and traceback", PluginCommands.errors),
        ReplCommand("attrs", "[x,y,w,h|all]", "attributes of the elements in a rect (default: visible)", QueryCommands.attrs),
        ReplCommand("at", "SECTION ITEM", "every element at an index path", QueryCommands.at),
        ReplCommand("show", "[x,y,w,h]", "draw the layout in the terminal (default: visible rect)", PictureCommands.show),
        ReplCommand("svg", "FILE [x,y,w,h]", "write a picture: FILE.svg, or FILE.png (through rsvg-convert)", takesFile: true, PictureCommands.svg),
        ReplCommand("scroll", "[X,Y|OFFSET]", "move the view (its content offset) and show it: pinned and following headers", ScrollCommands.scroll),
        ReplCommand("json", "[FILE]", "the layout as JSON (stdout, or a file)", takesFile: true, PictureCommands.json),
        ReplCommand("update", "{ ... }", "apply a batch update (as update { }): the changes, and before and after", takesLua: true, UpdateCommands.update),
        ReplCommand("undo", "", "go back to before the last :update", UpdateCommands.undo),
        ReplCommand("time", "[on|off]", "how long the last layout and plugin pass took", SessionCommands.time),
        ReplCommand("quit", "", "leave (Ctrl-D does too)", SessionCommands.quit),
    ]

    public static var names: [String] { all.map(\.name) }

    /// The command `name` names: itself, or the one command it is a prefix of (as in
    /// sqlite3: `:q`, `:sh`).
    /// - Throws: `CommandError` for a prefix of several commands (naming them) or an
    ///   unknown name (naming the nearest, or listing them all).
    public static func resolve(_ name: String) throws(CommandError) -> ReplCommand {
        if let exact = named(name) { return exact }
        let matches = name.isEmpty ? [] : all.filter { $0.name.hasPrefix(name) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw CommandError("ambiguous command ':\(name)': " + matches.map { ":" + $0.name }.joined(separator: ", "))
        }
        var message = "unknown command ':\(name)'"
        if let near = NearestName.suggestion(for: name, among: names) {
            message += " (did you mean ':\(near)'?); :help lists the commands"
        } else {
            message += "; commands: " + names.map { ":" + $0 }.joined(separator: " ")
        }
        throw CommandError(message)
    }

    public static func named(_ name: String) -> ReplCommand? {
        all.first { $0.name == name }
    }

    /// Runs one `:command args` line. `:save!` is `:save` told to replace the loaded scene
    /// (and `:output!`, `:svg!`, `:json!` a file in use).
    /// - Throws: `CommandError` for an unknown command (naming the nearest one) or a
    ///   command that failed.
    public static func run(_ line: String, in state: ReplState) throws(CommandError) -> CommandOutcome {
        let words = ReplCommandLine.split(line)
        guard let first = words.first else { throw CommandError("empty command; try :help") }
        var name = String(first.dropFirst())
        let forced = name.hasSuffix("!")
        if forced { name.removeLast() }
        let command = try resolve(name)
        guard !forced || command.forcible else { throw CommandError("':\(command.name)' takes no '!'") }
        state.forced = forced
        defer { state.forced = false }
        if command.takesLua {
            let rest = line.drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" }
            return try command.body(state, [String(rest.drop { $0 == " " || $0 == "\t" })])
        }
        return try command.body(state, Array(words.dropFirst()))
    }
}
