// Rules: docs/layout-rules.md, C29

import LayoutCore
import LuaRuntime

/// A scene's `custom { size = ..., items = function(env) ... end }` group: the `items`
/// function, called in the scene's Lua state under the scene's limits when LayoutCore
/// solves the group.
///
/// The answers are kept per environment, so the function runs once per distinct group size
/// for the life of the scene (every layout of it shares them), never once per item.
final class SceneCustomGroup: CustomGroupItemProvider {
    /// Weak: the context holds the scene's specs, which hold this provider.
    private weak var context: SceneContext?
    private let function: LuaRef
    private var answers: [CustomGroupEnvironment: Result<[CustomGroupItem], CustomGroupFailure>] = [:]

    init(context: SceneContext, function: LuaRef) {
        self.context = context
        self.function = function
    }

    func items(in environment: CustomGroupEnvironment) -> Result<[CustomGroupItem], CustomGroupFailure> {
        if let known = answers[environment] { return known }
        let answer = call(environment)
        answers[environment] = answer
        return answer
    }

    /// `items({ width = w, height = h, scale = s })`, its list read into items.
    private func call(_ environment: CustomGroupEnvironment) -> Result<[CustomGroupItem], CustomGroupFailure> {
        guard let context else { return .failure(CustomGroupFailure("the scene this custom group belongs to is gone")) }
        let lua = context.lua
        let base = lua.top
        defer { lua.setTop(base) }
        let returned: LuaValue
        do {
            returned = try lua.withLimits(context.luaLimits) { () throws(LuaError) -> LuaValue in
                _ = lua.push(function)
                lua.push(.table(LuaTable(fields: [
                    (.string("width"), .number(environment.groupSize.width)),
                    (.string("height"), .number(environment.groupSize.height)),
                    (.string("scale"), .number(environment.scale)),
                ])))
                try lua.call(arguments: 1, results: 1)
                return try lua.value(at: -1)
            }
        } catch {
            let located = context.sceneError(error, chunk: context.callSites["compositional"]?.chunk ?? context.file)
            let place = located.line.map { "\(located.file):\($0): " } ?? "\(located.file): "
            return .failure(CustomGroupFailure("items(env) failed: \(place)\(located.message)"))
        }
        do throws(CustomGroupFailure) {
            return .success(try Self.items(returned))
        } catch {
            return .failure(error)
        }
    }

    /// The list `items` returned: each entry `{ x, y, width, height }` or
    /// `{ frame = { x, y, width, height }, zIndex = n }`, relative to the group.
    static func items(_ value: LuaValue) throws(CustomGroupFailure) -> [CustomGroupItem] {
        guard let list = value.table, list.fields.isEmpty else {
            throw CustomGroupFailure(
                "items(env) must return a list of frames ({ { x, y, width, height }, ... }), got \(CompositionalSceneReader.describe(value))")
        }
        var items: [CustomGroupItem] = []
        items.reserveCapacity(list.array.count)
        for (i, entry) in list.array.enumerated() {
            items.append(try item(entry, number: i + 1))
        }
        return items
    }

    private static func item(_ entry: LuaValue, number: Int) throws(CustomGroupFailure) -> CustomGroupItem {
        let shape = "{ x, y, width, height } or { frame = { x, y, width, height }, zIndex = n }"
        guard let table = entry.table else {
            throw CustomGroupFailure("item \(number) of items(env) must be \(shape), got \(CompositionalSceneReader.describe(entry))")
        }
        var frameValue = entry
        var zIndex: Int?
        if !table.fields.isEmpty {
            guard table.array.isEmpty, let frame = table["frame"] else {
                throw CustomGroupFailure("item \(number) of items(env) must be \(shape)")
            }
            for field in table.fields where field.key.string != "frame" && field.key.string != "zIndex" {
                throw CustomGroupFailure("item \(number) of items(env) has an unknown key '\(field.key.string ?? field.key.typeName)'; \(shape)")
            }
            frameValue = frame
            if let z = table["zIndex"] {
                guard let integer = z.integer else {
                    throw CustomGroupFailure("item \(number) of items(env): zIndex must be an integer, got \(CompositionalSceneReader.describe(z))")
                }
                zIndex = Int(integer)
            }
        }
        guard let numbers = frameValue.table?.array, numbers.count == 4, frameValue.table?.fields.isEmpty == true else {
            throw CustomGroupFailure("item \(number) of items(env) must be \(shape)")
        }
        var values: [Double] = []
        for value in numbers {
            guard let n = value.number else {
                throw CustomGroupFailure("item \(number) of items(env): the frame holds \(CompositionalSceneReader.describe(value)), not a number")
            }
            values.append(n)
        }
        return CustomGroupItem(frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]), zIndex: zIndex)
    }
}
