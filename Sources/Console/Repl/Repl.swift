import LuaLayout
import Rendering

/// The REPL: lua.c's `doREPL` as a chain of small named steps over a `ReplState`.
///
/// `readInput` (pushline + multiline) → `evaluate` (docall under the SIGINT handler)
/// → `printResults` (l_print) → `relayout` (the summary line when the layout changed).
/// Lines starting with `:` go to `ReplCommands` instead and are never evaluated.
public final class Repl {
    public static let prompt = "lualayout> "
    public static let continuationPrompt = ">> "

    let state: ReplState
    let reader: LineReader
    private var stopped = false
    /// Lines read so far: where each piped entry starts, for `stdin:N:` in errors.
    private var linesRead = 0

    /// The file the input comes from (`:read FILE`), naming its lines in errors; nil for
    /// the terminal or the pipe.
    let scriptName: String?

    public init(state: ReplState, reader: LineReader) {
        self.state = state
        self.reader = reader
        self.scriptName = nil
    }

    /// A REPL over the lines of `scriptName` (`:read`), in the same state.
    init(state: ReplState, reader: LineReader, scriptName: String) {
        self.state = state
        self.reader = reader
        self.scriptName = scriptName
    }

    /// Runs until the end of input, `:quit`, or (in batch mode without `--keep-going`,
    /// or after `:bail on`) the first error. Returns the exit status: in batch mode 1 if
    /// any error was reported; at a terminal 0.
    public func run() -> Int32 {
        // A plugin failing on the first screen is said before the first input.
        state.reportPluginErrors(state.session.outcome.errors)
        if !(state.bails && state.errorCount > 0) { runEntries() }
        // At a terminal the errors were seen as they happened; leaving is a success.
        return state.errorCount > 0 && !state.options.interactive ? 1 : 0
    }

    /// Handles entries until the end of input, `:quit`, or an error while bailing.
    /// - Returns: true if it ended on `:quit`.
    @discardableResult
    func runEntries() -> Bool {
        // A Ctrl-C during `:read` stops the script, not only the line it was on.
        while !stopped, !state.ctrlCPending, let entry = readInput() {
            let errors = state.errorCount
            handle(entry)
            if state.bails, state.errorCount > errors { break }
        }
        return stopped
    }

    // MARK: Reading

    /// One complete entry: a command line, or Lua input that compiles or fails for a
    /// reason other than `<eof>`. nil at the end of input.
    func readInput() -> Entry? {
        while true {
            switch reader.read(prompt: Repl.prompt) {
            case .end: return nil
            case .interrupted: continue
            case .line(let line):
                linesRead += 1
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                if line.first == ":" { return Entry(firstLine: linesRead, kind: .command(line)) }
                let firstLine = linesRead
                if let kind = readMore(line, firstLine: firstLine) { return Entry(firstLine: firstLine, kind: kind) }
            }
        }
    }

    /// The chunk name Lua input runs under: `repl` at a terminal, `stdin` when piped, the
    /// file's name for `:read`.
    var chunk: String { scriptName ?? (state.options.interactive ? ReplInput.chunk : ReplInput.pipedChunk) }

    /// Whether errors name the line of the input (a script: piped or `:read`), or each
    /// typed entry is line 1 of its own chunk.
    var numbersLines: Bool { scriptName != nil || !state.options.interactive }

    /// lua.c's `multiline`: joins lines while the input is incomplete. nil when Ctrl-C
    /// discarded the buffer.
    func readMore(_ first: String, firstLine: Int) -> Entry.Kind? {
        var buffer = first
        // Typed input is line 1 of its own chunk (`repl:1:`); piped input keeps its line
        // in the script (`stdin:7:`).
        let startLine = numbersLines ? firstLine : 1
        while true {
            let input = ReplInput.classify(buffer, in: state.session.context.lua, chunk: chunk, firstLine: startLine)
            if input != .incomplete { return .lua(buffer, input) }
            switch reader.read(prompt: Repl.continuationPrompt) {
            case .line(let next):
                linesRead += 1
                buffer += "\n" + next
            case .interrupted: return nil
            case .end:
                // The input ends inside a statement: report the `<eof>` error, as lua.c does.
                let line = startLine + buffer.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                return .lua(buffer, .syntaxError(LuaError(kind: .syntax, message: "unexpected end of input", chunk: chunk, line: line)))
            }
        }
    }

    struct Entry {
        /// The line of the script the entry starts on.
        var firstLine: Int
        var kind: Kind

        enum Kind {
            case command(String)
            case lua(String, ReplInput)
        }
    }

    // MARK: Handling

    func handle(_ entry: Entry) {
        let outer = state.inputLocation
        state.inputLocation = numbersLines ? ReplState.InputLocation(chunk: chunk, line: entry.firstLine) : nil
        defer { state.inputLocation = outer }
        switch entry.kind {
        case .command(let line):
            reader.remember(line)
            runCommand(line)
        case .lua(let text, let input):
            reader.remember(text)
            if let hint = Repl.leavingHint(text, in: state.session.context.lua) {
                state.notice(hint)
                return
            }
            evaluate(input)
        }
        state.reportFailedOutput()
        checkWatchedFiles()
    }

    /// `quit` or `exit` typed as Lua (undefined names in a scene): how to leave instead of
    /// `nil`.
    static func leavingHint(_ text: String, in lua: LuaState) -> String? {
        let word = String(text.filter { $0 != " " && $0 != "\t" })
        guard ["quit", "exit", "quit()", "exit()", "=quit", "=exit"].contains(word) else { return nil }
        let name = word.hasPrefix("=") ? String(word.dropFirst()) : String(word.prefix { $0 != "(" })
        guard lua.globalRef(name) == nil else { return nil }
        return "to leave, type :quit or press Ctrl-D"
    }

    func runCommand(_ line: String) {
        var interrupted = false
        let run = {
            interrupted = self.interruptible {
                do throws(CommandError) {
                    if try ReplCommands.run(line, in: self.state) == .quit { self.stopped = true }
                } catch {
                    self.state.report(error.message)
                }
            }
        }
        // What a Ctrl-C cut short is not shown: its pictures and tables lack what the
        // stopped hooks would have drawn. (A script, `:read`, shows each input's results as
        // they come; its inputs are held or undone one by one.)
        if line.split(separator: " ").first == ":read" {
            run()
        } else {
            let results = state.holdingResults(run)
            if !interrupted, !results.isEmpty { state.sayHeld(results) }
        }
        // The hooks a Ctrl-C stopped kept nothing (the next picture runs them again); a
        // plugin whose reload it stopped goes back to its previous version.
        if interrupted { state.settleInterruption() }
        // A picture or a table of a rect beyond the visible one may run hooks that fail.
        state.reportNewPluginErrors()
    }

    /// Runs `work` so that Ctrl-C stops the Lua it runs, the scene's and the plugins'
    /// (at a terminal; `LuaState.withSIGINTInterrupts`). Returns true when one came.
    private func interruptible(_ work: () -> Void) -> Bool {
        // The handler first, then SIGINT unblocked: a Ctrl-C never meets the default action.
        LuaState.withSIGINTInterrupts { reader.whileRunningLua(work) }.interrupted
    }

    /// lua.c's `docall` + `l_print`: runs the input, prints its values, lays out again.
    func evaluate(_ input: ReplInput) {
        let source: String
        switch input {
        case .expression(let s), .statement(let s): source = s
        case .syntaxError(let error):
            state.report(error.description)
            return
        case .incomplete: return
        }
        let context = state.session.context
        // The scene before the input: a rejected input puts it back (see ReplState.relayout).
        let saved = context.recording
        let shown = state.session.snapshot
        var failed = false, laidOut = true
        let interrupted = interruptible {
            do throws(SceneError) {
                printResults(try context.run(source: source, chunk: chunk, reading: ValuePrinter.readOptions))
                // A new layout in the REPL replaces the old one, as it should; said, not silent.
                for replacement in context.layoutReplacements { state.notice(replacement) }
            } catch {
                context.recording = saved
                if state.ctrlCPending { state.reportInterruption(error.description) } else { state.report(error.description) }
                failed = true
                return
            }
            // Its hooks run under the same Ctrl-C: a layout they did not finish is refused
            // (and said so).
            laidOut = state.relayout(rollingBackTo: saved)
        }
        guard interrupted, !failed, laidOut else { return }
        // Ctrl-C came after the input ran, while its layout was drawn (the hooks of the
        // visible sections): the input is undone, and the layout before it comes back.
        if state.session.snapshot !== shown {
            context.recording = saved
            state.restoreLayout()
        }
        state.reportInterruption(ReplState.inputUndone)
    }

    func printResults(_ values: [LuaValue]) {
        guard !values.isEmpty else { return }
        state.say(state.printer.describe(values))
    }

    // MARK: Watching

    /// With `:watch on`: reloads when a watched file changed, and shows the result.
    /// Called between inputs, and by the line editor while the prompt is idle.
    /// - Parameter fromPrompt: called while a prompt is shown: start on a new line.
    /// - Returns: true if something changed (and was printed).
    @discardableResult
    public func checkWatchedFiles(fromPrompt: Bool = false) -> Bool {
        guard var watcher = state.watcher else { return false }
        let changed = watcher.changedFiles()
        state.watcher = watcher
        guard !changed.isEmpty else { return false }
        state.notice((fromPrompt ? "\n" : "") + "changed: " + changed.joined(separator: ", "))
        // A reload runs hooks as a typed command does, under the same Ctrl-C.
        if interruptible({ reloadChanged(changed) }) { state.settleInterruption() }
        return true
    }

    /// Reloads the changed scene or plugins and draws the result (`checkWatchedFiles`).
    private func reloadChanged(_ changed: [String]) {
        var succeeded = true
        if let scene = state.sceneFile, changed.contains(scene) {
            succeeded = state.load(file: scene)
        } else {
            let plugins = state.session.host.loadedFiles.filter { changed.contains($0.path) }.map(\.plugin)
            for plugin in Set(plugins).sorted() where !state.reload(plugin: plugin) { succeeded = false }
            state.notice(LayoutChange.summary(state.session.snapshot))
        }
        state.watcher?.watch(files: state.watchedFiles)
        // A failed reload leaves its error as the last thing on the screen: a picture
        // drawn after it would push it out of sight.
        if succeeded, !state.ctrlCPending {
            state.say(state.take(PictureCommands.terminalPicture(
                state.session, rect: state.visibleRect, columns: PictureCommands.fittingColumns(state.visibleRect))))
        }
    }

}
