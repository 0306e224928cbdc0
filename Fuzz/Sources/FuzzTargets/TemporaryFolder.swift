#if canImport(Glibc)
import Glibc
#endif

/// A fresh private folder under `$TMPDIR` (or /tmp), without Foundation.
enum TemporaryFolder {
    static func make() -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/lualayout-fuzz-XXXXXX").utf8CString)
        guard let path = mkdtemp(&template) else { fatalError("fuzz: cannot create a folder under \(base)") }
        return String(cString: path)
    }

    /// Writes `text` to `path`, replacing it.
    static func write(_ text: String, to path: String) {
        guard let file = fopen(path, "wb") else { fatalError("fuzz: cannot write \(path)") }
        defer { fclose(file) }
        var bytes = Array(text.utf8)
        if !bytes.isEmpty, fwrite(&bytes, 1, bytes.count, file) != bytes.count { fatalError("fuzz: short write to \(path)") }
    }
}
