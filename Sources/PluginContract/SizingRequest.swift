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

    /// Pushes the elements, one record each: `{ kind =, item =, width =, height =, data = }`,
    /// built on the stack directly (no Swift copy of a million tables). [-0, +1]
    public static func pushElements(_ elements: [SizingElement], on state: LuaState) {
        precondition(state.ensureStack(8), "SizingCall.pushElements: the Lua stack is full")
        state.createTable(narr: Int32(clamping: elements.count), nrec: 0)
        for (k, e) in elements.enumerated() {
            state.createTable(narr: 0, nrec: e.data == nil ? 4 : 5)
            state.push(string: "kind")
            state.push(string: e.kind)
            state.rawSetPair(in: -3)
            state.push(string: "item")
            state.push(integer: Int64(e.item))
            state.rawSetPair(in: -3)
            state.push(string: "width")
            state.push(number: e.proposed.width)
            state.rawSetPair(in: -3)
            state.push(string: "height")
            state.push(number: e.proposed.height)
            state.rawSetPair(in: -3)
            if let data = e.data {
                state.push(string: "data")
                state.push(data)
                state.rawSetPair(in: -3)
            }
            state.rawSet(index: Int64(k + 1), in: -2)
        }
    }

    /// Reads a hook's answer at stack index `index`: a list with one entry per element,
    /// each `{ width, height }`, a number (the height; the width stays the one proposed), or
    /// nil/false (the estimate stands). An entry that is not one of these, or holds a number
    /// that is not finite or is negative, keeps its element's estimate and is named in
    /// `problems`. Read on the stack, raw: no metamethod runs, nothing is copied whole.
    public static func read(_ state: LuaState, at index: Int32, elements: [SizingElement], hook: String) -> SizingAnswer {
        var sizes = [Size?](repeating: nil, count: elements.count)
        let shape = "a list with one entry per element: { width, height }, a height, or nil to keep the estimate"
        let answer = index < 0 ? state.top + index + 1 : index
        guard state.ensureStack(4) else {
            return SizingAnswer(sizes: sizes, problems: ["\(hook)'s answer cannot be read: the Lua stack is full"])
        }
        switch state.type(at: answer) {
        case .nil, .none:
            return SizingAnswer(sizes: sizes, problems: [])
        case .table:
            break
        default:
            return SizingAnswer(sizes: sizes, problems: ["\(hook) returned \(describe(state, at: answer)); it returns \(shape)"])
        }
        var problems: [String] = []
        // Every element's entry is read (nil entries may leave holes, where `#` is no guide).
        for k in 0..<elements.count {
            let type = state.rawGet(index: Int64(k + 1), from: answer)
            defer { state.pop(1) }
            switch entry(state, type, proposed: elements[k].proposed) {
            case .success(let size): sizes[k] = size
            case .failure(let problem):
                problems.append("\(hook) returned for \(elements[k].name) \(problem.message); its estimate is kept")
            }
        }
        if state.rawGet(index: Int64(elements.count + 1), from: answer) != .nil {
            problems.append("\(hook) returned more entries than the \(elements.count) elements; the extra ones are ignored")
        }
        state.pop(1)
        return SizingAnswer(sizes: sizes, problems: problems)
    }

    /// The entry on top of the stack, of type `type`.
    private static func entry(_ state: LuaState, _ type: LuaType, proposed: Size) -> Result<Size?, SizingProblem> {
        switch type {
        case .nil:
            return .success(nil)
        case .boolean where !state.toBool(at: -1):
            return .success(nil)
        case .number:
            return checked(Size(width: proposed.width, height: state.toNumber(at: -1) ?? .nan))
        case .table:
            guard state.rawLength(at: -1) == 2 else {
                return .failure(SizingProblem("a table of \(state.rawLength(at: -1)) values, not { width, height } (two numbers)"))
            }
            var sides: [Double] = []
            for i in 1...2 {
                let side = state.rawGet(index: Int64(i), from: -1)
                defer { state.pop(1) }
                guard side == .number, let n = state.toNumber(at: -1) else {
                    return .failure(SizingProblem("{ width, height } holding \(describe(state, at: state.top)), not two numbers"))
                }
                sides.append(n)
            }
            return checked(Size(width: sides[0], height: sides[1]))
        default:
            return .failure(SizingProblem("\(describe(state, at: state.top)), not { width, height } or a height"))
        }
    }

    /// A value on the stack, described for a message.
    private static func describe(_ state: LuaState, at index: Int32) -> String {
        switch state.type(at: index) {
        case .string: "the string \"\((state.toString(at: index) ?? "").prefix(40))\""
        case .number: FieldCheck.format(state.toNumber(at: index) ?? .nan)
        case let type: "a \(type.name)"
        }
    }

    private static func checked(_ size: Size) -> Result<Size?, SizingProblem> {
        for (side, v) in [("width", size.width), ("height", size.height)] where !(v.isFinite && v >= 0) {
            return .failure(SizingProblem("a \(side) of \(FieldCheck.format(v)) (a fitted size is finite and ≥ 0)"))
        }
        return .success(size)
    }
}

/// Why one entry of a sizing answer was not taken.
struct SizingProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
