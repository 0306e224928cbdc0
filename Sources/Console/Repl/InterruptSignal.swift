#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C at the prompt, read as data: SIGINT stays blocked while the REPL waits for a
/// key and is taken with `sigtimedwait` (zero timeout) at each wake-up of the line
/// editor's `poll` (a key, or the 50 ms idle tick); it is unblocked only while Lua runs,
/// where `LuaState.withSIGINTInterrupts` turns it into "interrupted!".
///
/// No signal handler and no global flag are needed. The cost is that Ctrl-C at the
/// prompt is noticed at the next tick, at most 50 ms later.
///
/// It must be created before anything starts a thread (the plugin host's watchdogs
/// start with the first hook call of the first layout): a thread inherits the signal
/// mask of the thread that creates it, and the kernel delivers a process's SIGINT to any
/// thread that does not block it, where the default action ends the process (status
/// 130). Created first, it leaves the main thread, while Lua runs, the only one that
/// takes SIGINT.
final class InterruptSignal {
    private var set = sigset_t()

    init() {
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    deinit {
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Consumes pending Ctrl-Cs; true if there was one.
    @discardableResult
    func take() -> Bool {
        var zero = timespec(tv_sec: 0, tv_nsec: 0)
        var any = false
        while sigtimedwait(&set, nil, &zero) == SIGINT { any = true }
        return any
    }

    /// Runs `body` with SIGINT delivered normally (to the Lua interrupt handler, which the
    /// caller has installed), forgetting any Ctrl-C pressed before.
    func unblocked(_ body: () -> Void) {
        take()
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        defer { pthread_sigmask(SIG_BLOCK, &set, nil) }
        body()
    }
}
