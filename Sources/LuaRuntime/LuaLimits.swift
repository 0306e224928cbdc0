import CLuaShim

/// Limits applied to each outermost `LuaState.call` (and so to `execute`).
///
/// - `instructions`: a count hook; deterministic, so scenes (whose results must not
///   depend on machine speed) use it. It costs about 2x on tight Lua loops (measured
///   5.3-7.9 vs 2.7-3.4 ns per loop iteration): any hook mask sends every VM
///   instruction through `luaG_traceexec`. Clamped to `Int32.max`.
/// - `timeout`: a watchdog thread (one per state, started by its first call with a
///   timeout) arms the hook only when the deadline passes, so Lua code runs at full
///   speed (measured 2.7-3.2 ns per iteration, the same as no limit); each call pays
///   a clock read and a few atomics (~25 ns). The limit is CPU time on the calling
///   thread: time it waits for a core does not count (the watchdog reads the thread's
///   CPU clock only once the wall-clock deadline has passed). Used for plugin hooks. Sound only because
///   the sandbox has no `coroutine` (new coroutines would not see the armed hook).
///   Figures: CLuaShim's `limits.c`.
/// - `memory`: bytes the whole state may hold while Lua code runs; host-side
///   marshalling is never refused, and shrinking never fails.
///
/// Both CPU limits may be set: whichever is reached first stops the call. Once one
/// fires, the hook fires again at every line, so `pcall(function() while true do end
/// end)` inside Lua cannot swallow it, and `xpcall` does not run its message handler
/// after a trip. What runs without the hook is bounded in CLuaShim: `setmetatable`
/// refuses `__gc` (finalizers run with hooks off, at any allocation and when the state
/// closes); the library functions that loop in C (`string.rep`, `table.move`,
/// `insert`, `remove`, `concat`, `sort`, and the pattern functions `find`, `match`,
/// `gmatch`, `gsub`) poll the limits every few thousand steps, and with a budget their
/// steps in one call may not exceed `instructions` either (bounded.c, patterns.c).
public struct LuaLimits: Sendable, Equatable {
    public var instructions: Int?
    public var timeout: Duration?
    public var memory: Int?

    public init(instructions: Int? = nil, timeout: Duration? = nil, memory: Int? = nil) {
        self.instructions = instructions
        self.timeout = timeout
        self.memory = memory
    }

    /// No limits.
    public static let none = LuaLimits()
}

/// Stops the Lua code running in one state, from any thread (Sendable).
///
/// Like lua.c's `laction`, it only sets a flag and arms a hook; the hook raises
/// "interrupted!" on the state's own thread. It affects the call in progress only:
/// each outermost call starts with the flag cleared. After the state is closed,
/// `interrupt()` does nothing.
public final class LuaInterruptHandle: @unchecked Sendable {
    // @unchecked: the C object is refcounted and guarded by its own mutex.
    private let interrupter: OpaquePointer

    init(_ interrupter: OpaquePointer) {
        self.interrupter = interrupter
    }

    deinit {
        lh_interrupter_release(interrupter)
    }

    public func interrupt() {
        lh_interrupt(interrupter)
    }
}

extension LuaState {
    /// Limits for each following outermost call.
    public var limits: LuaLimits {
        get {
            let raw = lh_getlimits(L)
            return LuaLimits(
                instructions: raw.instructions == 0 ? nil : Int(raw.instructions),
                timeout: raw.timeout_ns == 0 ? nil : .nanoseconds(raw.timeout_ns),
                memory: raw.memory == 0 ? nil : Int(raw.memory))
        }
        set {
            lh_setlimits(
                L,
                lh_Limits(
                    instructions: Int64(max(newValue.instructions ?? 0, 0)),
                    timeout_ns: newValue.timeout.map(LuaState.nanoseconds) ?? 0,
                    memory: max(newValue.memory ?? 0, 0)))
        }
    }

    /// Runs `body` with other limits, then restores the previous ones.
    public func withLimits<T, E: Error>(_ limits: LuaLimits, _ body: () throws(E) -> T) throws(E) -> T {
        let saved = self.limits
        self.limits = limits
        defer { self.limits = saved }
        return try body()
    }

    /// Bytes currently allocated by the state.
    public var memoryUsed: Int { Int(lh_memused(L)) }

    /// A full garbage collection (between layout passes, or after a memory error).
    public func collectGarbage() { lh_collect(L) }

    /// A handle another thread may use to stop running Lua code.
    public var interruptHandle: LuaInterruptHandle {
        LuaInterruptHandle(lh_interrupter(L))
    }

    /// Runs `body` with a SIGINT handler that stops Lua in every state (lua.c's
    /// `docall`/`laction`, over all of `body`): Ctrl-C makes the call running at that
    /// moment fail with kind `.interrupted`, whichever state it is in (the scene's, a
    /// plugin hook's), and so does every call `body` starts after it, at its first line.
    /// The rest of `body` runs through without running Lua code; it can ask
    /// `sigintPending` to stop early or to refuse to keep what it made. Later Ctrl-Cs do
    /// the same; none ends the process. The previous handler is restored afterwards. Scopes
    /// nest: an inner one is part of the outer one.
    ///
    /// SIGINT must be deliverable to this thread while `body` runs (the REPL unblocks it
    /// around this call; see its `InterruptSignal`).
    /// - Returns: what `body` returned, and whether a Ctrl-C came.
    public static func withSIGINTInterrupts<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, interrupted: Bool) {
        // Inside a scope already (a script `:read` runs, each input in a scope of its own):
        // the outer scope goes on, and a Ctrl-C stops all of it.
        if lh_sigint_active() != 0 { return (try body(), lh_sigint_pending() != 0) }
        lh_sigint_begin()
        defer { lh_sigint_end() }
        let result = try body()
        return (result, lh_sigint_pending() != 0)
    }

    /// True when a Ctrl-C came in the running `withSIGINTInterrupts` scope: work that ran
    /// Lua since then is incomplete (its hooks stopped at their first line). Only the one
    /// who opened the scope (the REPL) reads it; the layers below see interruption in
    /// their results, as calls that failed with kind `.interrupted`.
    public static var sigintPending: Bool { lh_sigint_pending() != 0 }

    static func nanoseconds(_ d: Duration) -> Int64 {
        let (seconds, attoseconds) = d.components
        return max(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, 1)
    }
}
