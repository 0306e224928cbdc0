#if canImport(Glibc)
import Glibc
#endif

/// Reading scene files, without Foundation.
enum SceneFiles {
    /// The file's contents as UTF-8 text, or nil if it cannot be read.
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
}
