// Rules: docs/layout-rules.md, C39

import LayoutCore
import LuaRuntime
import PluginContract

/// A scene's `compositional { sizing = function(section, elements) ... end }` (C39): the
/// scene's own sizing hook, called in its Lua state under its limits, once per section
/// with every element to size; the same contract as a plugin's `M.size` (`SizingCall`).
public final class SceneSizing: @unchecked Sendable {
    /// What one call came to: the answer, or why the function failed, and where.
    public struct Outcome: Sendable {
        public var answer: SizingAnswer
        /// The function's error (the answer is then empty: every estimate stands).
        public var failure: String?
        /// The file and line to report at: the error's, or the function's definition.
        public var file: String
        public var line: Int?
    }

    /// Weak: the context holds the scene's spec, which holds this.
    private weak var context: SceneContext?
    private let function: LuaRef

    init(context: SceneContext, function: LuaRef) {
        self.context = context
        self.function = function
    }

    /// Calls `sizing(section, elements)` for section `index`.
    public func sizes(section index: Int, itemCount: Int, scale: Double, elements: [SizingElement]) -> Outcome {
        let empty = SizingAnswer(sizes: [Size?](repeating: nil, count: elements.count), problems: [])
        guard let context else {
            return Outcome(answer: empty, failure: "the scene this sizing function belongs to is gone", file: "scene", line: nil)
        }
        let lua = context.lua
        let site = context.callSites["compositional"]
        let file = site?.chunk ?? context.file
        let definition = lua.definitionLine(of: function)
        let base = lua.top
        defer { lua.setTop(base) }
        let answer: SizingAnswer
        do {
            answer = try lua.withLimits(context.luaLimits) { () throws(LuaError) -> SizingAnswer in
                _ = lua.push(function)
                lua.push(SizingCall.sectionTable(index: index, count: itemCount, scale: scale))
                SizingCall.pushElements(elements, on: lua)
                try lua.call(arguments: 2, results: 1)
                return SizingCall.read(lua, at: -1, elements: elements, hook: "sizing")
            }
        } catch {
            let located = context.sceneError(error, chunk: file)
            return Outcome(answer: empty, failure: "sizing(section, elements) failed: \(located.message)", file: located.file, line: located.line ?? definition)
        }
        return Outcome(answer: answer, failure: nil, file: file, line: definition)
    }
}
