#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import OperatingSystem
import Suggestions

/// Everything the pictures need from the operating system, in one place (after
/// swift-argument-parser's `Platform.swift`): is a descriptor a terminal, how big is it,
/// may we use colour, and writing a picture in one go.
///
/// The decisions are pure functions of an environment dictionary and measured facts, so
/// tests pass `["NO_COLOR": "1"]` instead of changing the process's environment.
public enum Platform {
    /// A terminal's size in character cells.
    public struct TerminalSize: Hashable, Sendable {
        public var columns: Int
        public var lines: Int

        public init(columns: Int, lines: Int) {
            self.columns = columns
            self.lines = lines
        }

        /// What a terminal is assumed to be when nothing says otherwise.
        public static let fallback = TerminalSize(columns: 80, lines: 24)
    }

    // MARK: Pure decisions

    /// The colour mode for output: `.plain` when `NO_COLOR` is set and non-empty
    /// (no-color.org), when `TERM` is `dumb`, or when the output is not a terminal;
    /// `.trueColor` when `COLORTERM` is `truecolor` or `24bit`; `.palette256` otherwise.
    public static func colorMode(environment: [String: String], isTerminal: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if environment["TERM"] == "dumb" || !isTerminal { return .plain }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }

    /// The terminal size: positive `COLUMNS` and `LINES` win (the shell's word, and how
    /// tests and scripts ask for a width), then the measured size, then 80×24.
    public static func terminalSize(environment: [String: String], measured: TerminalSize?) -> TerminalSize {
        let base = measured ?? .fallback
        return TerminalSize(
            columns: positive(environment["COLUMNS"]) ?? base.columns,
            lines: positive(environment["LINES"]) ?? base.lines)
    }

    private static func positive(_ text: String?) -> Int? {
        guard let text, let value = Int(text.trimmingBlanks), value > 0 else { return nil }
        return value
    }

    // MARK: The operating system

    /// True when `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    public static var standardOutputIsTerminal: Bool { isTerminal(STDOUT_FILENO) }
    public static var standardInputIsTerminal: Bool { isTerminal(STDIN_FILENO) }

    /// The size the kernel reports for the terminal on `descriptor` (`TIOCGWINSZ`); `nil`
    /// when it is not a terminal or reports zero.
    public static func measuredTerminalSize(_ descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), lines: Int(size.ws_row))
    }

    /// The size of the terminal on standard output, with `COLUMNS`/`LINES` overrides.
    public static func currentTerminalSize() -> TerminalSize {
        terminalSize(environment: environment(), measured: measuredTerminalSize())
    }

    /// The colour mode for standard output in this process.
    public static func currentColorMode() -> ColorMode {
        colorMode(environment: environment(), isTerminal: standardOutputIsTerminal)
    }

    /// The process environment (`ProcessEnvironment.current`: first definition wins, as
    /// `getenv`).
    public static func environment() -> [String: String] { ProcessEnvironment.current }

    /// Writes all of `text` to `descriptor` (`StandardStreams.write`): a picture goes out
    /// in one piece. Returns false on a write error (a closed pipe, say).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        StandardStreams.write(text, to: descriptor)
    }
}
