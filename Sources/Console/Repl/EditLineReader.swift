@preconcurrency import CEditLine

#if canImport(Glibc)
import Glibc
import OperatingSystem
#endif

/// Reads lines from the terminal with libedit (BSD licence; GNU readline is GPL):
/// history in a file, Ctrl-R search, Tab completion, Ctrl-C discarding the line, and an
/// idle callback every 50 ms while the prompt waits (`:watch`).
///
/// libedit reads each key through `rl_getc_function`, which waits with `poll` on stdin
/// for at most 50 ms and then looks for a blocked Ctrl-C (`InterruptSignal`), so a key,
/// a Ctrl-C and the idle tick all arrive in one place. Keys are passed on byte by byte (libedit's getc hook
/// has no multibyte decoding), which is fine for Lua and command input.
public final class EditLineReader: LineReader {
    /// Milliseconds between idle ticks while the prompt waits.
    static let idleInterval: Int32 = 50

    let historyPath: String?
    let completer: Completer
    /// Called on each idle tick; returns true if it printed (the line is then redrawn).
    let idle: () -> Bool
    private let interrupts: InterruptSignal
    private var lastEntry: String?
    private var interrupted = false
    /// Keys typed while the terminal was cooked, not yet given to libedit.
    private var typeAhead: [UInt8] = []
    private var typeAheadStart = 0
    /// The terminal's settings before `prepareTerminal` changed them, restored after the line.
    private var cookedSettings: termios?
    /// Where the prompt and the line being edited go: stdout, or stderr when stdout is not
    /// the terminal.
    private let terminal: Int32

    /// - Parameters:
    ///   - interrupts: SIGINT blocked since before the session started any thread (see
    ///     `InterruptSignal`).
    ///   - onStandardError: the prompt goes to stderr (stdout carries the results elsewhere).
    init(
        historyPath: String?, completer: Completer, interrupts: InterruptSignal, onStandardError: Bool = false,
        idle: @escaping () -> Bool
    ) {
        self.interrupts = interrupts
        self.historyPath = historyPath
        self.completer = completer
        self.idle = idle
        terminal = onStandardError ? STDERR_FILENO : STDOUT_FILENO
        EditLineBridge.install(self, outputToStandardError: onStandardError)
        stifle_history(1000)
        if let historyPath {
            HistoryFile.createFolders(for: historyPath)
            read_history(historyPath)
        }
    }

    deinit {
        EditLineBridge.uninstall(self)
    }

    public func read(prompt: String) -> LineEvent {
        interrupted = false
        let raw = readline(prompt)
        restoreTerminal()
        guard let raw else { return .end }
        defer { free(raw) }
        if interrupted { return .interrupted }
        return .line(String(cString: raw))
    }

    /// Adds `entry` unless it repeats the previous one, and writes the file at once so a
    /// crash loses nothing.
    public func remember(_ entry: String) {
        guard entry != lastEntry else { return }
        lastEntry = entry
        add_history(entry)
        if let historyPath { write_history(historyPath) }
    }

    public func whileRunningLua(_ body: () -> Void) {
        interrupts.unblocked(body)
    }

    // MARK: Called by libedit through EditLineBridge

    /// Called by `readline` once libedit has recorded the terminal's settings and before
    /// it prints the prompt. libedit itself switches to raw mode only after printing the
    /// prompt (and, with input waiting, only at the first key), so keys typed in between
    /// met the cooked line discipline, which swallows a Ctrl-D (see `CookedTypeAhead`).
    /// Here the waiting keys are taken and the terminal is put in libedit's raw mode
    /// before the prompt appears: a key typed once the prompt is seen is always libedit's.
    func prepareTerminal() {
        guard let taken = CookedTypeAhead.take(from: STDIN_FILENO) else { return }
        cookedSettings = taken.cooked
        typeAhead.append(contentsOf: taken.typed)
        rl_prep_terminal(0)
    }

    /// `readline` ends by restoring the settings it recorded, the cooked ones, but not when
    /// libedit has editing disabled: they are put back here in any case, so the
    /// non-canonical mode `prepareTerminal` set never outlives the line.
    private func restoreTerminal() {
        guard var settings = cookedSettings else { return }
        cookedSettings = nil
        tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
    }

    /// The next input byte, or -1 at the end of input. Waits for a key, a Ctrl-C or the
    /// idle tick.
    func nextByte() -> Int32 {
        if typeAheadStart < typeAhead.count {
            defer { typeAheadStart += 1 }
            return Int32(typeAhead[typeAheadStart])
        }
        typeAhead.removeAll(keepingCapacity: true)
        typeAheadStart = 0
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&fds, 1, EditLineReader.idleInterval)
            if interrupts.take() { return discardLine() }
            if ready < 0, errno == EINTR { continue }
            if ready == 0 {
                if idle() { rl_forced_update_display() }
                continue
            }
            var byte: UInt8 = 0
            let n = Glibc.read(STDIN_FILENO, &byte, 1)
            if n == 1 { return Int32(byte) }
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            return -1
        }
    }

    /// Ctrl-C while typing: empty the line and end it, so readline returns and `read`
    /// reports `.interrupted`.
    private func discardLine() -> Int32 {
        interrupted = true
        // As the line discipline flushes its input on Ctrl-C, so the keys typed ahead go.
        typeAhead.removeAll()
        typeAheadStart = 0
        rl_replace_line("", 0)
        StandardStreams.write("^C", to: terminal)
        return 10
    }

    /// The libedit `matches` array for the text before the cursor.
    func completions(line: String, libeditStart: Int) -> [String] {
        let result = completer.complete(line)
        let chars = Array(line)
        let myStart = String(chars[..<min(result.start, chars.count)]).utf8.count
        let bytes = Array(line.utf8)
        return result.candidates.map { candidate in
            if myStart >= libeditStart {
                return String(decoding: bytes[libeditStart..<myStart], as: UTF8.self) + candidate
            }
            return String(decoding: candidate.utf8.dropFirst(libeditStart - myStart), as: UTF8.self)
        }
    }
}
