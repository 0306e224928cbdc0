import LuaRuntime

extension PluginModule {
    /// The one way the host calls a plugin's hook, whatever its kind: under the hook's time
    /// limit (the bridge's deadline, which the host functions it calls poll too), in a
    /// protected call, with the stack put back as it was whatever happens.
    ///
    /// A failure is located in the plugin: an error raised in the host's own Lua code, or
    /// one without a position (`error(nil)`, a time limit passing in the host's code around
    /// the hook), points at the hook's definition. After running out of memory the state
    /// collects its garbage, so the next hook starts with room.
    /// - Parameters:
    ///   - hook: the hook, for the definition line a failure falls back on.
    ///   - phase, section: what a failure names.
    ///   - timeLimit: the host's limit per hook call.
    ///   - results: how many results the call leaves for `read`.
    ///   - push: pushes the function to call and its arguments; returns the argument count.
    ///   - read: reads the results (the stack is put back after it).
    func callHook<Output>(
        _ hook: LuaRef, phase: PluginError.Phase, section: Int?, timeLimit: Duration, results: Int32,
        push: (LuaState) -> Int32, read: (LuaState) -> Output
    ) -> Result<Output, PluginError> {
        let base = state.top
        bridge.hookDeadline = ContinuousClock.now + timeLimit
        defer {
            state.setTop(base)
            bridge.hookDeadline = nil
        }
        let arguments = push(state)
        do {
            try state.call(arguments: arguments, results: results)
        } catch {
            var failure = PluginError(plugin: name, phase: phase, section: section, lua: error, file: displayPath)
            if failure.file == PluginError.hostChunk || (failure.line == nil && failure.file == displayPath) {
                failure.file = displayPath
                failure.line = state.definitionLine(of: hook)
            }
            if error.kind == .memory { state.collectGarbage() }
            return .failure(failure)
        }
        return .success(read(state))
    }
}
