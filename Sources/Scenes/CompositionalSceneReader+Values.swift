import Suggestions

// Rules: docs/layout-rules.md, C21

import LayoutCore
import LuaRuntime

/// Dimensions, sizes, spacings, boundary items and decoration items: the leaves of a
/// compositional scene.
extension CompositionalSceneReader {
    /// The dimension kinds, spelt as the scene helpers (`absolute(44)` returns `{ absolute = 44 }`).
    static let dimensionKinds = [
        "absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings",
    ]
    static let spacingKinds = ["fixed", "flexible"]
    static let boundaryKeys = [
        "kind", "size", "alignment", "extendsBoundary", "pinToVisibleBounds", "zIndex", "contentInsets", "offset",
    ]
    static let decorationKeys = ["background", "contentInsets", "zIndex"]

    private static let dimensionHint = "expected a dimension such as fractionalWidth(1) or absolute(44)"

    // MARK: Dimensions and sizes

    /// `fractionalWidth(1)`, or the table it returns (`{ fractionalWidth = 1 }`).
    static func dimension(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> LayoutDimension {
        guard let table = value.table, table.array.isEmpty, table.fields.count == 1,
            let name = table.fields[0].key.string
        else {
            // A bare number is the common mistake: UIKit has no default kind, nor do we.
            throw SceneKeyError(key: path, "\(dimensionHint), got \(describe(value))")
        }
        guard dimensionKinds.contains(name) else {
            if spacingKinds.contains(name) { throw SceneKeyError(key: path, "\(dimensionHint), got the spacing \(name)(...)") }
            throw SceneKeyError(key: path, NearestName.unknownMessage("dimension", name, allowed: dimensionKinds))
        }
        let v = try R.number(table.fields[0].value, path)
        switch name {
        case "absolute": return .absolute(v)
        case "estimated": return .estimated(v)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(v)
        case "fractionalWidth": return .fractionalWidth(v)
        default: return .fractionalHeight(v)
        }
    }

    /// `{ width, height }` or `{ width = ..., height = ... }`, each a dimension.
    static func size(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> LayoutSize {
        let example = "{ fractionalWidth(1), absolute(44) }"
        guard let table = value.table else {
            throw SceneKeyError(key: path, "expected { width, height } such as \(example), got \(describe(value))")
        }
        if table.array.isEmpty, table.fields.count == 1, let name = table.fields[0].key.string,
            (dimensionKinds + spacingKinds).contains(name)
        {
            throw SceneKeyError(key: path, "expected { width, height } such as \(example), got the single dimension \(name)(...)")
        }
        if !table.array.isEmpty || table.fields.isEmpty {
            guard table.array.count == 2, table.fields.isEmpty else {
                throw SceneKeyError(key: path, "expected { width, height } (2 dimensions) such as \(example), got \(table.count) values")
            }
            return LayoutSize(
                width: try dimension(table.array[0], "\(path).width"), height: try dimension(table.array[1], "\(path).height"))
        }
        let f = try R.fields(value, path, allowed: ["width", "height"])
        guard let width = f["width"], let height = f["height"] else {
            throw SceneKeyError(key: path, "expected both width and height, such as \(example)")
        }
        return LayoutSize(width: try dimension(width, "\(path).width"), height: try dimension(height, "\(path).height"))
    }

    /// `fixed(s)`, `flexible(s)`, their tables, or a bare number (sugar for `fixed`).
    static func spacing(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> LayoutSpacing {
        if let n = value.number { return .fixed(n) }
        guard let table = value.table, table.array.isEmpty, table.fields.count == 1,
            let name = table.fields[0].key.string
        else {
            throw SceneKeyError(key: path, "expected a spacing such as fixed(8) or flexible(8), got \(describe(value))")
        }
        guard spacingKinds.contains(name) else {
            if dimensionKinds.contains(name) {
                throw SceneKeyError(key: path, "expected a spacing such as fixed(8) or flexible(8), got the dimension \(name)(...)")
            }
            throw SceneKeyError(key: path, NearestName.unknownMessage("spacing", name, allowed: spacingKinds))
        }
        let v = try R.number(table.fields[0].value, path)
        return name == "fixed" ? .fixed(v) : .flexible(v)
    }

    // MARK: Boundary and decoration items

    /// A list of boundary items (section- or layout-level headers and footers).
    static func boundaryItems(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> [BoundarySupplementaryItem] {
        var result: [BoundarySupplementaryItem] = []
        for (i, entry) in try list(value, path, of: "boundary items").enumerated() {
            result.append(try boundaryItem(entry, "\(path)[\(i)]"))
        }
        return result
    }

    /// One boundary item. `alignment` may be left out for the kinds `header` (top) and
    /// `footer` (bottom), the only ones whose place is obvious; UIKit has no default.
    static func boundaryItem(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> BoundarySupplementaryItem {
        let f = try R.fields(value, path, allowed: boundaryKeys)
        guard let kindValue = f["kind"] else {
            throw SceneKeyError(key: "\(path).kind", "missing: a boundary item needs its element kind (kind = \"header\")")
        }
        let kind = try R.string(kindValue, "\(path).kind")
        guard let sizeValue = f["size"] else {
            throw SceneKeyError(key: "\(path).size", "missing: a boundary item needs size = { width, height }, e.g. { fractionalWidth(1), absolute(40) }")
        }
        let alignment: BoundaryAlignment
        if let v = f["alignment"] {
            alignment = BoundaryAlignment(rawValue: try R.choice(v, "\(path).alignment", BoundaryAlignment.allCases.map(\.rawValue)))!
        } else if kind == "header" || kind == "footer" {
            alignment = kind == "header" ? .top : .bottom
        } else {
            throw SceneKeyError(key: "\(path).alignment", "missing: a '\(kind)' item needs alignment = \"top\", \"bottom\", ...")
        }
        var item = BoundarySupplementaryItem(kind: kind, size: try size(sizeValue, "\(path).size"), alignment: alignment)
        if let v = f["extendsBoundary"] { item.extendsBoundary = try R.boolean(v, "\(path).extendsBoundary") }
        if let v = f["pinToVisibleBounds"] { item.pinToVisibleBounds = try R.boolean(v, "\(path).pinToVisibleBounds") }
        if let v = f["zIndex"] { item.zIndex = try R.integer(v, "\(path).zIndex") }
        if let v = f["contentInsets"] { item.contentInsets = try R.insets(v, "\(path).contentInsets", directional: true) }
        if let v = f["offset"] { item.offset = try R.point(v, "\(path).offset") }
        return item
    }

    /// A section's `decorationItems`: backgrounds only, as in the subset (C21).
    static func decorationItems(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> [DecorationItem] {
        var result: [DecorationItem] = []
        for (i, entry) in try list(value, path, of: "decoration items").enumerated() {
            let itemPath = "\(path)[\(i)]"
            let f = try R.fields(entry, itemPath, allowed: decorationKeys)
            guard let kind = f["background"] else {
                throw SceneKeyError(
                    key: "\(itemPath).background",
                    "missing: a decoration item is a background with its element kind (background = \"roundedBackground\")")
            }
            var item = DecorationItem(background: try R.string(kind, "\(itemPath).background"))
            if let v = f["contentInsets"] { item.contentInsets = try R.insets(v, "\(itemPath).contentInsets", directional: true) }
            if let v = f["zIndex"] { item.zIndex = try R.integer(v, "\(itemPath).zIndex") }
            result.append(item)
        }
        return result
    }
}
