import LuaRuntime

/// How big a scene may be: checked when `sections { }` is read, before anything is
/// allocated for the sections or their items, in flow and compositional scenes alike.
///
/// Without them `sections { 1e9 }` asked the layout for a billion frames and the process
/// died on allocation. Ten million items and a hundred thousand sections are far beyond
/// any screen a collection view shows and still fit in memory; anything bigger is a
/// mistake or an attack.
public enum SceneSizeLimits {
    /// Items in all the sections of a scene.
    public static let items = 10_000_000
    /// Sections in a scene.
    public static let sections = 100_000
    /// `update { }` calls in one run of a scene (a file, or one REPL input). Each costs
    /// host work in proportion to the sections it touches, outside the scene's instruction
    /// budget: a four-line loop of 100,000 inserts took 67 s, and more would take hours.
    public static let updates = 10_000
    /// Instructions of the scene's budget charged for host work a scene function asks for
    /// (`SceneContext.chargeHostWork`), per unit of it: a value copied out of Lua, an item
    /// or section an update remaps, an identifier a diff hashes. Measured in release on
    /// 1,000,000 items (the Lua VM runs ~3 ns per instruction): a move remaps ~20 ns per
    /// item, a diff ~900 ns per identifier (copy, hashing, the id's string). Charged at a
    /// fraction of that, so that a scene of a million identifiers still fits its budget
    /// once; what is bounded is repeating it: 10,000 moves in a million-item section stop
    /// after 25 (~0.5 s), a million ids given again at the second time (~3 s).
    public static let hostWorkPerValue = 32
    public static let hostWorkPerItem = 8
    public static let hostWorkPerIdentifier = 64

    /// The item count in `value`, refused when it would take the scene over `items`.
    /// (A negative count is left to the layout, which names it.)
    static func itemCount(_ value: LuaValue, _ key: String, itemsBefore: Int) throws(SceneKeyError) -> Int {
        let count = try SceneValueReader.integer(value, key)
        guard count > items - itemsBefore else { return count }
        let total = itemsBefore == 0 ? "" : " (\(grouped(itemsBefore)) before it)"
        throw SceneKeyError(
            key: key, "too many items: \(grouped(count))\(total); a scene has at most \(grouped(items)) items in all")
    }

    static func tooManySections(_ count: Int) -> String {
        "too many sections: \(grouped(count)); a scene has at most \(grouped(sections)) sections"
    }

    /// `10,000,000`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}
