// Rules: docs/layout-rules.md, C32

import LayoutCore
import LuaRuntime
import PluginContract

/// A scene section's `visibleItemsInvalidationHandler = function(items, offset, environment)`,
/// called in the scene's Lua state under the scene's limits (C32) through `VisibleItemsCall`.
final class SceneVisibleItemsHandler: VisibleItemsHandler {
    /// Weak: the context holds the scene's specs, which hold this handler.
    private weak var context: SceneContext?
    private let function: LuaRef
    /// `VisibleItemsCall`'s wrapper, made on first use.
    private var wrapper: LuaRef?

    init(context: SceneContext, function: LuaRef) {
        self.context = context
        self.function = function
    }

    func invalidate(_ items: [VisibleItem], offset: Point, containerSize: Size) -> Result<[VisibleItemChange], VisibleItemsFailure> {
        guard let context else { return .failure(VisibleItemsFailure("the scene this handler belongs to is gone")) }
        let lua = context.lua
        do {
            return .success(try lua.withLimits(context.luaLimits) { () throws(LuaError) -> [VisibleItemChange] in
                let wrapper: LuaRef
                if let known = self.wrapper {
                    wrapper = known
                } else {
                    wrapper = VisibleItemsCall.makeWrapper(lua)
                    self.wrapper = wrapper
                }
                return try VisibleItemsCall.run(
                    lua, wrapper: wrapper, handler: function, extra: nil, items: items, offset: offset, containerSize: containerSize)
            })
        } catch {
            let located = context.sceneError(error, chunk: context.callSites["compositional"]?.chunk ?? context.file)
            return .failure(VisibleItemsFailure(located.message, file: located.file, line: located.line ?? lua.definitionLine(of: function)))
        }
    }

    /// The scene file and the line where the function is defined.
    var definition: (file: String, line: Int?)? {
        guard let context else { return nil }
        return (context.callSites["compositional"]?.chunk ?? context.file, context.lua.definitionLine(of: function))
    }
}
