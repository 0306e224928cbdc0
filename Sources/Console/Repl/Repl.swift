import LuaRuntime
import Rendering
import Scenes

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

    public init(state: ReplState, reader: LineReader) {
        self.state = state
        self.reader = reader
    }

    /// Runs until the end of input, `:quit`, or (in batch mode without `--keep-going`)
    /// the first error. Returns the exit status: in batch mode 1 if any error was
    /// reported; at a terminal 0.
    public func run() -> Int32 {
        while !stopped, let entry = readInput() {
            handle(entry)
            if !state.options.interactive, !state.options.keepGoing, state.errorCount > 0 { break }
        }
        // At a terminal the errors were seen as they happened; leaving is a success.
        return state.errorCount > 0 && !state.options.interactive ? 1 : 0
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
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                if line.first == ":" { return .command(line) }
                if let entry = readMore(line) { return entry }
            }
        }
    }

    /// lua.c's `multiline`: joins lines while the input is incomplete. nil when Ctrl-C
    /// discarded the buffer.
    func readMore(_ first: String) -> Entry? {
        var buffer = first
        while true {
            let input = ReplInput.classify(buffer, in: state.session.context.lua)
            if input != .incomplete { return .lua(buffer, input) }
            switch reader.read(prompt: Repl.continuationPrompt) {
            case .line(let next): buffer += "\n" + next
            case .interrupted: return nil
            case .end:
                // The input ends inside a statement: report the `<eof>` error, as lua.c does.
                return .lua(buffer, .syntaxError(LuaError(kind: .syntax, message: "unexpected end of input", chunk: ReplInput.chunk, line: buffer.split(separator: "\n").count)))
            }
        }
    }

    enum Entry {
        case command(String)
        case lua(String, ReplInput)
    }

    // MARK: Handling

    func handle(_ entry: Entry) {
        switch entry {
        case .command(let line):
            reader.remember(line)
            runCommand(line)
        case .lua(let text, let input):
            reader.remember(text)
            evaluate(input)
        }
        checkWatchedFiles()
    }

    func runCommand(_ line: String) {
        do {
            if try ReplCommands.run(line, in: state) == .quit { stopped = true }
        } catch {
            state.report(error.message)
        }
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
        var result: Result<[LuaValue], SceneError> = .success([])
        context.lua.withSIGINTInterrupts {
            reader.whileRunningLua {
                result = Result { () throws(SceneError) in
                    try context.run(source: source, chunk: ReplInput.chunk, reading: ValuePrinter.readOptions)
                }
            }
        }
        switch result {
        case .success(let values): printResults(values)
        case .failure(let error):
            state.report(error.description)
            return
        }
        state.relayout()
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
        state.say((fromPrompt ? "\n" : "") + "changed: " + changed.joined(separator: ", "))
        if let scene = state.sceneFile, changed.contains(scene) {
            guard state.load(file: scene) else { return true }
        } else {
            let plugins = state.session.host.loadedFiles.filter { changed.contains($0.path) }.map(\.plugin)
            for plugin in plugins.sorted() {
                for line in state.session.reload(plugin: plugin) { state.say(line) }
            }
            state.say(LayoutChange.summary(state.session.snapshot))
        }
        state.watcher?.watch(files: state.watchedFiles)
        state.say(PictureCommands.terminalPicture(state.session, rect: state.visibleRect, columns: PictureCommands.fittingColumns(state.visibleRect)))
        return true
    }

}
