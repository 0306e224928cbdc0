import LayoutCore
import LuaRuntime

extension SceneContext {
    /// One spec per section for `count` sections (the length of the `sections { ... }`
    /// list, known only when the scene is taken: `sections` may come after `compositional`).
    func compositionalSections(
        _ given: CompositionalSceneSpec.Sections, count: Int, itemCounts: [Int]
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
            let environment = Self.luaEnvironment(
                LayoutEnvironment(configuration: compositional?.configuration ?? .init(), collectionView: collectionView))
            for index in 0..<count {
                do throws(SceneError) {
                    specs.append(try providedSection(
                        provider, index: index, of: count, itemCount: itemCounts[index], environment: environment,
                        unknownKeys: &unknown))
                } catch {
                    throw SceneError.combining(unknown, then: error)
                }
            }
            if let error = SceneError.combining(unknown) { throw error }
            return specs
        case .listConfiguration(let list):
            // C38: the list builds its self-sizing headers and footers at their fitted heights.
            return (0..<count).map {
                list.section($0, of: count, itemCount: itemCounts[$0], scale: collectionView.scale, fitted: sections.fittedSizes(of: $0))
            }
        }
    }

    /// C47: the layout environment as the provider's second argument reads it, UIKit's
    /// names: `environment.container.effectiveContentSize.width`,
    /// `environment.traitCollection.horizontalSizeClass`, ...
    static func luaEnvironment(_ e: LayoutEnvironment) -> LuaValue {
        func table(_ fields: [(String, LuaValue)]) -> LuaValue {
            .table(LuaTable(fields: fields.map { (LuaValue.string($0.0), $0.1) }))
        }
        func size(_ s: Size) -> LuaValue { table([("width", .number(s.width)), ("height", .number(s.height))]) }
        let i = e.contentInsets
        let insets = table([("top", .number(i.top)), ("leading", .number(i.left)), ("bottom", .number(i.bottom)), ("trailing", .number(i.right))])
        let container = table([
            ("contentSize", size(e.contentSize)), ("effectiveContentSize", size(e.effectiveContentSize)),
            ("contentInsets", insets), ("effectiveContentInsets", insets),
        ])
        let traits = table([
            ("horizontalSizeClass", .string(e.horizontalSizeClass.rawValue)), ("displayScale", .number(e.displayScale)),
            ("layoutDirection", .string(e.layoutDirection.rawValue)),
        ])
        return table([("container", container), ("traitCollection", traits)])
    }

    /// Calls the provider for the 0-based `index` (UIKit's `sectionIndex`) in the scene's
    /// state, under the scene's limits: nil is UIKit's "empty" section; anything but a
    /// table or nil is an error naming the provider and the index.
    /// Its unknown keys are added to `unknownKeys`, each at its line (`UnknownKeySweep`).
    private func providedSection(
        _ provider: LuaRef, index: Int, of count: Int, itemCount: Int, environment: LuaValue,
        unknownKeys: inout [SceneError]
    ) throws(SceneError) -> CompositionalSection? {
        let base = lua.top
        defer { lua.setTop(base) }
        let returned: LuaValue
        do {
            returned = try lua.withLimits(luaLimits) { () throws(LuaError) -> LuaValue in
                _ = lua.push(provider)
                lua.push(integer: Int64(index))
                lua.push(environment)
                try lua.call(arguments: 2, results: 1)
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
        do throws(SceneKeyError) {
            // C49: a provider may answer a list section.
            if let list = try ListSection.read(returned, path, scrollDirection: compositional?.configuration.scrollDirection ?? .vertical) {
                return list.section(index, of: count, itemCount: itemCount, scale: collectionView.pixelScale)
            }
        } catch {
            throw locate(error)
        }
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
