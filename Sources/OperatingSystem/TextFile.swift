#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing whole text files without Foundation: scene files, scripts
/// (`:read`), plugin sources, and what the commands write (`:save`, `:svg`, `render`).
/// The one whole-file reader of the package.
public enum TextFile {
    /// Writes `text` to `path`, replacing it.
    /// - Returns: nil, or the reason it failed (`cannot write out.svg: No such file or directory`).
    public static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return "cannot write \(path): \(lastErrorDescription)" }
        let bytes = Array(text.utf8)
        let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else { return "cannot write \(path): \(lastErrorDescription)" }
        return nil
    }

    /// The file's contents as UTF-8 text (invalid bytes replaced), or nil if it cannot be
    /// opened or a read fails (`lastErrorDescription` says why).
    public static func read(_ path: String) -> String? {
        bytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file's bytes as they are (a fuzz input need not be text), or nil if it cannot be
    /// opened or a read fails.
    public static func bytes(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }

    /// The OS's words for the last failure (`No such file or directory`).
    public static var lastErrorDescription: String { String(cString: strerror(errno)) }

    /// Whether two paths name the same existing file (same device and inode).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
