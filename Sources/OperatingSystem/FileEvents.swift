#if canImport(Glibc)
import Glibc
#endif

/// The kernel's word (inotify) when a file is saved, replaced, created or removed, for a
/// set of files: `lualayout serve` waits on `descriptor` instead of asking every 50 ms.
///
/// The folders are watched, not the files: an editor that saves by writing a new file and
/// renaming it over the old one replaces the inode a file watch would hold, and a file
/// removed and made again (a named pipe put in its place) is seen too. The events taken
/// are the ends of a save (`IN_CLOSE_WRITE`, a rename into the folder), creation, removal
/// and a change of mode or time (`touch`); a write still under way (`IN_MODIFY`, sent for
/// a truncation before the new bytes) is not one, so a half-written file is not read.
public final class FileEvents {
    /// Readable when events are waiting (for `poll`); read them with `changedFiles()`.
    public let descriptor: Int32
    /// Each watched folder's watch, and the names in it that are watched.
    private var folders: [Int32: (folder: String, names: Set<String>)] = [:]

    private static let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
        | UInt32(IN_DELETE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    /// Nil when the system gives no inotify instance (not Linux, or the per-user limit
    /// reached): the caller polls instead.
    public init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Watches `files` (and forgets the others).
    /// - Returns: false when a folder cannot be watched (the per-user limit of watches,
    ///   a folder that does not exist): the caller polls for those files.
    public func watch(files: [String]) -> Bool {
        var wanted: [String: Set<String>] = [:]
        for file in files {
            let slash = file.lastIndex(of: "/")
            let folder = slash.map { $0 == file.startIndex ? "/" : String(file[..<$0]) } ?? "."
            let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
            wanted[folder, default: []].insert(name)
        }
        for (watch, entry) in folders where wanted[entry.folder] == nil { inotify_rm_watch(descriptor, watch) }
        folders = [:]
        var complete = true
        for (folder, names) in wanted {
            let watch = inotify_add_watch(descriptor, folder, FileEvents.mask)
            guard watch >= 0 else {
                complete = false
                continue
            }
            folders[watch, default: (folder, [])].names.formUnion(names)
        }
        return complete
    }

    /// The watched files named by the events waiting (without blocking), each once, as
    /// they were given to `watch`; every file of a folder that went away.
    public func changedFiles() -> [String] {
        var changed: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            buffer.withUnsafeBytes { bytes in
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = bytes[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if let entry = folders[event.wd] {
                        let path = { (file: String) in entry.folder == "." ? file : entry.folder == "/" ? "/" + file : entry.folder + "/" + file }
                        if event.mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_IGNORED)) != 0 {
                            changed.formUnion(entry.names.map(path))
                        } else if entry.names.contains(name) {
                            changed.insert(path(name))
                        }
                    }
                    offset = nameStart + Int(event.len)
                }
            }
        }
        return changed.sorted()
    }
}
