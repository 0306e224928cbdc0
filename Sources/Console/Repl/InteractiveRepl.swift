import Rendering

/// The REPL on a terminal: the line editor with history and completion, Ctrl-C
/// handling, and `:watch` polling while the prompt is idle.
enum InteractiveRepl {
    /// - Parameter interrupts: created before the session (see `InterruptSignal`).
    static func run(_ state: ReplState, interrupts: InterruptSignal) -> Int32 {
        StandardStreams.out("lualayout: \(LayoutChange.summary(state.session.snapshot)). :help for commands, Ctrl-D to leave.\n")
        let completer = Completer(source: LuaCompletionSource(state: state))
        var repl: Repl?
        let reader = EditLineReader(
            historyPath: HistoryFile.path(environment: Platform.environment()), completer: completer, interrupts: interrupts,
            idle: { repl?.checkWatchedFiles(fromPrompt: true) ?? false })
        repl = Repl(state: state, reader: reader)
        let status = repl!.run()
        StandardStreams.out("\n")
        return status
    }
}
