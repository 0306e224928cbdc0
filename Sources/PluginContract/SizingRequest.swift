// Rules: docs/layout-rules.md, C39

import LayoutCore
import LuaRuntime

/// One element a sizing hook sizes (C39): a self-sizing cell or boundary item of a
/// compositional section, with the size the first pass gave it (the width the layout
/// offers, the estimate) and the data the scene gave the item.
public struct SizingElement: Sendable {
    /// `"cell"`, or the boundary item's element kind (`"header"`).
    public var kind: String
    /// The item's index in its section (0 for a boundary item).
    public var item: Int
    /// Its frame's size in the first pass: what `systemLayoutSizeFitting` is offered.
    public var proposed: Size
    /// The item's `itemData` entry; nil for none.
    public var data: LuaValue?

    public init(kind: String, item: Int, proposed: Size, data: LuaValue? = nil) {
        self.kind = kind
        self.item = item
        self.proposed = proposed
        self.data = data
    }

    /// `cell 3`, `header`: how a message names the element.
    public var name: String { kind == "cell" ? "cell \(item)" : kind }
}

/// What a sizing hook answered for a section: a fitted size per element (nil: the
/// estimate stands) and what was wrong with the answer, element by element.
public struct SizingAnswer: Sendable {
    public var sizes: [Size?]
    public var problems: [String]

    public init(sizes: [Size?], problems: [String]) {
        self.sizes = sizes
        self.problems = problems
    }
}

/// The Lua side of a sizing hook, shared by a plugin's `M.size` and a scene's `sizing`
/// function: the tables they are given and how their answer is read (C39).
public enum SizingCall {
    /// `{ index =, count =, scale = }`: the section being sized.
    public static func sectionTable(index: Int, count: Int, scale: Double) -> LuaValue {
        .table(LuaTable(fields: [
            (.string("index"), .integer(Int64(index))), (.string("count"), .integer(Int64(count))),
            (.string("scale"), .number(scale)),
        ]))
    }

    /// The elements, one record each: `{ kind =, item =, width =, height =, data = }`.
    public static func elementsTable(_ elements: [SizingElement]) -> LuaValue {
        var array: [LuaValue] = []
        array.reserveCapacity(elements.count)
        for e in elements {
            var fields: [(LuaValue, LuaValue)] = [
                (.string("kind"), .string(e.kind)), (.string("item"), .integer(Int64(e.item))),
                (.string("width"), .number(e.proposed.width)), (.string("height"), .number(e.proposed.height)),
            ]
            if let data = e.data { fields.append((.string("data"), data)) }
            array.append(.table(LuaTable(fields: fields)))
        }
        return .table(LuaTable(array: array))
    }

    /// Reads a hook's answer: a list with one entry per element, each `{ width, height }`,
    /// a number (the height; the width stays the one proposed), or nil/false (the estimate
    /// stands). An entry that is not one of these, or holds a number that is not finite or is
    /// negative, keeps its element's estimate and is named in `problems`.
    public static func read(_ value: LuaValue, elements: [SizingElement], hook: String) -> SizingAnswer {
        var sizes = [Size?](repeating: nil, count: elements.count)
        let shape = "a list with one entry per element: { width, height }, a height, or nil to keep the estimate"
        switch value {
        case .nil:
            return SizingAnswer(sizes: sizes, problems: [])
        case .table(let table):
            var problems: [String] = []
            if let field = table.fields.first(where: { field in
                guard let k = field.key.integer else { return true }
                return k < 1 || k > Int64(elements.count)
            }) {
                problems.append("\(hook) returned an entry at key \(describe(field.key)), past the \(elements.count) elements; it returns \(shape)")
            }
            for (k, entry) in table.array.enumerated() {
                guard k < elements.count else {
                    problems.append("\(hook) returned \(table.array.count) entries for \(elements.count) elements; the extra ones are ignored")
                    break
                }
                switch fitted(entry, proposed: elements[k].proposed) {
                case .success(let size): sizes[k] = size
                case .failure(let problem):
                    problems.append("\(hook) returned for \(elements[k].name) \(problem.message); its estimate is kept")
                }
            }
            return SizingAnswer(sizes: sizes, problems: problems)
        default:
            return SizingAnswer(sizes: sizes, problems: ["\(hook) returned \(describe(value)); it returns \(shape)"])
        }
    }

    /// One entry of an answer.
    private static func fitted(_ entry: LuaValue, proposed: Size) -> Result<Size?, SizingProblem> {
        switch entry {
        case .nil, .boolean(false):
            return .success(nil)
        case .integer, .number:
            let h = entry.number ?? .nan
            return checked(Size(width: proposed.width, height: h))
        case .table(let t):
            guard t.fields.isEmpty, t.array.count == 2, let w = t.array[0].number, let h = t.array[1].number else {
                return .failure(SizingProblem("\(describe(entry)), not { width, height } (two numbers)"))
            }
            return checked(Size(width: w, height: h))
        default:
            return .failure(SizingProblem("\(describe(entry)), not { width, height } or a height"))
        }
    }

    private static func checked(_ size: Size) -> Result<Size?, SizingProblem> {
        for (side, v) in [("width", size.width), ("height", size.height)] where !(v.isFinite && v >= 0) {
            return .failure(SizingProblem("a \(side) of \(FieldCheck.format(v)) (a fitted size is finite and ≥ 0)"))
        }
        return .success(size)
    }

    private static func describe(_ value: LuaValue) -> String {
        switch value {
        case .string(let s): "the string \"\(s.prefix(40))\""
        case .integer(let i): "\(i)"
        case .number(let n): FieldCheck.format(n)
        default: "a \(value.typeName)"
        }
    }
}

/// Why one entry of a sizing answer was not taken.
struct SizingProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
