// Rules: docs/layout-rules.md, C28

import LayoutCore
import LuaRuntime

/// Reads the tables of a `compositional { ... }` scene (the contract of issue 5) into
/// LayoutCore's compositional types.
///
/// The reader is pure: it sees Lua values already copied into Swift, so each rule here is
/// about the shape of one table; `CompositionalSceneSpec` calls it when `compositional` is
/// called, and the section provider is called when the scene is taken
/// (`SceneContext.compositionalSections`). Every error is a `SceneKeyError` whose key is the
/// scene key of the value at fault (`compositional.section.group.subitems[0].size.width`):
/// the key `SceneKeys` gives an engine error on the same field, so `SceneKeyLocator` finds
/// the line of both alike.
///
/// The reader checks what only the scene text can get wrong (types, unknown keys, missing
/// keys, a `count` below 1, an empty `subitems`); the geometry rules (a first subitem that
/// does not fit, orthogonal scrolling) stay the engine's, checked when the scene is laid out.
enum CompositionalSceneReader {
    typealias R = SceneValueReader
    /// Makes the code behind a scene's functions: a custom group's provider from its
    /// `items` function, called as `custom(function)`, and a section's visible-items handler
    /// (the reader is pure; the scene's context, which can call the functions, makes them).
    struct CustomGroupMaker {
        var customGroup: (LuaRef) -> CustomGroupItems
        var visibleItemsHandler: (LuaRef) -> VisibleItemsHandlerRef

        func callAsFunction(_ function: LuaRef) -> CustomGroupItems { customGroup(function) }
    }

    /// The keys of `compositional { ... }`, as `UICollectionViewCompositionalLayoutConfiguration`
    /// names them, plus the three ways of giving the sections.
    static let layoutKeys = [
        "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference", "section", "sections",
        "sectionProvider", "sizing",
    ]
    /// The keys of a SECTION table, as `NSCollectionLayoutSection` names them.
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "supplementariesFollowContentInsets",
        "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior", "visibleItemsInvalidationHandler",
        "contentInsetsReference", "supplementaryContentInsetsReference", "list",
    ]

    // MARK: Layout level

    /// The layout-wide settings; the section keys are read by the caller, which may have to
    /// call a provider for them.
    static func configuration(_ f: [String: LuaValue]) throws(SceneKeyError) -> CompositionalLayoutConfiguration {
        var c = CompositionalLayoutConfiguration()
        if let v = f["scrollDirection"] {
            let names = ScrollDirection.allCases.map(\.rawValue)
            c.scrollDirection = ScrollDirection(rawValue: try R.choice(v, "compositional.scrollDirection", names))!
        }
        if let v = f["interSectionSpacing"] {
            c.interSectionSpacing = try R.number(v, "compositional.interSectionSpacing")
        }
        if let v = f["boundarySupplementaryItems"] {
            c.boundarySupplementaryItems = try boundaryItems(v, "compositional.boundarySupplementaryItems")
        }
        if let v = f["contentInsetsReference"] {
            c.contentInsetsReference = try reference(v, "compositional.contentInsetsReference")
        }
        return c
    }

    // MARK: Section

    /// A SECTION table. `path` says where it came from (`compositional.section`,
    /// `compositional.sections[2]`, `compositional.sectionProvider(2)`).
    static func section(_ value: LuaValue, _ path: String, custom: CustomGroupMaker) throws(SceneKeyError) -> CompositionalSection {
        guard value.table != nil else {
            throw SceneKeyError(key: path, "expected a section table ({ group = { ... }, ... }), got \(describe(value))")
        }
        let f = try R.fields(value, path, allowed: sectionKeys)
        guard let groupValue = f["group"] else {
            throw SceneKeyError(key: "\(path).group", "missing: a section needs a root group (group = { axis = ..., size = ..., subitems = ... })")
        }
        var s = CompositionalSection(group: try group(groupValue, "\(path).group", custom: custom))
        if let v = f["contentInsets"] { s.contentInsets = try R.insets(v, "\(path).contentInsets", directional: true) }
        if let v = f["interGroupSpacing"] { s.interGroupSpacing = try R.number(v, "\(path).interGroupSpacing") }
        if let v = f["supplementariesFollowContentInsets"] {
            s.supplementariesFollowContentInsets = try R.boolean(v, "\(path).supplementariesFollowContentInsets")
        }
        if let v = f["boundarySupplementaryItems"] {
            s.boundarySupplementaryItems = try boundaryItems(v, "\(path).boundarySupplementaryItems")
        }
        if let v = f["decorationItems"] { s.decorationItems = try decorationItems(v, "\(path).decorationItems") }
        if let v = f["orthogonalScrollingBehavior"] {
            // Every UIKit value (C28); a misspelt one is refused with the nearest name.
            let names = OrthogonalScrollingBehavior.allCases.map(\.rawValue)
            let name = try R.choice(v, "\(path).orthogonalScrollingBehavior", names)
            s.orthogonalScrollingBehavior = OrthogonalScrollingBehavior(rawValue: name)!
        }
        if let v = f["visibleItemsInvalidationHandler"] {
            // C32: function(items, offset, environment), run whenever the view scrolls.
            guard case .function(let function) = v else {
                throw R.typeError("\(path).visibleItemsInvalidationHandler", "function", v)
            }
            s.visibleItemsInvalidationHandler = custom.visibleItemsHandler(function)
        }
        if let v = f["contentInsetsReference"] { s.contentInsetsReference = try reference(v, "\(path).contentInsetsReference") }
        if let v = f["supplementaryContentInsetsReference"] {
            s.supplementaryContentInsetsReference = try reference(v, "\(path).supplementaryContentInsetsReference")
            // C42: UIKit asserts this; refused at the key rather than when laid out.
            if s.supplementaryContentInsetsReference != .automatic, s.supplementariesFollowContentInsets {
                throw SceneKeyError(
                    key: "\(path).supplementaryContentInsetsReference",
                    "needs supplementariesFollowContentInsets = false: boundary items that follow the content insets take the content's reference (UIKit raises an exception here)")
            }
        }
        return s
    }

    /// A `UIContentInsetsReference` by its Swift name (C42); a misspelt one is refused with
    /// the nearest.
    static func reference(_ value: LuaValue, _ path: String) throws(SceneKeyError) -> ContentInsetsReference {
        ContentInsetsReference(rawValue: try R.choice(value, path, ContentInsetsReference.allCases.map(\.rawValue)))!
    }

    // MARK: Shared helpers

    /// The entries of a Lua list (`{ a, b }`); named keys are an error, since a list of
    /// items in UIKit is an array.
    static func list(_ value: LuaValue, _ path: String, of what: String) throws(SceneKeyError) -> [LuaValue] {
        guard let table = value.table else { throw SceneKeyError(key: path, "expected a list of \(what), got \(describe(value))") }
        if let field = table.fields.first {
            let name = field.key.string ?? field.key.typeName
            throw SceneKeyError(key: path, "expected a list of \(what) ({ ..., ... }), got the key '\(name)'")
        }
        return table.array
    }

    /// A value as a message names it: "the number 100", "a string", "nil".
    static func describe(_ value: LuaValue) -> String {
        switch value {
        case .nil: "nil"
        case .integer(let i): "the number \(i)"
        case .number(let d): "the number \(d)"
        case .string(let s): "the string \"\(s)\""
        case .bytes(let b): "the string \"\(SceneIdentifier(bytes: b))\""
        case .boolean(let b): "\(b)"
        case .table: "a table"
        case .function: "a function"
        case .other(let name): "a \(name)"
        }
    }
}
