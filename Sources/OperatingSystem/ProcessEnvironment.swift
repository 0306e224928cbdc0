#if canImport(Glibc)
import Glibc
#endif

/// The process environment as a dictionary, read where it is needed and passed down, so
/// that the decisions made from it are pure functions tests can call with their own
/// dictionary. The one environment reader of the package.
public enum ProcessEnvironment {
    /// Every variable of the process (`dictionary(of:)` of its `NAME=value` entries).
    public static var current: [String: String] {
        var entries: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            entries.append(String(cString: pointer))
            entry += 1
        }
        return dictionary(of: entries)
    }

    /// The variables of `NAME=value` entries. A name defined twice keeps its first
    /// definition, the one `getenv` (and so every C library and child process) sees; an
    /// entry without `=` is not a variable.
    public static func dictionary(of entries: some Sequence<String>) -> [String: String] {
        var result: [String: String] = [:]
        for text in entries {
            guard let equals = text.firstIndex(of: "=") else { continue }
            let key = String(text[..<equals])
            if result[key] == nil { result[key] = String(text[text.index(after: equals)...]) }
        }
        return result
    }
}
