/// How a compositional scene gave its sections: one spec for all (`section =`), one each
/// (`sections =`) or a function (`sectionProvider =`).
///
/// It names a section in error paths, so that an error in the shared spec says
/// `compositional.section...` (where the user wrote it), not `sections[3]...` (which
/// section happened to be laid out first).
enum CompositionalSectionForm: Sendable, Equatable {
    case shared
    case list
    case provider
    /// `list { ... }` (C33): every section built from one list configuration.
    case listConfiguration

    /// The scene key that gives the sections in this form.
    var key: String {
        switch self {
        case .shared: "section"
        case .list: "sections"
        case .provider: "sectionProvider"
        case .listConfiguration: "list"
        }
    }

    /// The path of section `index`'s spec: `compositional.section`,
    /// `compositional.sections[2]` or `compositional.sectionProvider(2)` (what the provider
    /// returned for index 2).
    func path(_ index: Int) -> String {
        switch self {
        case .shared: "compositional.section"
        case .list: "compositional.sections[\(index)]"
        case .provider: "compositional.sectionProvider(\(index))"
        case .listConfiguration: "list"
        }
    }
}
