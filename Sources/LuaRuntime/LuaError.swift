/// An error from Lua code or from the runtime's limits, with its place in the source.
///
/// Lua reports errors as one string, `"Scenes/demo.lua:12: message"`, followed by a
/// traceback added by the runtime's message handler. `LuaError` splits that string
/// into its parts so callers can show `file:line: message` and keep the traceback
/// for a details view. Host frames (`[C]: in ?`) are removed from the traceback.
public struct LuaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong; limits get their own kinds so callers can treat them apart
    /// (a plugin over its time limit is disabled for the pass, not reported as a bug).
    public enum Kind: String, Sendable, Equatable {
        /// The chunk did not compile (`LUA_ERRSYNTAX`).
        case syntax
        /// Lua code raised an error, or a host function reported one.
        case runtime
        /// The memory cap was reached (`LUA_ERRMEM`; no traceback exists for it).
        case memory
        /// The instruction budget (`LuaLimits.instructions`) ran out.
        case instructionBudget
        /// The time limit (`LuaLimits.timeout`) passed.
        case timeout
        /// `LuaInterruptHandle.interrupt()` or SIGINT stopped the call.
        case interrupted
        /// A source file could not be read.
        case file
    }

    public var kind: Kind
    /// The message without location and traceback.
    public var message: String
    /// The chunk as Lua shows it (`Scenes/demo.lua`, `repl`), when known.
    public var chunk: String?
    /// The line in `chunk`, when known.
    public var line: Int?
    /// Traceback lines, innermost first, without the `stack traceback:` header and
    /// without host frames.
    public var traceback: [String]

    public init(
        kind: Kind, message: String, chunk: String? = nil, line: Int? = nil,
        traceback: [String] = []
    ) {
        self.kind = kind
        self.message = message
        self.chunk = chunk
        self.line = line
        self.traceback = traceback
    }

    /// A runtime error with a plain message; thrown from host functions, it reaches
    /// Lua prefixed with the calling Lua line, as `luaL_error` does.
    public static func runtime(_ message: String) -> LuaError {
        LuaError(kind: .runtime, message: message)
    }

    /// `file:line` when both are known.
    public var location: String? {
        guard let chunk, let line else { return nil }
        return "\(chunk):\(line)"
    }

    /// True for a syntax error at the end of the input (the message ends in `<eof>`):
    /// the REPL reads another line instead of reporting it, as lua.c's `incomplete`.
    public var isIncompleteInput: Bool {
        kind == .syntax && message.hasSuffix("<eof>")
    }

    /// `file:line: message`, or the message alone when the location is unknown.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }

    /// `description` followed by the traceback, as lua.c prints errors.
    public var fullDescription: String {
        guard !traceback.isEmpty else { return description }
        return description + "\nstack traceback:\n" + traceback.map { "\t" + $0 }.joined(separator: "\n")
    }
}

// MARK: Parsing Lua's error strings

extension LuaError {
    /// Splits `"file:line: message\nstack traceback:\n\t..."` into its parts.
    init(kind: Kind, luaMessage raw: String) {
        let (head, frames) = LuaError.splitTraceback(raw)
        let (chunk, line, message) = LuaError.splitLocation(head)
        self.init(kind: kind, message: message, chunk: chunk, line: line, traceback: frames)
    }

    static func splitTraceback(_ raw: String) -> (String, [String]) {
        guard let range = raw.firstRange(of: "\nstack traceback:\n") else { return (raw, []) }
        var frames: [String] = []
        for line in raw[range.upperBound...].split(separator: "\n") {
            let frame = String(line.drop { $0 == "\t" || $0 == " " })
            if !frame.isEmpty && frame != "[C]: in ?" { frames.append(frame) }
        }
        return (String(raw[..<range.lowerBound]), frames)
    }

    /// Finds the first `:<digits>: ` and splits around it.
    static func splitLocation(_ head: String) -> (String?, Int?, String) {
        let bytes = Array(head.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ":"), let (line, end) = digits(bytes, from: i + 1),
                end + 1 < bytes.count, bytes[end] == UInt8(ascii: ":"), bytes[end + 1] == UInt8(ascii: " "),
                i > 0
            {
                let chunk = String(decoding: bytes[..<i], as: UTF8.self)
                let message = String(decoding: bytes[(end + 2)...], as: UTF8.self)
                return (chunk, line, message)
            }
            i += 1
        }
        return (nil, nil, head)
    }

    private static func digits(_ bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var end = start
        var value = 0
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9"),
            end - start < 9
        {
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        return end > start ? (value, end) : nil
    }
}
