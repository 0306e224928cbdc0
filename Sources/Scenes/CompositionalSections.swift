import LayoutCore
import LuaRuntime

extension SceneContext {
    /// One spec per section for `count` sections (the length of the `sections { ... }`
    /// list, known only when the scene is taken: `sections` may come after `compositional`).
    func compositionalSections(
        _ given: CompositionalSceneSpec.Sections, count: Int
    ) throws(SceneError) -> [CompositionalSection?] {
        switch given {
        case .shared(let spec):
            return Array(repeating: spec, count: count)
        case .list(let specs):
            guard specs.count == count else {
                throw locate(SceneKeyError(
                    key: "compositional.sections",
                    "\(specs.count) section specs, but sections { ... } gives \(count) item count\(count == 1 ? "" : "s"); give one spec per section, or one for all with section = { ... }"))
            }
            return specs
        case .provider(let provider):
            var specs: [CompositionalSection?] = []
            specs.reserveCapacity(count)
            var unknown: [SceneError] = []
            for index in 0..<count {
                do throws(SceneError) {
                    specs.append(try providedSection(provider, index: index, unknownKeys: &unknown))
                } catch {
                    throw SceneError.combining(unknown, then: error)
                }
            }
            if let error = SceneError.combining(unknown) { throw error }
            return specs
        case .listConfiguration(let list):
            return (0..<count).map { list.section($0, of: count, scale: collectionView.scale) }
        }
    }

    /// Calls the provider for the 0-based `index` (UIKit's `sectionIndex`) in the scene's
    /// state, under the scene's limits: nil is UIKit's "empty" section; anything but a
    /// table or nil is an error naming the provider and the index.
    /// Its unknown keys are added to `unknownKeys`, each at its line (`UnknownKeySweep`).
    private func providedSection(
        _ provider: LuaRef, index: Int, unknownKeys: inout [SceneError]
    ) throws(SceneError) -> CompositionalSection? {
        let base = lua.top
        defer { lua.setTop(base) }
        let returned: LuaValue
        do {
            returned = try lua.withLimits(luaLimits) { () throws(LuaError) -> LuaValue in
                _ = lua.push(provider)
                lua.push(integer: Int64(index))
                try lua.call(arguments: 1, results: 1)
                return try lua.value(at: -1)
            }
        } catch {
            var located = sceneError(error, chunk: callSites["compositional"]?.chunk ?? file)
            located.message = "sectionProvider(\(index)) failed: \(located.message)"
            throw located
        }
        if returned == .nil { return nil }
        guard returned.table != nil else {
            throw locate(SceneKeyError(
                key: "compositional.sectionProvider",
                "returned \(CompositionalSceneReader.describe(returned)) for section \(index); a section provider returns a section ({ group = ... }) or nil"))
        }
        let path = CompositionalSectionForm.provider.path(index)
        let sweep = UnknownKeySweep(returned, at: path) { v throws(SceneKeyError) in
            try CompositionalSceneReader.section(v, path, custom: customGroupMaker)
        }
        unknownKeys += sweep.unknownKeys.map(locate)
        switch sweep.outcome {
        case .success(let section): return section
        case .failure(let error): throw locate(error)
        }
    }
}
