import LayoutCore
import LuaRuntime

/// `compositional { ... }` read into LayoutCore's types when the scene calls it: the
/// configuration and the sections' specs in the form they were given.
///
/// Only what needs the section count waits for the scene to be taken: repeating the shared
/// spec, checking that a list has one spec per section, and calling the provider.
struct CompositionalSceneSpec {
    /// The sections' layout as the scene gave it.
    enum Sections {
        /// `section = { ... }`: one spec for every section.
        case shared(CompositionalSection)
        /// `sections = { { ... }, ... }`: one spec per section.
        case list([CompositionalSection])
        /// `sectionProvider = function(index) ... end`, called per section in the scene's state.
        case provider(LuaRef)
        /// `list { ... }` (C33): a list configuration, built into one section per section.
        case listConfiguration(ListConfiguration)

        var form: CompositionalSectionForm {
            switch self {
            case .shared: .shared
            case .list: .list
            case .provider: .provider
            case .listConfiguration: .listConfiguration
            }
        }
    }

    var configuration: CompositionalLayoutConfiguration
    var sections: Sections
    /// `sizing = function(section, elements) ... end`: the scene's sizing hook (C39).
    var sizing: LuaRef?
    /// The sections that are lists (C49), by index in `sections = { ... }` (`.list`), or at
    /// index 0 for the one `section = { ... }` (`.shared`): built when the scene is taken.
    var listSections: [Int: ListSection] = [:]

    /// A list (C33): UIKit's default compositional configuration, sections from `list`.
    init(list: ListConfiguration) {
        configuration = CompositionalLayoutConfiguration()
        sections = .listConfiguration(list)
    }

    /// A `sizing` key: a function, or nothing.
    static func sizing(_ value: LuaValue?, _ key: String) throws(SceneKeyError) -> LuaRef? {
        guard let value else { return nil }
        guard case .function(let function) = value else { throw SceneValueReader.typeError(key, "function", value) }
        return function
    }

    /// Reads the table given to `compositional`.
    /// - Throws: `SceneKeyError` for a wrong type, an unknown or missing key, or more than
    ///   one of `section`, `sections` and `sectionProvider`.
    /// - Parameter custom: makes the provider of each custom group's `items` function.
    init(_ value: LuaValue, custom: CompositionalSceneReader.CustomGroupMaker) throws(SceneKeyError) {
        typealias Reader = CompositionalSceneReader
        guard let table = value.table else { throw SceneValueReader.typeError("compositional", "table", value) }
        if table["supplementaryContentInsetsReference"] != nil {
            throw SceneKeyError(
                key: "compositional.supplementaryContentInsetsReference",
                "a section's key (NSCollectionLayoutSection.supplementaryContentInsetsReference); the configuration has contentInsetsReference")
        }
        let f = try SceneValueReader.fields(value, "compositional", allowed: Reader.layoutKeys)
        configuration = try Reader.configuration(f)
        sizing = try Self.sizing(f["sizing"], "compositional.sizing")
        let given = [CompositionalSectionForm.shared, .list, .provider].filter { f[$0.key] != nil }
        guard let form = given.first else {
            throw SceneKeyError(
                key: "compositional",
                "missing the sections' layout: section = { ... } (one for every section), sections = { { ... }, ... } (one each) or sectionProvider = function(index) return { ... } end")
        }
        if given.count > 1 {
            throw SceneKeyError(
                key: "compositional.\(given[1].key)",
                "give only one of section, sections and sectionProvider (got \(given.map(\.key).joined(separator: " and ")))")
        }
        let spec = f[form.key]!
        switch form {
        case .shared:
            if let list = try ListSection.read(spec, form.path(0), scrollDirection: configuration.scrollDirection) {
                listSections[0] = list
                sections = .shared(list.section(0, of: 1, itemCount: 0, scale: 2))
            } else {
                sections = .shared(try Reader.section(spec, form.path(0), custom: custom))
            }
        case .list:
            let entries = try Reader.list(spec, "compositional.sections", of: "sections")
            var specs: [CompositionalSection] = []
            for (i, entry) in entries.enumerated() {
                if let list = try ListSection.read(entry, form.path(i), scrollDirection: configuration.scrollDirection) {
                    listSections[i] = list
                    specs.append(list.section(i, of: entries.count, itemCount: 0, scale: 2))
                } else {
                    specs.append(try Reader.section(entry, form.path(i), custom: custom))
                }
            }
            sections = .list(specs)
        case .listConfiguration:
            preconditionFailure("compositional { } has no list key; list { } makes its own spec")
        case .provider:
            guard case .function(let provider) = spec else {
                throw SceneValueReader.typeError("compositional.sectionProvider", "function", spec)
            }
            sections = .provider(provider)
        }
    }
}
