#if canImport(Glibc)
import Glibc
#endif

/// Writing a whole text file without Foundation (`:save`, `:svg`, `:json`, `render`).
enum TextFile {
    /// Writes `text` to `path`, replacing it.
    /// - Returns: nil, or the reason it failed (`cannot write out.svg: No such file or directory`).
    static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
        let bytes = Array(text.utf8)
        let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
        return nil
    }
}
