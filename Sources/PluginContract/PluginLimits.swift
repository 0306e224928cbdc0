/// Limits for each plugin hook call, settable per scene with `limits { ... }`.
public struct PluginLimits: Sendable, Equatable {
    /// Lua VM instructions per hook call, or nil for none (the default). A count hook is
    /// deterministic but makes every Lua instruction about twice as slow (`lualayout
    /// bench`), so plugins are bounded by `time` unless a scene asks for a budget.
    public var instructions: Int?
    /// CPU time per hook call, on the calling thread: time spent waiting for a core does
    /// not count (a watchdog: no cost until it fires).
    public var time: Duration
    /// Bytes of Lua memory per plugin state.
    public var memory: Int
    /// A hint of how far, in points, decorations and followed frames lie outside their
    /// section (added to each plugin's own `M.reach` and `M.scroll.reach`): lazy queries
    /// widen by it from the first one. Never a bound: the snapshot measures the reach.
    public var reach: Double

    public init(instructions: Int? = nil, time: Duration = .milliseconds(250), memory: Int = 32 << 20, reach: Double = 0) {
        self.instructions = instructions
        self.time = time
        self.memory = memory
        self.reach = reach
    }
}
