/// What kind of view an element is, as `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    case cell
    case supplementary
    case decoration
}
