import CLuaShim

/// A safe Swift face over one `lua_State`: sandbox, limits, values, errors.
///
/// ## API overview
///
/// - **Create**: `LuaState(sandbox:)` opens only base (trimmed), string (no `dump`),
///   table, math (host-seeded `random`) and utf8, plus a host `print` and a `require`
///   limited to `LuaSandbox.requireFolders`. No io, os, package, debug, coroutine,
///   load, loadfile, dofile, collectgarbage. One state per plugin or scene; the object
///   is confined to its thread (not `Sendable`) and `deinit` closes the state.
/// - **Run**: `load(string:chunkName:)` / `load(file:chunkName:)` compile in text
///   mode (binary chunks are refused) and push the chunk; `call(arguments:results:)`
///   runs the function below the arguments under the message handler and the current
///   `limits`; `execute(_:chunkName:)` / `executeFile(_:chunkName:)` do both and copy
///   the results out. Chunk names follow Lua: `"@Scenes/demo.lua"` for files, so
///   errors read `Scenes/demo.lua:12: message`; `"=repl"` for REPL lines.
/// - **Errors**: everything throws `LuaError` (kind, message, chunk, line, traceback,
///   `isIncompleteInput` for the REPL).
/// - **Limits** (`LuaLimits.swift`): `limits = LuaLimits(instructions:timeout:memory:)`
///   applies to each outermost call; `interruptHandle.interrupt()` from any thread;
///   `withSIGINTInterrupts { ... }` turns Ctrl-C into an "interrupted!" error.
/// - **Host functions** (`LuaHostFunction.swift`): `register("flow") { call in ... }`
///   exposes a Swift closure; it reads its arguments through `LuaCall` (lauxlib-style
///   `number(1)`, `table(1)`, `callerLocation`) and returns the number of results it
///   pushed, or throws: the error is raised by C after the Swift frame has returned.
/// - **Values** (`LuaValue+Stack.swift`): `value(at:)` copies any value (tables
///   recursively, raw access, cycle-safe, depth-limited); `push(_: LuaValue)`.
/// - **Hot path** (`LuaState+FastStack.swift`): `createTable`, `push(number:)`,
///   `rawSet(index:in:)`, `intern(_:)` keys, `push(_: LuaRef)`, `toNumber(at:)` ...
///
/// ## Example
///
/// ```swift
/// let state = try LuaState(sandbox: LuaSandbox(requireFolders: [.init(directory: dir, chunkPrefix: "Plugins")]))
/// state.register("use") { call in                        // use(name, opts)
///     let name = try call.string(1), opts = try call.optTable(2)
///     guard known(name) else { throw LuaError.runtime("unknown plugin '\(name)'") }  // -> "Scenes/demo.lua:7: unknown plugin 'x'"
///     record(name, opts, at: call.callerLocation)
///     return 0
/// }
/// state.limits = LuaLimits(timeout: .milliseconds(50), memory: 16 << 20)
/// let module = try state.executeFile(path, chunkName: "@Plugins/zebra.lua")
/// guard case .function(let hook) = module.first?["section"] else { ... }
/// state.push(hook); state.createTable(narr: 4, nrec: 0); /* rawSetIndex ... */
/// try state.call(arguments: 1, results: 1)               // throws LuaError (.timeout, .memory, ...)
/// ```
///
/// ## Stack
///
/// At the outermost level, slot 1 always holds the resident message handler, so
/// `top` is at least 1 and user values start at 2. Use negative indices, or save
/// `top` and restore it with `setTop(_:)`. Inside a host function the stack is the
/// function's own frame: argument 1 is at index 1.
///
/// ## Why no Lua error ever reaches Swift
///
/// A Lua error is a `longjmp`; jumping over Swift frames skips `defer` and ARC.
/// So Swift only calls API functions that never raise (`-`) or that raise only on
/// memory errors (`m`), and the memory cap is enforced only while Lua runs inside
/// `call` (and switched off again while a host function's Swift code runs); if the
/// system itself refuses memory while Swift code runs, the process stops with a
/// message rather than unwinding Swift frames (CLuaShim's `lh_alloc`). Loading,
/// calling and converting (`lua_tolstring` of a number) run in protected mode; table
/// size hints are clamped and invalid keys dropped on the Swift side, so no other
/// error can arise; a host function's error message is pushed and raised by the C
/// trampoline after the Swift frame has returned. Everything that may raise
/// (`lua_next`, `__tostring`, `lua_error`) is in CLuaShim.
public final class LuaState {
    /// The raw state, for the inlinable hot-path helpers. Do not close it.
    @usableFromInline let L: OpaquePointer

    /// The raw state, for a C layer built on this binding (the plugin host's hook
    /// buffers, CPluginPrelude). Its C functions must keep the rules above: what Swift
    /// calls never raises. Do not close it.
    @inlinable public var unsafeState: OpaquePointer { L }
    /// Host function boxes; they must outlive the state (released after `lh_close`).
    var hostFunctions: [LuaHostFunctionBox] = []
    /// Interned keys by name.
    var internedKeys: [String: LuaKey] = [:]
    /// Every chunk name loaded, as Lua shows it (`Scenes/demo.lua`), to undo Lua's
    /// shortening of long names in messages (`...tail`, see `fullChunkName`).
    var loadedChunks: Set<String> = []
    /// Set by `LuaCall.returns` when the stack could not hold the results; the host
    /// function then raises instead of returning.
    var resultsDidNotFit = false

    /// Creates a sandboxed state.
    ///
    /// Creating the `lua_State` is the only unprotected step; the libraries are
    /// opened inside a protected call, as lua.c's `main` hands over to `pmain`.
    /// About 15 KB and 30-40 µs per state (docs/architecture.md, "Rules for embedding Lua", rule 3).
    /// - Throws: `LuaError` with kind `.memory` if the state cannot be created.
    public init(sandbox: LuaSandbox = LuaSandbox()) throws(LuaError) {
        guard let L = lh_newstate({ L, box in LuaHostFunctionBox.dispatch(L, box) }) else {
            throw LuaError(kind: .memory, message: "cannot create a Lua state")
        }
        self.L = L
        try open(sandbox)
    }

    deinit {
        lh_close(L)
    }

    /// `LUA_MULTRET`: as `results`, keeps every value the function returns.
    public static let multipleResults: Int32 = -1

    // MARK: Loading

    /// Compiles `source` in text mode and pushes the chunk. [-0, +1]
    /// - Parameter chunkName: `"@Scenes/demo.lua"` (shown as `Scenes/demo.lua`) or
    ///   `"=repl"` (shown as `repl`).
    /// - Throws: `LuaError` of kind `.syntax` (nothing pushed).
    public func load(string source: String, chunkName: String) throws(LuaError) {
        remember(chunkName)
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                lh_loadbuffer(L, $0.baseAddress, $0.count, chunkName)
            }
        }
        if status != LUA_OK { throw popError(status) }
    }

    /// Reads and compiles a file in text mode and pushes the chunk. [-0, +1]
    /// - Throws: `LuaError` of kind `.file` or `.syntax` (nothing pushed).
    public func load(file path: String, chunkName: String) throws(LuaError) {
        remember(chunkName)
        let status = lh_loadfile(L, path, chunkName)
        if status != LUA_OK { throw popError(status) }
    }

    /// Records a chunk name as messages show it (without the `@` or `=`).
    private func remember(_ chunkName: String) {
        if let first = chunkName.first, first == "@" || first == "=" {
            loadedChunks.insert(String(chunkName.dropFirst()))
        }
    }

    /// Lua shortens chunk names longer than about 60 bytes to `...tail` in messages and
    /// debug information; this gives back the whole name of a chunk this state loaded.
    public func fullChunkName(_ shown: String) -> String {
        guard shown.hasPrefix("...") else { return shown }
        let tail = shown.dropFirst(3)
        return loadedChunks.first { $0.hasSuffix(tail) } ?? shown
    }

    // MARK: Calling

    /// Calls the function below the `arguments` values on top, in protected mode,
    /// with the message handler and the current `limits`.
    /// [-(arguments + 1), +results] (nothing is left on error).
    ///
    /// Called from inside a host function, it runs under the outer call's limits.
    /// - Parameter results: the number of results to keep, or `multipleResults`.
    /// - Throws: `LuaError` with its kind, location and traceback.
    @inlinable
    public func call(arguments: Int32, results: Int32) throws(LuaError) {
        let status = lh_pcall(L, arguments, results)
        if status != LUA_OK { throw popError(status) }
    }

    /// Loads and runs a chunk; returns its results as values. [-0, +0]
    public func execute(_ source: String, chunkName: String = "=(host)") throws(LuaError) -> [LuaValue] {
        let base = top
        try load(string: source, chunkName: chunkName)
        return try callCollecting(base: base)
    }

    /// Loads and runs a file; returns its results as values. [-0, +0]
    public func executeFile(_ path: String, chunkName: String) throws(LuaError) -> [LuaValue] {
        let base = top
        try load(file: path, chunkName: chunkName)
        return try callCollecting(base: base)
    }

    /// Calls the function at `base + 1` with no arguments and copies its results.
    private func callCollecting(base: Int32) throws(LuaError) -> [LuaValue] {
        try call(arguments: 0, results: LuaState.multipleResults)
        defer { setTop(base) }
        return try (base + 1..<top + 1).map { (i: Int32) throws(LuaError) in try value(at: i) }
    }

    // MARK: Errors

    /// Pops the error message left by a failed load or call and classifies it.
    @usableFromInline
    func popError(_ status: Int32) -> LuaError {
        let raw = toString(at: -1) ?? "(error object is a \(type(at: -1).name) value)"
        pop(1)
        var error: LuaError
        switch status {
        case LUA_ERRSYNTAX: error = LuaError(kind: .syntax, luaMessage: raw)
        case LUA_ERRFILE: error = LuaError(kind: .file, message: raw)
        case LUA_ERRMEM: error = memoryError()
        default: error = LuaError(kind: tripKind(), luaMessage: raw)
        }
        error.chunk = error.chunk.map(fullChunkName)
        return error
    }

    /// The cap's message only when the cap refused: the system may refuse too (a huge
    /// block), and blaming the cap would mislead.
    /// Located at the Lua line the cap refused, which the allocator records (Lua gives
    /// memory errors no location).
    private func memoryError() -> LuaError {
        let cap = lh_getlimits(L).memory
        let byCap = cap != 0 && lh_memcapped(L) != 0
        let message = byCap ? "memory limit exceeded (\(cap) bytes)" : "not enough memory"
        var error = LuaError(kind: .memory, message: message)
        var buffer = [CChar](repeating: 0, count: 256)
        let line = lh_memwhere(L, &buffer, buffer.count)
        if byCap, line >= 0 {
            error.chunk = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            error.line = Int(line)
        }
        return error
    }

    private func tripKind() -> LuaError.Kind {
        switch Int(lh_lasttrip(L)) {
        case LH_TRIP_BUDGET: .instructionBudget
        case LH_TRIP_TIMEOUT: .timeout
        case LH_TRIP_INTERRUPT: .interrupted
        default: .runtime
        }
    }
}
