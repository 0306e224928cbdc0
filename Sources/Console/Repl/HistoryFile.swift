import OperatingSystem

/// Where the REPL keeps its history between sessions.
///
/// `LUALAYOUT_HISTORY` wins (tests point it into a temporary folder); otherwise
/// `$XDG_STATE_HOME/lualayout/history`, then `~/.local/state/lualayout/history`. Our own
/// file, not a GNU readline one: libedit writes its own format (`_HiStOrY_V2_`).
public enum HistoryFile {
    /// The history path for an environment, or nil when neither a variable nor HOME says.
    public static func path(environment: [String: String]) -> String? {
        if let explicit = environment["LUALAYOUT_HISTORY"], !explicit.isEmpty { return explicit }
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/lualayout/history" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/lualayout/history" }
        return nil
    }

    /// Creates the folders above `path` (as `mkdir -p`); failures show up later as a
    /// history that is not written, never as an error at the prompt.
    public static func createFolders(for path: String) {
        var folder = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (i, part) in parts.enumerated() {
            folder += (i == 0 ? "" : "/") + part
            if !folder.isEmpty { Folder.make(folder, mode: 0o700) }
        }
    }
}
