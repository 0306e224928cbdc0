import LuaLayout

/// What a buffer of REPL input is, decided by compiling it (never by guessing from
/// brackets or keywords), as lua.c's `addreturn`, `incomplete` and `loadline` do.
package enum ReplInput: Equatable, Sendable {
    /// Compiles as `return <buffer>;`: run it and print its values.
    case expression(source: String)
    /// Compiles as a statement: run it; it prints nothing by itself.
    case statement(source: String)
    /// A syntax error at `<eof>`: read another line and try again.
    case incomplete
    /// Any other syntax error.
    case syntaxError(LuaError)

    /// The chunk name typed input runs under, so errors read `repl:1: message`.
    package static let chunk = "repl"
    /// The chunk name piped input runs under, each entry at its line in the script, so
    /// errors read `stdin:2: message` as `lua` says them.
    package static let pipedChunk = "stdin"

    /// Classifies `buffer` (one line, or lines joined with "\n") by compiling it in `lua`.
    /// Nothing is left on the stack and nothing runs.
    /// - Parameters:
    ///   - chunk: the name errors give the input.
    ///   - firstLine: the line the buffer starts on: the source is preceded by as many
    ///     empty lines, so Lua's own line numbers are the script's.
    package static func classify(_ buffer: String, in lua: LuaState, chunk: String = chunk, firstLine: Int = 1) -> ReplInput {
        let padding = String(repeating: "\n", count: max(0, firstLine - 1))
        if buffer.hasPrefix("=") { return statement(padding + "return " + buffer.dropFirst(), in: lua, chunk: chunk) }
        let withReturn = padding + "return " + buffer + ";"
        if compiles(withReturn, in: lua, chunk: chunk) == nil { return .expression(source: withReturn) }
        return statement(padding + buffer, in: lua, chunk: chunk)
    }

    /// lua.c's `multiline` step: the buffer as a statement.
    private static func statement(_ source: String, in lua: LuaState, chunk: String) -> ReplInput {
        guard let error = compiles(source, in: lua, chunk: chunk) else { return .statement(source: source) }
        return error.isIncompleteInput ? .incomplete : .syntaxError(error)
    }

    /// nil when `source` compiles; the syntax error otherwise.
    private static func compiles(_ source: String, in lua: LuaState, chunk: String) -> LuaError? {
        do {
            try lua.load(string: source, chunkName: "@" + chunk)
            lua.pop(1)
            return nil
        } catch {
            return error
        }
    }
}
