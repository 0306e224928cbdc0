#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing whole text files without Foundation: scene files, scripts
/// (`:read`), plugin sources, and what the commands write (`:save`, `:svg`, `render`).
/// The one whole-file reader of the package.
public enum TextFile {
    /// Writes `text` to `path`, replacing it whole: a write that fails (a full disk, an
    /// unwritable folder) leaves the file that was there as it was (see `replacing`).
    /// - Returns: nil, or the reason it failed (`cannot write out.svg: No such file or directory`).
    public static func write(_ text: String, to path: String) -> String? {
        replacing(path) { target in
            guard let file = fopen(target, "wb") else { return "cannot write \(path): \(lastErrorDescription)" }
            let bytes = Array(text.utf8)
            let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
            let closed = fclose(file)
            guard written == bytes.count, closed == 0 else { return "cannot write \(path): \(lastErrorDescription)" }
            return nil
        }
    }

    /// Makes the file at `path` through `make`, which writes a file at the path it is
    /// given and returns nil or why it failed. A regular file (or none yet) is made beside
    /// it under a temporary name and renamed over it only when `make` succeeded, so a
    /// failure leaves the old file whole; anything else (`/dev/stdout`, a symbolic link,
    /// a pipe) is written in place, since renaming would replace the link or the device.
    public static func replacing(_ path: String, make: (String) -> String?) -> String? {
        var info = stat()
        let exists = lstat(path, &info) == 0
        if exists, info.st_mode & S_IFMT != S_IFREG { return make(path) }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return "cannot write \(path): \(lastErrorDescription)" }
        // The mode a new file would have (mkstemp's is 0600), or the old file's.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, exists ? info.st_mode & 0o7777 : 0o666 & ~mask)
        close(descriptor)
        let temporary = String(nulTerminated: template)
        if let failure = make(temporary) {
            unlink(temporary)
            return failure
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastErrorDescription
            unlink(temporary)
            return "cannot write \(path): \(reason)"
        }
        return nil
    }

    /// The most a source file may hold (a scene, a script, a plugin: text a person or a
    /// generator writes). Reading stops there, so `/dev/zero` or a file that keeps growing
    /// cannot fill the memory; the C loader of plugins and modules keeps the same bound.
    public static let maximumBytes = 64 << 20

    /// Why a file could not be read, in the OS's words or ours.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The file's contents as UTF-8 text (invalid bytes replaced), or why it cannot be
    /// read: it cannot be opened, it is a directory, it holds more than `maximumBytes`, or
    /// a read fails (a signal that interrupts it, the REPL's Ctrl-C, fails it too). A pipe
    /// or a device is read like a file (`dump <(generate-scene)`), up to the same bound.
    /// - Parameter regularFileOnly: refuse anything but a regular file, judged on what was
    ///   opened, and never block opening it: a named pipe put where the file was would hold
    ///   the caller until a writer came (`lualayout serve` watches a file that may change
    ///   into anything).
    public static func text(_ path: String, regularFileOnly: Bool = false) -> Result<String, ReadError> {
        contents(path, regularFileOnly: regularFileOnly).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `text(path)`, or nil when it fails.
    public static func read(_ path: String) -> String? {
        try? text(path).get()
    }

    /// The file's bytes as they are (a fuzz input need not be text), or nil when
    /// `text(path)` would fail.
    public static func bytes(_ path: String) -> [UInt8]? {
        try? contents(path).get()
    }

    private static func contents(_ path: String, regularFileOnly: Bool = false) -> Result<[UInt8], ReadError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else { return .failure(ReadError(description: lastErrorDescription)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(ReadError(description: lastErrorDescription)) }
        guard info.st_mode & S_IFMT != S_IFDIR else { return .failure(ReadError(description: "Is a directory")) }
        guard !regularFileOnly || info.st_mode & S_IFMT == S_IFREG else {
            return .failure(ReadError(description: "Not a regular file (a pipe, a device or a socket)"))
        }
        let tooLarge = ReadError(description: "File too large (over \(maximumBytes >> 20) MiB)")
        guard info.st_size <= maximumBytes else { return .failure(tooLarge) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0 { return .failure(ReadError(description: lastErrorDescription)) }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: buffer[0..<n])
            guard bytes.count <= maximumBytes else { return .failure(tooLarge) }
        }
    }

    /// The OS's words for the last failure (`No such file or directory`).
    public static var lastErrorDescription: String { String(cString: strerror(errno)) }

    /// Whether two paths name the same existing file (same device and inode).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Whether `path` is an existing file inside `folder` or a folder below it, links
    /// followed: `Plugins/../Plugins/x.lua` and a link into the folder are.
    public static func isInside(_ path: String, folder: String) -> Bool {
        guard let base = resolved(folder), let target = resolved(path) else { return false }
        return target.hasPrefix(base == "/" ? "/" : base + "/")
    }

    /// The absolute path with every link followed, or nil when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
