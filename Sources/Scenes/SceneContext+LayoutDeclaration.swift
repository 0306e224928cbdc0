import LuaRuntime

/// Where the scene declared its layout (`flow { }`, `compositional { }` or `list { }`), and
/// the run of scene code that did (`SceneContext.runCount`).
struct LayoutDeclaration: Sendable, Equatable {
    var function: String
    var site: LuaLocation?
    var run: Int
}

extension SceneContext {
    /// Records the layout function `function` called at `site`. A scene declares one layout:
    /// within one run of scene code (a scene file), a second one that would replace the
    /// first (any layout after another kind, or a second `compositional { }` or `list { }`)
    /// is an error naming the first. `flow { }` given again merges, as it always has. In a
    /// later run (REPL input), replacing is the point: it is allowed, and said
    /// (`layoutReplacements`).
    func declareLayout(_ function: String, at site: LuaLocation?) throws(SceneKeyError) {
        let declaration = LayoutDeclaration(function: function, site: site, run: runCount)
        guard let first = declaredLayout else {
            declaredLayout = declaration
            return
        }
        // `flow { }` again merges into the flow layout: nothing is replaced.
        if first.function == "flow", function == "flow" { return }
        let place = first.site.map { $0.chunk == site?.chunk ? "line \($0.line)" : $0.description } ?? "an earlier line"
        guard first.run != runCount else {
            throw SceneKeyError(
                key: function,
                "the scene already declares its layout with \(first.function) { } at \(place); a scene has one layout "
                    + "(remove one of the two)")
        }
        layoutReplacements.append("\(function) { } replaced the \(first.function) layout of \(first.site?.description ?? "the scene")")
        declaredLayout = declaration
    }
}
