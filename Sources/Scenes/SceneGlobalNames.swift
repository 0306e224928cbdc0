import LuaRuntime
import Suggestions

/// "Did you mean ...?" for a misspelt global in scene code (`sectoins { 3 }`,
/// `fractionalHieght(0.5)`), as misspelt keys get one: Lua says only "attempt to call a nil
/// value (global 'sectoins')".
enum SceneGlobalNames {
    /// The scene functions and dimension helpers every scene has.
    static let sceneFunctions = [
        "collection", "flow", "compositional", "list", "sections", "limits", "update", "use",
        "absolute", "estimated", "fractionalWidth", "fractionalHeight", "fixed", "flexible", "custom",
    ]

    /// `message` with the nearest of `globals` (and the scene functions) after the name, when
    /// it is Lua's error about a nil global and a name is near enough.
    static func suggestingNearest(in message: String, globals: [String]) -> String {
        guard let name = nilGlobal(in: message) else { return message }
        let candidates = Set(sceneFunctions + globals).subtracting([name]).sorted()
        guard let near = NearestName.suggestion(for: name, among: candidates) else { return message }
        return message + " (did you mean '\(near)'?)"
    }

    /// The NAME of Lua's `... a nil value (global 'NAME')`, if `message` ends so.
    static func nilGlobal(in message: String) -> String? {
        let marker = "a nil value (global '"
        guard message.hasSuffix("')"), let start = message.ranges(of: marker).last else { return nil }
        let name = message[start.upperBound..<message.index(message.endIndex, offsetBy: -2)]
        return name.isEmpty || name.contains("'") ? nil : String(name)
    }
}

extension SceneContext {
    /// The string keys of the scene's global table, read raw (no metamethod runs).
    func globalNames() -> [String] {
        let top = lua.top
        defer { lua.setTop(top) }
        lua.pushGlobal("_G")
        let options = LuaReadOptions(maxDepth: 1, referenceFunctions: false, failOnCycles: false)
        guard let table = (try? lua.value(at: -1, options: options))?.table else { return [] }
        return table.fields.compactMap(\.key.string)
    }
}
