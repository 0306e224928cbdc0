/// How `lualayout repl` was started.
public struct ReplOptions: Sendable, Equatable {
    /// The scene file, or nil for an empty world.
    public var sceneFile: String?
    /// In batch mode, go on after an error (the exit status is still 1).
    public var keepGoing: Bool
    /// Plugin folders given with `--plugins DIR`, searched before the bundled `Plugins/`.
    public var pluginFolders: [String]
    /// Prompt, line editing, history, completion; an error or Ctrl-C does not end the
    /// session: stdin is a tty (and so is stdout or stderr, where the prompt goes).
    public var interactive: Bool
    /// The prompt, the line being edited and the notices go to stderr: stdout is not a
    /// terminal (`lualayout repl > log.txt`, `| tee log.txt`) and carries the results only.
    public var terminalOnStandardError: Bool

    public init(
        sceneFile: String? = nil, keepGoing: Bool = false, pluginFolders: [String] = [], interactive: Bool = false,
        terminalOnStandardError: Bool = false
    ) {
        self.sceneFile = sceneFile
        self.keepGoing = keepGoing
        self.pluginFolders = pluginFolders
        self.interactive = interactive
        self.terminalOnStandardError = terminalOnStandardError
    }
}
