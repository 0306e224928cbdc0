import LuaRuntime

/// Reads a scene table so that every unknown key in it is reported at once, each at its
/// own line, instead of one per run of the scene (issue 34, item 8).
///
/// The readers stop at the first key they do not know (`SceneValueReader.fields`). Rather
/// than teach every reader to go on, the sweep reads again without that key: it removes the
/// key the error names from the value and calls the reader once more, until the reader
/// succeeds or fails for another reason. A table with three unknown keys is read four
/// times; readers build their result and commit it only at the end, so a reading that
/// failed leaves nothing behind.
struct UnknownKeySweep<Result> {
    /// At most this many unknown keys are collected from one table: past it the reader's
    /// next error is thrown as it is (a scene that is nothing but wrong keys says enough).
    static var limit: Int { 50 }

    /// What the reading gave: its result, or the error that stopped it.
    var outcome: Swift.Result<Result, SceneKeyError>
    /// The unknown keys met on the way, in the order they were met.
    var unknownKeys: [SceneKeyError]

    /// Reads `value`, whose key path is `root` (`collection`, `compositional.sectionProvider(2)`).
    init(_ value: LuaValue, at root: String, read: (LuaValue) throws(SceneKeyError) -> Result) {
        var current = value
        var unknown: [SceneKeyError] = []
        while true {
            do throws(SceneKeyError) {
                outcome = .success(try read(current))
                break
            } catch {
                guard error.isUnknownKey, unknown.count < Self.limit,
                    let without = Self.removing(error.key, under: root, from: current)
                else {
                    outcome = .failure(error)
                    break
                }
                unknown.append(error)
                current = without
            }
        }
        unknownKeys = unknown
    }

    /// `value` without the key at `path` (a key path starting with `root`), or nil when the
    /// path does not lead to a key of a table in `value` (the reader named a key that is
    /// not where the path says: the sweep then stops rather than loop).
    static func removing(_ path: String, under root: String, from value: LuaValue) -> LuaValue? {
        guard path.hasPrefix(root) else { return nil }
        let components = TableSourceLocator.components(String(path.dropFirst(root.count)))
        guard !components.isEmpty else { return nil }
        return removing(components[...], from: value)
    }

    private static func removing(_ components: ArraySlice<TableSourceLocator.Component>, from value: LuaValue) -> LuaValue? {
        guard var table = value.table, let first = components.first else { return nil }
        let key: LuaValue
        switch first {
        case .name(let name): key = .string(name)
        case .index(let index): key = .integer(Int64(index + 1))
        case .call: return nil
        }
        guard let inner = table[key] else { return nil }
        if components.count == 1 {
            guard case .string = key else { return nil }
            table.set(key, .nil)
        } else {
            guard let changed = removing(components.dropFirst(), from: inner) else { return nil }
            table.set(key, changed)
        }
        return .table(table)
    }
}
