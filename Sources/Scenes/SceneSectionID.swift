/// How a section of identified data (`sections { { id = "a", ids = { ... } } }`) is named
/// for a snapshot diff: by the `id` the scene gave it, or by its position in the list
/// when it gave none (so sections without `id` are paired by position, never moved).
public enum SceneSectionID: Hashable, Sendable, CustomStringConvertible {
    case named(SceneIdentifier)
    case position(Int)

    /// `a` for a named section, `#2` for the third section without a name (as the diff's
    /// duplicate messages quote it).
    public var description: String {
        switch self {
        case .named(let name): name.description
        case .position(let index): "#\(index)"
        }
    }
}
