import CLuaShim

/// What a sandboxed state may reach besides the safe libraries.
///
/// The libraries are a whitelist fixed in CLuaShim (`lh_opensandbox`): base without
/// `dofile`, `loadfile`, `load`, `collectgarbage` and `warn`; `string` without `dump`
/// and with a protected metatable (`getmetatable("")` is `false`); `table`; `math`
/// without `randomseed`; `utf8`. Functions that could escape the limits are replaced:
/// `setmetatable` refuses `__gc` (finalizers run with hooks off), `xpcall` skips its
/// handler after a limit trips, and `string.rep`, `find`, `match`, `gmatch`, `gsub`,
/// `table.move`, `insert`, `remove`, `concat` and `sort` poll the limits as they loop
/// (see `LuaLimits`). Everything here is what the host adds on top.
public struct LuaSandbox {
    /// A folder `require` may load from, and the name it has in chunk names.
    ///
    /// `require("shapes.rounded")` loads `<directory>/shapes/rounded.lua` with chunk
    /// name `@<chunkPrefix>/shapes/rounded.lua`, so errors read
    /// `Plugins/shapes/rounded.lua:3: ...` even when `directory` is absolute.
    public struct Folder: Sendable, Equatable {
        public var directory: String
        public var chunkPrefix: String

        public init(directory: String, chunkPrefix: String) {
            self.directory = directory
            self.chunkPrefix = chunkPrefix
        }
    }

    /// Folders searched in order by `require`. Names must match
    /// `^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$`; anything else (`../x`, `/etc/x`) is an
    /// error, and files load in text mode only. Empty: `require` finds nothing.
    public var requireFolders: [Folder]
    /// Seed for `math.random`, so layouts are reproducible (Lua 5.4 would otherwise
    /// seed from the clock).
    public var randomSeed: Int64
    /// Where `print` goes: one string per call, arguments joined by tabs.
    /// Default: standard output.
    public var print: (String) -> Void

    public init(
        requireFolders: [Folder] = [], randomSeed: Int64 = 0,
        print: @escaping (String) -> Void = { Swift.print($0) }
    ) {
        self.requireFolders = requireFolders
        self.randomSeed = randomSeed
        self.print = print
    }
}

extension LuaState {
    /// Opens the libraries inside a protected call, then adds print and require's
    /// folders.
    func open(_ sandbox: LuaSandbox) throws(LuaError) {
        let status = lh_opensandbox(L, sandbox.randomSeed)
        if status != LUA_OK { throw popError(status) }
        for folder in sandbox.requireFolders {
            lh_addrequirepath(L, folder.directory, folder.chunkPrefix)
        }
        let sink = sandbox.print
        pushFunction("print") { call in
            sink(try call.string(1))
            return 0
        }
        lh_setprint(L)
    }

    /// Reseeds `math.random` (for example once per layout pass).
    public func seedRandom(_ seed: Int64) throws(LuaError) {
        let status = lh_seedrandom(L, seed)
        if status != LUA_OK { throw popError(status) }
    }
}
