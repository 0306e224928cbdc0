#if canImport(Glibc)
import Glibc
#endif
import OperatingSystem
import Rendering

/// `lualayout repl [SCENE] [-e CHUNK]... [--keep-going] [--plugins DIR]...`: starts the REPL,
/// or runs the chunks and exits (`-e`/`-c`, as `lua -e` and `sqlite3 db 'SQL'` do).
struct ReplCommandLineArguments {
    var options = ReplOptions()
    /// The chunks of `-e` (or `-c`), in order: Lua and `:commands`, a line each; empty for
    /// a session.
    var chunks: [String] = []

    /// The chunk name errors in `-e` chunks carry, as `lua -e` says it.
    static let commandLineChunk = "(command line)"

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> ReplCommandLineArguments {
        var result = ReplCommandLineArguments()
        guard arguments.positionals.count <= 1 else { throw UsageError("unexpected argument '\(arguments.positionals[1])' for repl") }
        result.options.sceneFile = arguments.positionals.first
        result.options.keepGoing = arguments.flag("--keep-going")
        result.options.pluginFolders = arguments.values("--plugins")
        // Typed at a terminal, the session is interactive wherever its results go; the
        // prompt goes to stdout, or to stderr when only stderr is the terminal.
        let terminalOut = Terminal.standardOutputIsTerminal
        result.options.interactive = Terminal.standardInputIsTerminal && (terminalOut || Terminal.isTerminal(STDERR_FILENO))
        result.options.terminalOnStandardError = result.options.interactive && !terminalOut
        result.chunks = arguments.values("--execute")
        // A command line that says what to run is a script, wherever it is typed.
        if !result.chunks.isEmpty {
            result.options.interactive = false
            result.options.terminalOnStandardError = false
        }
        return result
    }

    /// Loads the scene and runs the REPL; 1 if the scene does not load.
    func run() -> Int32 {
        // Before the session: its layout starts the plugin watchdog threads, which must
        // inherit a blocked SIGINT (see `InterruptSignal`).
        let interrupts = options.interactive ? InterruptSignal() : nil
        let state: ReplState
        do {
            state = try ReplState(options: options)
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
        for warning in state.session.warnings { StandardStreams.err("\(options.sceneFile ?? "repl"): warning: \(warning)\n") }
        if !chunks.isEmpty {
            let reader = FileLineReader(text: chunks.joined(separator: "\n"))
            return Repl(state: state, reader: reader, scriptName: ReplCommandLineArguments.commandLineChunk).run()
        }
        guard let interrupts else {
            return Repl(state: state, reader: PlainLineReader()).run()
        }
        return InteractiveRepl.run(state, interrupts: interrupts)
    }
}
