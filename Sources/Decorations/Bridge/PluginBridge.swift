import LayoutCore
import LuaRuntime

/// The host functions of one plugin state: the lazy geometry fields behind `s`, the
/// `s:line(j)` and `s:item(i)` accessors, and the `out` object's methods.
///
/// They read the pass in progress (`geometry`) and write to the hook call in progress
/// (`collector`); both are set by the host around each call.
final class PluginBridge {
    unowned let state: LuaState
    /// Reused between calls for bulk copies of numbers.
    private var scratch: [Double] = []
    let countKey: LuaKey
    let sectionKey: LuaKey
    var geometry: LayoutGeometry?
    var collector: DecorationCollector?
    /// True while a layout hook runs: `out` methods may then name any section.
    var inLayoutHook = false
    private var parsedSelectors: [String: IndexSelector] = [:]
    /// Colour strings already normalised (`ColorValue`): string work is slow in Swift.
    private var normalizedColors: [String: String] = [:]

    init(state: LuaState) {
        self.state = state
        countKey = state.intern("count")
        sectionKey = state.intern("section")
    }

    // MARK: Geometry

    /// `field(index, code)`: a geometry field of section `index` (or of the layout, for
    /// index -1) as plain values (GeometryField).
    func field(_ call: LuaCall) throws -> Int32 {
        let index = Int(try call.integer(1))
        guard let code = GeometryField(rawValue: Int(try call.integer(2))), geometry != nil else { return 0 }
        guard index == -1 || geometry!.sections.indices.contains(index) else { throw LuaError.runtime("no section \(index) in this layout") }
        switch code.value(ofSection: index, in: geometry!) {
        case .none: return 0
        case .rect(let r):
            for v in [r.x, r.y, r.width, r.height] { state.push(number: v) }
            return 4
        case .insets(let e):
            for v in [e.top, e.left, e.bottom, e.right] { state.push(number: v) }
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

    /// `fill_lines(index, t)`: writes x, y, width, height, first, last of every line of
    /// section `index` into `t` (flat, from 1, in one call into C), and `t.section`, `t.count`.
    func fillLines(_ call: LuaCall) throws -> Int32 {
        let section = try section(at: call)
        guard call.type(2) == .table else { throw call.typeError(2, expected: "table") }
        scratch.removeAll(keepingCapacity: true)
        for line in section.lines {
            scratch.append(line.frame.x)
            scratch.append(line.frame.y)
            scratch.append(line.frame.width)
            scratch.append(line.frame.height)
            scratch.append(Double(line.items.lowerBound))
            scratch.append(Double(line.items.upperBound - 1))
        }
        scratch.withUnsafeBufferPointer { state.writeNumbers($0, to: 2, from: 1, stride: 6, integerColumns: 0b110000) }
        state.rawSetField(2, countKey, integer: Int64(section.lines.count))
        state.rawSetField(2, sectionKey, integer: Int64(section.index))
        return 0
    }

    /// `fill_items(index, t)`: writes x, y, width, height of every item of section `index`
    /// into `t` (flat, from 1, in one call into C), and `t.section`, `t.count`.
    func fillItems(_ call: LuaCall) throws -> Int32 {
        let section = try section(at: call)
        guard call.type(2) == .table else { throw call.typeError(2, expected: "table") }
        scratch.removeAll(keepingCapacity: true)
        for frame in section.itemFrames {
            scratch.append(frame.x)
            scratch.append(frame.y)
            scratch.append(frame.width)
            scratch.append(frame.height)
        }
        scratch.withUnsafeBufferPointer { state.writeNumbers($0, to: 2, from: 1) }
        state.rawSetField(2, countKey, integer: Int64(section.itemCount))
        state.rawSetField(2, sectionKey, integer: Int64(section.index))
        return 0
    }

    /// The section whose index is argument 1.
    private func section(at call: LuaCall) throws -> SectionLayout {
        let index = Int(try call.integer(1))
        guard let geometry, geometry.sections.indices.contains(index) else {
            throw LuaError.runtime("this geometry table belongs to no section of the current layout")
        }
        return geometry.sections[index]
    }

    /// Returns nil and a message, for the prelude to raise at the plugin's line.
    private func problem(_ message: String) -> Int32 {
        state.pushNil()
        state.push(string: message)
        return 2
    }

    /// `matches(selector, index, count)`: selector strings are parsed once and kept.
    /// A bad selector returns `nil, message` (the prelude raises it at the caller's line).
    func matches(_ call: LuaCall) throws -> Int32 {
        let index = Int(try call.integer(2)), count = Int(try call.integer(3))
        let selector: IndexSelector
        if call.type(1) == .string {
            let text = try call.string(1)
            if let parsed = parsedSelectors[text] {
                selector = parsed
            } else {
                switch SelectorParser.parse(text) {
                case .success(let parsed): selector = parsed
                case .failure(let error): return problem(error.description)
                }
                parsedSelectors[text] = selector
            }
        } else if call.type(1) == .table {
            do {
                selector = try self.selector(call, 1)
            } catch {
                return problem("a selector list holds integer indices")
            }
        } else {
            return problem("bad selector (a string, a list of indices or a function expected, got \(call.type(1).name))")
        }
        state.push(bool: selector.matches(index, count: count))
        return 1
    }

    // MARK: out

    private func currentCollector() throws -> DecorationCollector {
        guard let collector else { throw LuaError.runtime("'out' can only be used while a hook runs") }
        return collector
    }

    /// `out:kind(kind, attrs)` → handle. Called once per section per plugin, so the
    /// record is read straight off the stack (no Swift table in between) and colours are
    /// normalised once per distinct string.
    func kind(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let kind = try call.string(2)
        guard !kind.isEmpty else { throw call.argumentError(2, "a decoration kind cannot be empty") }
        var zIndex = 0
        var attributes: [String: AttributeValue] = [:]
        switch call.type(3) {
        case .table: (zIndex, attributes) = try readRecord(at: 3)
        case .none, .nil: break
        default: throw call.typeError(3, expected: "table of attributes")
        }
        state.push(integer: Int64(collector.declare(kind: kind, zIndex: zIndex, attributes: attributes)))
        return 1
    }

    /// The zIndex and custom attributes of the record at `index`.
    private func readRecord(at index: Int32) throws -> (zIndex: Int, attributes: [String: AttributeValue]) {
        let base = state.top
        defer { state.setTop(base) }
        let count = try state.pushPairs(ofTableAt: index)
        var zIndex = 0
        var attributes: [String: AttributeValue] = [:]
        attributes.reserveCapacity(Int(count / 2))
        for keyIndex in stride(from: base + 1, to: base + count, by: 2) {
            guard let key = state.toString(at: keyIndex) else {
                throw LuaError.runtime("attribute names must be strings, got a \(state.type(at: keyIndex).name)")
            }
            if key == "zIndex" {
                guard let z = state.toInteger(at: keyIndex + 1), let int = Int(exactly: z) else {
                    throw LuaError.runtime("zIndex must be an integer, got \(state.type(at: keyIndex + 1).name)")
                }
                zIndex = int
            } else if !AttributeConversion.reservedKeys.contains(key) {
                attributes[key] = try attributeValue(at: keyIndex + 1, key: key)
            }
        }
        return (zIndex, attributes)
    }

    /// One attribute value off the stack; tables take the general path.
    private func attributeValue(at index: Int32, key: String) throws -> AttributeValue {
        switch state.type(at: index) {
        case .string where ColorValue.isColorKey(key):
            let text = state.toString(at: index) ?? ""
            if let cached = normalizedColors[text] { return .string(cached) }
            switch ColorValue.normalize(.string(text)) {
            case .success(let color):
                normalizedColors[text] = color
                return .string(color)
            case .failure(let error): throw LuaError.runtime("attribute '\(key)': \(error)")
            }
        case .string: return .string(state.toString(at: index) ?? "")
        case .boolean: return .bool(state.toBool(at: index))
        case .number where !ColorValue.isColorKey(key):
            let number = state.toNumber(at: index) ?? .nan
            guard number.isFinite else { throw LuaError.runtime("attribute '\(key)' must be a finite number (got \(number))") }
            return .number(number)
        default:
            do {
                return try AttributeConversion.value(try state.value(at: index), key: key)
            } catch let error as AttributeError {
                throw LuaError.runtime(error.description)
            }
        }
    }

    /// `out:add{ kind =, frame = { x, y, w, h }, zIndex =, item =, section =, ... }`: declares
    /// a handle for the record and returns it with the frame, item and section, for the
    /// prelude's `add` to check and buffer like any other decoration.
    func record(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let table = try call.table(2)
        let record = LuaValue.table(table)
        guard let kind = record["kind"].string, !kind.isEmpty else { throw call.argumentError(2, "a decoration needs kind = \"...\"") }
        let numbers = record["frame"].table.map { $0.array.compactMap { (v: LuaValue) in v.number } } ?? []
        guard numbers.count == 4, record["frame"].table?.array.count == 4 else {
            throw call.argumentError(2, "a decoration needs frame = { x, y, width, height }")
        }
        let handle = collector.declare(kind: kind, zIndex: try zIndex(in: table), attributes: try attributes(table))
        state.push(integer: Int64(handle))
        for n in numbers { state.push(number: n) }
        for key in ["item", "section"] {
            if record[key] == .nil { state.pushNil() } else { state.push(record[key]) }
        }
        return 7
    }

    /// Reads the decorations the prelude's `add` buffered, copied out in one call into C.
    /// Returns why one was rejected, if any.
    func drain(buffer: LuaRef, count: Int) -> DecorationCollector.Rejection? {
        guard let collector, count > 0 else { return nil }
        let base = state.top
        defer { state.setTop(base) }
        state.push(buffer)
        scratch = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = state.readNumbers(from: -1, from: 1, into: buffer)
            initialized = count
        }
        return scratch.withUnsafeBufferPointer { collector.addBuffered($0, sectionCount: geometry?.sections.count ?? 0) }
    }

    /// `out:style(target, selector, attrs [, section])`.
    func style(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let (category, kind) = try target(call, 2)
        guard call.type(4) == .table else { throw call.typeError(4, expected: "table of attributes") }
        let attributes = try readRecord(at: 4).attributes
        let section = try targetSection(call, 5) ?? collector.section
        switch call.type(3) {
        case .function:
            for index in 0..<elementCount(category, kind, section: section, collector) where try matches(call, function: 3, index: index, section: section) {
                set(collector, category, kind, section: section, item: index, attributes)
            }
        default:
            let selector = try selector(call, 3)
            if section == collector.section {
                collector.output.styles.append(ElementStyle(category: category, kind: kind, items: selector, attributes: attributes))
            } else {
                for index in 0..<elementCount(category, kind, section: section, collector) where selector.matches(index, count: elementCount(category, kind, section: section, collector)) {
                    set(collector, category, kind, section: section, item: index, attributes)
                }
            }
        }
        return 0
    }

    /// `out:set(target, item, attrs [, section])`.
    func set(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let (category, kind) = try target(call, 2)
        let item = Int(try call.integer(3))
        let section = try targetSection(call, 5) ?? collector.section
        set(collector, category, kind, section: section, item: item, try attributes(try call.table(4)))
        return 0
    }

    private func set(_ collector: DecorationCollector, _ category: ElementCategory, _ kind: String?, section: Int, item: Int, _ attributes: [String: AttributeValue]) {
        let key = ElementKey(category: category, kind: kind, indexPath: IndexPath(section: section, item: item))
        collector.output.overrides[key, default: [:]].merge(attributes) { _, new in new }
    }

    // MARK: Argument helpers

    private func target(_ call: LuaCall, _ i: Int32) throws -> (ElementCategory, String?) {
        let text = try call.string(i)
        switch text {
        case "cell": return (.cell, nil)
        case "header", "footer": return (.supplementary, text)
        default:
            if text.hasPrefix("decoration:"), text.count > 11 { return (.decoration, String(text.dropFirst(11))) }
            if text.hasPrefix("supplementary:"), text.count > 14 { return (.supplementary, String(text.dropFirst(14))) }
            throw call.argumentError(i, "target must be \"cell\", \"header\", \"footer\", \"decoration:<kind>\" or \"supplementary:<kind>\", got \"\(text)\"")
        }
    }

    private func selector(_ call: LuaCall, _ i: Int32) throws -> IndexSelector {
        switch call.type(i) {
        case .string:
            let text = try call.string(i)
            if let parsed = parsedSelectors[text] { return parsed }
            switch SelectorParser.parse(text) {
            case .success(let selector):
                parsedSelectors[text] = selector
                return selector
            case .failure(let error): throw call.argumentError(i, error.description)
            }
        case .table:
            let list = try call.table(i)
            let indices = list.array.compactMap(\.integer)
            guard list.fields.isEmpty, indices.count == list.array.count else {
                throw call.argumentError(i, "a selector list holds integer indices")
            }
            return .indices(Set(indices.map { Int($0) }))
        default:
            throw call.typeError(i, expected: "selector (string, list or function)")
        }
    }

    private func matches(_ call: LuaCall, function i: Int32, index: Int, section: Int) throws -> Bool {
        state.pushValue(at: i)
        state.push(integer: Int64(index))
        state.push(integer: Int64(section))
        try state.call(arguments: 2, results: 1)
        defer { state.pop(1) }
        return state.toBool(at: -1)
    }

    private func elementCount(_ category: ElementCategory, _ kind: String?, section: Int, _ collector: DecorationCollector) -> Int {
        guard let geometry, geometry.sections.indices.contains(section) else { return 0 }
        let s = geometry.sections[section]
        switch category {
        case .cell: return s.itemCount
        case .supplementary: return s.supplementaries.filter { kind == nil || $0.kind == kind }.count
        case .decoration:
            return s.decorationItems.filter { kind == nil || $0.kind == kind }.count
                + collector.count(kind: kind, section: section)
        }
    }

    /// The optional section argument of a layout hook's `out` call.
    private func targetSection(_ call: LuaCall, _ i: Int32) throws -> Int? {
        guard !call.type(i).isAbsent else { return nil }
        guard inLayoutHook else { throw call.argumentError(i, "only a layout hook may name a section") }
        return try checkedSection(Int(try call.integer(i)))
    }

    private func checkedSection(_ section: Int) throws -> Int {
        guard let geometry, geometry.sections.indices.contains(section) else {
            throw LuaError.runtime("no section \(section) in this layout")
        }
        return section
    }

    private func zIndex(in table: LuaTable) throws -> Int {
        let value = LuaValue.table(table)["zIndex"]
        if value == .nil { return 0 }
        guard let z = value.integer, let int = Int(exactly: z) else { throw LuaError.runtime("zIndex must be an integer, got \(value.typeName)") }
        return int
    }

    private func attributes(_ table: LuaTable) throws -> [String: AttributeValue] {
        do {
            return try AttributeConversion.attributes(table)
        } catch {
            throw LuaError.runtime(error.description)
        }
    }
}
