@preconcurrency import CEditLine

#if canImport(Glibc)
import Glibc
#endif

/// The C callbacks libedit calls (`rl_getc_function`, `rl_pre_input_hook`,
/// `rl_attempted_completion_function`).
///
/// They are `@convention(c)` function pointers without a context argument, so they reach
/// the reader through `active`, the one piece of global mutable state in the program:
/// libedit itself is process-global (one terminal, one `readline` at a time), and the
/// slot is set and read only on the main thread while a reader exists.
enum EditLineBridge {
    nonisolated(unsafe) private static weak var active: EditLineReader?

    /// - Parameter outputToStandardError: libedit draws on stderr (read when it first
    ///   initialises, at the first `readline`).
    static func install(_ reader: EditLineReader, outputToStandardError: Bool) {
        active = reader
        if outputToStandardError { rl_outstream = stderr }
        rl_readline_name = UnsafePointer(strdup("lualayout"))
        rl_catch_signals = 0
        rl_getc_function = { _ in EditLineBridge.active?.nextByte() ?? -1 }
        rl_pre_input_hook = {
            EditLineBridge.active?.prepareTerminal()
            return 0
        }
        rl_attempted_completion_function = { text, start, end in EditLineBridge.complete(start: start, end: end) }
    }

    static func uninstall(_ reader: EditLineReader) {
        if active === reader { active = nil }
    }

    /// Builds the NULL-terminated, malloc'd array libedit expects: the common prefix,
    /// then each candidate (or the single completion alone).
    static func complete(start: Int32, end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        rl_attempted_completion_over = 1
        guard let reader = active, let buffer = rl_line_buffer else { return nil }
        let bytes = Array(String(cString: buffer).utf8.prefix(Int(end)))
        let line = String(decoding: bytes, as: UTF8.self)
        let candidates = reader.completions(line: line, libeditStart: Int(start))
        guard !candidates.isEmpty else { return nil }
        let last = candidates.count == 1 ? candidates[0].last : nil
        rl_completion_append_character = last == "(" || last == "." || last == "/" ? 0 : 32
        let entries = candidates.count == 1 ? candidates : [commonPrefix(candidates)] + candidates
        // libedit frees the array and its strings with free(): allocate them with malloc.
        let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
        let array = malloc(size)!.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
        for (i, entry) in entries.enumerated() { array[i] = strdup(entry) }
        array[entries.count] = nil
        return array
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map({ Array($0.utf8) }) else { return "" }
        for word in words.dropFirst() {
            let other = Array(word.utf8)
            var n = 0
            while n < prefix.count, n < other.count, prefix[n] == other[n] { n += 1 }
            prefix.removeLast(prefix.count - n)
        }
        return String(decoding: prefix, as: UTF8.self)
    }
}
