#if canImport(Glibc)
import Glibc
#endif

/// The running program and those installed beside it (`lualayout-bench` beside
/// `lualayout`, the bundled `Plugins` near it): found through `/proc/self/exe`, so it works
/// whatever the current folder or `PATH`.
public enum SiblingExecutable {
    /// The full path of the running executable; nil if it cannot be read (no /proc).
    public static func runningPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The full path of `name` in the running executable's folder, whether or not it exists;
    /// nil if the running executable cannot be read (no /proc).
    public static func path(named name: String) -> String? {
        guard let executable = runningPath(), let slash = executable.lastIndex(of: "/") else { return nil }
        return executable[..<slash] + "/" + name
    }

    /// Replaces the running process with `path` run with `arguments` (`argv[0]` is `path`).
    /// Returns only if that failed, with the reason (`strerror`).
    public static func replaceProcess(with path: String, arguments: [String]) -> String {
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        execv(path, argv)
        return String(cString: strerror(errno))
    }
}
