#if canImport(Glibc)
import Glibc
#endif

/// The process environment as a dictionary, read where it is needed and passed down, so
/// that the decisions made from it are pure functions tests can call with their own
/// dictionary. The one environment reader of the package.
public enum ProcessEnvironment {
    /// Every variable of the process. A name defined twice keeps its first definition,
    /// the one `getenv` (and so every C library and child process) sees.
    public static var current: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let key = String(text[..<equals])
                if result[key] == nil { result[key] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }
}
