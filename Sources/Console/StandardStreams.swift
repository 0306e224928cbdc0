#if canImport(Glibc)
import Glibc
#endif

/// Writing to standard output and standard error without Foundation: results go to
/// stdout, diagnostics to stderr, so a pipe receives only the JSON or the picture.
public enum StandardStreams {
    /// Writes `text` to standard output, in as few system calls as it takes.
    public static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    public static func err(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}
