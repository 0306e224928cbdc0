import OperatingSystem

/// Whether a command-line word names an existing file (`lualayout myscene` runs the REPL
/// on it rather than calling it an unknown command).
enum SceneFileProbe {
    static func exists(_ path: String) -> Bool {
        FileStatus.isRegularFile(path)
    }
}
