#if canImport(Glibc)
import Glibc
#endif
import Suggestions

/// The terminal, if there is one (after swift-argument-parser's `Platform.swift`): is a
/// descriptor a terminal, and how big is it. The decision from the environment is a pure
/// function, so tests pass `["COLUMNS": "60"]` instead of changing the process's
/// environment.
public enum Terminal {
    /// A terminal's size in character cells.
    public struct Size: Hashable, Sendable {
        public var columns: Int
        public var lines: Int

        public init(columns: Int, lines: Int) {
            self.columns = columns
            self.lines = lines
        }

        /// What a terminal is assumed to be when nothing says otherwise.
        public static let fallback = Size(columns: 80, lines: 24)
    }

    /// The terminal size: positive `COLUMNS` and `LINES` win (the shell's word, and how
    /// tests and scripts ask for a width), then the measured size, then 80×24.
    public static func size(environment: [String: String], measured: Size?) -> Size {
        let base = measured ?? .fallback
        return Size(
            columns: positive(environment["COLUMNS"]) ?? base.columns,
            lines: positive(environment["LINES"]) ?? base.lines)
    }

    private static func positive(_ text: String?) -> Int? {
        guard let text, let value = Int(text.trimmingBlanks), value > 0 else { return nil }
        return value
    }

    /// True when `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    public static var standardOutputIsTerminal: Bool { isTerminal(STDOUT_FILENO) }
    public static var standardInputIsTerminal: Bool { isTerminal(STDIN_FILENO) }

    /// The size the kernel reports for the terminal on `descriptor` (`TIOCGWINSZ`); nil
    /// when it is not a terminal or reports zero.
    public static func measuredSize(_ descriptor: Int32 = STDOUT_FILENO) -> Size? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return Size(columns: Int(size.ws_col), lines: Int(size.ws_row))
    }

    /// The size of the terminal on standard output, with `COLUMNS`/`LINES` overrides.
    public static func currentSize() -> Size {
        size(environment: ProcessEnvironment.current, measured: measuredSize())
    }
}
