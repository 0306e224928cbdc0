#if canImport(Glibc)
import Glibc
#endif

/// Writing and reading whole text files without Foundation (`:save`, `:svg`, `:json`,
/// `:read`, `render`).
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

    /// The file's text, or nil (`lastErrorDescription` says why).
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        if ferror(file) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The OS's words for the last failure (`No such file or directory`).
    static var lastErrorDescription: String { String(cString: strerror(errno)) }

    /// Whether two paths name the same existing file (same device and inode).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
