import LayoutCore
import LuaRuntime
import Suggestions

/// The `out` object's methods: what a hook's decorations, styles and attributes become.
extension PluginBridge {
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
        var owner: DecorationOwner?
        switch call.type(3) {
        case .table: (zIndex, attributes, owner) = try readRecord(at: 3)
        case .none, .nil: break
        default: throw call.typeError(3, expected: "table of attributes")
        }
        lastStyle = (kind, zIndex, attributes, owner)
        if !attributes.isEmpty { collector.givenAttributes.append(.init(attributes: attributes, method: "out:kind", name: kind)) }
        push(handle: collector.declare(kind: kind, zIndex: zIndex, attributes: attributes, owner: owner))
        return 1
    }

    /// `out:kind` again with the kind and attributes of the last call (the prelude checked
    /// that they are equal): no table to read.
    func kindAgain(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        guard let style = lastStyle else { throw LuaError.runtime("no style to declare again") }
        push(handle: collector.declare(kind: style.kind, zIndex: style.zIndex, attributes: style.attributes, owner: style.owner))
        return 1
    }

    /// Returns a declared handle to Lua, and tells the C `out:add` it may take it.
    private func push(handle: Int) {
        state.pluginHandleDeclared(handle)
        state.push(integer: Int64(handle))
    }

    /// The zIndex and custom attributes of the record at `index`; `refuse` is called with
    /// the first (by name) geometry key (`geometryKeys`) the record has, if any.
    private func readRecord(
        at index: Int32, refuse: ((String) throws -> Void)? = nil
    ) throws -> (zIndex: Int, attributes: [String: AttributeValue], owner: DecorationOwner?) {
        let base = state.top
        defer { state.setTop(base) }
        let count = try state.pushPairs(ofTableAt: index)
        var zIndex = 0
        var owner: DecorationOwner?
        var refused: String?
        var attributes: [String: AttributeValue] = [:]
        attributes.reserveCapacity(Int(count / 2))
        // One budget for the record: its fields may all name one huge string or table.
        var budget = LuaState.CopyBudget(stateBytes: state.memoryUsed)
        for keyIndex in stride(from: base + 1, to: base + count, by: 2) {
            guard let key = state.toString(at: keyIndex) else {
                throw LuaError.runtime("attribute names must be strings, got a \(state.type(at: keyIndex).name)")
            }
            if refuse != nil, PluginBridge.geometryKeys.contains(key), refused.map({ key < $0 }) ?? true { refused = key }
            if key == "zIndex" {
                guard let z = state.toInteger(at: keyIndex + 1), let int = Int(exactly: z) else {
                    throw LuaError.runtime("zIndex must be an integer, got \(state.type(at: keyIndex + 1).name)")
                }
                zIndex = int
            } else if key == "owner", refuse == nil {
                owner = try PluginBridge.owner(state.toString(at: keyIndex + 1), typeName: state.type(at: keyIndex + 1).name)
            } else if !AttributeConversion.reservedKeys.contains(key) {
                attributes[key] = try attributeValue(at: keyIndex + 1, key: key, budget: &budget)
            }
        }
        if let refuse, let refused { try refuse(refused) }
        return (zIndex, attributes, owner)
    }

    /// `owner = "item"` or `"section"` (R27): what a decoration belongs to.
    static func owner(_ value: String?, typeName: String) throws -> DecorationOwner {
        guard let value else { throw LuaError.runtime("owner must be \"item\" or \"section\", got a \(typeName)") }
        switch value {
        case "item": return .item
        case "section": return .section
        default: throw LuaError.runtime("owner: " + NearestName.unknownMessage("owner", value, allowed: ["item", "section"]))
        }
    }

    /// One attribute value off the stack; tables take the general path.
    private func attributeValue(at index: Int32, key: String, budget: inout LuaState.CopyBudget) throws -> AttributeValue {
        switch state.type(at: index) {
        case .string where ColorValue.isColorKey(key):
            try budget.charge(state.rawLength(at: index))
            let text = state.toString(at: index) ?? ""
            if let cached = normalizedColors[text] { return .string(cached) }
            switch ColorValue.normalize(.string(text)) {
            case .success(let color):
                normalizedColors[text] = color
                return .string(color)
            case .failure(let error): throw LuaError.runtime("attribute '\(key)': \(error)")
            }
        case .string:
            try budget.charge(state.rawLength(at: index))
            return .string(state.toString(at: index) ?? "")
        case .boolean: return .bool(state.toBool(at: index))
        case .number where !ColorValue.isColorKey(key):
            let number = state.toNumber(at: index) ?? .nan
            guard number.isFinite else { throw LuaError.runtime("attribute '\(key)' must be a finite number (got \(number))") }
            return .number(number)
        default:
            do {
                return try AttributeConversion.value(try state.value(at: index, budget: &budget), key: key)
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
        let owner = record["owner"]
        let declared = owner == .nil ? nil : try PluginBridge.owner(owner.string, typeName: owner.typeName)
        let given = try attributes(table, skipping: ["owner"])
        if !given.isEmpty { collector.givenAttributes.append(.init(attributes: given, method: "out:kind", name: kind)) }
        let handle = collector.declare(kind: kind, zIndex: try zIndex(in: table), attributes: given, owner: declared)
        push(handle: handle)
        for n in numbers { state.push(number: n) }
        for key in ["item", "section"] {
            if record[key] == .nil { state.pushNil() } else { state.push(record[key]) }
        }
        return 7
    }

    /// Reads the decorations `out:add` buffered in this call, in place in the C buffer.
    /// Returns the ones left out, and why (`DecorationCollector.addBuffered`).
    func drain(checked: Bool) -> [DecorationCollector.Rejection] {
        let buffered = state.pluginDecorations()
        guard let collector, !buffered.isEmpty else { return [] }
        return collector.addBuffered(buffered, sectionCount: geometry?.sections.count ?? 0, checked: checked)
    }

    /// `out:style(target, selector, attrs [, section])`.
    func style(_ call: LuaCall) throws -> Int32 {
        lastSectionStyle = nil
        let collector = try currentCollector()
        let (category, kind) = try target(call, 2)
        guard call.type(4) == .table else { throw call.typeError(4, expected: "table of attributes") }
        let attributes = try readRecord(at: 4) { key throws in try self.refuseGeometry(key, category, kind, method: "style") }.attributes
        if !attributes.isEmpty {
            collector.givenAttributes.append(.init(attributes: attributes, method: "out:style", name: category.rawValue))
        }
        let section = try targetSection(call, 5) ?? collector.section
        let selected: IndexSelector
        switch call.type(3) {
        case .function:
            var picked = Set<Int>()
            for index in 0..<elementCount(category, kind, section: section, collector) where try matches(call, function: 3, index: index, section: section) {
                picked.insert(index)
            }
            selected = .indices(picked)
            if section == collector.section {
                // A style of the elements the function picked, in its place among the
                // hook's styles: a later style still wins over it (as `color_rules` says of
                // its rules), which sets on each element would not let happen.
                if !picked.isEmpty {
                    collector.output.styles.append(ElementStyle(category: category, kind: kind, items: selected, attributes: attributes))
                }
            } else {
                for index in picked.sorted() { set(collector, category, kind, section: section, item: index, attributes) }
            }
        default:
            let selector = try selector(call, 3)
            selected = selector
            if section == collector.section {
                let style = ElementStyle(category: category, kind: kind, items: selector, attributes: attributes)
                // A selection of nothing (`{}`) styles nothing: recorded below, not kept.
                if selector != .indices([]) { collector.output.styles.append(style) }
                lastSectionStyle = style
            } else {
                for index in 0..<elementCount(category, kind, section: section, collector) where selector.matches(index, count: elementCount(category, kind, section: section, collector)) {
                    set(collector, category, kind, section: section, item: index, attributes)
                }
            }
        }
        record(collector, section: section, category, kind, selected, attributes)
        return 0
    }

    /// Records an `out:style` call as applied (`StyleRecord`): after its selector ran, so a
    /// call whose function failed records nothing (and its hook's output is dropped).
    private func record(
        _ collector: DecorationCollector, section: Int, _ category: ElementCategory, _ kind: String?, _ items: IndexSelector,
        _ attributes: [String: AttributeValue]
    ) {
        collector.output.styleRecords.append(StyleRecord(
            use: collector.pluginUse, call: collector.output.styleRecords.count, section: section, category: category, kind: kind,
            items: items, values: attributes))
    }

    /// `out:style` again on the decorated section, with the target, selector and
    /// attributes of the last call (the prelude checked that they are equal): nothing to
    /// read or parse.
    func styleAgain(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        guard let style = lastSectionStyle else { throw LuaError.runtime("no style to apply again") }
        if style.items != .indices([]) { collector.output.styles.append(style) }
        record(collector, section: collector.section, style.category, style.kind, style.items, style.attributes)
        return 0
    }

    /// `out:set(target, item, attrs [, section])`.
    func set(_ call: LuaCall) throws -> Int32 {
        let collector = try currentCollector()
        let (category, kind) = try target(call, 2)
        let item = Int(try call.integer(3))
        // Items are numbered from 0, as out:add's: an override on item -1 would match no
        // element and be lost without a word.
        guard item >= 0, Double(item) <= DecorationCollector.maxIndex else {
            throw call.argumentError(3, "item must be an integer from 0 to 9007199254740991, got \(item)")
        }
        let section = try targetSection(call, 5) ?? collector.section
        let table = try call.table(4)
        if let key = table.fields.compactMap(\.key.string).filter(PluginBridge.geometryKeys.contains).sorted().first {
            try refuseGeometry(key, category, kind, method: "set")
        }
        let given = try attributes(table)
        if !given.isEmpty { collector.givenAttributes.append(.init(attributes: given, method: "out:set", name: nil)) }
        set(collector, category, kind, section: section, item: item, given)
        return 0
    }

    /// Keys that would move or restack an element: plugins decorate elements, they do not
    /// lay them out (a decoration's frame and zIndex come from `out:add` and `out:kind`).
    static let geometryKeys: Set<String> = [
        "frame", "bounds", "center", "origin", "size", "x", "y", "width", "height", "zIndex", "transform", "transform3D",
    ]

    private func refuseGeometry(_ key: String, _ category: ElementCategory, _ kind: String?, method: String) throws {
        switch category {
        case .cell:
            throw LuaError.runtime("out:\(method) cannot set '\(key)' of a cell: plugins decorate cells, they do not move them")
        case .supplementary:
            throw LuaError.runtime("out:\(method) cannot set '\(key)' of a \(kind ?? "supplementary view"): plugins decorate supplementary views, they do not move them")
        case .decoration:
            throw LuaError.runtime("out:\(method) cannot set '\(key)' of a decoration: its frame comes from out:add and its zIndex from out:kind")
        }
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

    func selector(_ call: LuaCall, _ i: Int32) throws -> IndexSelector {
        switch call.type(i) {
        case .string:
            switch parsedSelector(try call.string(i)) {
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

    private func attributes(_ table: LuaTable, skipping: Set<String> = []) throws -> [String: AttributeValue] {
        do {
            return try AttributeConversion.attributes(table, skipping: AttributeConversion.reservedKeys.union(skipping))
        } catch {
            throw LuaError.runtime(error.description)
        }
    }
}
