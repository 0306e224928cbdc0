import LayoutCore
import LuaRuntime
import Suggestions

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
///
/// Each hook runs once per section per layout: what it answered is kept (`made`) and
/// handed to the decoration pass, whose section hooks read it as `s.reserved`.
public final class SectionReservations {
    let host: PluginHost
    /// The uses whose plugin has `M.reserve`, in `use` order.
    let instances: [PluginInstance]
    /// The hooks' failures, kept as every phase keeps them (`PhaseFailures`).
    private var phase: PhaseFailures
    /// The hooks' errors (a failing hook reserves nothing in that section).
    public var errors: [PluginError] { phase.errors }
    /// How many reserve hook calls Ctrl-C stopped.
    public var interruptedCalls: Int { phase.interruptedCalls }
    /// What each use reserved, per section asked (zero for a hook that failed).
    private var answers: [Int: [EdgeInsets]] = [:]
    /// The uses (indexes into `instances`) that reserved space in some section so far.
    private var reserving: Set<Int> = []
    /// Whether the layout was made without the reservations (`refuse`).
    public private(set) var refused = false
    /// Whether any use reserved space in a section so far.
    public var reservedAny: Bool { !reserving.isEmpty }

    init?(host: PluginHost, instances: [PluginInstance]) {
        let reserving = instances.filter { $0.module.reserveHook != nil }
        guard !reserving.isEmpty else { return nil }
        self.host = host
        self.instances = reserving
        phase = PhaseFailures(host: host, recordsErrors: true)
    }

    /// The insets every use reserves around section `section`'s items, added up. Each
    /// use's hook runs at most once per section: a section asked again gets its answers.
    public func insets(section: Int, itemCount: Int, sectionCount: Int) -> EdgeInsets {
        if let known = answers[section] { return known.reduce(.zero, +) }
        var each: [EdgeInsets] = []
        each.reserveCapacity(instances.count)
        for (k, instance) in instances.enumerated() {
            switch SectionReservations.reserve(instance, section: section, itemCount: itemCount, sectionCount: sectionCount, host: host) {
            case .success(let insets):
                if insets != .zero { reserving.insert(k) }
                each.append(insets)
            case .failure(let error):
                each.append(.zero)
                phase.record(error)
            }
        }
        answers[section] = each
        return each.reduce(.zero, +)
    }

    /// What the hooks reserved, for the decoration pass of the layout made with them; nil
    /// when the layout was made without them (`refuse`).
    public var made: ReservationsMade? {
        refused ? nil : ReservationsMade(uses: instances.map { ObjectIdentifier($0) }, answers: answers)
    }

    /// Says, against every use that reserved space, that the layout failed with the
    /// reservations made (`problem`, the layout's error) and was made without any: each
    /// reservation is finite, yet together they can take a section past what a layout
    /// holds, and a plugin's output never takes the layout down.
    public func refuse(because problem: String) {
        refused = true
        for k in reserving.sorted() {
            let module = instances[k].module
            let error = PluginError(
                plugin: module.name, phase: .reserve, section: nil, file: module.displayPath,
                line: module.reserveHook.flatMap { module.state.definitionLine(of: $0) },
                message: "the layout failed with the space reserved (\(problem)); it is made without any plugin's reservations")
            phase.record(error)
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
        func fail(_ message: String) -> Result<EdgeInsets, PluginError> {
            .failure(PluginError(
                plugin: module.name, phase: .reserve, section: section, file: module.displayPath,
                line: state.definitionLine(of: hook), message: message))
        }
        let called = module.callHook(
            hook, phase: .reserve, section: section, timeLimit: host.limits.time, results: 1,
            push: { state in
                state.push(hook)
                state.push(.table(LuaTable(fields: [
                    (.string("index"), .integer(Int64(section))), (.string("count"), .integer(Int64(itemCount))),
                    (.string("sectionCount"), .integer(Int64(sectionCount))),
                ])))
                state.push(instance.optionsRef)
                return 2
            },
            read: { state in Result { () throws(LuaError) in try state.value(at: -1) } })
        let result: LuaValue
        switch called {
        case .failure(let error): return .failure(error)
        case .success(.failure(let unreadable)): return fail("M.reserve returned a value the host cannot read: \(unreadable.message)")
        case .success(.success(let value)): result = value
        }
        var insets = EdgeInsets.zero
        switch result {
        case .nil: return .success(.zero)
        case .integer, .number:
            let n = result.number ?? .nan
            insets = EdgeInsets(top: n, left: n, bottom: n, right: n)
        case .table(let table):
            for field in table.fields {
                let sides = ["top", "left", "bottom", "right"]
                guard let key = field.key.string, sides.contains(key) else {
                    // A misspelt side gets the nearest, as an unknown option does.
                    let near = field.key.string.flatMap { NearestName.suggestion(for: $0, among: sides) }.map { " (did you mean '\($0)'?)" } ?? ""
                    return fail("M.reserve returned a table with '\(field.key.string ?? "\(field.key)")'\(near); it returns { top =, left =, bottom =, right = } (any of them), a number, or nil")
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
}

/// The reservations a layout was made with (`SectionReservations.made`): per section, what
/// each reserving use's `M.reserve` answered when the layout asked. The decoration pass of
/// that layout reads them for `s.reserved` and `s.reservedFrame`; no hook runs again.
public struct ReservationsMade: Sendable {
    /// The reserving uses, in `use` order (their instances' identities).
    let uses: [ObjectIdentifier]
    let answers: [Int: [EdgeInsets]]

    /// Use `instance`'s reservation around section `index` of `geometry`, for its section
    /// hook: its insets, and the frame its band lies inside (grown by its own reservation
    /// and those of the uses before it). Nil when the use does not reserve.
    func reservation(of instance: PluginInstance, section index: Int, in geometry: LayoutGeometry) -> SectionReservation? {
        guard let k = uses.firstIndex(of: ObjectIdentifier(instance)) else { return nil }
        let answered = answers[index] ?? []
        let each = (0...k).map { answered.indices.contains($0) ? answered[$0] : .zero }
        let grown = each.reduce(.zero, +)
        let section = geometry.sections[index]
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
        return SectionReservation(section: index, insets: each[k], frame: frame)
    }
}

extension EdgeInsets {
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension PluginHost {
    /// The space the uses of `configuration` reserve around flow sections' items: nil when none
    /// has `M.reserve`. Add its `insets(section:itemCount:sectionCount:)` to each section's
    /// insets before the layout (`LayoutPipeline` does), read its `errors`, and hand its
    /// `made` to the pass (`pass(for:reservations:)`).
    public func reservations(_ configuration: PluginConfiguration) -> SectionReservations? {
        apply(configuration.limits)
        return SectionReservations(host: self, instances: configuration.instances)
    }
}

extension SectionReservations {
    /// Runs the reserve hooks of `instances` for the dry run's two fixture sections
    /// (`PluginDryRun`: four items, and none); returns the first error, if any (hot reload's check).
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        for instance in instances where instance.module.reserveHook != nil {
            for (section, fixture) in PluginDryRun.sections.enumerated() {
                if case .failure(let error) = reserve(
                    instance, section: section, itemCount: fixture.itemCount, sectionCount: PluginDryRun.sections.count, host: host)
                {
                    return error
                }
            }
        }
        return nil
    }
}
