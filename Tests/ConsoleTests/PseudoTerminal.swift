import Foundation

#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Runs `lualayout` on a pseudo-terminal (openpty + posix_spawn in a new session with
/// the pty as its controlling terminal), so the REPL sees a tty on stdin and stdout and
/// Ctrl-C typed on the master arrives as SIGINT. Reads wait for a substring with a
/// generous timeout; nothing is timing-asserted.
final class PseudoTerminal {
    private let master: Int32
    let pid: pid_t
    private(set) var output = ""

    /// glibc's `POSIX_SPAWN_SETSID` (<spawn.h>), which Swift's Glibc module hides behind
    /// `_GNU_SOURCE`.
    static let spawnSetSID: Int16 = 0x80

    /// - Parameter standardOutput: a file the child's stdout goes to instead of the
    ///   terminal (`lualayout repl > log.txt`); stdin and stderr stay on it.
    init(arguments: [String], environment: [String: String], standardOutput: String? = nil) throws {
        guard let binary = LualayoutProcess.executable else { throw NSError(domain: "lualayout binary not built", code: 1) }
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: 40, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw NSError(domain: "openpty failed", code: 2) }
        let slaveName = String(cString: ttyname(slave))
        close(slave)
        self.master = master

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid: the pty becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        if let standardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, PseudoTerminal.spawnSetSID)

        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, binary, &actions, &attributes, argv, envp)
        guard status == 0 else { throw NSError(domain: "posix_spawn failed", code: Int(status)) }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads until the output since `mark` contains `text`, or `timeout` seconds pass.
    @discardableResult
    func waitFor(_ text: String, after mark: String.Index? = nil, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output[(mark ?? output.startIndex)...].contains(text) { return true }
            readAvailable(waitMilliseconds: 100)
        }
        return output[(mark ?? output.startIndex)...].contains(text)
    }

    var mark: String.Index { output.endIndex }

    private func readAvailable(waitMilliseconds: Int32) {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, waitMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(master, &buffer, buffer.count)
        if n > 0 { output += String(decoding: buffer[0..<n], as: UTF8.self) }
    }

    /// Types one Ctrl-D and returns the exit status (nil if the process does not end).
    /// One is enough: the REPL takes the keys typed while the terminal was still cooked,
    /// and puts it in raw mode before printing the prompt.
    func endWithCtrlD() -> Int32? {
        type("\u{4}")
        return exitStatus()
    }

    /// Waits for the process to end; its exit status, or nil after `timeout`.
    func exitStatus(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            readAvailable(waitMilliseconds: 50)
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f) }
        }
        return nil
    }
}
