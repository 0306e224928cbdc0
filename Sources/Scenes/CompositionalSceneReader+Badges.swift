// Rules: docs/layout-rules.md, C45, C46

import LayoutCore
import LuaRuntime

/// An item's `supplementaryItems`: `NSCollectionLayoutSupplementaryItem`s anchored to it
/// (badges) with their `NSCollectionLayoutAnchor`s.
extension CompositionalSceneReader {
    /// The keys of a SUPPLEMENTARY ITEM table.
    static let supplementaryItemKeys = ["kind", "size", "containerAnchor", "itemAnchor", "zIndex", "contentInsets"]
    /// The keys of an ANCHOR table: its edges and one of UIKit's two offsets.
    static let anchorKeys = ["edges", "absoluteOffset", "fractionalOffset"]

    /// A list of badges.
    static func supplementaryItems(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> [SupplementaryItem] {
        var result: [SupplementaryItem] = []
        for (i, entry) in try list(value, path, of: "supplementary items").enumerated() {
            result.append(try supplementaryItem(entry, "\(path)[\(i)]"))
        }
        return result
    }

    /// One badge: `{ kind = "badge", size = { ... }, containerAnchor = { edges = { "top",
    /// "trailing" }, absoluteOffset = { 5, -5 } }, itemAnchor = ..., zIndex = 1, contentInsets = ... }`.
    static func supplementaryItem(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> SupplementaryItem {
        let f = try R.fields(value, path, allowed: supplementaryItemKeys)
        guard let kindValue = f["kind"] else {
            throw SceneKeyError(key: "\(path).kind", "missing: a supplementary item needs its element kind (kind = \"badge\")")
        }
        guard let sizeValue = f["size"] else {
            throw SceneKeyError(key: "\(path).size", "missing: a supplementary item needs size = { width, height }, e.g. { absolute(20), absolute(20) }")
        }
        guard let anchorValue = f["containerAnchor"] else {
            throw SceneKeyError(
                key: "\(path).containerAnchor",
                "missing: a supplementary item needs containerAnchor = { edges = { \"top\", \"trailing\" } } (where on the item it goes)")
        }
        var item = SupplementaryItem(
            kind: try R.string(kindValue, "\(path).kind"), size: try size(sizeValue, "\(path).size"),
            containerAnchor: try anchor(anchorValue, "\(path).containerAnchor"))
        if let v = f["itemAnchor"] { item.itemAnchor = try anchor(v, "\(path).itemAnchor") }
        if let v = f["zIndex"] { item.zIndex = try R.integer(v, "\(path).zIndex") }
        if let v = f["contentInsets"] { item.contentInsets = try R.insets(v, "\(path).contentInsets", directional: true) }
        return item
    }

    /// `{ edges = { "top", "trailing" }, absoluteOffset = { x, y } }` or with
    /// `fractionalOffset` (units of the badge's size); no edges is the centre.
    static func anchor(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> LayoutAnchor {
        let f = try R.fields(value, path, allowed: anchorKeys)
        var edges = Set<LayoutAnchor.Edge>()
        if let v = f["edges"] {
            let names = LayoutAnchor.Edge.allCases.map(\.rawValue)
            for (i, entry) in try list(v, "\(path).edges", of: "edges (\"top\", \"leading\", \"bottom\", \"trailing\")").enumerated() {
                edges.insert(LayoutAnchor.Edge(rawValue: try R.choice(entry, "\(path).edges[\(i)]", names))!)
            }
        }
        if f["absoluteOffset"] != nil, f["fractionalOffset"] != nil {
            throw SceneKeyError(key: "\(path).fractionalOffset", "give only one of absoluteOffset and fractionalOffset, as UIKit's two initialisers")
        }
        var anchor = LayoutAnchor(edges: edges)
        if let v = f["absoluteOffset"] { anchor.offset = .absolute(try finitePoint(v, "\(path).absoluteOffset")) }
        if let v = f["fractionalOffset"] { anchor.offset = .fractional(try finitePoint(v, "\(path).fractionalOffset")) }
        return anchor
    }

    private static func finitePoint(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> Point {
        let p = try R.point(value, path)
        guard p.x.isFinite, p.y.isFinite else { throw SceneKeyError(key: path, "the offset must be finite (got \(p.x), \(p.y))") }
        return p
    }
}
