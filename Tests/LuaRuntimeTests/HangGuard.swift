import Dispatch
import Foundation
import LuaRuntime
import XCTest

/// Runs `body` on a thread of its own and waits for it at most `seconds`, a generous
/// bound on a hang (not a timing): if the code under test hangs, the test fails instead
/// of blocking the suite. The hung thread is left behind (the process ends with the run).
func withHangGuard<T: Sendable>(
    seconds: Double = 60, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable () -> T
) -> T? {
    let box = OutcomeBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(body())
        done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
        XCTFail("still running after \(seconds) s: a limit did not stop it", file: file, line: line)
        return nil
    }
    return box.get()
}

/// The outcome of running `source` in a fresh sandboxed state with `limits`, as a string
/// ("ok: values" or "kind: file:line: message"), with the state closed afterwards.
func outcome(_ source: String, limits: LuaLimits, chunk: String = "@Plugins/hostile.lua") -> String {
    do {
        let state = try LuaState()
        state.limits = limits
        return "ok: " + (try state.execute(source, chunkName: chunk)).map { "\($0)" }.joined(separator: ", ")
    } catch {
        return "\(error.kind.rawValue): \(error.description)"
    }
}

/// `outcome` under a hang guard.
func guardedOutcome(
    _ source: String, limits: LuaLimits, file: StaticString = #filePath, line: UInt = #line
) -> String {
    withHangGuard(file: file, line: line) { outcome(source, limits: limits) } ?? "hung"
}

final class OutcomeBox<T>: @unchecked Sendable {
    // @unchecked: written once by the worker thread before the semaphore is signalled.
    private let lock = NSLock()
    private var value: T?
    func set(_ v: T) { lock.withLock { value = v } }
    func get() -> T? { lock.withLock { value } }
}
