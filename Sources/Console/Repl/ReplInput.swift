import LuaRuntime

/// What a buffer of REPL input is, decided by compiling it (never by guessing from
/// brackets or keywords), as lua.c's `addreturn`, `incomplete` and `loadline` do.
public enum ReplInput: Equatable, Sendable {
    /// Compiles as `return <buffer>;`: run it and print its values.
    case expression(source: String)
    /// Compiles as a statement: run it; it prints nothing by itself.
    case statement(source: String)
    /// A syntax error at `<eof>`: read another line and try again.
    case incomplete
    /// Any other syntax error.
    case syntaxError(LuaError)

    /// The chunk name REPL input runs under, so errors read `repl:1: message`.
    public static let chunk = "repl"

    /// Classifies `buffer` (one line, or lines joined with "\n") by compiling it in `lua`.
    /// Nothing is left on the stack and nothing runs.
    public static func classify(_ buffer: String, in lua: LuaState) -> ReplInput {
        if buffer.hasPrefix("=") { return statement("return " + buffer.dropFirst(), in: lua) }
        let withReturn = "return " + buffer + ";"
        if compiles(withReturn, in: lua) == nil { return .expression(source: withReturn) }
        return statement(buffer, in: lua)
    }

    /// lua.c's `multiline` step: the buffer as a statement.
    private static func statement(_ source: String, in lua: LuaState) -> ReplInput {
        guard let error = compiles(source, in: lua) else { return .statement(source: source) }
        return error.isIncompleteInput ? .incomplete : .syntaxError(error)
    }

    /// nil when `source` compiles; the syntax error otherwise.
    private static func compiles(_ source: String, in lua: LuaState) -> LuaError? {
        do {
            try lua.load(string: source, chunkName: "@" + chunk)
            lua.pop(1)
            return nil
        } catch {
            return error
        }
    }
}
