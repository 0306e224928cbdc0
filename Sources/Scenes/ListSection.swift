// Rules: docs/layout-rules.md, C33, C49

import LayoutCore
import LuaRuntime

/// A compositional section that is a list (C49): `{ list = { appearance = ..., ... },
/// contentInsets = ... }` in `sections = { ... }`, `section = ...` or a provider's answer, as
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` beside grid and orthogonal
/// sections. It is built when the scene is taken, when its position and row count are known.
struct ListSection: Hashable {
    var configuration: ListConfiguration
    /// The section's `contentInsets`, replacing the list's own (UIKit lets an app set them).
    var contentInsets: EdgeInsets?

    /// The keys of a list section: its configuration and the insets it may override.
    static let keys = ["list", "contentInsets"]

    /// The section at `index` of `count` with `itemCount` rows, and the sizes its
    /// self-sizing rows, header and footer reported (C38).
    func section(_ index: Int, of count: Int, itemCount: Int, scale: Double, fitted: FittedSizes? = nil) -> CompositionalSection {
        configuration.section(index, of: count, itemCount: itemCount, scale: scale, contentInsets: contentInsets, fitted: fitted)
    }

    /// The list section a SECTION table describes, nil when it has no `list` key. Lists scroll
    /// vertically (UIKit's list layouts do), so one in a horizontal layout is refused.
    static func read(_ value: LuaValue, _ path: String, scrollDirection: ScrollDirection) throws(SceneKeyError) -> ListSection? {
        guard let table = value.table, let list = table["list"] else { return nil }
        guard scrollDirection == .vertical else {
            throw SceneKeyError(key: "\(path).list", "a list section needs a vertical layout (UIKit's lists scroll vertically); this compositional layout scrolls horizontally")
        }
        let f = try SceneValueReader.fields(value, path, allowed: keys)
        var section = ListSection(configuration: try ListSceneReader.configuration(list, at: "\(path).list"))
        if let v = f["contentInsets"] {
            section.contentInsets = try SceneValueReader.insets(v, "\(path).contentInsets", directional: true)
        }
        return section
    }
}
