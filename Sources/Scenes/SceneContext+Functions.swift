import LayoutCore
import LuaRuntime
import PluginContract

extension SceneContext {
    static let collectionKeys = [
        "width", "height", "scale", "contentInset", "contentOffset", "safeAreaInsets", "layoutMargins",
        "layoutDirection", "orthogonalOffsets", "readableContentWidth", "horizontalSizeClass",
    ]
    static let flowKeys = [
        "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "sectionInset", "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds", "sectionInsetReference", "iOS10",
    ]
    static let sectionKeys = [
        "items", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
        "footerReferenceSize", "itemSize", "itemSizes", "supplementarySizes", "itemData", "id", "ids",
    ]
    static let limitKeys = ["instructions", "time", "memory", "reach"]

    /// The scene functions, in the scene's global table.
    func registerFunctions() {
        registerTableFunction("collection") { [unowned self] v throws(SceneKeyError) in try readCollection(v) }
        // One layout per scene (`declareLayout`): checked after the table is read, so a
        // bad key is named first.
        registerTableFunction("flow") { [unowned self] v throws(SceneKeyError) in
            let before = flow
            try readFlow(v)
            do throws(SceneKeyError) {
                try declareLayout("flow", at: callSites["flow"])
            } catch {
                flow = before
                throw error
            }
            compositional = nil
        }
        registerTableFunction("compositional") { [unowned self] v throws(SceneKeyError) in
            let spec = try CompositionalSceneSpec(v, custom: customGroupMaker)
            try declareLayout("compositional", at: callSites["compositional"])
            compositional = spec
        }
        // list { ... } (C33): a compositional layout of list sections.
        registerTableFunction("list") { [unowned self] v throws(SceneKeyError) in
            let configuration = try ListSceneReader.configuration(v)
            // A height left out self-sizes (C38): nothing to check.
            let heights: [(String, Double?)] = [
                ("rowHeight", configuration.rowHeight), ("headerHeight", configuration.headerHeight),
                ("footerHeight", configuration.footerHeight), ("headerTopPadding", configuration.headerTopPadding),
            ]
            for case let (name, length?) in heights {
                try checkHeld(length, "list.\(name)", naming: "the height")
            }
            let spec = CompositionalSceneSpec(list: configuration)
            try declareLayout("list", at: callSites["list"])
            compositional = spec
            // C39: a list's rows and headers may be sized by the scene's own function.
            compositional?.sizing = try CompositionalSceneSpec.sizing(v.table?["sizing"], "list.sizing")
        }
        registerTableFunction("sections") { [unowned self] v throws(SceneKeyError) in try readSections(v) }
        registerTableFunction("limits") { [unowned self] v throws(SceneKeyError) in try readLimits(v) }
        registerTableFunction("update") { [unowned self] v throws(SceneKeyError) in try applyUpdate(v) }
        registerUse()
        registerDimensionHelpers()
    }

    // MARK: collection { }

    func readCollection(_ value: LuaValue) throws(SceneKeyError) {
        typealias R = SceneValueReader
        let f = try R.fields(value, "collection", allowed: SceneContext.collectionKeys)
        var cv = collectionView
        if let v = f["width"] { cv.size.width = try R.number(v, "collection.width") }
        if let v = f["height"] { cv.size.height = try R.number(v, "collection.height") }
        if let v = f["scale"] { cv.scale = try R.number(v, "collection.scale") }
        if let v = f["contentInset"] { cv.contentInset = try R.insets(v, "collection.contentInset") }
        if let v = f["contentOffset"] { cv.contentOffset = try R.point(v, "collection.contentOffset") }
        if let v = f["safeAreaInsets"] { cv.safeAreaInsets = try R.insets(v, "collection.safeAreaInsets") }
        if let v = f["layoutMargins"] { cv.layoutMargins = try R.insets(v, "collection.layoutMargins") }
        if let v = f["layoutDirection"] {
            let names = LayoutDirection.allCases.map(\.rawValue)
            cv.layoutDirection = LayoutDirection(rawValue: try R.choice(v, "collection.layoutDirection", names))!
        }
        if let v = f["orthogonalOffsets"] { cv.orthogonalOffsets = try orthogonalOffsets(v) }
        if let v = f["horizontalSizeClass"] {
            // C47: what a section provider's environment says; from the width when not given.
            let names = SizeClass.allCases.map(\.rawValue)
            cv.horizontalSizeClass = SizeClass(rawValue: try R.choice(v, "collection.horizontalSizeClass", names))!
        }
        if let v = f["readableContentWidth"] {
            // C43: the readable content guide's widest width, at least 0 and finite.
            let width = try R.number(v, "collection.readableContentWidth")
            guard width.isFinite, width >= 0 else {
                throw SceneKeyError(key: "collection.readableContentWidth", "must be a finite number of points, at least 0 (got \(width))")
            }
            cv.readableContentWidth = width
        }
        collectionView = cv
    }

    /// `orthogonalOffsets = { [SECTION] = OFFSET }`: 0-based sections, finite offsets (C30).
    private func orthogonalOffsets(_ value: LuaValue) throws(SceneKeyError) -> [Int: Double] {
        typealias R = SceneValueReader
        let key = "collection.orthogonalOffsets"
        guard let table = value.table else { throw R.typeError(key, "table", value) }
        var offsets: [Int: Double] = [:]
        for k in table.keys {
            guard let section = k.integer, section >= 0, let index = Int(exactly: section) else {
                let got = k.integer.map { "\($0)" } ?? "a \(k.typeName)"
                throw SceneKeyError(key: key, "keys must be 0-based section numbers, got \(got)")
            }
            let offset = try R.number(table[k] ?? .nil, "\(key)[\(index)]")
            guard offset.isFinite else { throw SceneKeyError(key: "\(key)[\(index)]", "the offset must be finite") }
            offsets[index] = offset
        }
        return offsets
    }

    // MARK: flow { }

    func readFlow(_ value: LuaValue) throws(SceneKeyError) {
        typealias R = SceneValueReader
        let f = try R.fields(value, "flow", allowed: SceneContext.flowKeys)
        var c = flow
        if let v = f["scrollDirection"] {
            c.scrollDirection = ScrollDirection(rawValue: try R.choice(v, "flow.scrollDirection", ["vertical", "horizontal"]))!
        }
        if let v = f["itemSize"] { c.itemSize = try R.size(v, "flow.itemSize") }
        if let v = f["estimatedItemSize"] { c.estimatedItemSize = try Self.estimatedItemSize(v) }
        if let v = f["minimumLineSpacing"] { c.minimumLineSpacing = try R.number(v, "flow.minimumLineSpacing") }
        if let v = f["minimumInteritemSpacing"] { c.minimumInteritemSpacing = try R.number(v, "flow.minimumInteritemSpacing") }
        if let v = f["sectionInset"] { c.sectionInset = try R.insets(v, "flow.sectionInset") }
        if let v = f["headerReferenceSize"] { c.headerReferenceSize = try R.size(v, "flow.headerReferenceSize") }
        if let v = f["footerReferenceSize"] { c.footerReferenceSize = try R.size(v, "flow.footerReferenceSize") }
        if let v = f["sectionHeadersPinToVisibleBounds"] {
            c.sectionHeadersPinToVisibleBounds = try R.boolean(v, "flow.sectionHeadersPinToVisibleBounds")
        }
        if let v = f["sectionFootersPinToVisibleBounds"] {
            c.sectionFootersPinToVisibleBounds = try R.boolean(v, "flow.sectionFootersPinToVisibleBounds")
        }
        if let v = f["sectionInsetReference"] {
            let names = FlowLayoutConfiguration.SectionInsetReference.allCases.map(\.rawValue)
            c.sectionInsetReference = .init(rawValue: try R.choice(v, "flow.sectionInsetReference", names))!
        }
        if let v = f["iOS10"] { c.iOS10Behavior = try R.boolean(v, "flow.iOS10") }
        for (name, size) in [("itemSize", c.itemSize), ("headerReferenceSize", c.headerReferenceSize), ("footerReferenceSize", c.footerReferenceSize)]
        where f[name] != nil {
            try checkHeld(size, "flow.\(name)")
        }
        if f["estimatedItemSize"] != nil, case .size(let estimate)? = c.estimatedItemSize { try checkHeld(estimate, "flow.estimatedItemSize") }
        flow = c
    }

    /// `estimatedItemSize = { w, h }` or `"automatic"` (R18), checked by LayoutCore's rule.
    static func estimatedItemSize(_ value: LuaValue) throws(SceneKeyError) -> FlowLayoutConfiguration.EstimatedItemSize {
        typealias R = SceneValueReader
        let key = "flow.estimatedItemSize"
        if value.string != nil {
            _ = try R.choice(value, key, ["automatic"])
            return .automatic
        }
        guard value.table != nil else { throw R.typeError(key, "{ width, height } or \"automatic\"", value) }
        let estimate = FlowLayoutConfiguration.EstimatedItemSize.size(try R.size(value, key))
        do {
            try estimate.check()
        } catch {
            // LayoutCore names `estimatedItemSize.width`: the scene's key is `flow.` that.
            throw SceneKeyError(key: "flow." + error.path.field, error.message + " (leave estimatedItemSize out for cells of the sizes given)")
        }
        return estimate
    }

    // MARK: sections { }

    func readSections(_ value: LuaValue) throws(SceneKeyError) {
        guard let table = value.table else { throw SceneValueReader.typeError("sections", "table", value) }
        if let field = table.fields.first {
            throw SceneKeyError(key: "sections", "expected a list of sections (item counts or tables), got the key \(field.key)")
        }
        guard table.array.count <= SceneSizeLimits.sections else {
            throw SceneKeyError(key: "sections", SceneSizeLimits.tooManySections(table.array.count))
        }
        var result = SceneSections()
        var items = 0
        var identified: [IdentifiedSection<SceneSectionID, SceneIdentifier>] = []
        var (firstIdentified, firstPlain): (Int?, Int?) = (nil, nil)
        for (index, entry) in table.array.enumerated() {
            let read = try readSection(entry, "sections[\(index)]", itemsBefore: items)
            items += max(read.section.itemCount, 0)
            result.flow.append(read.section)
            result.itemCounts.append(read.section.itemCount)
            result.itemSizeKeys.append(read.itemSize)
            result.supplementarySizes.append(read.supplementarySizes)
            result.itemData.append(read.itemData)
            if result.compositionalOnlyKey == nil, read.itemData != nil { result.compositionalOnlyKey = (index, "itemData") }
            if result.flowOnlyKey == nil, let key = read.flowOnlyKey { result.flowOnlyKey = (index, key) }
            if result.compositionalOnlyKey == nil, !read.supplementarySizes.isEmpty {
                result.compositionalOnlyKey = (index, "supplementarySizes")
            }
            if let ids = read.ids {
                identified.append(IdentifiedSection(read.id.map(SceneSectionID.named) ?? .position(index), items: ids))
                if firstIdentified == nil { firstIdentified = index }
            } else if firstPlain == nil {
                firstPlain = index
            }
        }
        if let firstIdentified, let firstPlain {
            throw SceneKeyError(
                key: "sections[\(firstPlain)]",
                "missing ids: sections[\(firstIdentified)] identifies its items, so every section must (ids = {} for a section without items)")
        }
        if !identified.isEmpty { result.identified = identified }
        try replaceSections(with: result)
    }

    /// One entry of `sections { }` as read.
    struct SectionEntry {
        var section: FlowSection
        /// The first key it gave that only the flow layout understands
        /// (`SceneSections.flowOnlyKeys`), as written.
        var flowOnlyKey: String?
        /// Its `itemSize` key.
        var itemSize: Size?
        /// Its `id` and `ids` keys (`ids` nil when not given).
        var id: SceneIdentifier?
        var ids: [SceneIdentifier]?
        /// Its `supplementarySizes` key (C36), by element kind.
        var supplementarySizes: [String: Size] = [:]
        /// Its `itemData` key (C39): one value per item.
        var itemData: [LuaValue]?
    }

    /// One entry of `sections { }`: an item count, or a table with the keys of
    /// `sectionKeys` (`ids` gives the item count when `items` is left out).
    /// - Parameter itemsBefore: the items of the sections before it: the scene's total is
    ///   checked against `SceneSizeLimits.items` before anything is allocated for it.
    func readSection(_ value: LuaValue, _ key: String, itemsBefore: Int = 0) throws(SceneKeyError) -> SectionEntry {
        typealias R = SceneValueReader
        if value.number != nil {
            return SectionEntry(section: FlowSection(itemCount: try SceneSizeLimits.itemCount(value, "\(key).items", itemsBefore: itemsBefore)))
        }
        let f = try R.fields(value, key, allowed: SceneContext.sectionKeys)
        let ids = try f["ids"].map { v throws(SceneKeyError) in try SceneContext.identifiers(v, "\(key).ids") }
        let id = try f["id"].map { v throws(SceneKeyError) in try SceneContext.identifier(v, "\(key).id") }
        if id != nil, ids == nil {
            throw SceneKeyError(key: "\(key).id", "a section's id goes with its items' ids: { id = ..., ids = { ... } }")
        }
        guard let items = f["items"] ?? ids.map({ LuaValue.integer(Int64($0.count)) }) else {
            throw SceneKeyError(key: "\(key).items", "missing: every section needs an item count")
        }
        var section = FlowSection(itemCount: try SceneSizeLimits.itemCount(items, "\(key).items", itemsBefore: itemsBefore))
        if let ids, ids.count != section.itemCount {
            throw SceneKeyError(
                key: "\(key).items", "\(section.itemCount) items but \(ids.count) ids; give one id per item (or leave items out)")
        }
        if let v = f["inset"] { section.inset = try R.insets(v, "\(key).inset") }
        if let v = f["minimumLineSpacing"] { section.minimumLineSpacing = try R.number(v, "\(key).minimumLineSpacing") }
        if let v = f["minimumInteritemSpacing"] {
            section.minimumInteritemSpacing = try R.number(v, "\(key).minimumInteritemSpacing")
        }
        if let v = f["headerReferenceSize"] { section.headerReferenceSize = try R.size(v, "\(key).headerReferenceSize") }
        if let v = f["footerReferenceSize"] { section.footerReferenceSize = try R.size(v, "\(key).footerReferenceSize") }
        var itemSize: Size?
        if let v = f["itemSize"] {
            let size = try R.size(v, "\(key).itemSize")
            try checkHeld(size, "\(key).itemSize")
            itemSize = size
            section.itemSizes = Array(repeating: size, count: max(section.itemCount, 0))
        }
        if let v = f["itemSizes"] {
            guard let list = v.table, list.fields.isEmpty else {
                throw SceneKeyError(key: "\(key).itemSizes", "expected a list of { width, height } sizes")
            }
            var sizes: [Size] = []
            for (item, entry) in list.array.enumerated() {
                // `false`: a compositional item that has not reported its fitted size (C34).
                if case .boolean(false) = entry {
                    sizes.append(SceneSections.notFitted)
                    continue
                }
                let size = try R.size(entry, "\(key).itemSizes[\(item)]")
                try checkHeld(size, "\(key).itemSizes[\(item)]")
                sizes.append(size)
            }
            section.itemSizes = sizes
        }
        var supplementarySizes: [String: Size] = [:]
        if let v = f["supplementarySizes"] {
            guard let table = v.table, table.array.isEmpty else {
                throw SceneKeyError(
                    key: "\(key).supplementarySizes", "expected the fitted sizes by element kind, e.g. { header = { 320, 64 } }")
            }
            for field in table.fields {
                guard let kind = field.key.string else {
                    throw SceneKeyError(key: "\(key).supplementarySizes", "expected element kinds as keys (header = { 320, 64 })")
                }
                supplementarySizes[kind] = try R.size(field.value, "\(key).supplementarySizes.\(kind)")
            }
        }
        var itemData: [LuaValue]?
        if let v = f["itemData"] { itemData = try Self.itemData(v, "\(key).itemData", itemCount: section.itemCount) }
        return SectionEntry(
            section: section, flowOnlyKey: SceneSections.flowOnlyKeys.first { f[$0] != nil }, itemSize: itemSize, id: id,
            ids: ids, supplementarySizes: supplementarySizes, itemData: itemData)
    }

    /// `itemData = { "text", { text = "...", lines = 2 }, 1.5, ... }`: one value per item
    /// (a string, number, boolean or table of them) that sizing hooks read (C39).
    static func itemData(_ value: LuaValue, _ key: String, itemCount: Int) throws(SceneKeyError) -> [LuaValue] {
        guard let list = value.table, list.fields.isEmpty else {
            throw SceneKeyError(key: key, "expected a list with one value per item (a string, number, boolean or table of them)")
        }
        guard list.array.count == itemCount else {
            throw SceneKeyError(key: key, "\(list.array.count) values for \(itemCount) items; give one per item (false for none)")
        }
        for (i, entry) in list.array.enumerated() {
            if let bad = unsupportedData(entry) {
                throw SceneKeyError(key: "\(key)[\(i)]", "item data is a string, number, boolean or table of them, got \(bad)")
            }
        }
        return list.array
    }

    /// The first value in `value` a sizing hook in another Lua state could not be given.
    private static func unsupportedData(_ value: LuaValue) -> String? {
        switch value {
        case .nil, .boolean, .integer, .number, .string, .bytes: return nil
        case .table(let t):
            for v in t.array { if let bad = unsupportedData(v) { return bad } }
            for field in t.fields { if let bad = unsupportedData(field.key) ?? unsupportedData(field.value) { return bad } }
            return nil
        case .function: return "a function"
        case .other(let name): return "a \(name)"
        }
    }

    // MARK: limits { }

    func readLimits(_ value: LuaValue) throws(SceneKeyError) {
        typealias R = SceneValueReader
        let f = try R.fields(value, "limits", allowed: SceneContext.limitKeys)
        if let v = f["instructions"] {
            let n = try R.integer(v, "limits.instructions")
            guard n > 0 else { throw SceneKeyError(key: "limits.instructions", "must be positive (got \(n))") }
            pluginLimits.instructions = n
        }
        if let v = f["time"] {
            let seconds = try R.number(v, "limits.time")
            guard seconds > 0, seconds <= 3600 else { throw SceneKeyError(key: "limits.time", "must be more than 0 and at most 3600 seconds (got \(seconds))") }
            pluginLimits.time = .nanoseconds(Int64(seconds * 1e9))
        }
        if let v = f["memory"] {
            let n = try R.integer(v, "limits.memory")
            guard n >= 1 << 20 else { throw SceneKeyError(key: "limits.memory", "must be at least 1 MiB (1048576 bytes), got \(n)") }
            pluginLimits.memory = n
        }
        if let v = f["reach"] {
            let n = try R.number(v, "limits.reach")
            guard n >= 0, n.isFinite else { throw SceneKeyError(key: "limits.reach", "must be a finite number ≥ 0 (got \(n))") }
            pluginLimits.reach = n
        }
    }

    // MARK: use(name, options)

    func registerUse() {
        lua.register("use") { [weak self] call in
            guard let self else { throw LuaError.runtime("the scene is closed") }
            try refuseDuringLayout("use(...)")
            let site = call.callerLocation
            let name = try call.string(1)
            let options: LuaValue
            var copied = LuaState.CopyBudget(stateBytes: call.state.memoryUsed)
            do {
                options = call.argumentCount >= 2 ? try call.state.value(at: 2, budget: &copied) : .nil
            } catch {
                // A cyclic or too deep table: say whose options it is.
                throw LuaError.runtime("use(\"\(name)\").options: \((error as? LuaError)?.message ?? "\(error)")")
            }
            // The copy is host work, charged as every scene function's is.
            try chargeHostWork(copied.used / 32, weight: SceneSizeLimits.hostWorkPerValue, for: "use(...)")
            if options != .nil, options.table == nil {
                throw fail(SceneValueReader.typeError("use(\"\(name)\").options", "table", options), at: site)
            }
            let table = options == .nil ? LuaValue.table(LuaTable()) : options
            plugins.append(PluginUse(name: name, options: table, file: site?.chunk ?? file, line: site?.line))
            return 0
        }
    }

    /// Makes the code behind a scene's functions (a custom group's `items`, a section's
    /// `visibleItemsInvalidationHandler`), called in this context.
    var customGroupMaker: CompositionalSceneReader.CustomGroupMaker {
        CompositionalSceneReader.CustomGroupMaker(
            customGroup: { [unowned self] function in CustomGroupItems(SceneCustomGroup(context: self, function: function)) },
            visibleItemsHandler: { [unowned self] function in
                VisibleItemsHandlerRef(SceneVisibleItemsHandler(context: self, function: function))
            })
    }

    // MARK: absolute(v), fractionalWidth(f), fixed(s), ...

    /// The compositional dimension and spacing constructors, as UIKit names them. Each
    /// returns a one-key table (`{ fractionalWidth = 1 }`), which scenes may also write.
    func registerDimensionHelpers() {
        for name in CompositionalSceneReader.dimensionKinds + CompositionalSceneReader.spacingKinds {
            lua.register(name) { call in
                call.returns(.table(LuaTable(fields: [(.string(name), .number(try call.number(1)))])))
            }
        }
        // custom { size = ..., items = function(env) ... end }: a custom group (C29), as
        // the one-key table { custom = { ... } }.
        lua.register("custom") { call in
            call.returns(.table(LuaTable(fields: [(.string("custom"), try call.value(1))])))
        }
    }
}

extension SceneContext {
    /// The scene's functions that build values rather than change the scene: the
    /// compositional dimensions and spacings (`absolute(v)`, `fixed(s)`, ...) and `custom`,
    /// whose keys are `customGroupKeys` (`:help scene` lists them).
    public static let valueFunctions = CompositionalSceneReader.dimensionKinds + CompositionalSceneReader.spacingKinds + ["custom"]
    /// The keys of `custom { ... }`.
    public static let customGroupKeys = CompositionalSceneReader.customGroupKeys
    /// The keys of a compositional SECTION table (`compositional { section = { ... } }`).
    public static let compositionalSectionKeys = CompositionalSceneReader.sectionKeys

    /// The scene functions that take one table, with the keys each accepts at its top
    /// level: what the REPL completes after `flow {` (a section entry's keys for
    /// `sections`).
    public static let tableFunctionKeys: [String: [String]] = [
        "collection": collectionKeys, "flow": flowKeys, "sections": sectionKeys, "limits": limitKeys,
        "compositional": CompositionalSceneReader.layoutKeys, "update": SceneUpdateReader.keys,
        "list": ListSceneReader.keys,
    ]
}
