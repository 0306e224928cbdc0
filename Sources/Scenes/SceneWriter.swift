import LayoutCore
import LuaRuntime
import PluginContract

/// Writes a context's state back as a scene file: the REPL's `:save`.
///
/// The file says everything explicitly (every `collection` and `flow` key, every section
/// with its own keys, `limits` when they differ from the defaults), so it loads back to the
/// same layout whatever defaults a later version picks; each `use` is written with the
/// options that differ from its plugin's defaults, as Lua literals, as a user writes it. Numbers are written in shortest round-trip form, never rounded.
/// A compositional layout is written from the values it was read into
/// (`CompositionalSceneWriter`), a section provider as its answers. Values that have no
/// literal (a function given as a plugin option) are written as `nil` and listed in
/// `Output.warnings`.
public enum SceneWriter {
    /// A scene file's text and what could not be written.
    public struct Output: Sendable, Equatable {
        public var text: String
        /// One message per value that was left out (`use("color_rules").rule: a function has no literal`).
        public var warnings: [String]
    }

    /// The scene file for the context's current state.
    /// - Parameter pluginDefaults: a plugin's `M.defaults`, by name; an option a `use` gives
    ///   its default value is left out, as the user would write it (nil for a plugin that
    ///   does not load keeps every option).
    public static func write(_ context: SceneContext, pluginDefaults: @escaping (String) -> LuaTable? = { _ in nil }) -> Output {
        var writer = Writer()
        writer.pluginDefaults = pluginDefaults
        writer.line("-- Written by lualayout's :save (from \(context.file)).")
        writer.collection(context.collectionView)
        if let spec = context.compositional {
            writer.compositional(spec, in: context)
        } else {
            writer.flow(context.flow)
        }
        // A list builds its headers and footers at their fitted heights (C38): written as
        // the sections it builds, their fitted sizes are in them already.
        let isList = if case .listConfiguration = context.compositional?.sections { true } else { false }
        writer.sections(
            context.sections.flow, identified: context.sections.identified,
            supplementarySizes: isList ? [] : context.sections.supplementarySizes, itemData: context.sections.itemData)
        if context.pluginLimits != PluginLimits() { writer.limits(context.pluginLimits) }
        for use in context.plugins { writer.use(use) }
        return Output(text: writer.text, warnings: writer.warnings)
    }
}

/// The text being built, one scene function call at a time.
private struct Writer {
    var text = ""
    var warnings: [String] = []
    /// A plugin's defaults, by name (`SceneWriter.write`).
    var pluginDefaults: (String) -> LuaTable? = { _ in nil }

    mutating func line(_ s: String) { text += s + "\n" }

    mutating func collection(_ cv: CollectionViewMetrics) {
        line("collection {")
        field("width", number(cv.size.width))
        field("height", number(cv.size.height))
        field("scale", number(cv.scale))
        field("contentInset", insets(cv.contentInset))
        field("contentOffset", pair(cv.contentOffset.x, cv.contentOffset.y))
        field("safeAreaInsets", insets(cv.safeAreaInsets))
        field("layoutMargins", insets(cv.layoutMargins))
        // Only when set, so that left-to-right scenes are written as before.
        if cv.layoutDirection != .leftToRight { field("layoutDirection", quoted(cv.layoutDirection.rawValue)) }
        if let sizeClass = cv.horizontalSizeClass { field("horizontalSizeClass", quoted(sizeClass.rawValue)) }
        if cv.readableContentWidth != CollectionViewMetrics.defaultReadableContentWidth {
            field("readableContentWidth", number(cv.readableContentWidth))
        }
        if !cv.orthogonalOffsets.isEmpty {
            let entries = cv.orthogonalOffsets.keys.sorted().map { "[\($0)] = \(number(cv.orthogonalOffsets[$0]!))" }
            field("orthogonalOffsets", "{ " + entries.joined(separator: ", ") + " }")
        }
        line("}")
    }

    /// `compositional { ... }`; a provider's answers need the section count, so a provider
    /// that fails now is left out with a warning.
    mutating func compositional(_ spec: CompositionalSceneSpec, in context: SceneContext) {
        var provided: [CompositionalSection?] = []
        var sections = spec.sections
        if case .listConfiguration = spec.sections {
            // A list is written as the compositional sections it builds (C33).
            do {
                let counts = try context.compositionalItemCounts()
                sections = .list(try context.compositionalSections(spec.sections, count: counts.count, itemCounts: counts).compactMap { $0 })
            } catch {
                warnings.append("list: \(error.message); written with no sections")
                sections = .list([])
            }
        }
        if case .provider = spec.sections {
            do {
                let counts = try context.compositionalItemCounts()
                provided = try context.compositionalSections(spec.sections, count: counts.count, itemCounts: counts)
            } catch {
                warnings.append("compositional.sectionProvider: \(error.message); written with no sections")
            }
        }
        if !spec.listSections.isEmpty, let counts = try? context.compositionalItemCounts() {
            // C49: list sections are written as the sections they build, as a list is.
            var built: [CompositionalSection] = []
            for index in counts.indices {
                switch sections {
                case .shared(let one): built.append(spec.listSections[0].map {
                    $0.section(index, of: counts.count, itemCount: counts[index], scale: context.collectionView.pixelScale)
                } ?? one)
                case .list(let specs) where specs.indices.contains(index):
                    built.append(spec.listSections[index].map {
                        $0.section(index, of: counts.count, itemCount: counts[index], scale: context.collectionView.pixelScale)
                    } ?? specs[index])
                default: break
                }
            }
            sections = .list(built)
        }
        let specs: [CompositionalSection]
        switch sections {
        case .shared(let one): specs = [one]
        case .list(let list): specs = list
        case .provider: specs = provided.compactMap { $0 }
        case .listConfiguration: specs = []
        }
        if specs.contains(where: { CompositionalSceneWriter.customGroupCount($0) > 0 }) {
            warnings.append("compositional: a custom group's items function has no literal; written as nil")
        }
        if spec.sizing != nil {
            // C39: the sizes it gave are not data, so the saved scene shows the estimates.
            warnings.append("\(spec.sections.form == .listConfiguration ? "list" : "compositional").sizing: a function has no literal; written without it (its cells keep their estimates)")
        }
        let written = CompositionalSceneWriter.text(configuration: spec.configuration, sections: sections, provided: provided)
        written.preamble.forEach { line($0) }
        line(written.call)
    }

    mutating func flow(_ c: FlowLayoutConfiguration) {
        line("flow {")
        field("scrollDirection", quoted(c.scrollDirection.rawValue))
        field("itemSize", size(c.itemSize))
        field("minimumLineSpacing", number(c.minimumLineSpacing))
        field("minimumInteritemSpacing", number(c.minimumInteritemSpacing))
        field("sectionInset", insets(c.sectionInset))
        field("headerReferenceSize", size(c.headerReferenceSize))
        field("footerReferenceSize", size(c.footerReferenceSize))
        field("sectionHeadersPinToVisibleBounds", String(c.sectionHeadersPinToVisibleBounds))
        field("sectionFootersPinToVisibleBounds", String(c.sectionFootersPinToVisibleBounds))
        field("sectionInsetReference", quoted(c.sectionInsetReference.rawValue))
        field("iOS10", String(c.iOS10Behavior))
        switch c.estimatedItemSize {
        case .size(let estimate): field("estimatedItemSize", size(estimate))
        case .automatic: field("estimatedItemSize", quoted("automatic"))
        case nil: break
        }
        line("}")
    }

    /// The sections; identified ones with their `id` and `ids`, so that a saved scene
    /// diffs the next identified `sections { }` as the running one would.
    mutating func sections(
        _ sections: [FlowSection], identified: [IdentifiedSection<SceneSectionID, SceneIdentifier>]?,
        supplementarySizes: [[String: Size]] = [], itemData: [[LuaValue]?] = []
    ) {
        line("sections {")
        for (index, section) in sections.enumerated() {
            let identity = identified.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            let fitted = index < supplementarySizes.count ? supplementarySizes[index] : [:]
            // C39: the items' data, which sizing hooks read.
            let data = (index < itemData.count ? itemData[index] : nil).map {
                literal(.table(LuaTable(array: $0)), path: "sections[\(index)].itemData", indent: "  ")
            }
            line("  " + self.section(section, identity: identity, supplementarySizes: fitted, itemData: data) + ",")
        }
        line("}")
    }

    /// `3` for a plain section, `{ items = 3, ... }` when it has keys of its own.
    func section(
        _ s: FlowSection, identity: IdentifiedSection<SceneSectionID, SceneIdentifier>? = nil,
        supplementarySizes: [String: Size] = [:], itemData: String? = nil
    ) -> String {
        var parts = ["items = \(s.itemCount)"]
        if let identity {
            if case .named(let name) = identity.id { parts.append("id = " + SceneWriter.quoted(name)) }
            let ids = identity.items.map { SceneWriter.quoted($0) }
            parts.append(ids.isEmpty ? "ids = {}" : "ids = { " + ids.joined(separator: ", ") + " }")
        }
        if let v = s.inset { parts.append("inset = " + insets(v)) }
        if let v = s.minimumLineSpacing { parts.append("minimumLineSpacing = " + number(v)) }
        if let v = s.minimumInteritemSpacing { parts.append("minimumInteritemSpacing = " + number(v)) }
        if let v = s.headerReferenceSize { parts.append("headerReferenceSize = " + size(v)) }
        if let v = s.footerReferenceSize { parts.append("footerReferenceSize = " + size(v)) }
        // `false`: a compositional item that has not reported its fitted size (C34).
        if let v = s.itemSizes {
            parts.append("itemSizes = { " + v.map { $0 == SceneSections.notFitted ? "false" : size($0) }.joined(separator: ", ") + " }")
        }
        if !supplementarySizes.isEmpty {
            let entries = supplementarySizes.keys.sorted().map { "\(SceneWriter.isIdentifier($0) ? $0 : "[" + quoted($0) + "]") = \(size(supplementarySizes[$0]!))" }
            parts.append("supplementarySizes = { " + entries.joined(separator: ", ") + " }")
        }
        if let itemData { parts.append("itemData = " + itemData) }
        return parts.count == 1 ? String(s.itemCount) : "{ " + parts.joined(separator: ", ") + " }"
    }

    mutating func limits(_ l: PluginLimits) {
        let seconds = Double(l.time.components.seconds) + Double(l.time.components.attoseconds) * 1e-18
        line("limits { \(l.instructions.map { "instructions = \($0), " } ?? "")time = \(number(seconds)), memory = \(l.memory), reach = \(number(l.reach)) }")
    }

    mutating func use(_ u: PluginUse) {
        let options = literal(SceneWriter.withoutDefaults(u.options, pluginDefaults(u.name)), path: "use(\"\(u.name)\")", indent: "")
        line("use(\(quoted(u.name)), \(options))")
    }

    mutating func field(_ key: String, _ value: String) { line("  \(key) = \(value),") }

    // MARK: Literals

    func number(_ v: Double) -> String { SceneWriter.numberLiteral(v) }

    func pair(_ a: Double, _ b: Double) -> String { "{ \(number(a)), \(number(b)) }" }
    func size(_ s: Size) -> String { pair(s.width, s.height) }

    func insets(_ e: EdgeInsets) -> String {
        "{ top = \(number(e.top)), left = \(number(e.left)), bottom = \(number(e.bottom)), right = \(number(e.right)) }"
    }

    /// A Lua value as a literal; functions and other values without one become `nil`
    /// and a warning.
    mutating func literal(_ value: LuaValue, path: String, indent: String) -> String {
        switch value {
        case .nil: return "nil"
        case .boolean(let b): return String(b)
        case .integer(let i): return String(i)
        case .number(let d): return SceneWriter.floatLiteral(d)
        case .string(let s): return quoted(s)
        case .bytes(let b): return SceneWriter.quoted(SceneIdentifier(bytes: b))
        case .table(let t): return table(t, path: path, indent: indent)
        case .function, .other:
            warnings.append("\(path): a \(value.typeName) has no literal; written as nil")
            return "nil"
        }
    }

    mutating func table(_ t: LuaTable, path: String, indent: String) -> String {
        if t.isEmpty { return "{}" }
        var parts: [String] = []
        for (i, v) in t.array.enumerated() { parts.append(literal(v, path: "\(path)[\(i + 1)]", indent: indent + "  ")) }
        for f in t.fields {
            let name = key(f.key)
            parts.append("\(name) = " + literal(f.value, path: "\(path).\(name)", indent: indent + "  "))
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// `name` for identifiers, `["odd key"]` or `[3]` otherwise.
    func key(_ k: LuaValue) -> String {
        if case .string(let s) = k, SceneWriter.isIdentifier(s) { return s }
        switch k {
        case .string(let s): return "[\(quoted(s))]"
        case .integer(let i): return "[\(i)]"
        case .number(let d): return "[\(SceneWriter.floatLiteral(d))]"
        case .boolean(let b): return "[\(b)]"
        default: return "[nil]"
        }
    }

    func quoted(_ s: String) -> String { SceneWriter.quoted(s) }
}

extension SceneWriter {
    /// True for names Lua accepts after a dot (`opts.colors`): `LuaSyntax.isIdentifier`,
    /// kept under this name for the writer's callers.
    public static func isIdentifier(_ s: String) -> Bool { LuaSyntax.isIdentifier(s) }

    /// A double-quoted Lua string with escapes for quotes, backslashes and control bytes.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars { append(scalar, to: &out) }
        return out + "\""
    }

    /// An identifier as a Lua string literal, byte for byte: what is not valid UTF-8 is
    /// written `\ddd`, so the scene reads back the same bytes.
    public static func quoted(_ id: SceneIdentifier) -> String {
        guard id.text == nil else { return quoted(id.text!) }
        var out = "\""
        for piece in SceneIdentifier.pieces(id.bytes) {
            switch piece {
            case .scalar(let scalar): append(scalar, to: &out)
            case .byte(let byte): out += SceneIdentifier.escape(byte)
            }
        }
        return out + "\""
    }

    /// One scalar of a quoted string, escaped where Lua needs it.
    private static func append(_ scalar: Unicode.Scalar, to out: inout String) {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 32 || scalar.value == 127 {
                out += SceneIdentifier.escape(UInt8(scalar.value))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// A number in shortest round-trip form, never rounded: an integral value as an integer
    /// (`44`, not `44.0`), any other as `floatLiteral` writes it (`0.5`).
    static func numberLiteral(_ v: Double) -> String {
        if let i = Int64(exactly: v) { return String(i) }
        return floatLiteral(v)
    }

    /// A float that stays a float when read back (`3.0`, not `3`), in shortest round-trip form.
    static func floatLiteral(_ d: Double) -> String {
        if d.isNaN { return "(0/0)" }
        if d.isInfinite { return d > 0 ? "math.huge" : "-math.huge" }
        return String(d)
    }
}

extension SceneWriter {
    /// `options` without the fields whose value is the plugin's default (numbers compared
    /// by value: `15` and `15.0` are one default).
    static func withoutDefaults(_ options: LuaValue, _ defaults: LuaTable?) -> LuaValue {
        guard let defaults, var table = options.table else { return options }
        for field in table.fields {
            guard let key = field.key.string, let value = defaults[key], sameValue(field.value, value) else { continue }
            table.set(field.key, .nil)
        }
        return .table(table)
    }

    private static func sameValue(_ a: LuaValue, _ b: LuaValue) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        return a == b
    }
}
