#if canImport(Glibc)
import Glibc
#endif

/// Whether a command-line word names an existing file (`lualayout myscene` runs the REPL
/// on it rather than calling it an unknown command).
enum SceneFileProbe {
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
