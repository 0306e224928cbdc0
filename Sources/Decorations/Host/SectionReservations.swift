import LayoutCore
import LuaRuntime

/// One use's reservation around a section's items, as a section hook sees it:
/// `s.reserved` and `s.reservedFrame`.
struct SectionReservation {
    var section: Int
    /// The insets this use reserved.
    var insets: EdgeInsets
    /// The frame this use's band lies inside: the items' box (inside all the section's
    /// insets) grown by this use's reservation and those of the uses before it. The band is
    /// the strip of `insets` thickness along each of its sides.
    var frame: Rect
}

/// The space plugins reserve around flow sections' items (`M.reserve(section, opts)`, as
/// Android's `ItemDecoration.getItemOffsets`): insets computed from the section's index,
/// item count and section count and the options only, never from geometry, so that the
/// layout they change cannot change them. The flow layout adds every use's reservation to
/// the section's insets; each use's band lies around the items, inside the scene's own
/// insets, the first use's closest to the items.
public final class SectionReservations {
    let host: PluginHost
    /// The uses whose plugin has `M.reserve`, in `use` order.
    let instances: [PluginInstance]
    /// The hooks' errors (a failing hook reserves nothing in that section).
    public private(set) var errors: [PluginError] = []
    /// The uses (indexes into `instances`) that reserved space in some section so far.
    private var reserving: Set<Int> = []
    /// Whether any use reserved space in a section so far.
    public var reservedAny: Bool { !reserving.isEmpty }

    init?(host: PluginHost, instances: [PluginInstance]) {
        let reserving = instances.filter { $0.module.reserveHook != nil }
        guard !reserving.isEmpty else { return nil }
        self.host = host
        self.instances = reserving
    }

    /// The insets every use reserves around section `section`'s items, added up.
    public func insets(section: Int, itemCount: Int, sectionCount: Int) -> EdgeInsets {
        var total = EdgeInsets.zero
        for (k, instance) in instances.enumerated() {
            switch SectionReservations.reserve(instance, section: section, itemCount: itemCount, sectionCount: sectionCount, host: host) {
            case .success(let insets):
                if insets != .zero { reserving.insert(k) }
                total = total + insets
            case .failure(let error):
                errors.append(error)
                host.record([error])
            }
        }
        return total
    }

    /// Says, against every use that reserved space, that the layout failed with the
    /// reservations made (`problem`, the layout's error) and was made without any: each
    /// reservation is finite, yet together they can take a section past what a layout
    /// holds, and a plugin's output never takes the layout down.
    public func refuse(because problem: String) {
        host.reservationsRefused = true
        for k in reserving.sorted() {
            let module = instances[k].module
            let error = PluginError(
                plugin: module.name, phase: .reserve, section: nil, file: module.displayPath,
                line: module.reserveHook.flatMap { module.state.definitionLine(of: $0) },
                message: "the layout failed with the space reserved (\(problem)); it is made without any plugin's reservations")
            errors.append(error)
            host.record([error])
        }
    }

    /// Calls `instance`'s `M.reserve` with `{ index =, count =, sectionCount = }` and its
    /// options, and reads the insets it returns: a table with any of top, left, bottom and
    /// right, a number for all four, or nil for none; each finite and ≥ 0.
    static func reserve(
        _ instance: PluginInstance, section: Int, itemCount: Int, sectionCount: Int, host: PluginHost
    ) -> Result<EdgeInsets, PluginError> {
        let module = instance.module
        guard let hook = module.reserveHook else { return .success(.zero) }
        let state = module.state
        let base = state.top
        module.bridge.hookDeadline = ContinuousClock.now + host.limits.time
        defer {
            state.setTop(base)
            module.bridge.hookDeadline = nil
        }
        func fail(_ message: String) -> Result<EdgeInsets, PluginError> {
            .failure(PluginError(
                plugin: module.name, phase: .reserve, section: section, file: module.displayPath,
                line: state.definitionLine(of: hook), message: message))
        }
        state.push(hook)
        state.push(.table(LuaTable(fields: [
            (.string("index"), .integer(Int64(section))), (.string("count"), .integer(Int64(itemCount))),
            (.string("sectionCount"), .integer(Int64(sectionCount))),
        ])))
        state.push(instance.optionsRef)
        do {
            try state.call(arguments: 2, results: 1)
        } catch {
            var failure = PluginError(plugin: module.name, phase: .reserve, section: section, lua: error, file: module.displayPath)
            if failure.file == PluginError.hostChunk || failure.line == nil {
                failure.file = module.displayPath
                failure.line = state.definitionLine(of: hook)
            }
            if error.kind == .memory { state.collectGarbage() }
            return .failure(failure)
        }
        let result = (try? state.value(at: -1)) ?? .nil
        var insets = EdgeInsets.zero
        switch result {
        case .nil: return .success(.zero)
        case .integer, .number:
            let n = result.number ?? .nan
            insets = EdgeInsets(top: n, left: n, bottom: n, right: n)
        case .table(let table):
            for field in table.fields {
                guard let key = field.key.string, ["top", "left", "bottom", "right"].contains(key) else {
                    return fail("M.reserve returned a table with '\(field.key.string ?? "\(field.key)")'; it returns { top =, left =, bottom =, right = } (any of them), a number, or nil")
                }
                guard let n = field.value.number else {
                    return fail("M.reserve returned \(key) = \(field.value.typeName); insets are numbers")
                }
                switch key {
                case "top": insets.top = n
                case "left": insets.left = n
                case "bottom": insets.bottom = n
                default: insets.right = n
                }
            }
            if !table.array.isEmpty { return fail("M.reserve returned a list; it returns { top =, left =, bottom =, right = } (any of them), a number, or nil") }
        default:
            return fail("M.reserve returned a \(result.typeName); it returns { top =, left =, bottom =, right = } (any of them), a number, or nil")
        }
        for (name, n) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            guard n.isFinite, n >= 0 else { return fail("M.reserve returned \(name) = \(FieldCheck.format(n)); reserved insets are finite and ≥ 0") }
        }
        return .success(insets)
    }

    /// Use `instance`'s reservation around section `index` of `geometry`, for its section
    /// hook: its insets, and the frame its band lies inside. Failures count as nothing
    /// reserved (the layout already reported them).
    static func reservation(
        of instance: PluginInstance, among instances: [PluginInstance], section index: Int, in geometry: LayoutGeometry, host: PluginHost
    ) -> SectionReservation? {
        guard instance.module.reserveHook != nil else { return nil }
        let section = geometry.sections[index]
        func reserved(_ other: PluginInstance) -> EdgeInsets {
            (try? reserve(other, section: index, itemCount: section.itemCount, sectionCount: geometry.sections.count, host: host).get()) ?? .zero
        }
        var grown = EdgeInsets.zero
        for other in instances where other.module.reserveHook != nil {
            grown = grown + reserved(other)
            if other === instance { break }
        }
        let own = reserved(instance)
        // The items' box: the section inside its header, footer and insets.
        let vertical = geometry.scrollDirection == .vertical
        let headerLength = section.header.map { vertical ? $0.height : $0.width } ?? 0
        let footerLength = section.footer.map { vertical ? $0.height : $0.width } ?? 0
        let f = section.frame, e = section.insets
        let minX = f.minX + e.left + (vertical ? 0 : headerLength), maxX = f.maxX - e.right - (vertical ? 0 : footerLength)
        let minY = f.minY + e.top + (vertical ? headerLength : 0), maxY = f.maxY - e.bottom - (vertical ? footerLength : 0)
        let frame = Rect(
            x: minX - grown.left, y: minY - grown.top,
            width: maxX - minX + grown.left + grown.right, height: maxY - minY + grown.top + grown.bottom)
        return SectionReservation(section: index, insets: own, frame: frame)
    }
}

extension EdgeInsets {
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension PluginHost {
    /// The space the plugins in use reserve around flow sections' items: nil when none
    /// has `M.reserve`. Add its `insets(section:itemCount:sectionCount:)` to each section's
    /// insets before the layout (`SceneSession` does), then read its `errors`.
    public func reservations() -> SectionReservations? {
        reservationsRefused = false
        return SectionReservations(host: self, instances: instances)
    }
}

extension SectionReservations {
    /// Runs the reserve hooks of `instances` for the decoration dry run's two fixture
    /// sections (four items, and none); returns the first error, if any (hot reload's check).
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        for instance in instances where instance.module.reserveHook != nil {
            for (section, count) in [(0, 4), (1, 0)] {
                if case .failure(let error) = reserve(instance, section: section, itemCount: count, sectionCount: 2, host: host) {
                    return error
                }
            }
        }
        return nil
    }
}
