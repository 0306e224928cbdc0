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
    /// The scene's other errors found in the same run, in line order: every unknown key is
    /// reported at once (each at its line), not one per run.
    public var others: [SceneError] = []

    public init(file: String, line: Int?, key: String = "", message: String, traceback: String? = nil) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
        self.traceback = traceback
    }

    /// This error and its `others`, each located.
    public var all: [SceneError] {
        var first = self
        first.others = []
        return [first] + others
    }

    /// The located error, one line per error when there are `others`.
    public var description: String {
        all.map(\.located).joined(separator: "\n")
    }

    /// Several errors as one: the first in line order (files in the order they first
    /// appear), with the rest as its `others`; the same message at the same line (a section
    /// provider's key, met once per section) is kept once.
    public static func combining(_ errors: [SceneError]) -> SceneError? {
        var files: [String] = []
        var seen = Set<String>()
        var keyed: [(file: Int, line: Int, order: Int, error: SceneError)] = []
        for (order, error) in errors.flatMap(\.all).enumerated() where seen.insert("\(error.file):\(error.line ?? 0): \(error.message)").inserted {
            if !files.contains(error.file) { files.append(error.file) }
            keyed.append((files.firstIndex(of: error.file)!, error.line ?? .max, order, error))
        }
        let ordered = keyed.sorted { ($0.file, $0.line, $0.order) < ($1.file, $1.line, $1.order) }.map(\.error)
        guard var first = ordered.first else { return nil }
        first.others = Array(ordered.dropFirst())
        return first
    }

    /// `errors` in line order, then `last` (the error that stopped the run), unless it is
    /// one of them.
    public static func combining(_ errors: [SceneError], then last: SceneError) -> SceneError {
        guard var first = combining(errors) else { return last }
        let known = Set(first.all.map(\.located))
        first.others += last.all.filter { !known.contains($0.located) }
        return first
    }

    private var located: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if !key.isEmpty { text += "\(key): " }
        return text + message
    }
}
