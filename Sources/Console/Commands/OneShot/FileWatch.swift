#if canImport(Glibc)
import Glibc
#endif
import OperatingSystem

/// What `lualayout serve` watches its files with: the kernel's events (`FileEvents`,
/// inotify) when it has them for every folder, the files' times every 50 ms
/// (`FileWatcher`) otherwise. Either way a file is said to change only when its time,
/// size or inode did, so an event that changed nothing (a folder's other file, a `touch`
/// that kept the time) loads nothing.
struct FileWatch {
    private let events = FileEvents()
    private var stamps: FileWatcher
    private var polling = true

    init(files: [String]) {
        stamps = FileWatcher(files: files)
        watch(files: files)
    }

    /// Watches `files` (forgetting the others).
    mutating func watch(files: [String]) {
        stamps.watch(files: files)
        polling = !(events?.watch(files: files) ?? false)
    }

    /// The descriptor to wait on (-1, which `poll` skips, when polling).
    var descriptor: Int32 { polling ? -1 : events?.descriptor ?? -1 }

    /// How long to wait for it: for ever with events, 50 ms when polling.
    var pollMilliseconds: Int32 { polling ? 50 : Int32.max }

    /// Whether a watched file changed since the last call (without blocking).
    mutating func filesChanged() -> Bool {
        if let events, !polling, events.changedFiles().isEmpty { return false }
        return !stamps.changedFiles().isEmpty
    }
}
