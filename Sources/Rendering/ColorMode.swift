/// How many colours a terminal picture may use. The caller chooses (usually with
/// `Platform.colorMode(environment:isTerminal:)`), so the renderer itself has no hidden
/// inputs and every mode can be tested on any machine.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour: `ESC[38;2;R;G;Bm`; terminals that set `COLORTERM=truecolor`.
    case trueColor
    /// The xterm 256-colour palette: `ESC[38;5;Nm`; nearly every terminal since 2010.
    case palette256
    /// No escape sequences at all: pipes, files, `TERM=dumb`, `NO_COLOR`.
    case plain
}
