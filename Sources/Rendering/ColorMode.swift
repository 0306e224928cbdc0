import OperatingSystem

/// How many colours a terminal picture may use. The caller chooses (usually with
/// `ColorMode.chosen(environment:isTerminal:)`), so the renderer itself has no hidden
/// inputs and every mode can be tested on any machine.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour: `ESC[38;2;R;G;Bm`; terminals that set `COLORTERM=truecolor`.
    case trueColor
    /// The xterm 256-colour palette: `ESC[38;5;Nm`; nearly every terminal since 2010.
    case palette256
    /// No escape sequences at all: pipes, files, `TERM=dumb`, `NO_COLOR`.
    case plain

    /// The colour mode for output: `.plain` when `NO_COLOR` is set and non-empty
    /// (no-color.org), when `TERM` is `dumb`, or when the output is not a terminal;
    /// `.trueColor` when `COLORTERM` is `truecolor` or `24bit`; `.palette256` otherwise.
    /// A pure function of the environment, so tests pass `["NO_COLOR": "1"]`.
    public static func chosen(environment: [String: String], isTerminal: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if environment["TERM"] == "dumb" || !isTerminal { return .plain }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }

    /// The colour mode for standard output in this process.
    public static func current() -> ColorMode {
        chosen(environment: ProcessEnvironment.current, isTerminal: Terminal.standardOutputIsTerminal)
    }
}
