import LuaLayout
import OperatingSystem
import Rendering

/// The REPL's completion source: names from the scene's Lua state, read raw (never
/// evaluated), plugin names and options from the plugin host, and paths from the file system.
final class LuaCompletionSource: CompletionSource {
    private let state: ReplState

    init(state: ReplState) {
        self.state = state
    }

    private var lua: LuaState { state.session.context.lua }

    func globals() -> [CompletionName] {
        names(in: read(global: "_G", depth: 1))
    }

    func fields(of chain: [String]) -> [CompletionName]? {
        guard let first = chain.first else { return nil }
        var value = read(global: first, depth: chain.count)
        for key in chain.dropFirst() { value = value.table?[key] ?? .nil }
        guard value.table != nil else { return nil }
        return names(in: value)
    }

    /// A global copied with raw access, `depth` levels of tables deep.
    private func read(global name: String, depth: Int) -> LuaValue {
        let top = lua.top
        defer { lua.setTop(top) }
        lua.pushGlobal(name)
        let options = LuaReadOptions(maxDepth: depth, referenceFunctions: false, failOnCycles: false)
        return (try? lua.value(at: -1, options: options)) ?? .nil
    }

    private func names(in value: LuaValue) -> [CompletionName] {
        guard let table = value.table else { return [] }
        return table.fields.compactMap { field in
            guard case .string(let name) = field.key else { return nil }
            return CompletionName(name, kind(of: field.value))
        }
    }

    private func kind(of value: LuaValue) -> CompletionKind {
        switch value {
        case .table, .other("<too deep>"), .other("<cycle>"): .table
        case .function, .other("function"): .function
        default: .value
        }
    }

    func pluginNames() -> [String] {
        state.session.pluginNames
    }

    func optionNames(plugin: String) -> [String] {
        state.session.optionNames(plugin: plugin)
    }

    func paths(startingWith prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let partial = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        return (Folder.entries(folder.isEmpty ? "." : folder) ?? [])
            .filter { $0.hasPrefix(partial) && ($0.hasPrefix(".") == partial.hasPrefix(".")) }
            .map { folder + $0 }
    }
}
