import CLuaShim

/// A Swift function callable from Lua.
///
/// It reads its arguments through the `LuaCall`, pushes its results (with
/// `call.returns(...)` or the state's push helpers) and returns how many it pushed.
/// To fail, it throws: a `LuaError.runtime("...")` or any other error becomes a Lua
/// error prefixed with the calling Lua line (as `luaL_error` does); a `LuaError` that
/// already has a location (from a nested call) is raised unchanged. The raise itself
/// happens in C after this function has returned, so `defer` blocks and ARC run.
///
/// Use `call.state` rather than capturing the `LuaState` in the closure: the state
/// keeps its closures alive, so a captured state would never be released.
public typealias LuaHostFunction = (LuaCall) throws -> Int32

/// Keeps a host function's closure alive for the life of its state; its address is
/// the light userdata upvalue of the C trampoline.
final class LuaHostFunctionBox {
    let name: String
    let body: LuaHostFunction
    unowned(unsafe) let state: LuaState

    init(name: String, body: @escaping LuaHostFunction, state: LuaState) {
        self.name = name
        self.body = body
        self.state = state
    }

    /// The one function the C trampoline calls for every host function. Returns the
    /// result count, or a LH_RAISE_* code with the error message on top.
    static func dispatch(_ L: OpaquePointer?, _ raw: UnsafeMutableRawPointer?) -> Int32 {
        guard let L, let raw else { return 0 }
        let box = Unmanaged<LuaHostFunctionBox>.fromOpaque(raw).takeUnretainedValue()
        let base = lua_gettop(L)
        do {
            let n = try box.body(LuaCall(state: box.state, name: box.name, argumentCount: base))
            if box.state.resultsDidNotFit {
                box.state.resultsDidNotFit = false
                return raise(L, "too many results for the Lua stack", LH_RAISE_WHERE)
            }
            return max(0, min(n, lua_gettop(L)))
        } catch let error as LuaError where error.location != nil {
            return raise(L, error.description, LH_RAISE_RAW)
        } catch let error as LuaError {
            return raise(L, error.message, LH_RAISE_WHERE)
        } catch {
            return raise(L, String(describing: error), LH_RAISE_WHERE)
        }
    }

    /// Leaves the message with the C trampoline, which pushes and raises it once this
    /// Swift frame has returned: pushing allocates (and may raise), and the stack may be
    /// full.
    private static func raise(_ L: OpaquePointer, _ message: String, _ code: Int32) -> Int32 {
        var message = message
        message.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lh_setraise(L, $0.baseAddress, $0.count) }
        }
        return code
    }
}

extension LuaState {
    /// Pushes a Lua function that runs `body`. [-0, +1]
    /// - Parameter name: used in argument errors ("bad argument #1 to 'flow' ...").
    public func pushFunction(_ name: String, _ body: @escaping LuaHostFunction) {
        let box = LuaHostFunctionBox(name: name, body: body, state: self)
        hostFunctions.append(box)
        lh_pushhostfn(L, Unmanaged.passUnretained(box).toOpaque())
    }

    /// Sets the global `name` to a host function (raw set: no metamethods). [-0, +0]
    public func register(_ name: String, _ body: @escaping LuaHostFunction) {
        pushFunction(name, body)
        lh_rawsetglobal(L, name)
    }

    /// A registry reference to a new host function (for tables of host functions
    /// such as the plugin `out:add` method). [-0, +0]
    public func makeFunction(_ name: String, _ body: @escaping LuaHostFunction) -> LuaRef {
        pushFunction(name, body)
        return popRef()
    }
}

/// Where Lua code is: a chunk as Lua shows it and a line.
public struct LuaLocation: Sendable, Equatable, CustomStringConvertible {
    public var chunk: String
    public var line: Int

    public init(chunk: String, line: Int) {
        self.chunk = chunk
        self.line = line
    }

    /// `chunk:line`
    public var description: String { "\(chunk):\(line)" }
}

/// The arguments of one host-function call, with lauxlib-style checks.
///
/// Argument indices start at 1. Checks throw `LuaError`s whose messages follow
/// lauxlib: "bad argument #2 to 'use' (table expected, got string)". The view is
/// valid only during the call.
public struct LuaCall {
    /// The state, for pushing results and calling back into Lua.
    public unowned(unsafe) let state: LuaState
    /// The name the function was registered under.
    public let name: String
    /// Number of arguments Lua passed.
    public let argumentCount: Int32

    @usableFromInline var L: OpaquePointer { state.L }

    /// The Lua file and line that called this function (the nearest Lua frame), so
    /// that errors about `flow{ ... }` can name the scene line.
    public var callerLocation: LuaLocation? {
        var buffer = [CChar](repeating: 0, count: 256)
        let line = lh_where(L, 1, &buffer, buffer.count)
        guard line >= 0 else { return nil }
        let chunk = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return LuaLocation(chunk: state.fullChunkName(chunk), line: Int(line))
    }

    /// The type of argument `i` (`.none` past the last argument).
    public func type(_ i: Int32) -> LuaType {
        i > argumentCount ? .none : state.type(at: i)
    }

    /// An error for argument `i` in lauxlib's form.
    public func argumentError(_ i: Int32, _ message: String) -> LuaError {
        .runtime("bad argument #\(i) to '\(name)' (\(message))")
    }

    /// "number expected, got string"
    public func typeError(_ i: Int32, expected: String) -> LuaError {
        argumentError(i, "\(expected) expected, got \(type(i) == .none ? "no value" : type(i).name)")
    }

    // MARK: check / opt pairs

    public func number(_ i: Int32) throws(LuaError) -> Double {
        guard type(i) == .number, let n = state.toNumber(at: i) else {
            throw typeError(i, expected: "number")
        }
        return n
    }

    public func optNumber(_ i: Int32, _ fallback: Double) throws(LuaError) -> Double {
        type(i).isAbsent ? fallback : try number(i)
    }

    public func integer(_ i: Int32) throws(LuaError) -> Int64 {
        guard type(i) == .number else { throw typeError(i, expected: "number") }
        guard let n = state.toInteger(at: i) else {
            throw argumentError(i, "number has no integer representation")
        }
        return n
    }

    public func optInteger(_ i: Int32, _ fallback: Int64) throws(LuaError) -> Int64 {
        type(i).isAbsent ? fallback : try integer(i)
    }

    /// A string argument (numbers are accepted and converted, as `luaL_checkstring`,
    /// in a protected call: the conversion allocates).
    public func string(_ i: Int32) throws(LuaError) -> String {
        switch type(i) {
        case .string: return state.toString(at: i) ?? ""
        case .number: return try state.protectedString(at: i)
        default: throw typeError(i, expected: "string")
        }
    }

    public func optString(_ i: Int32, _ fallback: String) throws(LuaError) -> String {
        type(i).isAbsent ? fallback : try string(i)
    }

    public func boolean(_ i: Int32) throws(LuaError) -> Bool {
        guard type(i) == .boolean else { throw typeError(i, expected: "boolean") }
        return state.toBool(at: i)
    }

    public func optBoolean(_ i: Int32, _ fallback: Bool) throws(LuaError) -> Bool {
        type(i).isAbsent ? fallback : try boolean(i)
    }

    /// A table argument copied into Swift (raw access; see `LuaState.value(at:)`).
    public func table(_ i: Int32, options: LuaReadOptions = LuaReadOptions()) throws(LuaError) -> LuaTable {
        guard type(i) == .table else { throw typeError(i, expected: "table") }
        guard case .table(let t) = try state.value(at: i, options: options) else {
            throw typeError(i, expected: "table")
        }
        return t
    }

    public func optTable(_ i: Int32) throws(LuaError) -> LuaTable? {
        type(i).isAbsent ? nil : try table(i)
    }

    /// A function argument, kept as a registry reference (release it when done).
    public func function(_ i: Int32) throws(LuaError) -> LuaRef {
        guard type(i) == .function else { throw typeError(i, expected: "function") }
        state.pushValue(at: i)
        return state.popRef()
    }

    /// Any argument copied into Swift.
    public func value(_ i: Int32, options: LuaReadOptions = LuaReadOptions()) throws(LuaError) -> LuaValue {
        i > argumentCount ? .nil : try state.value(at: i, options: options)
    }

    // MARK: Results

    /// Pushes `values` and returns their count: `return call.returns(.integer(1))`.
    /// If the stack cannot hold them, nothing is pushed and the call raises "too many
    /// results for the Lua stack" once the host function returns.
    public func returns(_ values: LuaValue...) -> Int32 {
        guard state.ensureStack(Int32(values.count) + 1) else {
            state.resultsDidNotFit = true
            return 0
        }
        for v in values { state.push(v) }
        return Int32(values.count)
    }
}

extension LuaType {
    /// `none` or `nil`: an `opt` check uses its default.
    public var isAbsent: Bool { self == .none || self == .nil }
}
