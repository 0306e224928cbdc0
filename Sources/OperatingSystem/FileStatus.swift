#if canImport(Glibc)
import Glibc
#endif

/// What the file system says of a path, links followed (`stat` and `access`): its kind,
/// size, modification time and identity, and whether this process may read, write or
/// run it. The one `stat` of the package: the plugin search, the reload watchers and the
/// command line ask here.
public struct FileStatus: Hashable, Sendable {
    /// What kind of file a path names.
    public enum Kind: Hashable, Sendable {
        case regularFile, directory, other
    }

    public let kind: Kind
    /// The size in bytes.
    public let size: Int64
    /// The last modification, in whole seconds and nanoseconds since the epoch. Linux
    /// stamps files with a coarse clock (a few milliseconds), so an edit saved right
    /// after a read can keep the same time: compare the size and inode too.
    public let modifiedSeconds: Int
    public let modifiedNanoseconds: Int
    /// The inode: editors that save by renaming change it.
    public let inode: UInt64

    /// The status of `path`, or nil when it does not exist or cannot be reached
    /// (`errno` says why).
    public static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return FileStatus(
            kind: type == S_IFREG ? .regularFile : type == S_IFDIR ? .directory : .other,
            size: Int64(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
            modifiedNanoseconds: Int(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino))
    }

    /// Whether `path` is an existing folder.
    public static func isDirectory(_ path: String) -> Bool { of(path)?.kind == .directory }

    /// Whether `path` is an existing regular file (not a folder, a pipe or a device).
    public static func isRegularFile(_ path: String) -> Bool { of(path)?.kind == .regularFile }

    /// Nil when this process may read `path`; otherwise why not, in the OS's words
    /// (`Permission denied`, `No such file or directory`).
    public static func readFailure(_ path: String) -> String? {
        access(path, R_OK) == 0 ? nil : TextFile.lastErrorDescription
    }

    /// Whether this process may write to `path` (`/proc/self/clear_refs`, say).
    public static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    /// Whether this process may run `path`.
    public static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }
}
