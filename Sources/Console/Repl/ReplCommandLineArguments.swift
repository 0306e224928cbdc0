import Rendering

/// `lualayout repl [SCENE] [--keep-going] [--plugins DIR]...`: starts the REPL.
struct ReplCommandLineArguments {
    var options = ReplOptions()

    static func parse(_ parser: inout ArgumentList) throws(UsageError) -> ReplCommandLineArguments {
        var result = ReplCommandLineArguments()
        while let argument = parser.next() {
            switch argument {
            case "--keep-going": result.options.keepGoing = true
            case "--plugins": result.options.pluginFolders.append(try parser.value(for: "--plugins"))
            default:
                guard !argument.hasPrefix("-"), result.options.sceneFile == nil else {
                    throw UsageError("unexpected argument '\(argument)' for repl")
                }
                result.options.sceneFile = argument
            }
        }
        result.options.interactive = Platform.standardInputIsTerminal && Platform.standardOutputIsTerminal
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
            StandardStreams.err("\(error)\n")
            return 1
        }
        for warning in state.session.warnings { StandardStreams.err("\(options.sceneFile ?? "repl"): warning: \(warning)\n") }
        guard let interrupts else {
            return Repl(state: state, reader: PlainLineReader()).run()
        }
        return InteractiveRepl.run(state, interrupts: interrupts)
    }
}
