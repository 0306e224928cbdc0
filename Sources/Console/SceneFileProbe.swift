#if canImport(Glibc)
import Glibc
#endif

/// What a command-line word names: an existing file (`lualayout myscene` runs the REPL on
/// it rather than calling it an unknown command), or a folder (`--plugins DIR`).
enum SceneFileProbe {
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
