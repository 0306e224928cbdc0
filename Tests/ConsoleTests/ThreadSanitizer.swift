import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Whether this process runs under ThreadSanitizer (`Scripts/test --sanitize thread`,
/// which builds the tests and the `lualayout` they launch alike): its runtime is linked in
/// and exports `__tsan_init`.
enum ThreadSanitizer {
    static let isActive: Bool = {
        guard let program = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(program) }
        return dlsym(program, "__tsan_init") != nil
    }()
}
