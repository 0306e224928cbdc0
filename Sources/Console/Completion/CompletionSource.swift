/// What a completed name is: functions complete with `(`, tables with `.`.
public enum CompletionKind: Sendable, Equatable {
    case function
    case table
    case value
}

/// A name the completer may offer, with its kind.
public struct CompletionName: Sendable, Equatable {
    public var name: String
    public var kind: CompletionKind

    public init(_ name: String, _ kind: CompletionKind) {
        self.name = name
        self.kind = kind
    }
}

/// Everything the completer needs to know about the world, so it is a pure function of
/// the line and this source (tests pass a fixed one; the REPL passes `LuaCompletionSource`).
public protocol CompletionSource {
    /// The globals of the scene state.
    func globals() -> [CompletionName]
    /// The fields of the table reached by `chain` (`["string"]`, `["a", "b"]`) with raw
    /// access only; nil when the chain does not lead to a table.
    func fields(of chain: [String]) -> [CompletionName]?
    /// Plugin names available to `use`.
    func pluginNames() -> [String]
    /// A plugin's option names (its defaults' keys).
    func optionNames(plugin: String) -> [String]
    /// Paths starting with `prefix` (directories end in `/`).
    func paths(startingWith prefix: String) -> [String]
}
