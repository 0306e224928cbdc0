import Decorations
import LayoutCore
import Rendering
import Scenes

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
    public let printer = ValuePrinter()
    /// `:time on`: print how long each layout took.
    public var showsTiming = false
    /// The plugin errors printed after the last input.
    var lastPluginErrors: [PluginError] = []
    /// How long the last layout took (measured here, around `relayout`).
    public private(set) var lastLayoutDuration: Duration?
    /// `:watch on`: the files polled for changes while the prompt is idle.
    public var watcher: FileWatcher?
    /// Errors reported so far: the exit status is 1 if any.
    public private(set) var errorCount = 0

    /// - Throws: the scene's error, when the scene file does not load.
    public init(options: ReplOptions) throws(SceneError) {
        self.options = options
        self.sceneFile = options.sceneFile
        self.session = try SceneSession(file: options.sceneFile, pluginFolders: options.pluginFolders)
    }

    // MARK: Output

    /// A result line on stdout.
    public func say(_ text: String) {
        StandardStreams.out(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// An error on stderr; counts towards the exit status.
    public func report(_ message: String) {
        errorCount += 1
        StandardStreams.err(message.hasSuffix("\n") ? message : message + "\n")
    }

    // MARK: Changing the layout

    /// Lays the context out again after an input; prints the summary when the layout
    /// changed (or always, with `announce`). Returns false after reporting an error.
    @discardableResult
    public func relayout(announce: Bool = false) -> Bool {
        let (oldSnapshot, oldScene) = (session.snapshot, session.scene)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try session.relayout()
        } catch {
            report(error.description)
            return false
        }
        lastLayoutDuration = clock.now - start
        if announce || LayoutChange.differs(oldSnapshot, session.snapshot, oldScene: oldScene, newScene: session.scene) {
            say(LayoutChange.summary(session.snapshot))
            if showsTiming { say(timingLine()) }
        }
        reportPluginErrors()
        return true
    }

    /// Decorates the visible rect, as a picture of it would, and prints the plugin errors
    /// of this pass (a misspelt option, a hook that raised) on stderr. They are not errors
    /// of the input: the layout stands without that plugin's output, so a piped session
    /// goes on (`:errors` shows them again, with tracebacks).
    /// An error already printed after the previous input is not printed again.
    func reportPluginErrors() {
        _ = session.elements(in: visibleRect)
        let errors = session.passErrors
        for error in errors where !lastPluginErrors.contains(error) {
            StandardStreams.err("plugin error: \(error.description)\n")
        }
        lastPluginErrors = errors
    }

    /// Replaces the session with a fresh one on `file` (`:load`, `:reset`, `:watch`).
    /// On failure the current session stays and the error is reported.
    @discardableResult
    public func load(file: String?) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try session.load(file: file)
        } catch {
            report(error.description)
            return false
        }
        lastLayoutDuration = clock.now - start
        sceneFile = file
        watcher?.watch(files: watchedFiles)
        say(LayoutChange.summary(session.snapshot))
        if showsTiming { say(timingLine()) }
        reportPluginErrors()
        return true
    }

    /// The files `:watch` polls: the scene file and the loaded plugins' files.
    public var watchedFiles: [String] {
        (sceneFile.map { [$0] } ?? []) + session.host.loadedFiles.map(\.path)
    }

    /// `time: input 1.2 ms, layout 0.42 ms, plugins 0.3 ms (4 sections computed, 0 cached)`.
    public func timingLine() -> String {
        let t = session.lastTiming
        var line = "time: "
        if let d = lastLayoutDuration { line += "whole pass " + ReplState.milliseconds(d) + ", " }
        return line + "layout " + ReplState.milliseconds(t.layout) + ", plugins " + ReplState.milliseconds(t.plugins)
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
