import LayoutCore
import LuaRuntime

extension SceneContext {
    /// A `SceneError` for a key a compositional scene got wrong, at the key's line.
    ///
    /// The key's first component is the scene function it was given to (`compositional`,
    /// `sections`, `collection`); the locator walks that call's tables to the key.
    func locateScene(_ error: SceneKeyError) -> SceneError {
        let first = String(error.key.prefix { $0 != "." && $0 != "[" })
        let function = callSites[first] != nil ? first : "compositional"
        let site = callSites[function]
        let line = locator(for: function)?.line(ofPath: error.key) ?? site?.line
        return SceneError(file: site?.chunk ?? file, line: line, key: error.key, message: error.message)
    }

    /// The locator for the text of `function`'s last call, starting at that call.
    func locator(for function: String) -> TableSourceLocator? {
        guard let site = callSites[function], let source = sources[site.chunk] else { return nil }
        return TableSourceLocator(source: source, callLine: site.line)
    }

    /// The scene key for a field of the engine's `LayoutError`: `sections[3].group.size`
    /// becomes `compositional.section.group.size` when every section shares one spec (the
    /// user wrote it once), `compositional.sections[3].group.size` or
    /// `compositional.sectionProvider(3).group.size` otherwise; layout-level fields get the
    /// `compositional.` prefix; item counts are the `sections { ... }` call's.
    static func compositionalSceneKey(forEngineField field: String, form: CompositionalSectionForm) -> String {
        if field.hasPrefix("sections["), let close = field.firstIndex(of: "]"),
            let index = Int(field[field.index(field.startIndex, offsetBy: 9)..<close])
        {
            return form.path(index) + field[field.index(after: close)...]
        }
        if field.hasPrefix("itemCounts") {
            let rest = field.dropFirst("itemCounts".count)
            return rest.isEmpty ? "sections" : "sections\(rest).items"
        }
        if field.hasPrefix("collectionView") { return "collection" }
        return "compositional.\(field)"
    }
}
