#if canImport(Glibc)
import Glibc
#endif

/// The process's memory figures from /proc/self/status, in bytes, for `lualayout bench`'s
/// memory rows.
public enum ProcessMemory {
    /// Resident now (VmRSS) and at peak (VmHWM).
    public static func read() -> (resident: Int, peak: Int) {
        var resident = 0, peak = 0
        guard let file = fopen("/proc/self/status", "r") else { return (0, 0) }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(nulTerminated: line)
            let kilobytes = Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
            if text.hasPrefix("VmRSS:") { resident = kilobytes * 1024 }
            if text.hasPrefix("VmHWM:") { peak = kilobytes * 1024 }
        }
        return (resident, peak)
    }

    /// True when writing 5 to /proc/self/clear_refs resets VmHWM (Linux 4.0 and later).
    public static var canResetPeak: Bool { access("/proc/self/clear_refs", W_OK) == 0 }

    /// Resets VmHWM to the current resident size.
    public static func resetPeak() {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    /// Gives freed heap memory back to the system (glibc's `malloc_trim(0)`, found at run
    /// time: Swift's Glibc module does not import malloc.h), so the baseline is honest.
    public static func trimHeap() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}

