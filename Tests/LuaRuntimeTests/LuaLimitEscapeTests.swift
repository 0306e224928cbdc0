import LuaRuntime
import XCTest

/// Code that used to escape the CPU limits (issue 8, items 2, 3 and 5): finalizers,
/// message handlers, and C library loops. Each case runs under a hang guard and must
/// end with the exact limit error.
final class LuaLimitEscapeTests: XCTestCase {
    private let time = LuaLimits(timeout: .milliseconds(20))
    private let budget = LuaLimits(instructions: 1_000_000)

    // MARK: Item 2: __gc

    func testGCMetamethod_IsRefusedBySetmetatable() {
        let source = "local t = setmetatable({}, {__gc = function() while true do end end})\nfor i = 1, 1e6 do local x = {} end"
        let expected = "runtime: Plugins/hostile.lua:1: __gc metamethods are not supported (a finalizer would run outside the time and instruction limits)"
        XCTAssertEqual(guardedOutcome(source, limits: budget), expected)
        XCTAssertEqual(guardedOutcome(source, limits: time), expected)
        XCTAssertEqual(guardedOutcome("setmetatable({}, {__gc = true})", limits: .none),
                       "runtime: Plugins/hostile.lua:1: __gc metamethods are not supported (a finalizer would run outside the time and instruction limits)")
    }

    func testGCFieldAddedLater_NeverRuns_EvenWhenTheStateCloses() {
        // Lua marks an object for finalization only if its metatable has __gc when set.
        let source = """
            local mt = {}
            local t = setmetatable({}, mt)
            mt.__gc = function() while true do end end
            t = nil
            for i = 1, 2e5 do local x = { i } end
            return 'done'
            """
        XCTAssertEqual(guardedOutcome(source, limits: budget), "ok: string(\"done\")")
    }

    func testSetmetatable_KeepsItsOtherRules() {
        XCTAssertEqual(outcome("return getmetatable(setmetatable({}, {__index = {a = 1}})).__index.a", limits: .none), "ok: integer(1)")
        XCTAssertEqual(outcome("return setmetatable({}, nil) ~= nil", limits: .none), "ok: boolean(true)")
        XCTAssertEqual(outcome("setmetatable(setmetatable({}, {__metatable = 1}), {})", limits: .none),
                       "runtime: Plugins/hostile.lua:1: cannot change a protected metatable")
        XCTAssertEqual(outcome("setmetatable(1)", limits: .none),
                       "runtime: Plugins/hostile.lua:1: bad argument #1 to 'setmetatable' (table expected, got number)")
        XCTAssertEqual(outcome("setmetatable({}, 1)", limits: .none),
                       "runtime: Plugins/hostile.lua:1: bad argument #2 to 'setmetatable' (nil or table expected, got number)")
    }

    // MARK: Item 3: budget and time limit together

    func testTimeLimit_StopsTheCallWhenABudgetIsAlsoSet() {
        let both = LuaLimits(instructions: Int(Int32.max), timeout: .milliseconds(20))
        let source = "for i = 1, 4 do pcall(function() while true do end end) end"
        XCTAssertEqual(guardedOutcome(source, limits: both), "timeout: Plugins/hostile.lua:1: time limit exceeded (20 ms)")
    }

    /// The watchdog's arm used to be lost now and then: the Lua thread's decrement of the
    /// budget's hook count overwrote the count of 1 it wrote, and the call ran on for the
    /// budget's count (2^31 instructions, 10-50 s) before the hook noticed the deadline.
    /// The message is the same either way, so a lost arm shows only as a hang: with the
    /// old arming these 300 calls took 87 s and 107 s (worst call 54 s), now about 2 s.
    /// The guard's 30 s is a generous bound on that hang, not a timing.
    func testTimeLimit_IsNeverLostUnderABudget_ManyCalls() {
        let outcomes = withHangGuard(seconds: 30) {
            let state: LuaState
            do { state = try LuaState() } catch { return ["\(error)"] }
            state.limits = LuaLimits(instructions: Int(Int32.max), timeout: .milliseconds(2))
            return (0..<300).map { _ -> String in
                do throws(LuaError) {
                    _ = try state.execute("pcall(function() while true do end end)", chunkName: "@Plugins/hostile.lua")
                    return "not stopped"
                } catch {
                    return "\(error.kind.rawValue): \(error.description)"
                }
            }
        }
        XCTAssertEqual(Set(outcomes ?? ["hung"]), ["timeout: Plugins/hostile.lua:1: time limit exceeded (2 ms)"])
    }

    func testBudget_StopsTheCallWhenATimeLimitIsAlsoSet() {
        let both = LuaLimits(instructions: 100_000, timeout: .seconds(600))
        XCTAssertEqual(guardedOutcome("while true do end", limits: both),
                       "instructionBudget: Plugins/hostile.lua:1: instruction budget exceeded (100000 instructions)")
    }

    // MARK: Item 5: message handlers

    func testLoopingMessageHandler_IsStopped() {
        // xpcall catches the trip; the next line raises it again.
        let source = "xpcall(error, function() while true do end end)\nreturn 'escaped'"
        XCTAssertEqual(guardedOutcome(source, limits: time), "timeout: Plugins/hostile.lua:2: time limit exceeded (20 ms)")
        XCTAssertEqual(guardedOutcome(source, limits: budget),
                       "instructionBudget: Plugins/hostile.lua:2: instruction budget exceeded (1000000 instructions)")
    }

    func testLoopingMessageHandler_InsideAPcallLoop_IsStopped() {
        let source = "while true do pcall(xpcall, function() while true do end end, function() while true do end end) end"
        XCTAssertEqual(guardedOutcome(source, limits: time), "timeout: Plugins/hostile.lua:1: time limit exceeded (20 ms)")
    }

    func testLoopingTostringOfAnErrorValue_IsStopped() {
        let source = "error(setmetatable({}, {__tostring = function() while true do end end}))"
        XCTAssertEqual(guardedOutcome(source, limits: time), "timeout: Plugins/hostile.lua:1: time limit exceeded (20 ms)")
    }

    func testLoopingCloseMetamethod_WhileATripUnwinds_IsStopped() {
        let source = """
            local x <close> = setmetatable({}, {__close = function() while true do end end})
            while true do end
            """
        XCTAssertEqual(guardedOutcome(source, limits: time), "timeout: Plugins/hostile.lua:1: time limit exceeded (20 ms)")
        XCTAssertEqual(guardedOutcome(source, limits: budget),
                       "instructionBudget: Plugins/hostile.lua:1: instruction budget exceeded (1000000 instructions)")
    }

    func testXpcall_StillRunsItsHandler() {
        XCTAssertEqual(outcome("return xpcall(error, function(m) return 'handled: ' .. m end, 'boom')", limits: time),
                       "ok: boolean(false), string(\"handled: boom\")")
        XCTAssertEqual(outcome("return xpcall(function(a, b) return a + b end, print, 2, 3)", limits: time),
                       "ok: boolean(true), integer(5)")
        XCTAssertEqual(outcome("xpcall(print)", limits: .none),
                       "runtime: Plugins/hostile.lua:1: bad argument #2 to 'xpcall' (function expected, got no value)")
    }

    // MARK: Item 5: C loops

    func testStringRep_OfNothing_IsImmediate() {
        XCTAssertEqual(guardedOutcome("return string.rep('', math.maxinteger), ('x'):rep(0), ('ab'):rep(3, ',')", limits: time),
                       "ok: string(\"\"), string(\"\"), string(\"ab,ab,ab\")")
        XCTAssertEqual(guardedOutcome("return #string.rep('', math.maxinteger, '')", limits: budget), "ok: integer(0)")
    }

    func testStringRep_TooLarge_IsRefusedBeforeAllocating() {
        XCTAssertEqual(outcome("return string.rep('x', 2^40)", limits: .none),
                       "runtime: Plugins/hostile.lua:1: resulting string too large (string.rep makes at most 1073741824 bytes)")
    }

    func testTableMove_HugeRange_IsStopped() {
        let source = "table.move({}, 1, 2^50, 1, {})"
        XCTAssertEqual(guardedOutcome(source, limits: time), "timeout: Plugins/hostile.lua:1: time limit exceeded (20 ms)")
        XCTAssertEqual(guardedOutcome(source, limits: budget),
                       "instructionBudget: Plugins/hostile.lua:1: instruction budget exceeded (1000000 instructions)")
    }

    func testTableInsertRemove_HugeLength_AreStopped() {
        let huge = "local t = setmetatable({}, {__len = function() return 2^50 end})\n"
        XCTAssertEqual(guardedOutcome(huge + "table.insert(t, 1, 'x')", limits: time),
                       "timeout: Plugins/hostile.lua:2: time limit exceeded (20 ms)")
        XCTAssertEqual(guardedOutcome(huge + "table.remove(t, 1)", limits: budget),
                       "instructionBudget: Plugins/hostile.lua:2: instruction budget exceeded (1000000 instructions)")
    }

    func testTableConcatAndSort_HugeLength_AreStopped() {
        let proxy = "local t = setmetatable({}, {__len = function() return 2^31 - 2 end, __index = rawlen, __newindex = rawlen})\n"
        XCTAssertEqual(guardedOutcome(proxy + "table.concat(t)", limits: time),
                       "timeout: Plugins/hostile.lua:2: time limit exceeded (20 ms)")
        XCTAssertEqual(guardedOutcome(proxy + "table.sort(t)", limits: time),
                       "timeout: Plugins/hostile.lua:2: time limit exceeded (20 ms)")
        XCTAssertEqual(guardedOutcome(proxy + "table.sort(t, rawequal)", limits: budget),
                       "instructionBudget: Plugins/hostile.lua:2: instruction budget exceeded (1000000 instructions)")
    }

    func testBoundedTableFunctions_KeepTheirMeaning() {
        let cases: [(String, String)] = [
            ("local t = {1, 2, 3, 4, 5} table.move(t, 1, 3, 3) return table.concat(t, ',')", "ok: string(\"1,2,1,2,3\")"),
            ("local t = {1, 2, 3, 4, 5} table.move(t, 3, 5, 1) return table.concat(t, ',')", "ok: string(\"3,4,5,4,5\")"),
            ("local t = table.move({1, 2}, 1, 2, 3, {9}) return t[1], t[2], t[3], t[4]", "ok: integer(9), nil, integer(1), integer(2)"),
            ("local t = {'a', 'c'} table.insert(t, 2, 'b') table.insert(t, 'd') return table.concat(t)", "ok: string(\"abcd\")"),
            ("local t = {'a', 'b', 'c'} return table.remove(t, 1), table.remove(t), table.concat(t)", "ok: string(\"a\"), string(\"c\"), string(\"b\")"),
            ("return table.concat({1, 2, 3}, ', ', 2)", "ok: string(\"2, 3\")"),
            ("local t = {3, 1, 2} table.sort(t) return table.concat(t)", "ok: string(\"123\")"),
            ("local t = {3, 1, 2} table.sort(t, function(a, b) return a > b end) return table.concat(t)", "ok: string(\"321\")"),
            ("table.insert({}, 5, 1)", "runtime: Plugins/hostile.lua:1: bad argument #2 to 'insert' (position out of bounds)"),
            ("table.insert({}, 1, 2, 3)", "runtime: Plugins/hostile.lua:1: wrong number of arguments to 'insert'"),
            ("table.remove({1}, 5)", "runtime: Plugins/hostile.lua:1: bad argument #1 to 'remove' (position out of bounds)"),
            ("return table.concat({1, {}}, ',')", "runtime: Plugins/hostile.lua:1: invalid value (table) at index 2 in table for 'concat'"),
            ("table.move({}, -1, math.maxinteger, 1)", "runtime: Plugins/hostile.lua:1: bad argument #3 to 'move' (too many elements to move)"),
            ("table.sort({1, 'x'})", "runtime: attempt to compare string with number"),
            ("table.sort({'x'}, 1) return 'one element: nothing checked'", "ok: string(\"one element: nothing checked\")"),
            ("table.sort({3, 2, 1, 5, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, function(a, b) return true end)",
             "runtime: Plugins/hostile.lua:1: invalid order function for sorting"),
            ("table.insert(1, 2)", "runtime: Plugins/hostile.lua:1: bad argument #1 to 'insert' (table expected, got number)"),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(outcome(source, limits: budget), expected, source)
        }
    }

    // MARK: Item 5: pattern matching

    func testBacktrackingPatterns_AreStopped() {
        let cases = [
            "return string.find(string.rep('a', 30000), '.-.-.-.-b')",
            "return (string.rep('a', 30000)):match('a*a*a*a*b')",
            "return (string.rep('a', 30000)):gsub('a-a-a-a-b', '')",
            "for x in (string.rep('a', 30000)):gmatch('.-.-.-b') do end",
            "return string.rep('(', 100000):find('%b()')",
        ]
        for source in cases {
            XCTAssertEqual(guardedOutcome(source, limits: time), "timeout: Plugins/hostile.lua:1: time limit exceeded (20 ms)", source)
            XCTAssertEqual(guardedOutcome(source, limits: budget),
                           "instructionBudget: Plugins/hostile.lua:1: instruction budget exceeded (1000000 instructions)", source)
        }
    }

    func testPatternFunctions_KeepTheirMeaning() {
        let cases: [(String, String)] = [
            ("return string.find('hello world', 'o w')", "ok: integer(5), integer(7)"),
            ("return string.find('a+b', '+', 1, true)", "ok: integer(2), integer(2)"),
            ("return string.find('abc', 'b', -1)", "ok: nil"),
            ("return string.match('key = value', '(%w+)%s*=%s*(%w+)')", "ok: string(\"key\"), string(\"value\")"),
            ("return string.gsub('hello world', '(o)', '[%1]')", "ok: string(\"hell[o] w[o]rld\"), integer(2)"),
            ("return string.gsub('abc', '%w', '%0%0', 2)", "ok: string(\"aabbc\"), integer(2)"),
            ("return string.match('  x', '()x')", "ok: integer(3)"),
            ("return string.find('THE (quick) fox', '%b()')", "ok: integer(5), integer(11)"),
            ("return string.gsub('THE (quick) fox', '%f[%a]%a+', function(w) return w:lower() end)", "ok: string(\"the (quick) fox\"), integer(3)"),
            ("return string.gsub('abc', '', '-')", "ok: string(\"-a-b-c-\"), integer(4)"),
            ("return string.gsub('a b', '%w', {a = 'A'})", "ok: string(\"A b\"), integer(2)"),
            ("return ('x'):rep(3):find('^xx$')", "ok: nil"),
            ("local r = {} for k, v in string.gmatch('a=1, b=2', '(%w+)=(%w+)') do r[#r+1] = k..v end return table.concat(r, ' ')", "ok: string(\"a1 b2\")"),
            ("return string.match('x', '(')", "runtime: Plugins/hostile.lua:1: unfinished capture"),
            ("return string.find('a', '[a')", "runtime: Plugins/hostile.lua:1: malformed pattern (missing ']')"),
            ("return string.gsub('abc', 'b', '%2')", "runtime: Plugins/hostile.lua:1: invalid capture index %2"),
            ("return string.gsub('abc', 'b', {b = true})", "runtime: Plugins/hostile.lua:1: invalid replacement value (a boolean)"),
            ("return string.find('x', '%')", "runtime: Plugins/hostile.lua:1: malformed pattern (ends with '%')"),
            ("return string.find(string.rep('a', 300), string.rep('(a)', 33))", "runtime: Plugins/hostile.lua:1: too many captures"),
            ("return string.match(string.rep('a', 300), string.rep('a?', 250))", "runtime: Plugins/hostile.lua:1: pattern too complex"),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(outcome(source, limits: budget), expected, source)
        }
    }
}
