#if canImport(Glibc)
import Glibc
#endif

/// Writing to standard output, standard error or any descriptor without Foundation:
/// results go to stdout, diagnostics to stderr, so a pipe receives only the JSON or the
/// picture. The one write-all loop of the package.
public enum StandardStreams {
    /// Writes `text` to standard output, in as few system calls as it takes.
    /// - Returns: false when it could not be written (a full disk, a closed pipe).
    @discardableResult
    public static func out(_ text: String) -> Bool {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes a command's result to standard output, or says on standard error that it
    /// could not (`lualayout: cannot write to standard output: No space left on device`):
    /// a result that did not arrive is a failure, never an exit status of 0.
    /// - Returns: false when it could not be written.
    public static func result(_ text: String) -> Bool {
        if out(text) { return true }
        err("lualayout: cannot write to standard output: \(String(cString: strerror(errno)))\n")
        return false
    }

    /// Writes `text` to standard error.
    public static func err(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, retrying short writes and `EINTR`, so that a
    /// picture goes out in one piece.
    /// - Returns: false on a write error (a closed pipe, say).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                // write(2) never returns 0 for a nonzero count on a pipe, file or terminal;
                // stop rather than spin if a device does.
                if written == 0 { return false }
                offset += written
            }
            return true
        }
    }
}
