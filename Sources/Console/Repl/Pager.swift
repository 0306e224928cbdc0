#if canImport(Glibc)
import Glibc
#endif
import OperatingSystem

/// Long results at a terminal go through the user's pager, as `psql` and `git` send them:
/// `$PAGER` (run by the shell), `less` when it is unset, none when it is set but empty.
/// `less` gets `LESS=FRX` when the user has no `LESS` of their own (git's choice): it quits
/// at once when the text fits, keeps colours, and leaves the text on the screen.
enum Pager {
    /// The shell command that pages, from the environment; nil for none.
    static func command(environment: [String: String]) -> String? {
        guard let pager = environment["PAGER"] else { return "less" }
        return pager.allSatisfy({ $0 == " " }) ? nil : pager
    }

    /// True when `text` is taller than a terminal of `lines` lines (one kept for the prompt).
    static func isLong(_ text: String, lines: Int) -> Bool {
        var count = 0
        for character in text.utf8 where character == UInt8(ascii: "\n") {
            count += 1
            if count >= lines { return true }
        }
        return false
    }

    /// Shows `text` through `command`; lualayout ignores Ctrl-C meanwhile (the pager gets
    /// it, as git does), so the REPL is not interrupted by the key that quits a pager.
    /// - Returns: nil, or why the pager could not be run (the caller prints the text).
    static func show(_ text: String, command: String, environment: [String: String]) -> String? {
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        sigaction(SIGINT, &ignore, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        let extra = environment["LESS"] == nil ? ["LESS": "FRX"] : [:]
        switch ChildProcess.run(["/bin/sh", "-c", command], input: text, environment: extra) {
        case .some(127): return "the pager '\(command)' was not found (PAGER= turns paging off)"
        case .some: return nil
        case .none: return "cannot run the pager '\(command)': \(String(cString: strerror(errno)))"
        }
    }
}
