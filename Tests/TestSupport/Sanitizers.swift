import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Which sanitizer this process runs under (`Scripts/test --sanitize ...`, which builds the
/// tests and the `lualayout` they launch alike): each one's runtime is linked in and
/// exports its `__NAME_init`.
public enum Sanitizers {
    /// ThreadSanitizer is running.
    public static let thread = exports("__tsan_init")
    /// AddressSanitizer is running (alone or with UBSan's C checks).
    public static let address = exports("__asan_init")

    /// How many times longer than its usual limit a child `lualayout` may run before a
    /// test calls it hung. Both sanitizers slow every allocation and memory access several
    /// times over: the million-item cases of the adversarial suite took 30 s under
    /// AddressSanitizer on a busy machine against a 10 s guard. A hang guard is a safety
    /// net around a case, never what the case asserts, so stretching it hides nothing.
    public static let hangGuardScale: Double = thread || address ? 4 : 1

    private static func exports(_ symbol: String) -> Bool {
        guard let program = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(program) }
        return dlsym(program, symbol) != nil
    }
}

/// Whether this process runs under ThreadSanitizer: TSan runs a signal's handler only at
/// the thread's next intercepted call, so the pty tests' endless Lua loops allocate under it.
public enum ThreadSanitizer {
    public static var isActive: Bool { Sanitizers.thread }
}
