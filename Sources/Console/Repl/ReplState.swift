#if canImport(Glibc)
import Glibc
#endif
import LuaLayout
import OperatingSystem
import Rendering

/// The REPL's world between inputs: the session, the scene file it came from, the
/// switches the commands set, and the error count that decides the exit status.
///
/// Everything the REPL prints goes through `say` (stdout) and `report` (stderr), so
/// transcripts are the same with and without a terminal, minus prompts.
public final class ReplState {
    public private(set) var session: SceneSession
    /// The file `:reset` and `:watch` reload, if any.
    public private(set) var sceneFile: String?
    public let options: ReplOptions
    package let printer = ValuePrinter()
    /// `:time on`: print how long each layout took.
    public var showsTiming = false
    /// The plugin errors the documents printed by the command running met first
    /// (`LayoutDocument.newErrors`, handed over with `take`): said once it ends.
    private var pluginErrorsToSay: [PluginError] = []
    /// How long the last layout took (measured here, around `relayout`).
    public private(set) var lastLayoutDuration: Duration?
    /// `:watch on`: the files polled for changes while the prompt is idle.
    public var watcher: FileWatcher?
    /// The scene before each `:update`, most recent last (`:undo` pops one). Emptied when a
    /// scene is loaded: a recording belongs to the context it was taken from.
    var undoStack: [SceneContext.Recording] = []
    /// Errors reported so far: the exit status is 1 if any.
    public private(set) var errorCount = 0

    /// - Throws: the scene's error, when the scene file does not load.
    public init(options: ReplOptions) throws(SceneError) {
        self.options = options
        self.sceneFile = options.sceneFile
        self.bails = !options.interactive && !options.keepGoing
        // The scene's `print` is output the user asked for, as `print` in `lua`.
        let output = self.output
        self.session = try SceneSession(
            file: options.sceneFile, pluginFolders: options.pluginFolders, scenePrint: { output.write($0 + "\n") })
    }

    // MARK: Output

    /// A line of a script (`stdin:2`, `setup.repl:4`).
    struct InputLocation {
        var chunk: String
        var line: Int
    }

    /// Where the input being handled came from, in a script (piped, or `:read`): errors
    /// that do not already name a line of it are prefixed with it, as `lua` names the line.
    var inputLocation: InputLocation?
    /// Where results go (`:output`).
    let output = ReplOutput()
    /// Stop at the first error: piped without `--keep-going`, or after `:bail on`.
    public var bails: Bool
    /// The command being run was typed with `!` (`:save! FILE`).
    var forced = false
    /// The `:read` files being run, outermost first (a file reading itself is stopped; none
    /// is written over).
    var scriptsBeingRead: [String] = []

    /// What a command that writes `path` must refuse (`WriteGuard`): the scene, the plugins
    /// and modules in use, the scripts being read. nil when it may write, or when forced.
    func writeRefusal(_ path: String, command: String) -> String? {
        guard !forced else { return nil }
        let guarded = WriteGuard(
            scene: sceneFile, plugins: session.host.loadedFiles.map { ($0.plugin, $0.path) }, scripts: scriptsBeingRead)
        return guarded.refusal(path, command: command, force: command + "!")
    }

    /// A result line: what the input asked for (a value, a picture, a table), on stdout
    /// or in the `:output` file.
    public func say(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if !heldResults.isEmpty {
            heldResults[heldResults.count - 1] += line
            return
        }
        output.write(line)
    }

    /// A result that may be long (`:json`, `:show`): at a terminal, when it is taller than
    /// the terminal, through the pager (`Pager`), as psql pages a long query result;
    /// anywhere else (a pipe, a file, `:output`, a script) as `say`. Held with the
    /// command's other results, it marks them for the pager (`sayHeld`).
    func sayLong(_ text: String) {
        guard heldResults.isEmpty else {
            pagesHeldResults = true
            return say(text)
        }
        page(text)
    }

    /// The results held for a command (`holdingResults`): paged when one of them was long.
    func sayHeld(_ results: String) {
        defer { pagesHeldResults = false }
        pagesHeldResults ? page(results) : say(results)
    }

    /// A result from `sayLong` asked for the pager while results were held.
    private var pagesHeldResults = false

    private func page(_ text: String) {
        let environment = ProcessEnvironment.current
        guard options.interactive, !options.terminalOnStandardError, output.file == nil,
              let pager = Pager.command(environment: environment),
              Pager.isLong(text, lines: Terminal.currentSize().lines)
        else { return say(text) }
        if let failure = Pager.show(text.hasSuffix("\n") ? text : text + "\n", command: pager, environment: environment) {
            notice(failure)
            say(text)
        }
    }

    /// Reports a result that could not be written during the last input, once: an error
    /// (the exit status of a script says so).
    func reportFailedOutput() {
        if let failure = output.takeFailure() { report(failure) }
    }

    /// A line about what happened (`layout: ...`, `wrote x.svg`, `reloaded ...`): on the
    /// terminal with the results; in piped mode on stderr, so stdout carries only the
    /// output the script asked for.
    public func notice(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if options.interactive { toTerminal(line) } else { StandardStreams.err(line) }
    }

    /// Text for the person at the terminal (the banner, notices): where the prompt is.
    func toTerminal(_ text: String) {
        StandardStreams.write(text, to: options.terminalOnStandardError ? STDERR_FILENO : STDOUT_FILENO)
    }

    /// An error on stderr; counts towards the exit status.
    public func report(_ message: String) {
        errorCount += 1
        say(error: message)
    }

    /// Whether Ctrl-C came while the running input's Lua ran (the REPL's
    /// `LuaState.withSIGINTInterrupts` scope). The one place the package reads the signal:
    /// the layers below carry interruption in their results (a hook call stopped, a
    /// `LayoutOutcome` interrupted), and the REPL decides what to undo and say.
    var ctrlCPending: Bool { LuaState.sigintPending }

    /// What a Ctrl-C stopped, on stderr like an error; not counted as one: the person at
    /// the terminal asked for it, and `:bail on` must not end the session over it.
    func reportInterruption(_ message: String) {
        say(error: message)
    }

    private func say(error message: String) {
        var message = message
        if let inputLocation, !message.hasPrefix(inputLocation.chunk + ":") {
            message = "\(inputLocation.chunk):\(inputLocation.line): " + message
        }
        StandardStreams.err(message.hasSuffix("\n") ? message : message + "\n")
    }

    // MARK: Changing the layout

    /// Lays the context out again after an input; prints the summary when the layout
    /// changed (or always, with `announce`). Returns false after reporting an error.
    ///
    /// - Parameter saved: the scene as it was before the input. When the input cannot be
    ///   laid out, or adds a `use` whose plugin cannot load or refuses its options, the
    ///   context goes back to it: a rejected input changes nothing (such a `use` is found
    ///   before anything is laid out, so the layout shown is the last good scene's), says
    ///   why once, and the next input starts from the last good scene.
    @discardableResult
    package func relayout(announce: Bool = false, rollingBackTo saved: SceneContext.Recording? = nil) -> Bool {
        let (oldSnapshot, oldScene) = (session.snapshot, session.scene)
        let clock = ContinuousClock()
        let start = clock.now
        let outcome: LayoutOutcome
        do {
            let added = saved.map { session.context.uses.dropFirst($0.uses.count) } ?? []
            switch try session.relayout(rejecting: { ReplState.rejectedUses($0, added: added) }) {
            case .laidOut(let laidOut):
                outcome = laidOut
            case .rejected(let rejected):
                if let saved { session.context.recording = saved }
                for error in rejected { report(error.description) }
                return false
            }
        } catch {
            if let saved { session.context.recording = saved }
            if ctrlCPending { reportInterruption(saved != nil ? ReplState.inputUndone : "interrupted!") } else { report(error.description) }
            return false
        }
        let errorsOfLayout = outcome.errors
        lastLayoutDuration = clock.now - start
        if announce || LayoutChange.differs(oldSnapshot, session.snapshot, oldScene: oldScene, newScene: session.scene) {
            notice(LayoutChange.summary(session.snapshot))
            if showsTiming { notice(timingLine()) }
        }
        reportPluginErrors(errorsOfLayout)
        return true
    }

    /// The results of the commands running, held until each ends (innermost last): a
    /// command a Ctrl-C cut short shows nothing of what its stopped hooks left out.
    private var heldResults: [String] = []

    /// Runs `body` holding the results it says; returns them.
    func holdingResults(_ body: () -> Void) -> String {
        heldResults.append("")
        body()
        return heldResults.removeLast()
    }

    /// What an input a Ctrl-C stopped comes to.
    static let inputUndone = "interrupted! (Ctrl-C): the input is undone"

    /// Lays out the scene in the context again, after a layout a Ctrl-C cut short was shown
    /// (its input already undone in the context): the plugins' cache holds what that layout
    /// shared with this one, and nothing of what the Ctrl-C stopped.
    func restoreLayout() {
        do {
            try session.relayout()
        } catch {
            // The scene was laid out before the input; a layout of it that fails now (a
            // plugin's limits, another Ctrl-C) leaves the picture of the undone input shown.
            report("the layout before the input could not be restored: \(error.description)")
        }
    }

    /// The errors of `added` uses that could not start: an unknown plugin, options it
    /// refuses. Such a `use` is a mistake in the input, not a failure of a running plugin.
    static func rejectedUses(_ errors: [PluginError], added: ArraySlice<PluginUse>) -> [PluginError] {
        errors.filter { error in
            (error.phase == .load || error.phase == .options)
                && added.contains { $0.name == error.plugin && $0.file == error.file && $0.line == error.line }
        }
    }

    /// Decorates the visible rect, as a picture of it would, and prints the plugin errors
    /// of a layout just made (`errors`: a use that could not start, a layout hook that
    /// raised) and those of the visible sections, on stderr. The layout stands without that
    /// plugin's output; in piped mode the error counts like any other (the script stops
    /// unless `--keep-going`, and the exit status is 1). `:errors` shows them again, with
    /// tracebacks.
    func reportPluginErrors(_ errors: [PluginError]) {
        pluginErrorsToSay = errors + pluginErrorsToSay
        take(session.query(visibleRect))
        reportNewPluginErrors()
    }

    /// The body of a document a command prints; the errors it met first are said after
    /// the command (`reportNewPluginErrors`).
    @discardableResult
    func take<Body>(_ document: LayoutDocument<Body>) -> Body {
        pluginErrorsToSay += document.newErrors
        return document.body
    }

    /// A plugin error counts towards the exit status; a plugin's warning (a module
    /// function that is not a hook) is printed on stderr as it is and does not, as in `dump`.
    private func reportPlugin(_ error: PluginError) {
        if error.isWarning {
            StandardStreams.err(error.description + "\n")
        } else {
            report("plugin error: \(error.description)")
        }
    }

    /// Prints the plugin errors the documents printed since the last report met first (a
    /// command drew or listed a rect beyond the visible one), in the order they met them.
    /// A failure the layout before had too (`LayoutOutcome.isRepeated`) is not printed
    /// again: it is the same failure, not a new one.
    func reportNewPluginErrors() {
        let errors = pluginErrorsToSay
        pluginErrorsToSay = []
        for error in errors where !session.outcome.isRepeated(error) { reportPlugin(error) }
    }

    /// The plugin errors of the layout shown: its phases', and those of the visible rect's
    /// sections, decorated now (not said: a reload says them its way).
    func visiblePluginErrors() -> [PluginError] {
        session.outcome.layoutErrors + session.query(visibleRect).newErrors
    }

    /// Replaces the session with a fresh one on `file` (`:load`, `:reset`, `:watch`).
    /// On failure the current session stays and the error is reported.
    @discardableResult
    public func load(file: String?) -> Bool {
        let outcome: LayoutOutcome
        let clock = ContinuousClock()
        let start = clock.now
        do {
            if let file, file == sceneFile {
                // The same file again (`:reset`, `:watch`): a use it breaks keeps the scene shown.
                let (loaded, refused) = try session.reload(file: file)
                outcome = loaded
                if !refused.isEmpty {
                    for error in refused { report("plugin error: \(error.description)") }
                    report("kept the scene as it was before \(file) changed")
                    return false
                }
            } else {
                outcome = try session.load(file: file)
            }
        } catch {
            report(error.description)
            return false
        }
        let errorsOfLayout = outcome.errors
        lastLayoutDuration = clock.now - start
        sceneFile = file
        undoStack.removeAll()
        watcher?.watch(files: watchedFiles)
        notice(LayoutChange.summary(session.snapshot))
        if showsTiming { notice(timingLine()) }
        reportPluginErrors(errorsOfLayout)
        return true
    }

    /// Plugins whose new version a Ctrl-C caught while it was being tried.
    private var interruptedReloads: [String] = []

    /// After a command or a watched reload a Ctrl-C cut short: puts back the previous
    /// version of each plugin whose reload it stopped (the new one was never seen working;
    /// `revert` lays the scene out with it), and says it was interrupted. Called once the
    /// Ctrl-C's scope is over, so that the reverted versions' hooks run.
    func settleInterruption() {
        for name in interruptedReloads {
            if case .failure(let error) = session.revert(plugin: name)?.layout {
                report("the layout with the previous version of \(name) failed: \(error.description)")
            }
        }
        interruptedReloads.removeAll()
        reportInterruption("interrupted!")
    }

    /// The reloads that failed and were not followed by a good one, per plugin
    /// (`:plugins` shows them as the plugin's last error).
    var failedReloads: [String: PluginError] = [:]

    /// Reloads one plugin or all (`:reload`, a watched plugin file that changed) and says
    /// how it went. A reload fails when the new version does not load, fails on the host's
    /// fixture, or fails on what the user sees (a hook error on a visible section).
    /// - Returns: false if any reload failed (each failure is reported).
    @discardableResult
    public func reload(plugin: String?) -> Bool {
        let (results, layoutError) = session.reload(plugin: plugin, keepReplaced: true)
        if ctrlCPending {
            // Ctrl-C: the new versions go back out once the Ctrl-C's scope is over
            // (`settleInterruption`); nothing of this reload is reported.
            interruptedReloads += results.compactMap { name, result in
                if case .success = result { name } else { nil }
            }
            return false
        }
        if results.isEmpty { notice("no plugins loaded") }
        var succeeded = true
        var reloaded: [(plugin: String, generation: Int)] = []
        for (name, result) in results {
            switch result {
            case .success(let generation): reloaded.append((name, generation))
            case .failure(let error):
                failedReloads[name] = error
                report("\(error.fullDescription)\nkept the previous version of \(name)")
                succeeded = false
            }
        }
        if let layoutError {
            // No layout to see the new versions on: they stay, as a scene edit would find them.
            for (name, _) in reloaded { session.accept(plugin: name) }
            report(layoutError.description)
            return false
        }
        // A new version that fails on the visible sections is a failed reload: the previous
        // version goes back in, as it stays when a reload fails to load or dry-run.
        let visible = visiblePluginErrors()
        if ctrlCPending {
            // Ctrl-C while the new versions drew the visible sections: not seen working.
            interruptedReloads += reloaded.map(\.plugin)
            return false
        }
        var reverted = false
        for (name, generation) in reloaded {
            if let error = visible.first(where: { $0.plugin == name && !$0.isWarning }) {
                failedReloads[name] = error
                var message = "reload of \(name) failed: generation \(generation) fails on the visible layout\n\(error.fullDescription)"
                if let previous = session.revert(plugin: name) {
                    message += "\nkept the previous version of \(name) (generation \(previous.generation))"
                    if case .failure(let layoutError) = previous.layout {
                        message += "\nthe layout with it failed: \(layoutError.description)"
                    }
                    reverted = true
                }
                report(message)
                succeeded = false
            } else {
                session.accept(plugin: name)
                failedReloads[name] = nil
                notice("reloaded \(name) (generation \(generation))")
            }
        }
        // The visible sections drawn again with the versions kept: their errors were the
        // reload's to say, and it said them.
        if reverted { _ = session.query(visibleRect) }
        return succeeded
    }

    /// The files `:watch` polls: the scene file and the loaded plugins' files.
    public var watchedFiles: [String] {
        (sceneFile.map { [$0] } ?? []) + session.host.loadedFiles.map(\.path)
    }

    /// `time: input 1.2 ms, layout 0.42 ms, plugins 0.3 ms (4 sections computed, 0 cached)`;
    /// after an update, how many sections the layout laid out, kept and placed again.
    public func timingLine() -> String {
        let t = session.lastTiming
        var line = "time: "
        if let d = lastLayoutDuration { line += "whole pass " + ReplState.milliseconds(d) + ", " }
        line += "layout " + ReplState.milliseconds(t.layout)
        if let reuse = session.lastIncrementalLayout {
            line += " (after the update: \(reuse.laidOut) sections laid out, \(reuse.reused) kept, \(reuse.shifted) placed again)"
        }
        return line + ", plugins " + ReplState.milliseconds(t.plugins)
            + " (\(t.sectionsComputed) sections computed, \(t.sectionsCached) cached)"
    }

    static func milliseconds(_ d: Duration) -> String {
        let (s, atto) = d.components
        let ms = Double(s) * 1000 + Double(atto) / 1e15
        let rounded = (ms * 100).rounded() / 100
        return "\(rounded) ms"
    }

    /// The collection view's bounds at its content offset: what `:show` draws by default.
    public var visibleRect: Rect { session.scene.collectionView.bounds }
}
