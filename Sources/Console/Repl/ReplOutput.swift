#if canImport(Glibc)
import Glibc
import OperatingSystem
#endif

/// Where the REPL's results go: standard output, or the file `:output FILE` named (as
/// sqlite3's `.output`). Values, pictures, tables, JSON and the scene's `print` follow
/// it; notices and errors do not.
final class ReplOutput {
    /// The file results go to, or nil for standard output.
    private(set) var file: String?
    private var descriptor: Int32 = STDOUT_FILENO

    deinit { closeFile() }

    /// Why a result could not be written since the REPL last asked (`takeFailure`): a
    /// full disk, a closed pipe. The first failure is kept.
    private var failure: String?

    /// Writes a result (a value, a picture, the scene's `print`); a failure is kept for the
    /// REPL to report once the input is done.
    func write(_ text: String) {
        if !StandardStreams.write(text, to: descriptor), failure == nil {
            failure = "cannot write the output\(file.map { " to \($0)" } ?? ""): \(String(cString: strerror(errno)))"
        }
    }

    /// The failure kept since the last call, if any.
    func takeFailure() -> String? {
        defer { failure = nil }
        return failure
    }

    /// Sends results to `path` (created or emptied), or back to standard output for nil.
    /// - Returns: nil, or why the file could not be opened (the output is then unchanged).
    func redirect(to path: String?) -> String? {
        guard let path else {
            closeFile()
            return nil
        }
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
        closeFile()
        descriptor = opened
        file = path
        return nil
    }

    private func closeFile() {
        if descriptor != STDOUT_FILENO { close(descriptor) }
        descriptor = STDOUT_FILENO
        file = nil
    }
}
