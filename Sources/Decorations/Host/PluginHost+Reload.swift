import LayoutCore
import LuaRuntime
import PluginContract

extension PluginHost {
    /// Hot reload: builds the new version in a new state, checks its shape, dry-runs it
    /// with the options of every use `configuration` makes of it on a fixture layout, and
    /// only then swaps it in. On any failure the previous version keeps running.
    /// - Parameters:
    ///   - name: the plugin, or nil for every loaded plugin.
    ///   - configuration: the uses of the layout shown.
    ///   - keepReplaced: keep each replaced version until `revert` or `forgetReplaced` (for a
    ///     caller that still has to see the new version on its own sections); otherwise the
    ///     replaced version is released at once.
    /// - Returns: per plugin, the new generation or the error; and `configuration` with the
    ///   new versions' instances in place of the old ones (for the next layout).
    public func reload(
        _ name: String? = nil, in configuration: PluginConfiguration, sceneState: LuaState?, keepReplaced: Bool = false
    ) -> (results: [(plugin: String, result: Result<Int, PluginError>)], configuration: PluginConfiguration) {
        let names = name.map { [$0] } ?? modules.keys.sorted()
        var results: [(String, Result<Int, PluginError>)] = []
        var instances = configuration.instances
        for plugin in names {
            do throws(PluginError) {
                let generation = try reloadOne(plugin, instances: &instances, sceneState: sceneState, keepReplaced: keepReplaced)
                results.append((plugin, .success(generation)))
            } catch {
                var failure = error
                if [.section, .layout, .place, .follow, .reserve, .visibleItems].contains(error.phase) { failure.hookPhase = error.phase }
                failure.phase = .reload
                record([failure])
                results.append((plugin, .failure(failure)))
            }
        }
        return (results, configuration.replacing(instances))
    }

    private func reloadOne(
        _ name: String, instances: inout [PluginInstance], sceneState: LuaState?, keepReplaced: Bool
    ) throws(PluginError) -> Int {
        guard let old = modules[name] else {
            _ = try loadedModule(name, use: nil)
            return 1
        }
        guard let path = searchPath.file(for: name) else {
            throw PluginError(plugin: name, phase: .reload, file: old.displayPath, message: "the file is gone from the search path")
        }
        let fresh = try PluginLoader.load(
            name: name, path: path, displayPath: displayPath(path),
            generation: max(old.generation, highestGeneration[name] ?? 0) + 1, limits: limits, print: print)
        var replacements: [PluginInstance] = []
        for instance in instances where instance.module === old {
            let options = try PluginOptions.merge(instance.use, into: fresh)
            replacements.append(try PluginInstance(module: fresh, use: instance.use, options: options, scene: sceneState))
        }
        let trial = replacements.isEmpty
            ? [try PluginInstance(module: fresh, use: PluginUse(name: name, options: .table(LuaTable()), file: fresh.displayPath, line: nil), options: fresh.defaults, scene: sceneState)]
            : replacements
        if let failure = PluginDryRun.firstFailure(trial, host: self) { throw failure }

        replacedVersions[name] = keepReplaced ? (old, instances.filter { $0.module === old }) : nil
        highestGeneration[name] = fresh.generation
        modules[name] = fresh
        record(fresh.warnings)
        var replaced = replacements.makeIterator()
        instances = instances.map { $0.module === old ? replaced.next()! : $0 }
        sectionCache.removeAll()
        return fresh.generation
    }

    /// Puts back the version a plugin ran before its last successful reload: for a new
    /// version that passed the dry run on the host's fixture but fails on the scene's own
    /// sections, which only the caller can see.
    /// - Returns: the generation running again, and `configuration` with its instances in
    ///   place of the new version's; nil if there is none to go back to.
    public func revert(_ name: String, in configuration: PluginConfiguration) -> (generation: Int, configuration: PluginConfiguration)? {
        guard let replaced = replacedVersions.removeValue(forKey: name), let current = modules[name] else { return nil }
        modules[name] = replaced.module
        var restored = replaced.instances.makeIterator()
        let instances = configuration.instances.map { $0.module === current ? (restored.next() ?? $0) : $0 }
        sectionCache.removeAll()
        return (replaced.module.generation, configuration.replacing(instances))
    }

    /// Releases the version a reload with `keepReplaced` replaced: the new one is accepted.
    public func forgetReplaced(_ name: String) {
        replacedVersions[name] = nil
    }

    /// Plugins whose file changed on disk since they were loaded.
    public func changedPlugins() -> [String] {
        loadedFiles.filter { PluginLoader.fileSignature($0.path) != $0.signature }.map(\.plugin).sorted()
    }
}
