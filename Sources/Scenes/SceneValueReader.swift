import LayoutCore
import LuaRuntime
import Suggestions

/// A key that a scene function rejected, before it is located in the file.
public struct SceneKeyError: Error, Sendable {
    public var key: String
    public var message: String
    /// The key is not one the table takes (as opposed to a wrong value): the scene goes on
    /// without it so that every unknown key is reported at once (`UnknownKeySweep`).
    public var isUnknownKey = false

    public init(key: String, _ message: String) {
        self.key = key
        self.message = message
    }

    /// An unknown key, with the nearest of the keys its table takes.
    public static func unknownKey(_ key: String, _ name: String, allowed: [String]) -> SceneKeyError {
        var error = SceneKeyError(key: key, NearestName.unknownMessage("key", name, allowed: allowed))
        error.isUnknownKey = true
        return error
    }
}

/// Reads typed values out of scene tables, lauxlib-style: each reader names the key path
/// it was given in its error ("number expected, got string").
public enum SceneValueReader {
    /// The table's named fields, after checking there is no unknown key (with the nearest
    /// allowed one) and, unless `allowArray`, no positional value.
    public static func fields(
        _ value: LuaValue, _ key: String, allowed: [String], allowArray: Bool = false
    ) throws(SceneKeyError) -> [String: LuaValue] {
        guard let table = value.table else { throw typeError(key, "table", value) }
        if !allowArray, !table.array.isEmpty {
            throw SceneKeyError(key: key, "expected named keys (\(allowed.joined(separator: ", "))), got a list")
        }
        var result: [String: LuaValue] = [:]
        for field in table.fields {
            guard let name = field.key.string else {
                throw SceneKeyError(key: key, "keys must be names, got a \(field.key.typeName) key")
            }
            guard allowed.contains(name) else {
                throw SceneKeyError.unknownKey(join(key, name), name, allowed: allowed)
            }
            result[name] = field.value
        }
        return result
    }

    public static func number(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> Double {
        guard let number = value.number else { throw typeError(key, "number", value) }
        return number
    }

    public static func integer(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> Int {
        guard value.number != nil else { throw typeError(key, "integer", value) }
        guard let integer = value.integer, let int = Int(exactly: integer) else {
            throw SceneKeyError(key: key, "number has no integer representation")
        }
        return int
    }

    public static func boolean(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> Bool {
        guard let boolean = value.boolean else { throw typeError(key, "boolean", value) }
        return boolean
    }

    public static func string(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> String {
        guard let string = value.string else { throw typeError(key, "string", value) }
        return string
    }

    /// One of `choices`.
    public static func choice(_ value: LuaValue, _ key: String, _ choices: [String]) throws(SceneKeyError) -> String {
        let name = try string(value, key)
        guard choices.contains(name) else {
            throw SceneKeyError(key: key, NearestName.unknownMessage("value", name, allowed: choices))
        }
        return name
    }

    /// `{ width, height }` or `{ width = w, height = h }`.
    public static func size(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> Size {
        let pair = try pair(value, key, names: ("width", "height"))
        return Size(width: pair.0, height: pair.1)
    }

    /// `{ x, y }` or `{ x = x, y = y }`.
    public static func point(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> Point {
        let pair = try pair(value, key, names: ("x", "y"))
        return Point(x: pair.0, y: pair.1)
    }

    /// `{ top =, left =, bottom =, right = }` (missing edges are 0), `{ t, l, b, r }`, or one
    /// number for all four edges. Compositional scenes may say `leading`/`trailing`.
    public static func insets(_ value: LuaValue, _ key: String, directional: Bool = false) throws(SceneKeyError) -> EdgeInsets {
        if let all = value.number { return EdgeInsets(top: all, left: all, bottom: all, right: all) }
        guard let table = value.table else { throw typeError(key, "table or number", value) }
        if !table.array.isEmpty {
            guard table.array.count == 4, table.fields.isEmpty else {
                throw SceneKeyError(key: key, "expected { top, left, bottom, right } (4 numbers), got \(table.array.count) values")
            }
            let edges = ["top", "left", "bottom", "right"]
            var values: [Double] = []
            for (i, edge) in edges.enumerated() { values.append(try number(table.array[i], join(key, edge))) }
            return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        let names = directional ? ["top", "leading", "bottom", "trailing", "left", "right"] : ["top", "left", "bottom", "right"]
        let f = try fields(value, key, allowed: names)
        func edge(_ name: String) throws(SceneKeyError) -> Double {
            try f[name].map { v throws(SceneKeyError) in try number(v, join(key, name)) } ?? 0
        }
        let left = try f["leading"] != nil ? edge("leading") : edge("left")
        let right = try f["trailing"] != nil ? edge("trailing") : edge("right")
        return EdgeInsets(top: try edge("top"), left: left, bottom: try edge("bottom"), right: right)
    }

    private static func pair(_ value: LuaValue, _ key: String, names: (String, String)) throws(SceneKeyError) -> (Double, Double) {
        guard let table = value.table else { throw typeError(key, "table", value) }
        if !table.array.isEmpty {
            guard table.array.count == 2, table.fields.isEmpty else {
                throw SceneKeyError(key: key, "expected { \(names.0), \(names.1) } (2 numbers), got \(table.array.count) values")
            }
            return (try number(table.array[0], join(key, names.0)), try number(table.array[1], join(key, names.1)))
        }
        let f = try fields(value, key, allowed: [names.0, names.1])
        guard let first = f[names.0], let second = f[names.1] else {
            throw SceneKeyError(key: key, "expected { \(names.0), \(names.1) } (2 numbers)")
        }
        return (try number(first, join(key, names.0)), try number(second, join(key, names.1)))
    }

    /// "number expected, got string", as lauxlib's `luaL_typeerror` words it.
    public static func typeError(_ key: String, _ expected: String, _ value: LuaValue) -> SceneKeyError {
        SceneKeyError(key: key, "\(expected) expected, got \(value.typeName)")
    }

    public static func join(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : "\(path).\(name)"
    }
}
