#if canImport(Glibc)
import Glibc
#endif

/// Moves the terminal from canonical ("cooked") mode to non-canonical mode without losing
/// the keys typed while it was cooked: while the program starts, while Lua runs, or
/// between the prompt and libedit's own switch to raw mode.
///
/// In cooked mode the line discipline takes Ctrl-D as its end-of-file and keeps it in
/// its buffer as a NUL byte; once canonical mode is off, `read` returns that NUL, which
/// libedit binds to quoted-insert (NUL is `_POSIX_VDISABLE`, the value of the tty
/// characters it disables). The next Ctrl-D is then inserted into the line, and every
/// later one only rings the bell: the REPL could not be left. So the typed-ahead input is
/// read here while the terminal is still canonical, where an end-of-file is still seen as
/// one (`read` returns 0, or a line without its newline), and given back as the Ctrl-D
/// byte, the key the user pressed.
enum CookedTypeAhead {
    static let controlD: UInt8 = 4
    /// Linux's `_POSIX_VDISABLE` (<bits/posix_opt.h>, a macro Swift does not import): the
    /// value of a tty character that is turned off.
    static let disabled: UInt8 = 0

    /// Takes the input waiting on `fd` and leaves the terminal non-canonical and silent
    /// (no echo), so that nothing typed from now on is the line discipline's. Returns
    /// nil, and changes nothing, unless `fd` is a terminal in canonical mode with echo
    /// (the mode libedit edits in); otherwise the settings to restore once the line is
    /// read, and the bytes typed so far, each end-of-file as a Ctrl-D.
    static func take(from fd: Int32) -> (cooked: termios, typed: [UInt8])? {
        var cooked = termios()
        guard tcgetattr(fd, &cooked) == 0,
              cooked.c_lflag & tcflag_t(ICANON) != 0, cooked.c_lflag & tcflag_t(ECHO) != 0 else { return nil }
        // First make Ctrl-D an ordinary character: from here on it stays in the buffer as
        // itself. End-of-files typed before are still marked as such and drained below.
        var literalEOF = cooked
        setCharacter(VEOF, to: disabled, in: &literalEOF)
        guard tcsetattr(fd, TCSANOW, &literalEOF) == 0 else { return nil }
        let typed = drainCompleteLines(from: fd, terminators: lineTerminators(cooked))
        var raw = literalEOF
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        setCharacter(VMIN, to: 1, in: &raw)
        setCharacter(VTIME, to: 0, in: &raw)
        tcsetattr(fd, TCSANOW, &raw)
        return (cooked, typed)
    }

    /// Reads, in canonical mode, every line the line discipline has completed: a read of
    /// 0 bytes is an end-of-file typed at the start of a line, a line without its
    /// terminator is one ended by an end-of-file. Both give a Ctrl-D.
    static func drainCompleteLines(from fd: Int32, terminators: Set<UInt8>) -> [UInt8] {
        var typed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        // Bounded: a hung-up terminal reads 0 forever.
        for _ in 0..<1024 {
            guard poll(&fds, 1, 0) == 1, fds[0].revents & Int16(POLLIN) != 0,
                  fds[0].revents & Int16(POLLHUP | POLLERR) == 0 else { break }
            let n = read(fd, &buffer, buffer.count)
            if n < 0 { break }
            typed += buffer[0..<n]
            if n == 0 || (n < buffer.count && !terminators.contains(buffer[n - 1])) { typed.append(controlD) }
        }
        return typed
    }

    /// The bytes that end a canonical line: newline, and the optional EOL and EOL2.
    static func lineTerminators(_ settings: termios) -> Set<UInt8> {
        var set: Set<UInt8> = [10]
        for index in [VEOL, VEOL2] {
            let value = character(index, in: settings)
            if value != disabled { set.insert(value) }
        }
        return set
    }

    static func character(_ index: Int32, in settings: termios) -> UInt8 {
        withUnsafeBytes(of: settings.c_cc) { $0[Int(index)] }
    }

    static func setCharacter(_ index: Int32, to value: UInt8, in settings: inout termios) {
        withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(index)] = value }
    }
}
