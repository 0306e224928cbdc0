import LuaRuntime
import Scenes

/// Prints Lua values the way the REPL shows them: deterministic and readable. The REPL's
/// results, `:plugins` and `PluginStatus.uses` (an embedder's view of a use's options).
///
/// Keys are sorted (the array part first, then `LuaTable`'s order), strings are quoted,
/// frames (`{ x =, y =, width =, height = }` with numbers) read `(x, y, w, h)`, functions
/// read `<function>`, and no address is ever printed, so a piped transcript is the same on
/// every run. Cycles and depth are cut by the reader (`<cycle>`, `<too deep>`); the printer
/// also folds tables wider than `maxFields` entries.
package struct ValuePrinter: Sendable {
    /// Tables nested deeper than this print as `{...}`.
    package var maxDepth: Int
    /// Entries shown per table before `...`.
    package var maxFields: Int
    /// Tables whose one-line form is longer than this are printed one entry per line.
    package var lineWidth: Int

    package init(maxDepth: Int = 6, maxFields: Int = 100, lineWidth: Int = 72) {
        self.maxDepth = maxDepth
        self.maxFields = maxFields
        self.lineWidth = lineWidth
    }

    /// The options the REPL reads results with: lenient, so `_G` and functions print.
    package static let readOptions = LuaReadOptions(maxDepth: 8, referenceFunctions: false, failOnCycles: false)

    /// Several results on one line, separated by tabs (as lua.c's `print`).
    package func describe(_ values: [LuaValue]) -> String {
        values.map { describe($0) }.joined(separator: "\t")
    }

    /// One value, over several lines when it is a wide table. A number on its own prints
    /// exactly, as in `lua`; inside a table it prints as a person writes it (`137.67`).
    package func describe(_ value: LuaValue, indent: String = "", depth: Int = 0) -> String {
        switch value {
        case .nil: return "nil"
        case .boolean(let b): return String(b)
        case .integer(let i): return String(i)
        case .number(let d): return depth == 0 ? ValuePrinter.number(d) : ReadableNumber.format(d)
        case .string(let s): return SceneWriter.quoted(s)
        case .bytes(let b): return SceneWriter.quoted(SceneIdentifier(bytes: b))
        case .function: return "<function>"
        case .other(let what): return what.hasPrefix("<") ? what : "<\(what)>"
        case .table(let t): return table(t, indent: indent, depth: depth)
        }
    }

    /// Lua's way for floats: `1.0`, `0.5`, `inf`, `-inf`, `nan`; shortest round-trip digits.
    package static func number(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d > 0 ? "inf" : "-inf" }
        return String(d)
    }

    private func table(_ t: LuaTable, indent: String, depth: Int) -> String {
        if t.isEmpty { return "{}" }
        if let frame = ValuePrinter.frame(t) { return frame }
        if depth >= maxDepth { return "{...}" }
        let inner = indent + "  "
        var entries: [String] = []
        for v in t.array.prefix(maxFields) { entries.append(describe(v, indent: inner, depth: depth + 1)) }
        for f in t.fields.prefix(max(0, maxFields - t.array.count)) {
            entries.append(key(f.key) + " = " + describe(f.value, indent: inner, depth: depth + 1))
        }
        if t.count > maxFields { entries.append("... (\(t.count - maxFields) more)") }
        let oneLine = "{ " + entries.joined(separator: ", ") + " }"
        if oneLine.count + indent.count <= lineWidth, !oneLine.contains("\n") { return oneLine }
        return "{\n" + entries.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    private func key(_ k: LuaValue) -> String {
        if case .string(let s) = k, SceneWriter.isIdentifier(s) { return s }
        return "[" + describe(k) + "]"
    }

    /// `(x, y, w, h)` for a table that is exactly a frame.
    package static func frame(_ t: LuaTable) -> String? {
        guard t.array.isEmpty, t.fields.count == 4 else { return nil }
        let numbers = ["x", "y", "width", "height"].compactMap { t[$0]?.number }
        guard numbers.count == 4 else { return nil }
        return "(" + numbers.map(Self.compact).joined(separator: ", ") + ")"
    }

    /// `10` for integral values, `136.67` otherwise, as `:attrs` shows frames.
    package static func compact(_ d: Double) -> String {
        ReadableNumber.format(d)
    }
}
