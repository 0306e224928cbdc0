#if canImport(Glibc)
import Glibc
#endif

/// Folders without Foundation: listing one, making one, the current one.
public enum Folder {
    /// The names of the entries of `folder`, sorted, without `.` and `..`; a folder's
    /// name ends in `/` (as `ls -p` writes it). Nil when `folder` cannot be opened (it
    /// does not exist, is not a folder, or may not be read).
    public static func entries(_ folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            result.append(entry.pointee.d_type == UInt8(DT_DIR) ? name + "/" : name)
        }
        return result.sorted()
    }

    /// Makes the folder `path` with `mode` (before the umask), its parent being there.
    /// - Returns: false when it could not (it exists already, say; `errno` says why).
    @discardableResult
    public static func make(_ path: String, mode: UInt32 = 0o755) -> Bool {
        mkdir(path, mode_t(mode)) == 0
    }

    /// The absolute path of the current folder; nil if it cannot be read (it was removed).
    public static func current() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(nulTerminated: buffer)
    }
}
