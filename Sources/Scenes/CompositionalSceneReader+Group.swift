// Rules: docs/layout-rules.md, C5, C6, C10, C29

import LayoutCore
import LuaRuntime

/// GROUP and ITEM tables: `NSCollectionLayoutGroup` and `NSCollectionLayoutItem`.
extension CompositionalSceneReader {
    /// The keys of a GROUP table. `subitems`, `subitem` + `count` and `repeatingSubitem` +
    /// `count` are UIKit's three initialiser families (C5, C6).
    static let groupKeys = [
        "axis", "size", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets",
        "edgeSpacing", "supplementaryItems",
    ]
    /// The keys of an ITEM table.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]

    /// The keys of `custom { ... }`: `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
    static let customGroupKeys = ["size", "items"]

    /// A GROUP table (`group = { axis = "horizontal", ... }`), or `custom { ... }` (C29).
    /// `custom` makes the provider of a custom group's `items` function.
    static func group(_ value: LuaValue, _ path: String, custom: CustomGroupMaker) throws(SceneKeyError) -> CompositionalGroup {
        if let spec = value.table?["custom"], value.table?.count == 1 { return try customGroup(spec, path, custom: custom) }
        guard value.table != nil else {
            throw SceneKeyError(key: path, "expected a group table ({ axis = \"horizontal\", size = ..., subitems = ... }), got \(describe(value))")
        }
        let f = try R.fields(value, path, allowed: groupKeys)
        guard let axisValue = f["axis"] else {
            throw SceneKeyError(key: "\(path).axis", "missing: a group needs axis = \"horizontal\" (a row) or \"vertical\" (a column)")
        }
        let axis = Axis(rawValue: try R.choice(axisValue, "\(path).axis", ["horizontal", "vertical"]))!
        let size = try requiredSize(f, path, what: "a group")
        var group = CompositionalGroup(axis: axis, size: size, subitems: try subitems(f, path, custom: custom))
        if let v = f["interItemSpacing"] { group.interItemSpacing = try spacing(v, "\(path).interItemSpacing") }
        if let v = f["contentInsets"] { group.contentInsets = try R.insets(v, "\(path).contentInsets", directional: true) }
        if let v = f["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(v, "\(path).edgeSpacing") }
        if let v = f["supplementaryItems"] { group.supplementaryItems = try supplementaryItems(v, "\(path).supplementaryItems") }
        return group
    }

    /// An entry of `subitems` (or the `subitem`): a table with `axis` is a nested group
    /// (C10), any other table an item.
    static func subitem(_ value: LuaValue, _ path: String, custom: CustomGroupMaker) throws(SceneKeyError) -> CompositionalSubitem {
        guard let table = value.table else {
            throw SceneKeyError(key: path, "expected an item ({ size = ... }) or a group ({ axis = ..., ... }), got \(describe(value))")
        }
        if table["axis"] != nil || (table["custom"] != nil && table.count == 1) {
            return .group(try group(value, path, custom: custom))
        }
        // A group key in a table without `axis` is almost always a group missing its axis;
        // say so rather than "unknown key 'subitems'".
        for field in table.fields {
            if let name = field.key.string, !itemKeys.contains(name), groupKeys.contains(name) {
                throw SceneKeyError(
                    key: "\(path).\(name)",
                    "'\(name)' belongs to a group, and an entry without axis is an item; add axis = \"horizontal\" or \"vertical\" to make it a group")
            }
        }
        let f = try R.fields(value, path, allowed: itemKeys)
        var item = CompositionalItem(size: try requiredSize(f, path, what: "an item"))
        if let v = f["contentInsets"] { item.contentInsets = try R.insets(v, "\(path).contentInsets", directional: true) }
        if let v = f["edgeSpacing"] { item.edgeSpacing = try edgeSpacing(v, "\(path).edgeSpacing") }
        if let v = f["supplementaryItems"] { item.supplementaryItems = try supplementaryItems(v, "\(path).supplementaryItems") }
        return .item(item)
    }

    /// The edges of `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`.
    static let edgeSpacingKeys = ["leading", "top", "trailing", "bottom"]

    /// `edgeSpacing = { leading = fixed(8), top = flexible(0), ... }` (C40, C41): each edge a
    /// spacing (a number is fixed), a missing edge none. Edges are directional, as UIKit's.
    static func edgeSpacing(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> EdgeSpacing {
        guard let table = value.table else {
            throw SceneKeyError(
                key: path, "expected { leading = ..., top = ..., trailing = ..., bottom = ... } of fixed(n) or flexible(n), got \(describe(value))")
        }
        for side in ["left", "right"] where table[side] != nil {
            throw SceneKeyError(
                key: "\(path).\(side)",
                "edge spacing is directional, as NSCollectionLayoutEdgeSpacing: use \(side == "left" ? "leading" : "trailing")")
        }
        let f = try R.fields(value, path, allowed: edgeSpacingKeys)
        func edge(_ name: String) throws(SceneKeyError) -> LayoutSpacing? {
            guard let v = f[name] else { return nil }
            let spacing = try spacing(v, "\(path).\(name)")
            guard spacing.value.isFinite else { throw SceneKeyError(key: "\(path).\(name)", "the spacing must be finite (got \(spacing.value))") }
            return spacing
        }
        return EdgeSpacing(leading: try edge("leading"), top: try edge("top"), trailing: try edge("trailing"), bottom: try edge("bottom"))
    }

    // MARK: Private

    /// The group's subitems in exactly one of the three forms; `count` only with the
    /// single-subitem forms, where UIKit requires it.
    /// `custom { size = { ... }, items = function(env) ... end }`: a group of the given size
    /// whose items are the frames `items` returns (C29).
    private static func customGroup(_ value: LuaValue, _ path: String, custom: CustomGroupMaker) throws(SceneKeyError) -> CompositionalGroup {
        let f = try R.fields(value, path, allowed: customGroupKeys)
        let size = try requiredSize(f, path, what: "a custom group")
        guard let items = f["items"] else {
            throw SceneKeyError(
                key: "\(path).items",
                "missing: a custom group needs items = function(env) return { { x, y, width, height }, ... } end")
        }
        guard case .function(let function) = items else { throw R.typeError("\(path).items", "function", items) }
        return CompositionalGroup(axis: .horizontal, size: size, subitems: .custom(custom(function)))
    }

    private static func subitems(
        _ f: [String: LuaValue], _ path: String, custom: CustomGroupMaker
    ) throws(SceneKeyError) -> CompositionalGroup.Subitems {
        let forms = ["subitems", "subitem", "repeatingSubitem"].filter { f[$0] != nil }
        guard let form = forms.first else {
            throw SceneKeyError(
                key: "\(path).subitems",
                "missing: a group needs subitems = { ... }, or subitem = X with count = n, or repeatingSubitem = X with count = n")
        }
        if forms.count > 1 {
            throw SceneKeyError(key: "\(path).\(forms[1])", "give only one of subitems, subitem and repeatingSubitem (got \(forms.joined(separator: " and ")))")
        }
        if form == "subitems" {
            if f["count"] != nil {
                throw SceneKeyError(
                    key: "\(path).count",
                    "count goes with subitem = X or repeatingSubitem = X; subitems = { ... } are repeated while they fit")
            }
            let entries = try list(f["subitems"]!, "\(path).subitems", of: "items and groups")
            guard !entries.isEmpty else { throw SceneKeyError(key: "\(path).subitems", "a group needs at least one subitem") }
            var result: [CompositionalSubitem] = []
            for (i, entry) in entries.enumerated() { result.append(try subitem(entry, "\(path).subitems[\(i)]", custom: custom)) }
            return .list(result)
        }
        guard let countValue = f["count"] else {
            throw SceneKeyError(key: "\(path).count", "missing: \(form) = X needs count = n (how many copies the group holds)")
        }
        let count = try R.integer(countValue, "\(path).count")
        guard count >= 1 else { throw SceneKeyError(key: "\(path).count", "count must be at least 1 (got \(count))") }
        let sub = try subitem(f[form]!, "\(path).\(form)", custom: custom)
        return form == "subitem" ? .count(sub, count) : .repeating(sub, count)
    }

    private static func requiredSize(_ f: [String: LuaValue], _ path: String, what: String) throws(SceneKeyError) -> LayoutSize {
        guard let v = f["size"] else {
            throw SceneKeyError(key: "\(path).size", "missing: \(what) needs size = { width, height }, e.g. { fractionalWidth(1), absolute(44) }")
        }
        return try size(v, "\(path).size")
    }
}
