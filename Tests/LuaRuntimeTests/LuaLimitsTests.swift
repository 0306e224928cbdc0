import Foundation
import Dispatch
import Glibc
import LuaRuntime
import XCTest

final class LuaLimitsTests: XCTestCase {
    func testInstructionBudget_StopsInfiniteLoop() throws {
        let state = try LuaState()
        state.limits = LuaLimits(instructions: 100_000)
        XCTAssertThrowsError(try state.execute("local x = 0\nwhile true do x = x + 1 end", chunkName: "@Scenes/loop.lua")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.kind, .instructionBudget)
            XCTAssertEqual(e?.message, "instruction budget exceeded (100000 instructions)")
            XCTAssertEqual(e?.chunk, "Scenes/loop.lua")
        }
        XCTAssertEqual(try state.execute("return 1"), [.integer(1)])
    }

    func testInstructionBudget_CannotBeSwallowedByPcall() throws {
        let state = try LuaState()
        state.limits = LuaLimits(instructions: 50_000)
        XCTAssertThrowsError(try state.execute("while true do pcall(function() while true do end end) end")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .instructionBudget)
        }
    }

    func testInstructionBudget_IsPerCall() throws {
        let state = try LuaState()
        state.limits = LuaLimits(instructions: 10_000)
        for _ in 0..<20 {
            XCTAssertEqual(try state.execute("local s = 0 for i = 1, 100 do s = s + i end return s"), [.integer(5050)])
        }
    }

    func testDeadline_StopsLoopInsidePcall_StateUsableAfter() throws {
        let state = try LuaState()
        state.limits = LuaLimits(timeout: .milliseconds(50))
        XCTAssertThrowsError(try state.execute("pcall(function() while true do end end)\nreturn 'escaped'")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .timeout, "\($0)")
        }
        XCTAssertEqual(try state.execute("return 2 + 2"), [.integer(4)])
        XCTAssertThrowsError(try state.execute("while true do end")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .timeout)
        }
    }

    /// The time limit counts the CPU time the call used, not the time that passed: a
    /// thread that waits (here in a host function that sleeps three times the limit, as a
    /// thread on a busy machine waits for a core) is not stopped for it.
    func testTimeLimit_CountsCPUTime_NotTimeSpentWaiting() throws {
        let state = try LuaState()
        state.limits = LuaLimits(timeout: .milliseconds(30))
        state.register("wait") { call in
            _ = usleep(90_000)
            return call.returns(.boolean(true))
        }
        XCTAssertEqual(try state.execute("local awake = wait()\nlocal n = 0 for i = 1, 1000 do n = n + i end\nreturn n"), [.integer(500500)])
        // A loop after the wait is still stopped: by the CPU time it uses.
        XCTAssertThrowsError(try state.execute("wait()\nwhile true do end")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .timeout, "\($0)")
        }
    }

    func testDeadline_ShortCallsAreNotStopped() throws {
        let state = try LuaState()
        state.limits = LuaLimits(timeout: .seconds(5))
        for i in 0..<200 {
            XCTAssertEqual(try state.execute("return \(i)"), [.integer(Int64(i))])
        }
    }

    func testMemoryCap_StopsEndlessAllocation_StateUsableAfter() throws {
        let state = try LuaState()
        state.limits = LuaLimits(memory: 8 << 20)
        XCTAssertThrowsError(try state.execute("local t = {} for i = 1, 1e8 do t[i] = { i } end")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.kind, .memory)
            XCTAssertEqual(e?.message, "memory limit exceeded (8388608 bytes)")
        }
        XCTAssertLessThan(state.memoryUsed, 8 << 20)
        XCTAssertEqual(try state.execute("local t = {} for i = 1, 1000 do t[i] = i end return #t"), [.integer(1000)])
    }

    func testMemoryCap_ErrorNamesTheLineThatAllocated() throws {
        let state = try LuaState()
        state.limits = LuaLimits(memory: 4 << 20)
        XCTAssertThrowsError(try state.execute("local t = {}\nfor i = 1, 1e8 do\n  t[i] = { i }\nend", chunkName: "@Plugins/bomb.lua")) {
            XCTAssertEqual(($0 as? LuaError)?.description, "Plugins/bomb.lua:3: memory limit exceeded (4194304 bytes)")
        }
        XCTAssertThrowsError(try state.execute("local s = 'x'\nreturn s:rep(8 << 20)", chunkName: "@Plugins/rep.lua")) {
            XCTAssertEqual(($0 as? LuaError)?.description, "Plugins/rep.lua:2: memory limit exceeded (4194304 bytes)")
        }
    }

    func testMemoryCap_IsOffWhileHostFunctionRuns() throws {
        let state = try LuaState()
        state.limits = LuaLimits(memory: 1 << 20)
        var completed = 0
        state.register("big") { call in
            defer { completed += 1 }
            call.state.push(LuaValue.table(LuaTable(array: (0..<100_000).map { .integer($0) })))
            return 1
        }
        XCTAssertThrowsError(try state.execute("local t = big() local u = {} for i = 1, 1e6 do u[i] = i end")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .memory)
        }
        XCTAssertEqual(completed, 1)
        XCTAssertEqual(try state.execute("return 1"), [.integer(1)])
    }

    func testMemoryCap_StringRepIsBounded() throws {
        let state = try LuaState()
        state.limits = LuaLimits(memory: 4 << 20)
        XCTAssertThrowsError(try state.execute("return string.rep('x', 64 * 1024 * 1024)")) {
            XCTAssertEqual(($0 as? LuaError)?.kind, .memory)
        }
    }

    func testInterrupt_FromAnotherThreadStopsLoop() throws {
        let state = try LuaState()
        let handle = state.interruptHandle
        let started = DispatchSemaphore(value: 0)
        state.register("started") { _ in
            started.signal()
            return 0
        }
        DispatchQueue.global().async {
            started.wait()
            handle.interrupt()
        }
        XCTAssertThrowsError(try state.execute("started()\nwhile true do end", chunkName: "=repl")) {
            let e = $0 as? LuaError
            XCTAssertEqual(e?.kind, .interrupted)
            XCTAssertTrue(e?.message.hasPrefix("interrupted") ?? false, "\($0)")
        }
        XCTAssertEqual(try state.execute("return 'alive'"), [.string("alive")])
    }

    func testInterrupt_AfterStateIsClosedDoesNothing() throws {
        var state: LuaState? = try LuaState()
        let handle = state!.interruptHandle
        state = nil
        handle.interrupt()
    }

    func testSIGINT_DuringCallInterruptsIt() throws {
        let state = try LuaState()
        state.register("ctrlC") { _ in
            raise(SIGINT)
            return 0
        }
        let (_, interrupted) = try LuaState.withSIGINTInterrupts {
            XCTAssertThrowsError(try state.execute("ctrlC()\nwhile true do end")) {
                XCTAssertEqual(($0 as? LuaError)?.kind, .interrupted)
            }
        }
        XCTAssertTrue(interrupted)
        XCTAssertFalse(LuaState.sigintPending, "the scope is over")
        XCTAssertEqual(try state.execute("return 1"), [.integer(1)])
    }

    /// A Ctrl-C stops the work, not one call: every call the scope starts after it, in any
    /// state, stops at its first line (a plugin hook after the one that was running).
    func testSIGINT_StopsEveryLaterCallInTheScope_InAnyState() throws {
        let first = try LuaState(), second = try LuaState()
        first.register("ctrlC") { _ in
            raise(SIGINT)
            return 0
        }
        second.limits = LuaLimits(timeout: .seconds(60))
        let (_, interrupted) = try LuaState.withSIGINTInterrupts {
            XCTAssertThrowsError(try first.execute("ctrlC()\nwhile true do end"))
            XCTAssertTrue(LuaState.sigintPending)
            XCTAssertThrowsError(try second.execute("x = 1\nwhile true do end")) {
                XCTAssertEqual(($0 as? LuaError)?.kind, .interrupted)
            }
            XCTAssertThrowsError(try second.execute("return 1"), "a call after the Ctrl-C, however short")
        }
        XCTAssertTrue(interrupted)
        XCTAssertEqual(try second.execute("return x"), [.nil], "stopped at its first line; after the scope, calls run")
    }

    /// A call into another state from a host function (a plugin hook calling the scene's
    /// selector): the Ctrl-C stops the inner call, and the outer one when it goes on.
    func testSIGINT_InANestedCall_StopsItAndTheCallAroundIt() throws {
        let outer = try LuaState(), inner = try LuaState()
        inner.register("ctrlC") { _ in
            raise(SIGINT)
            return 0
        }
        var innerError: LuaError?
        outer.register("callInner") { _ in
            do { _ = try inner.execute("ctrlC()\nwhile true do end") } catch { innerError = error as? LuaError }
            return 0
        }
        outer.limits = LuaLimits(timeout: .seconds(60))
        let (_, interrupted) = try LuaState.withSIGINTInterrupts {
            XCTAssertThrowsError(try outer.execute("callInner()\nwhile true do end")) {
                XCTAssertEqual(($0 as? LuaError)?.kind, .interrupted)
            }
        }
        XCTAssertTrue(interrupted)
        XCTAssertEqual(innerError?.kind, .interrupted)
    }

    func testSIGINTScope_WithoutCtrlC_IsNotInterrupted() throws {
        let state = try LuaState()
        let (values, interrupted) = LuaState.withSIGINTInterrupts { try? state.execute("return 5") }
        XCTAssertEqual(values, [.integer(5)])
        XCTAssertFalse(interrupted)
    }

    func testLimits_RoundTrip() throws {
        let state = try LuaState()
        let limits = LuaLimits(instructions: 1000, timeout: .milliseconds(20), memory: 1 << 20)
        state.limits = limits
        XCTAssertEqual(state.limits, limits)
        state.withLimits(.none) { XCTAssertEqual(state.limits, .none) }
        XCTAssertEqual(state.limits, limits)
    }
}

extension LuaLimitsTests {
    /// A process-directed SIGINT must not land in a watchdog thread (the REPL's Ctrl-C
    /// would be lost there): the thread blocks every signal. Read from /proc (Linux).
    func testWatchdogThread_BlocksSIGINT() throws {
        let state = try LuaState()
        state.limits = LuaLimits(timeout: .seconds(60))
        XCTAssertEqual(try state.execute("return 1"), [.integer(1)])   // starts the watchdog thread
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
        var masks: [UInt64] = []
        for task in tasks {
            let comm = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
            guard comm.trimmingCharacters(in: .whitespacesAndNewlines) == "lh-watchdog",
                  let status = try? String(contentsOfFile: "/proc/self/task/\(task)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }),
                  let mask = UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
            else { continue }
            masks.append(mask)
        }
        XCTAssertFalse(masks.isEmpty, "no lh-watchdog thread found")
        XCTAssertTrue(masks.allSatisfy { $0 & (1 << (UInt64(SIGINT) - 1)) != 0 }, masks.map { String($0, radix: 16) }.joined(separator: " "))
    }
}
