/// The failures one phase of a layout met, kept alike by every phase: reservations
/// (`M.reserve`), placements (`M.place`) and the decoration pass (`M.section`,
/// `M.layout`, and the follow hooks, which report through it).
///
/// Failures stay in the order they happened. A hook that Ctrl-C stopped did not fail: it
/// is only counted, and the REPL, the one reader of the signal, says "interrupted!" once.
/// A failure of a real layout also goes to the host's history; one of a dry run (a plugin
/// tried on the host's fixture) does not.
struct PhaseFailures {
    private let host: PluginHost
    /// Whether failures also go to the host's history (not for dry runs).
    let recordsErrors: Bool
    /// The failures, in the order they happened.
    private(set) var errors: [PluginError] = []
    /// How many hook calls Ctrl-C stopped.
    private(set) var interruptedCalls = 0

    init(host: PluginHost, recordsErrors: Bool) {
        self.host = host
        self.recordsErrors = recordsErrors
    }

    /// Keeps `error`, or counts it when Ctrl-C stopped the call.
    mutating func record(_ error: PluginError) {
        if error.wasInterrupted {
            interruptedCalls += 1
            return
        }
        errors.append(error)
        if recordsErrors { host.record([error]) }
    }
}
