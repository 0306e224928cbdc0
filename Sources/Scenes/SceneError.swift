/// A scene that cannot be loaded or laid out, located in its file.
///
/// The description reads like a compiler's: `Scenes/demo.lua:12: flow.minimumLineSpaceing:
/// unknown key (did you mean minimumLineSpacing?)`, so editors and terminals can jump to it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene file as the user named it.
    public var file: String
    /// 1-based line, or nil when the error concerns the whole file.
    public var line: Int?
    /// The dotted path of the key at fault (`flow.itemSize`, `sections[1].inset.top`), or
    /// empty for errors that concern no key (a Lua syntax error).
    public var key: String
    public var message: String
    /// A Lua traceback, when the error came from running scene code.
    public var traceback: String?

    public init(file: String, line: Int?, key: String = "", message: String, traceback: String? = nil) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
        self.traceback = traceback
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if !key.isEmpty { text += "\(key): " }
        return text + message
    }
}
