import CPluginPrelude
import LuaRuntime

/// The host's Lua code, run in every plugin state before the plugin: the geometry tables
/// hooks read, the `out` object they write to, and the `lualayout` helpers. It is
/// `Sources/CPluginPrelude/prelude.lua`, compiled into the binary; that file says what it
/// defines and why it is shaped as it is.
enum PluginPrelude {
    /// How positions and tracebacks name the prelude; its frames are the host's, and
    /// `PluginError` leaves them out of what plugin authors see.
    static let file = "lualayout/prelude.lua"
    /// "=", not "@": the prelude is compiled in, not a file on disk, and the C shim takes
    /// an "@" chunk for the user's code (a memory error is placed at the innermost frame
    /// of one, limits.c). Both show as `lualayout/prelude.lua:LINE`.
    static let chunkName = "=" + file

    /// The text of prelude.lua.
    static let source: String = {
        var length = 0
        let bytes = lualayout_prelude_source(&length)
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }()

    /// The line where the prelude defines `checked_add`, the checked `out:add` the C one
    /// calls: tracebacks show that call as `in function <lualayout/prelude.lua:LINE>`.
    static let checkedAddLine: Int = {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix("local function checked_add(") } ?? -1) + 1
    }()

    /// The prelude's field-code argument: each geometry field's name and code. `GeometryField`
    /// is the one definition of those numbers; the prelude reads them from here when it
    /// loads, and fails to load if one it asks for is missing.
    static let fieldCodes: LuaValue = .table(
        LuaTable(fields: GeometryField.allCases.map { (.string($0.name), .integer(Int64($0.rawValue))) }))
}
