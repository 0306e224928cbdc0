import OperatingSystem
import Rendering

/// The REPL on a terminal: the line editor with history and completion, Ctrl-C
/// handling, and `:watch` polling while the prompt is idle.
enum InteractiveRepl {
    /// - Parameter interrupts: created before the session (see `InterruptSignal`).
    static func run(_ state: ReplState, interrupts: InterruptSignal) -> Int32 {
        state.toTerminal(banner(state))
        let completer = Completer(source: LuaCompletionSource(state: state))
        var repl: Repl?
        let reader = EditLineReader(
            historyPath: HistoryFile.path(environment: ProcessEnvironment.current), completer: completer, interrupts: interrupts,
            onStandardError: state.options.terminalOnStandardError,
            idle: { repl?.checkWatchedFiles(fromPrompt: true) ?? false })
        repl = Repl(state: state, reader: reader)
        let status = repl!.run()
        state.toTerminal("\n")
        return status
    }

    /// The first lines, as `lua` starts with its version: which lualayout and Lua, the
    /// scene and its layout, or how to load one.
    static func banner(_ state: ReplState) -> String {
        var text = CommandLineInterface.versionLine
        if let scene = state.sceneFile {
            text += " on \(scene): \(LayoutChange.summary(state.session.snapshot))."
        } else {
            text += ", no scene loaded: :load SCENE.lua (or start with lualayout SCENE.lua),\nor describe one here, as in a scene file: sections { 3, 7 }."
        }
        return text + "\n:help for commands, Ctrl-D to leave.\n"
    }
}
