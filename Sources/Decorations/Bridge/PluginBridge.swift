import LayoutCore
import LuaRuntime

/// The host functions of one plugin state: the lazy geometry fields behind `s`, the
/// `s:line(j)` and `s:item(i)` accessors, and the `out` object's methods.
///
/// They read the pass in progress (`geometry`) and write to the hook call in progress
/// (`collector`); both are set by the host around each call.
final class PluginBridge {
    unowned let state: LuaState
    let pusher: GeometryPusher
    let indexKey: LuaKey
    var geometry: LayoutGeometry?
    var collector: DecorationCollector?
    /// True while a layout hook runs: `out` methods may then name any section.
    var inLayoutHook = false
    private var parsedSelectors: [String: IndexSelector] = [:]

    init(state: LuaState) {
        self.state = state
        pusher = GeometryPusher(state: state)
        indexKey = state.intern("index")
    }

    // MARK: Geometry

    /// `field(index, key)`: a lazy field of section `index`.
    func field(_ call: LuaCall) throws -> Int32 {
        let index = Int(try call.integer(1))
        let key = try call.string(2)
        guard let geometry, geometry.sections.indices.contains(index) else {
            throw LuaError.runtime("no section \(index) in this layout")
        }
        return pusher.pushSectionField(key, of: geometry.sections[index], in: geometry) ? 1 : 0
    }

    /// `layout_field(key)`: a field of the layout hook's `l`.
    func layoutField(_ call: LuaCall) throws -> Int32 {
        guard let geometry else { return 0 }
        return pusher.pushLayoutField(try call.string(1), of: geometry) ? 1 : 0
    }

    /// The section a geometry table `s` (argument 1) describes.
    private func section(of call: LuaCall) throws -> SectionLayout {
        guard call.type(1) == .table else { throw call.typeError(1, expected: "section geometry (call it as s:line(j))") }
        state.rawGet(field: indexKey, from: 1)
        let index = state.toInteger(at: -1)
        state.pop(1)
        guard let geometry, let index, geometry.sections.indices.contains(Int(index)) else {
            throw LuaError.runtime("this geometry table belongs to no section of the current layout")
        }
        return geometry.sections[Int(index)]
    }

    /// `s:line(j)` → x, y, width, height, first, last (j from 1; items 0-based).
    func line(_ call: LuaCall) throws -> Int32 {
        let section = try section(of: call)
        let j = Int(try call.integer(2))
        guard j >= 1, j <= section.lines.count else {
            throw call.argumentError(2, "line \(j) out of range 1...\(section.lines.count)")
        }
        let line = section.lines[j - 1]
        state.push(number: line.frame.x)
        state.push(number: line.frame.y)
        state.push(number: line.frame.width)
        state.push(number: line.frame.height)
        state.push(integer: Int64(line.items.lowerBound))
        state.push(integer: Int64(line.items.upperBound - 1))
        return 6
    }

    /// `s:item(i)` → x, y, width, height (i 0-based, as index paths).
    func item(_ call: LuaCall) throws -> Int32 {
        let section = try section(of: call)
        let i = Int(try call.integer(2))
        guard section.itemFrames.indices.contains(i) else {
            throw call.argumentError(2, "item \(i) out of range 0...\(section.itemCount - 1)")
        }
        let frame = section.itemFrames[i]
        state.push(number: frame.x)
        state.push(number: frame.y)
        state.push(number: frame.width)
        state.push(number: frame.height)
        return 4
    }

    /// `matches(selector, index, count)`: selector strings are parsed once and kept.
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
                case .failure(let error): throw call.argumentError(1, error.description)
                }
                parsedSelectors[text] = selector
            }
        } else {
            selector = try self.selector(call, 1)
        }
        state.push(bool: selector.matches(index, count: count))
        return 1
    }

    // MARK: out

    private func currentCollector() throws -> DecorationCollector {
        guard let collector else { throw LuaError.runtime("'out' can only be used while a hook runs") }
        return collector
    }

    /// `out:kind(kind, attrs)` → handle.
    func kind(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let kind = try call.string(2)
        guard !kind.isEmpty else { throw call.argumentError(2, "a decoration kind cannot be empty") }
        let table = call.type(3).isAbsent ? LuaTable() : try call.table(3)
        let zIndex = try zIndex(in: table)
        let attributes = try attributes(table)
        state.push(integer: Int64(collector.declare(kind: kind, zIndex: zIndex, attributes: attributes)))
        return 1
    }

    /// `out:add(h, x, y, w, h [, item [, section]])` or `out:add{ kind =, frame =, ... }`.
    func add(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        if call.type(2) == .table { return try addRecord(call, collector) }
        let handle = Int(try call.integer(2))
        guard handle >= 1, handle <= collector.templates.count else {
            throw call.argumentError(2, "unknown decoration handle \(handle) (get one from out:kind)")
        }
        let template = collector.templates[handle - 1]
        let frame = Rect(x: try call.number(3), y: try call.number(4), width: try call.number(5), height: try call.number(6))
        let item = call.type(7).isAbsent ? nil : Int(try call.integer(7))
        let section = try targetSection(call, 8)
        if let reason = collector.add(kind: template.kind, frame: frame, zIndex: template.zIndex, item: item, section: section, attributes: template.attributes) {
            throw LuaError.runtime(reason)
        }
        return 0
    }

    private func addRecord(_ call: LuaCall, _ collector: DecorationCollector) throws -> Int32 {
        let table = try call.table(2)
        let record = LuaValue.table(table)
        guard let kind = record["kind"].string, !kind.isEmpty else { throw call.argumentError(2, "a decoration needs kind = \"...\"") }
        let nums = record["frame"].table.map { $0.array.compactMap { (v: LuaValue) in v.number } } ?? []
        guard nums.count == 4, record["frame"].table?.array.count == 4 else {
            throw call.argumentError(2, "a decoration needs frame = { x, y, width, height }")
        }
        var item: Int?
        if record["item"] != .nil {
            guard let i = record["item"].integer else { throw call.argumentError(2, "item must be an integer") }
            item = Int(i)
        }
        var section: Int?
        if record["section"] != .nil {
            guard inLayoutHook else { throw call.argumentError(2, "section = is only for layout hooks") }
            guard let s = record["section"].integer else { throw call.argumentError(2, "section must be an integer") }
            section = try checkedSection(Int(s))
        }
        let frame = Rect(x: nums[0], y: nums[1], width: nums[2], height: nums[3])
        if let reason = collector.add(kind: kind, frame: frame, zIndex: try zIndex(in: table), item: item, section: section, attributes: try attributes(table)) {
            throw LuaError.runtime(reason)
        }
        return 0
    }

    /// `out:style(target, selector, attrs [, section])`.
    func style(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let (category, kind) = try target(call, 2)
        let attributes = try attributes(try call.table(4))
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
            switch SelectorParser.parse(try call.string(i)) {
            case .success(let selector): return selector
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
                + collector.identities.filter { $0.indexPath.section == section && (kind == nil || $0.kind == kind) }.count
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
