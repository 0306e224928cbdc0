import Decorations
import LuaRuntime
import OperatingSystem
import PluginContract

/// Plugins a benchmark writes for itself (an emitter, the least plugins that bound what
/// Lua can cost): their sources go to a folder of this process's own, hosts load and
/// compile them, and the folder is removed before anything is timed.
enum InlinePlugins {
    /// One host per entry of `configurations`, each configured with its uses of the
    /// plugins in `sources` (name -> Lua source); a problem names what failed.
    static func hosts(
        sources: [String: String], configurations: [[PluginUse]]
    ) -> Result<[ConfiguredHost], BenchmarkUsageError> {
        guard let folder = TemporaryFolder.make(prefix: "lualayout-bench") else {
            return .failure(BenchmarkUsageError("cannot make a temporary folder: \(TextFile.lastErrorDescription)"))
        }
        defer { TemporaryFolder.remove(folder) }
        for (name, source) in sources {
            if let failure = TextFile.write(source, to: "\(folder)/\(name).lua") { return .failure(BenchmarkUsageError(failure)) }
        }
        var hosts: [ConfiguredHost] = []
        for uses in configurations {
            let host = ConfiguredHost(searchPath: PluginSearchPath(folders: [folder]), uses: uses)
            let problems = host.problems
            guard problems.isEmpty else {
                return .failure(BenchmarkUsageError(problems.map(\.description).joined(separator: "; ")))
            }
            hosts.append(host)
        }
        return .success(hosts)
    }

    /// A use of plugin `name` with `options` (none by default), as the benchmarks make them.
    static func use(_ name: String, _ options: LuaValue = .table(LuaTable())) -> PluginUse {
        PluginUse(name: name, options: options, file: "bench", line: nil)
    }
}
