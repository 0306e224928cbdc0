/// How `lualayout repl` was started.
public struct ReplOptions: Sendable, Equatable {
    /// The scene file, or nil for an empty world.
    public var sceneFile: String?
    /// In batch mode, go on after an error (the exit status is still 1).
    public var keepGoing: Bool
    /// Plugin folders given with `--plugins DIR`, searched before the bundled `Plugins/`.
    public var pluginFolders: [String]
    /// Prompt, line editing, history, completion and colour: stdin and stdout are ttys.
    public var interactive: Bool

    public init(sceneFile: String? = nil, keepGoing: Bool = false, pluginFolders: [String] = [], interactive: Bool = false) {
        self.sceneFile = sceneFile
        self.keepGoing = keepGoing
        self.pluginFolders = pluginFolders
        self.interactive = interactive
    }
}
