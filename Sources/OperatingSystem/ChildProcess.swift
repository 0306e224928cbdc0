#if canImport(Glibc)
import Glibc
#endif

/// Runs another program and waits for it: `rsvg-convert` for PNGs, the user's `$PAGER`,
/// the `lualayout dump` that `lualayout bench`'s startup row times. The child starts with SIGPIPE and SIGINT at their default actions (lualayout ignores
/// the one and catches the other).
public enum ChildProcess {
    /// Runs `arguments` (the program found on PATH), writing `input` to its standard input
    /// when given (the child inherits lualayout's otherwise), with `environment` added to
    /// lualayout's own; its standard output and error are lualayout's, or `/dev/null` when
    /// `discardingOutput`.
    /// - Returns: its exit status (128 + N when signal N ended it), 127 when it is not
    ///   found, nil when it could not be started (`errno` says why).
    public static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], discardingOutput: Bool = false
    ) -> Int32? {
        var pipeEnds: [Int32] = [-1, -1]
        if input != nil {
            guard pipe(&pipeEnds) == 0 else { return nil }
            // Neither end stays open in the child beyond its stdin: its end of input is ours to close.
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        }
        var pid: pid_t = 0
        let spawned = spawn(arguments, environment: environment, pid: &pid) { actions in
            if discardingOutput {
                posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            }
            if input != nil { posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO) }
        }
        if input != nil { close(pipeEnds[0]) }
        guard spawned == 0 else {
            if input != nil { close(pipeEnds[1]) }
            if spawned == ENOENT { return 127 }
            errno = spawned
            return nil
        }
        if let input {
            // A pager the user quits early closes the pipe: the rest is not wanted (EPIPE,
            // SIGPIPE being ignored), not an error.
            _ = StandardStreams.write(input, to: pipeEnds[1])
            close(pipeEnds[1])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Starts `arguments` (the program found on PATH) with `environment` added to
    /// lualayout's own, SIGPIPE and SIGINT at their default actions, and the file actions
    /// `arrange` adds; the child's id goes to `pid`.
    /// - Returns: 0, or the error number `posix_spawnp` gave.
    static func spawn(
        _ arguments: [String], environment: [String: String] = [:], pid: inout pid_t,
        arrange: (inout posix_spawn_file_actions_t) -> Void
    ) -> Int32 {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var current = ProcessEnvironment.current
        for (name, value) in environment { current[name] = value }
        let envp = current.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        arrange(&actions)
        return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    }
}
