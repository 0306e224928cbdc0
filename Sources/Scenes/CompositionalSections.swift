import LayoutCore
import LuaRuntime

extension SceneContext {
    /// One spec per section, from exactly one of `section`, `sections` and `sectionProvider`.
    ///
    /// The provider is called here, when the scene is taken, because only then is the
    /// section count known (`sections { ... }` may come after `compositional { ... }`).
    /// - Parameters:
    ///   - f: the fields of the `compositional` table.
    ///   - count: the number of sections (the length of the `sections { ... }` list).
    func compositionalSections(
        _ f: [String: LuaValue], count: Int
    ) throws(SceneError) -> (specs: [CompositionalSection?], form: CompositionalSectionForm) {
        let given = [CompositionalSectionForm.shared, .list, .provider].filter { f[$0.key] != nil }
        guard let form = given.first else {
            throw locateScene(SceneKeyError(
                key: "compositional",
                "missing the sections' layout: section = { ... } (one for every section), sections = { { ... }, ... } (one each) or sectionProvider = function(index) return { ... } end"))
        }
        if given.count > 1 {
            throw locateScene(SceneKeyError(
                key: "compositional.\(given[1].key)",
                "give only one of section, sections and sectionProvider (got \(given.map(\.key).joined(separator: " and ")))"))
        }
        let value = f[form.key]!
        do throws(SceneKeyError) {
            switch form {
            case .shared:
                let spec = try CompositionalSceneReader.section(value, form.path(0))
                return (Array(repeating: spec, count: count), form)
            case .list:
                let entries = try CompositionalSceneReader.list(value, "compositional.sections", of: "sections")
                guard entries.count == count else {
                    throw SceneKeyError(
                        key: "compositional.sections",
                        "\(entries.count) section specs, but sections { ... } gives \(count) item count\(count == 1 ? "" : "s"); give one spec per section, or one for all with section = { ... }")
                }
                var specs: [CompositionalSection?] = []
                for (i, entry) in entries.enumerated() { specs.append(try CompositionalSceneReader.section(entry, form.path(i))) }
                return (specs, form)
            case .provider:
                break
            }
        } catch {
            throw locateScene(error)
        }
        guard case .function(let provider) = value else {
            throw locateScene(SceneValueReader.typeError("compositional.sectionProvider", "function", value))
        }
        var specs: [CompositionalSection?] = []
        specs.reserveCapacity(count)
        for index in 0..<count { specs.append(try providedSection(provider, index: index)) }
        return (specs, form)
    }

    /// Calls the provider for the 0-based `index` (UIKit's `sectionIndex`) in the scene's
    /// state, under the scene's limits: nil is UIKit's "empty" section; anything but a
    /// table or nil is an error naming the provider and the index.
    private func providedSection(_ provider: LuaRef, index: Int) throws(SceneError) -> CompositionalSection? {
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
            throw locateScene(SceneKeyError(
                key: "compositional.sectionProvider",
                "returned \(CompositionalSceneReader.describe(returned)) for section \(index); a section provider returns a section ({ group = ... }) or nil"))
        }
        do throws(SceneKeyError) {
            return try CompositionalSceneReader.section(returned, CompositionalSectionForm.provider.path(index))
        } catch {
            throw locateScene(error)
        }
    }
}
