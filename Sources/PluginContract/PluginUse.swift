import LuaRuntime

/// One plugin turned on with its options: a scene's `use(name, options)`.
public struct PluginUse: Sendable, Equatable {
    public var name: String
    /// The options table as written (merged over the plugin's defaults by the host).
    public var options: LuaValue
    /// Where the `use` was written.
    public var file: String
    public var line: Int?

    public init(name: String, options: LuaValue, file: String, line: Int?) {
        self.name = name
        self.options = options
        self.file = file
        self.line = line
    }
}
