#if canImport(Glibc)
import Glibc
#endif

/// A program started and left running, its standard output read through a pipe: the
/// `lualayout serve` that `lualayout bench`'s serve-save row saves scenes to. Its standard
/// input and error are `/dev/null`; it starts with SIGINT and SIGPIPE at their defaults.
public final class RunningChild {
    /// The child's process id.
    public let pid: pid_t
    private let output: Int32
    private var exited = false

    /// Starts `arguments` (the program found on PATH); nil when it could not start.
    public init?(_ arguments: [String]) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var pid: pid_t = 0
        let spawned = ChildProcess.spawn(arguments, pid: &pid) { actions in
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return nil
        }
        self.pid = pid
        output = ends[0]
    }

    /// Reads its standard output until `text` appears in what it wrote, or `seconds` pass
    /// (or it closes its output); returns everything read.
    public func read(until text: String, seconds: Double) -> String {
        var bytes: [UInt8] = []
        Descriptor.read(output, seconds: seconds, into: &bytes) { String(decoding: $0, as: UTF8.self).contains(text) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sends SIGINT (what Ctrl-C sends) and waits for it to end; its exit status.
    @discardableResult
    public func interrupt() -> Int32? {
        guard !exited else { return nil }
        exited = true
        kill(pid, SIGINT)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    deinit {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        close(output)
    }
}

/// Reading a file descriptor with a deadline, for `RunningChild` and `LoopbackStream`.
enum Descriptor {
    /// Appends what `fd` gives to `bytes` until `isComplete(bytes)`, the end of the input,
    /// an error, or `seconds` pass.
    static func read(_ fd: Int32, seconds: Double, into bytes: inout [UInt8], isComplete: ([UInt8]) -> Bool) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let deadline = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 + seconds
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !isComplete(bytes) {
            clock_gettime(CLOCK_MONOTONIC, &now)
            let left = deadline - (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
            guard left > 0 else { return }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return }
            if ready == 0 { continue }
            let n = Glibc.read(fd, &buffer, buffer.count)
            guard n > 0 else { return }
            bytes += buffer[0..<n]
        }
    }
}
