import Decorations

/// One `use` of a loaded plugin as an embedder sees it (`PluginStatus.uses`): typed values,
/// no Lua state behind them.
public struct PluginUseStatus: Sendable, Equatable {
    /// The plugin the use turns on.
    public var plugin: String
    /// Its options merged over the plugin's defaults, on one line, as the REPL prints Lua
    /// values (`{ color = "#C6C6C8", thickness = 0.5 }`; a function option reads `<function>`).
    public var options: String
    /// Where the `use` was written: the scene file (or the chunk name given to
    /// `load(source:name:)`, or `use(_:options:)`'s).
    public var file: String
    /// Its line there; nil when unknown.
    public var line: Int?
}

extension PluginStatus {
    /// Each `use` of the plugin in the scene laid out, in `use` order.
    public var uses: [PluginUseStatus] {
        let printer = ValuePrinter(lineWidth: .max)
        return useOptions.map { use, options in
            PluginUseStatus(plugin: use.name, options: printer.describe(.table(options)), file: use.file, line: use.line)
        }
    }
}
