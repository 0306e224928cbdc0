import CLuaShim

extension LuaState {
    /// Charges `steps` of work the host does in Swift because the running Lua code asked
    /// (a scene's `update` remapping a million items, a diff of a million identifiers) to
    /// the outermost call's limits, as the bounded C functions charge their loops: with an
    /// instruction budget the steps count against it, and the time limit and an interrupt
    /// are polled. Call it before the work (its size is known then) or every few thousand
    /// steps of a loop. Outside a call it does nothing.
    /// - Throws: the error the limit's hook would raise (`.instructionBudget`, `.timeout`,
    ///   `.interrupted`), without a location: thrown from a host function, it is placed
    ///   at the Lua line that called it. The trip is recorded, so Lua code that catches the
    ///   error with `pcall` is stopped again at its next instruction.
    public func chargeHostWork(_ steps: Int) throws(LuaError) {
        let why = Int(lh_charge(L, Int64(clamping: steps)))
        guard why != LH_TRIP_NONE else { return }
        let limits = self.limits
        switch why {
        case LH_TRIP_BUDGET:
            let count = min(limits.instructions ?? 0, Int(Int32.max))
            throw LuaError(kind: .instructionBudget, message: "instruction budget exceeded (\(count) instructions)")
        case LH_TRIP_TIMEOUT:
            let milliseconds = (limits.timeout ?? .zero).components.seconds * 1000
                + (limits.timeout ?? .zero).components.attoseconds / 1_000_000_000_000_000
            throw LuaError(kind: .timeout, message: "time limit exceeded (\(milliseconds) ms)")
        default:
            throw LuaError(kind: .interrupted, message: "interrupted!")
        }
    }
}
