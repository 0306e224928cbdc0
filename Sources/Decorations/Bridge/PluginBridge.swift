import LayoutCore
import LuaRuntime

/// The host functions of one plugin state: the lazy geometry fields behind `s`, the
/// buffers behind `s:line(j)` and `s:item(i)`, and selector matching; the `out` object's
/// methods are in PluginBridge+Output.swift.
///
/// They read the pass in progress (`geometry`) and write to the hook call in progress
/// (`collector`); both are set by the host around each call.
final class PluginBridge {
    unowned let state: LuaState
    var geometry: LayoutGeometry?
    /// The section hook's use's reservation (`M.reserve`), for `s.reserved` and
    /// `s.reservedFrame`; set by the host around each section hook call.
    var reservation: SectionReservation?
    var collector: DecorationCollector?
    /// True while a layout hook runs: `out` methods may then name any section.
    var inLayoutHook = false
    var parsedSelectors: [String: IndexSelector] = [:]
    /// Colour strings already normalised (`ColorValue`): string work is slow in Swift.
    var normalizedColors: [String: String] = [:]
    /// The style `out:kind` read last, for `kind_again`.
    var lastStyle: (kind: String, zIndex: Int, attributes: [String: AttributeValue], owner: DecorationOwner?)?
    /// The last `out:style` on the decorated section with a selector that is not a
    /// function, which `out:style` may apply again (`styleAgain`); nil after any other.
    var lastSectionStyle: ElementStyle?

    /// When the hook running now must stop (its time limit), for scene functions it calls.
    var hookDeadline: ContinuousClock.Instant?

    /// The limits a scene function called from the running hook gets: the hook's
    /// instruction budget and what is left of its time; the scene's own memory cap.
    func limitsForSceneCall(scene: LuaState) -> LuaLimits {
        var limits = state.limits
        limits.memory = scene.limits.memory
        if let deadline = hookDeadline, limits.timeout != nil {
            limits.timeout = max(deadline - ContinuousClock.now, .nanoseconds(1))
        }
        return limits
    }

    init(state: LuaState) {
        self.state = state
    }

    // MARK: Geometry

    /// `field(index, code)`: a geometry field of section `index` (or of the layout, for
    /// index -1) as plain values (GeometryField).
    func field(_ call: LuaCall) throws -> Int32 {
        let index = Int(try call.integer(1))
        guard let code = GeometryField(rawValue: Int(try call.integer(2))), let geometry else { return 0 }
        guard index == -1 || geometry.sections.indices.contains(index) else { throw LuaError.runtime("no section \(index) in this layout") }
        let value: GeometryField.Value?
        switch code {
        case .reserved: value = .insets(reservation?.section == index ? reservation!.insets : .zero)
        case .reservedFrame: value = reservation?.section == index ? .rect(reservation!.frame) : nil
        default: value = code.value(ofSection: index, in: geometry)
        }
        let state = self.state
        switch value {
        case .none: return 0
        case .rect(let r):
            state.push(number: r.x)
            state.push(number: r.y)
            state.push(number: r.width)
            state.push(number: r.height)
            return 4
        case .insets(let e):
            state.push(number: e.top)
            state.push(number: e.left)
            state.push(number: e.bottom)
            state.push(number: e.right)
            return 4
        case .size(let size):
            state.push(number: size.width)
            state.push(number: size.height)
            return 2
        case .number(let v):
            state.push(number: v)
            return 1
        case .integer(let n):
            state.push(integer: Int64(n))
            return 1
        case .string(let text):
            state.push(string: text)
            return 1
        }
    }

    /// The lines (0-based) of the window the running hook call decorates (M.window), set
    /// by the host around the call: then `s:line` and `s:item` get only the frames of
    /// these lines and their items, not the whole section's (a section of ten million rows
    /// would cost hundreds of megabytes per call).
    var window: (section: Int, lines: Range<Int>)?

    /// The lines whose frames a read of line `wanted` (0-based) of `section` loads: the
    /// window with a line either side in a windowed call, the lines around `wanted` for a
    /// read outside it, every line otherwise.
    private func lineRange(of section: borrowing SectionLayout, wanted: Int?) -> Range<Int> {
        let all = 0..<section.lines.count
        guard let window, window.section == section.index else { return all }
        let around = max(0, window.lines.lowerBound - 1)..<min(all.upperBound, window.lines.upperBound + 1)
        guard let wanted, !around.contains(wanted) else { return around }
        return max(0, wanted - 64)..<min(all.upperBound, wanted + 65)
    }

    /// `fill_lines(index, j)`: writes x, y, width, height, first, last of the lines of
    /// section `index` a read of line `j` needs (`lineRange`) into the state's line buffer
    /// (pluginpaths.c), which `s:line(j)` reads.
    func fillLines(_ call: LuaCall) throws -> Int32 {
        let wanted = call.type(2) == .number ? (try? call.integer(2)).map { Int($0) - 1 } : nil
        return try withSection(at: call) { section in
            let range = lineRange(of: section, wanted: wanted)
            guard let buffer = state.pluginLines(section: section.index, range: range, total: section.lines.count) else { return false }
            var k = 0
            let lines = section.lines
            for l in range {
                let line = lines[l]
                buffer[k] = line.frame.x
                buffer[k + 1] = line.frame.y
                buffer[k + 2] = line.frame.width
                buffer[k + 3] = line.frame.height
                buffer[k + 4] = Double(line.items.lowerBound)
                buffer[k + 5] = Double(line.items.upperBound - 1)
                k += 6
            }
            return true
        }
    }

    /// `fill_items(index, i)`: writes x, y, width, height of the items of section `index`
    /// a read of item `i` needs (those of `lineRange`'s lines in a windowed call, all
    /// otherwise) into the state's item buffer (pluginpaths.c), which `s:item(i)` reads.
    func fillItems(_ call: LuaCall) throws -> Int32 {
        let wanted = call.type(2) == .number ? (try? call.integer(2)).map { Int($0) } : nil
        return try withSection(at: call) { section in
            var range = 0..<section.itemCount
            if let window, window.section == section.index, !section.lines.isEmpty {
                let lines = section.lines
                let around = lineRange(of: section, wanted: nil)
                let low = lines[around.lowerBound].items.lowerBound, high = lines[around.upperBound - 1].items.upperBound
                if low <= high { range = low..<high }
                if let wanted, !range.contains(wanted) {
                    range = max(0, wanted - 64)..<min(section.itemCount, wanted + 65)
                }
            }
            guard let buffer = state.pluginItems(section: section.index, range: range, total: section.itemCount) else { return false }
            var k = 0
            let frames = section.itemFrames
            for i in range {
                let frame = frames[i]
                buffer[k] = frame.x
                buffer[k + 1] = frame.y
                buffer[k + 2] = frame.width
                buffer[k + 3] = frame.height
                k += 4
            }
            return true
        }
    }

    /// Runs `fill` on the section whose index is argument 1, read in place (copying a
    /// `SectionLayout` retains its four arrays); `fill` returns false when out of memory.
    private func withSection(at call: LuaCall, _ fill: (borrowing SectionLayout) -> Bool) throws -> Int32 {
        let index = Int(try call.integer(1))
        guard let geometry, geometry.sections.indices.contains(index) else {
            throw LuaError.runtime("this geometry table belongs to no section of the current layout")
        }
        guard fill(geometry.sections[index]) else { throw LuaError.runtime("not enough memory for the section's geometry") }
        return 0
    }

    /// Returns nil and a message, for the prelude to raise at the plugin's line.
    private func problem(_ message: String) -> Int32 {
        state.pushNil()
        state.push(string: message)
        return 2
    }

    /// A selector string, parsed the first time this plugin's state uses it and kept (the
    /// one cache behind `lualayout.matches`, `out:style` and `out:set`).
    func parsedSelector(_ text: String) -> Result<IndexSelector, SelectorError> {
        if let parsed = parsedSelectors[text] { return .success(parsed) }
        let result = SelectorParser.parse(text)
        if case .success(let selector) = result { parsedSelectors[text] = selector }
        return result
    }

    /// `count_matches(selector, end, count)`: how many of the indices `0..<end` of `count`
    /// a selector string or list matches (`lualayout.count`, R24). A bad selector returns
    /// `nil, message`, as `matches` does.
    func countMatches(_ call: LuaCall) throws -> Int32 {
        let end = Int(try call.integer(2)), count = Int(try call.integer(3))
        guard count >= 0 else { return problem("lualayout.count: count must be ≥ 0, got \(count)") }
        switch try selectorArgument(call) {
        case .success(let selector): state.push(integer: Int64(selector.count(below: min(end, count), of: count)))
        case .failure(let error): return problem(error.message)
        }
        return 1
    }

    /// `matches(selector, index, count)`: selector strings are parsed once and kept.
    /// A bad selector returns `nil, message` (the prelude raises it at the caller's line).
    func matches(_ call: LuaCall) throws -> Int32 {
        let index = Int(try call.integer(2)), count = Int(try call.integer(3))
        guard count >= 0 else { return problem("lualayout.matches: count must be ≥ 0, got \(count)") }
        switch try selectorArgument(call) {
        case .success(let selector): state.push(bool: selector.matches(index, count: count))
        case .failure(let error): return problem(error.message)
        }
        return 1
    }

    /// The selector string (parsed once and kept) or index list that is argument 1 of a
    /// `matches`-like call, or what is wrong with it.
    private func selectorArgument(_ call: LuaCall) throws -> Result<IndexSelector, SelectorArgumentError> {
        switch call.type(1) {
        case .string:
            return parsedSelector(try call.string(1)).mapError { SelectorArgumentError(message: $0.description) }
        case .table:
            do {
                return .success(try self.selector(call, 1))
            } catch {
                return .failure(SelectorArgumentError(message: "a selector list holds integer indices"))
            }
        default:
            return .failure(SelectorArgumentError(
                message: "bad selector (a string, a list of indices or a function expected, got \(call.type(1).name))"))
        }
    }
}

/// Why argument 1 of a `matches`-like call is not a selector.
struct SelectorArgumentError: Error {
    let message: String
}
