import OperatingSystem

/// Notices when files change on disk by polling their modification times (`:watch on`).
///
/// Polling a handful of `stat` calls every 50 ms while the prompt is idle costs nothing
/// measurable and needs no inotify state; it also sees editors that save by renaming a new
/// file over the old one (the new file's mtime differs).
public struct FileWatcher: Sendable {
    /// A file's last seen modification time (nil: missing).
    private var stamps: [String: Stamp?] = [:]

    struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        /// A file renamed over it with the same time and size is another file.
        var inode: UInt64
    }

    public init(files: [String] = []) {
        watch(files: files)
    }

    /// Starts watching `files` (forgetting the others), remembering their current times.
    public mutating func watch(files: [String]) {
        var fresh: [String: Stamp?] = [:]
        for file in files { fresh[file] = stamps[file] ?? FileWatcher.stamp(file) }
        stamps = fresh
    }

    public var files: [String] { stamps.keys.sorted() }

    /// The files whose time changed since the last call, in name order.
    public mutating func changedFiles() -> [String] {
        var changed: [String] = []
        for file in stamps.keys.sorted() {
            let now = FileWatcher.stamp(file)
            if now != stamps[file]! {
                stamps[file] = now
                changed.append(file)
            }
        }
        return changed
    }

    static func stamp(_ path: String) -> Stamp? {
        FileStatus.of(path).map { Stamp(seconds: $0.modifiedSeconds, nanoseconds: $0.modifiedNanoseconds, size: Int($0.size), inode: $0.inode) }
    }
}
