/// One read from the user.
public enum LineEvent: Equatable, Sendable {
    case line(String)
    /// Ctrl-C while typing: discard what was typed.
    case interrupted
    /// Ctrl-D, or the end of piped input.
    case end
}

/// Where the REPL's lines come from: the terminal with line editing, or a pipe.
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` when interactive.
    func read(prompt: String) -> LineEvent
    /// Keeps a complete entry (a multi-line statement is one entry) in the history.
    func remember(_ entry: String)
    /// Runs Lua code: the terminal reader lets Ctrl-C through to the interrupt handler.
    func whileRunningLua(_ body: () -> Void)
}

extension LineReader {
    public func whileRunningLua(_ body: () -> Void) { body() }
}

/// Reads piped input plainly: no prompt, no history, no editing, so a transcript piped
/// in gives exactly the interactive output minus prompts (research §9.3).
public final class PlainLineReader: LineReader {
    public init() {}

    public func read(prompt: String) -> LineEvent {
        guard let line = Swift.readLine(strippingNewline: true) else { return .end }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }

    public func remember(_ entry: String) {}
}
