import LuaRuntime
import Suggestions

extension PluginBridge {
    /// `one_of(what, value, allowed)` for `lualayout.oneOf`: nil when `value` is one of the
    /// strings of `allowed`, else the message that names `what`, the value, the nearest
    /// allowed name and all of them, as an unknown option's says it. The prelude raises it
    /// at the plugin's line.
    func oneOf(_ call: LuaCall) throws -> Int32 {
        let what = try call.string(1)
        let allowed = try call.table(3).array.compactMap(\.string)
        guard !allowed.isEmpty else {
            state.push(string: "lualayout.oneOf: the list of allowed values must be a non-empty list of strings")
            return 1
        }
        guard call.type(2) == .string, let value = try? call.string(2) else {
            let got = call.type(2) == .none ? "no value" : call.type(2).name
            state.push(string: "\(what): one of \(allowed.joined(separator: ", ")) expected, got \(got)")
            return 1
        }
        if allowed.contains(value) {
            state.pushNil()
        } else {
            state.push(string: "\(what): " + NearestName.unknownMessage("value", value, allowed: allowed))
        }
        return 1
    }
}
