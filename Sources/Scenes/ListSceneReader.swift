// Rules: docs/layout-rules.md, C33

import LayoutCore
import LuaRuntime

/// Reads `list { appearance = ..., rowHeight = ..., ... }` (C33) into a
/// `ListConfiguration`, with the keys `UICollectionLayoutListConfiguration` names.
///
/// A list is a compositional layout in UIKit, so the scene keeps it as one: the sections
/// are built from the configuration when the section count is known
/// (`CompositionalSceneSpec.Sections.list`).
enum ListSceneReader {
    typealias R = SceneValueReader

    static let keys = [
        "appearance", "headerMode", "footerMode", "rowHeight", "headerHeight", "footerHeight", "headerTopPadding",
        "sizing",
    ]

    /// - Parameter key: where the table is (`list`, or a section's `compositional.sections[1].list`).
    static func configuration(_ value: LuaValue, at key: String = "list") throws(SceneKeyError) -> ListConfiguration {
        guard value.table != nil else { throw R.typeError(key, "table", value) }
        let f = try R.fields(value, key, allowed: keys)
        var appearance = ListConfiguration.Appearance.plain
        if let v = f["appearance"] {
            let names = ListConfiguration.Appearance.allCases.map(\.rawValue)
            appearance = .init(rawValue: try R.choice(v, "\(key).appearance", names))!
        }
        let headerMode = try mode(f["headerMode"], "\(key).headerMode", allowsFirstItem: true)
        let footerMode = try mode(f["footerMode"], "\(key).footerMode", allowsFirstItem: false)
        // C38: a height left out self-sizes (the fitted sizes in sections { }).
        var c = ListConfiguration(
            appearance: appearance, headerMode: headerMode, footerMode: footerMode,
            rowHeight: try f["rowHeight"].map { v throws(SceneKeyError) in try length(v, "\(key).rowHeight", positive: true) })
        c.headerHeight = try height(f["headerHeight"], "headerHeight", mode: headerMode, modeKey: "headerMode", key: key)
        c.footerHeight = try height(f["footerHeight"], "footerHeight", mode: footerMode, modeKey: "footerMode", key: key)
        if let v = f["headerTopPadding"] { c.headerTopPadding = try length(v, "\(key).headerTopPadding", positive: false) }
        return c
    }

    /// `headerMode` / `footerMode`: a footer cannot be the first item.
    private static func mode(
        _ value: LuaValue?, _ key: String, allowsFirstItem: Bool
    ) throws(SceneKeyError) -> ListConfiguration.SupplementaryMode {
        guard let value else { return .none }
        let names = ListConfiguration.SupplementaryMode.allCases.map(\.rawValue)
            .filter { allowsFirstItem || $0 != "firstItemInSection" }
        // C49: firstItemInSection lays the first row out as the header, headerHeight tall.
        return ListConfiguration.SupplementaryMode(rawValue: try R.choice(value, key, names))!
    }

    /// A header's or footer's height: nil when left out (it sizes itself, C38); refused
    /// when there is no such view, where it would mean nothing.
    private static func height(
        _ value: LuaValue?, _ name: String, mode: ListConfiguration.SupplementaryMode, modeKey: String, key: String
    ) throws(SceneKeyError) -> Double? {
        guard let value else { return nil }
        // C49: firstItemInSection's header is the first row, `headerHeight` tall.
        guard mode == .supplementary || mode == .firstItemInSection else {
            throw SceneKeyError(key: "\(key).\(name)", "\(name) sizes a view that \(modeKey) = \"\(mode.rawValue)\" does not make; set \(modeKey) = \"supplementary\" or leave \(name) out")
        }
        return try length(value, "\(key).\(name)", positive: false)
    }

    /// A finite length, above 0 when `positive`, else at least 0.
    private static func length(_ value: LuaValue, _ key: String, positive: Bool) throws(SceneKeyError) -> Double {
        let n = try R.number(value, key)
        guard n.isFinite, positive ? n > 0 : n >= 0 else {
            throw SceneKeyError(key: key, "expected a finite number \(positive ? "above 0" : "of at least 0"), got \(n)")
        }
        return n
    }
}
