// Loads the bundled demo scene, queries it, adds a plugin written in Swift, reloads a Lua
// plugin, and prints what it saw. Run from the checkout's root (Scripts/embed-demo), where
// `Scenes/` and `Plugins/` are.
#if canImport(Glibc)
import Glibc
#endif
import LayoutCore
import LuaLayout

/// A plugin written in Swift: a one-point rule along the top of every section.
final class SectionRule: NativePlugin {
    let name = "section_rule"
    let reach = 0.0

    func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
        let rule = out.kind("sectionRule", zIndex: 2, attributes: ["color": .string("#000000")])
        try out.add(rule, Rect(x: s.frame.x, y: s.frame.y, width: s.frame.width, height: 1))
    }
}

/// "15 cell, 6 supplementary, 8 decoration": the elements of `elements` by category.
func counts(_ elements: [LayoutAttributes]) -> String {
    ElementCategory.allCases.map { category in
        "\(elements.filter { $0.category == category }.count) \(category.rawValue)"
    }.joined(separator: ", ")
}

do {
    // Load a scene file; its plugins come from the bundled Plugins/ folder.
    let session = try SceneSession(file: "Scenes/demo.lua")
    print("content size: \(session.contentSize.width) x \(session.contentSize.height)")
    print("all: \(counts(session.elements(in: nil)))")

    // Ask for the elements in a rect: the top of the screen.
    let top = session.elements(in: Rect(x: 0, y: 0, width: 375, height: 120))
    print("top 120 pt: \(counts(top))")
    if let cell = top.first(where: { $0.category == .cell }) {
        print("first cell: \(cell.indexPath.section)-\(cell.indexPath.item) at \(cell.frame.x), \(cell.frame.y), \(cell.frame.width) x \(cell.frame.height)")
    }

    // Add a plugin written in Swift: one rule per section.
    try session.register(SectionRule())
    print("with section_rule: \(counts(session.elements(in: nil)))")

    // Reload a Lua plugin from its file (the previous version stays if the new one fails).
    let reload = session.reload(plugin: "separators")
    for (plugin, result) in reload.results {
        switch result {
        case .success(let generation): print("reloaded \(plugin): generation \(generation)")
        case .failure(let error): print("reload of \(plugin) failed: \(error)")
        }
    }

    // The JSON `lualayout dump --rect` prints, for one small rect.
    let document = session.document(in: Rect(x: 0, y: 0, width: 375, height: 12))
    print(document.body, terminator: "")
    if !document.errors.isEmpty { exit(1) }

    // A layout configured in Swift gets plugins too: turn them on in an empty session,
    // lay the layout out with LayoutCore, and have the session decorate it.
    let plugins = try SceneSession(file: nil)
    try plugins.use("separators", options: "{ color = \"#FF0000\", betweenItems = false }")
    try plugins.register(SectionRule())
    var flow = FlowLayoutConfiguration()
    flow.itemSize = Size(width: 320, height: 44)
    flow.minimumLineSpacing = 1
    let geometry = try FlowLayout.layout(
        configuration: flow, sections: [FlowSection(itemCount: 4), FlowSection(itemCount: 2)],
        collectionView: CollectionViewMetrics(size: Size(width: 320, height: 480), scale: 2))
    let decorated = plugins.decorate(geometry)
    let all = decorated.elements(in: nil)
    print("a Swift layout: \(counts(all.body)); \(all.errors.count) plugin errors")
    for use in plugins.pluginStatus.flatMap(\.uses) {
        print("  \(use.plugin) \(use.options)")
    }
} catch {
    print("EmbedDemo: \(error)")
    exit(1)
}
