import LayoutCore

/// What one hook call emits, validated as it arrives: decorations with unique identities,
/// styles and single-element attributes.
///
/// A collector is thrown away when its hook fails, so a failed call contributes nothing.
/// A bad decoration (a bad frame, a duplicate identity, an unknown section) loses only
/// itself: the collector leaves it out and says why (`Rejection`). Frames are checked in
/// Lua in checked mode (PluginPrelude), where the problem can name the plugin's line;
/// identities are checked here.
final class DecorationCollector {
    /// The section decorations go to (a layout hook may name others).
    let section: Int
    // Unchecked exclusivity, as `ItemNumbering`'s: read and written once per decoration on
    // the hot path (`add`), where the dynamic check cost as much as the rest of the call,
    // and never by overlapping accesses.
    /// Declared `out:kind` handles, 1-based as Lua counts them.
    @exclusivity(unchecked) private(set) var templates: [Template] = []
    @exclusivity(unchecked) var output = SectionDecorations()
    /// The attribute tables the hook gave in this call, read from Lua (not those the
    /// prelude's `again` paths repeated from the call before): what the pass checks for
    /// attributes no picture draws (`UndrawnAttributeWarnings`), each once.
    var givenAttributes: [GivenAttributes] = []
    /// Item numbering per (section, kind), shared by every plugin of the pass in a section.
    private(set) var numbering: DecorationNumbering

    /// Attributes a hook gave, with the call that gave them (`out:kind("x")`).
    struct GivenAttributes {
        var attributes: [String: AttributeValue]
        var method: String
        var name: String?

        var whereGiven: String { name.map { "\(method)(\"\($0)\")" } ?? method }
    }

    /// A class, so that reading one per decoration costs one reference, not a copy.
    final class Template {
        let kind: String
        let zIndex: Int
        let attributes: [String: AttributeValue]
        /// What its decorations belong to (`owner`, R27); nil: each to its item when it names
        /// one. With `.item` each must name its item.
        let owner: DecorationOwner?
        /// The numbering of this kind in the collector's own section (the common case:
        /// no dictionary lookup per decoration).
        let numbering: ItemNumbering
        /// Its style in the output's `DecorationList`.
        let style: Int
        /// What a windowed hook's items count from (R24): the numbers of the kind that
        /// earlier uses took in the section called whole, so that two uses of one kind
        /// number on from each other as hooks that let the host number them do.
        let base: Int

        init(
            kind: String, zIndex: Int, attributes: [String: AttributeValue], owner: DecorationOwner?, numbering: ItemNumbering, style: Int,
            base: Int = 0
        ) {
            self.kind = kind
            self.zIndex = zIndex
            self.attributes = attributes
            self.owner = owner
            self.numbering = numbering
            self.style = style
            self.base = base
        }
    }

    /// Why a buffered decoration was left out.
    enum Rejection: Error, Equatable {
        /// A bad frame or number: in fast mode the hook is run again in checked mode, where
        /// the prelude names the line.
        case invalid(String)
        /// An identity taken already (by this hook or an earlier one); `ordinal` is the
        /// decoration's place in the hook's buffer (0-based), to find its line.
        case duplicate(kind: String, section: Int, item: Int, ordinal: Int)
        /// A section the layout does not have (layout hooks); `ordinal` as for a duplicate.
        case noSection(Int, ordinal: Int)
        /// A decoration of a style owned by items (`owner = "item"`, R27) that names no item;
        /// `ordinal` as for a duplicate.
        case unnamedItem(kind: String, ordinal: Int)

        var message: String {
            switch self {
            case .invalid(let reason): return reason
            case let .duplicate(kind, section, item, _): return "duplicate decoration \(kind) [\(section), \(item)]: every (kind, section, item) must be unique"
            case .noSection(let section, _): return "no section \(section) in this layout"
            case .unnamedItem(let kind, _):
                return "a decoration \(kind) owned by an item (owner = \"item\") must name its item (out:add's 6th argument or item =)"
            }
        }
    }

    /// The largest item or section number a buffered double holds exactly (2^53 - 1).
    static let maxIndex = 9_007_199_254_740_991.0

    /// A buffered item or section number as an Int, nil if it is not one exactly (the
    /// fast path does not check them: a plugin may buffer anything).
    @inline(__always)
    static func index(_ value: Double) -> Int? {
        guard value >= 0, value <= maxIndex, value.rounded(.towardZero) == value else { return nil }
        return Int(value)
    }

    /// The use of the plugin whose hook this collects for (its place in the host's uses), set
    /// on every style it declares: part of a decoration's identity across an update.
    let pluginUse: Int?

    /// Whether the hook numbers its decorations itself, relative to its use's base (a
    /// windowed hook, R24).
    let numbersItsOwn: Bool
    /// Each kind's base, fixed at its first declaration in the call.
    /// (A list searched in order: a hook declares a kind or two, and a dictionary made per
    /// call cost more than the search.)
    private var baseOfKind: [(kind: String, base: Int)] = []

    /// The lines of the window the hook decorates (0-based), when it decorates one (R24):
    /// then every decoration names its item (a window cannot count what earlier windows
    /// added), and one outside the band is outside the window.
    let window: Range<Int>?

    init(
        section: Int, numbering: DecorationNumbering, band: (low: Double, high: Double, axis: Axis)? = nil,
        pluginUse: Int? = nil, window: Range<Int>? = nil, numbersItsOwn: Bool = false
    ) {
        self.section = section
        self.window = window
        self.numbersItsOwn = numbersItsOwn
        bandLow = band?.low ?? -.infinity
        bandHigh = band?.high ?? .infinity
        bandIsVertical = band.map { $0.axis == .vertical } ?? true
        self.pluginUse = pluginUse
        self.numbering = numbering.copy()
    }

    /// Registers a decoration style; returns its handle.
    func declare(kind: String, zIndex: Int, attributes: [String: AttributeValue], owner: DecorationOwner? = nil) -> Int {
        let style = output.decorations.addStyle(
            DecorationList.Style(kind: kind, zIndex: zIndex, attributes: attributes, pluginUse: pluginUse, owner: owner))
        let numbers = numbering.numbers(section: section, kind: kind)
        var base = 0
        if numbersItsOwn {
            if let known = baseOfKind.first(where: { $0.kind == kind }) {
                base = known.base
            } else {
                base = numbers.firstFreeAfterAll
                baseOfKind.append((kind, base))
            }
        }
        templates.append(Template(
            kind: kind, zIndex: zIndex, attributes: attributes, owner: owner, numbering: numbers, style: style, base: base))
        return templates.count
    }

    /// Adds the decorations the prelude buffered: five numbers each (handle, x, y, width,
    /// height), or seven with a negated handle (then item or -1, section or -1). The hot
    /// path of every plugin: one local array, appended once, and the template looked up
    /// once per run of a handle.
    /// - Parameter checked: false for the fast path, which stops at the first bad frame
    ///   (the hook is then run again, checked); true to leave bad frames out and go on.
    /// - Returns: the decorations left out, and why.
    func addBuffered(_ values: UnsafeBufferPointer<Double>, sectionCount: Int, checked: Bool) -> [Rejection] {
        var added = output.decorations
        output.decorations = DecorationList()  // unique, so appends do not copy
        defer { output.decorations = added }
        added.reserveCapacity(added.count + values.count / 5)
        var rejections: [Rejection] = []
        var ordinal = -1
        var lastHandle = -1
        var template: Template?
        // The current handle's decorations belong to items: each must name one, so they
        // never take the numbered run.
        var ownedRun = false
        // The current handle's numbering, read once per run of a handle, not per decoration.
        var ownNumbers = ItemNumbering()
        var style = 0
        var start = 0
        while start + 5 <= values.count {
            // The common case, in a loop of its own: a run of five-number decorations of the
            // current handle, numbered in order, with good frames. Anything else (a new
            // handle, an explicit item, a bad frame) stops the run and goes the general way.
            // (A long decoration's negated handle never equals a handle, which is positive.)
            let runHandle = Double(lastHandle)
            if let window, values[start] >= 0 {
                // R24: a window's decoration without an item.
                ordinal += 1
                start += 5
                rejections.append(.invalid(
                    "a windowed hook names each decoration's item (out:add(handle, x, y, width, height, item)); "
                        + "lines \(window.lowerBound + 1)...\(window.upperBound) of section \(section) added one without"))
                if checked { continue } else { return rejections }
            }
            // The same for a run of seven-number decorations whose items follow each other
            // from the next free number (a windowed hook numbering its own, R24), in this
            // section: they are numbered as the five-number run is.
            if lastHandle > 0, values[start] == -runHandle, let base = template?.base, let first = ownNumbers.sequentialNext {
                let section = self.section, low = bandLow, high = bandHigh, vertical = bandIsVertical
                // Each names its item: R27a's owner, as the general way below gives it.
                let owned = DecorationOwner.ownsItem(template?.owner, itemNamed: true)
                var number = first
                while start + 7 <= values.count, values[start] == -runHandle, values[start + 6] == -1, values[start + 5] >= 0,
                    values[start + 5] + Double(base) == Double(number)
                {
                    let frame = Rect(x: values[start + 1], y: values[start + 2], width: values[start + 3], height: values[start + 4])
                    guard Self.accepts(frame, low: low, high: high, vertical: vertical) else { break }
                    added.append(style: style, frame: frame, indexPath: IndexPath(section: section, item: number), ownedByItem: owned)
                    number += 1
                    start += 7
                }
                ownNumbers.takeRun(number - first)
                ordinal += number - first
                if number > first { continue }
            }
            if lastHandle > 0, !ownedRun, values[start] == runHandle, let first = ownNumbers.sequentialNext {
                let section = self.section, low = bandLow, high = bandHigh, vertical = bandIsVertical
                var number = first
                while start + 5 <= values.count, values[start] == runHandle {
                    let frame = Rect(x: values[start + 1], y: values[start + 2], width: values[start + 3], height: values[start + 4])
                    guard Self.accepts(frame, low: low, high: high, vertical: vertical) else { break }
                    added.append(style: style, frame: frame, indexPath: IndexPath(section: section, item: number))
                    number += 1
                    start += 5
                }
                ownNumbers.takeRun(number - first)
                ordinal += number - first
                if number > first { continue }
            }
            let long = values[start] < 0
            let length = long ? 7 : 5
            defer { start += length }
            ordinal += 1
            // Handles come from out:kind (integers); the bounds make the conversion safe.
            let rawHandle = abs(values[start])
            guard rawHandle >= 1, rawHandle <= Double(templates.count) else {
                rejections.append(.invalid("unknown decoration handle \(values[start])"))
                if checked { continue } else { return rejections }
            }
            let handle = Int(rawHandle)
            if handle != lastHandle {
                template = templates[handle - 1]
                ownNumbers = templates[handle - 1].numbering
                style = templates[handle - 1].style
                ownedRun = templates[handle - 1].owner == .item
                lastHandle = handle
            }
            let frame = Rect(x: values[start + 1], y: values[start + 2], width: values[start + 3], height: values[start + 4])
            if let problem = check(frame) {
                rejections.append(problem)
                if checked { continue } else { return rejections }
            }
            if ownedRun, !long || values[start + 5] == -1 {
                rejections.append(.unnamedItem(kind: template?.kind ?? "", ordinal: ordinal))
                continue
            }
            if !long, let number = ownNumbers.takeNext() {   // the common case: the next number
                added.append(style: style, frame: frame, indexPath: IndexPath(section: self.section, item: number))
                continue
            }
            guard let template else { continue }
            var item: Int?
            var section = self.section
            var numbers = ownNumbers
            if long {
                guard start + 7 <= values.count else { break }
                if values[start + 5] != -1 {
                    guard let exact = DecorationCollector.index(values[start + 5]) else {
                        rejections.append(.invalid("item must be an integer from 0 to 9007199254740991, got \(values[start + 5])"))
                        if checked { continue } else { return rejections }
                    }
                    // A windowed hook's items count from its use's base in its own section.
                    item = exact + template.base
                }
                if values[start + 6] != -1 {
                    guard let exact = DecorationCollector.index(values[start + 6]) else {
                        rejections.append(.invalid("section must be an integer from 0 to 9007199254740991, got \(values[start + 6])"))
                        if checked { continue } else { return rejections }
                    }
                    guard exact < sectionCount else {
                        rejections.append(.noSection(exact, ordinal: ordinal))
                        continue
                    }
                    section = exact
                    if section != self.section { numbers = numbering.numbers(section: section, kind: template.kind) }
                }
            }
            guard let number = numbers.take(item) else {
                rejections.append(.duplicate(kind: template.kind, section: section, item: item ?? -1, ordinal: ordinal))
                continue
            }
            added.append(
                style: template.style, frame: frame, indexPath: IndexPath(section: section, item: number),
                ownedByItem: DecorationOwner.ownsItem(template.owner, itemNamed: item != nil))
        }
        return rejections
    }

    /// Adds one decoration of a declared handle, checked as `addBuffered` checks it: the
    /// path of plugins written in Swift (`NativePlugin`).
    func add(handle: Int, frame: Rect, item: Int? = nil) -> Rejection? {
        guard handle >= 1, handle <= templates.count else { return .invalid("unknown decoration handle \(handle)") }
        let template = templates[handle - 1]
        if let problem = check(frame) { return problem }
        if template.owner == .item, item == nil { return .unnamedItem(kind: template.kind, ordinal: 0) }
        guard let number = template.numbering.take(item) else { return .duplicate(kind: template.kind, section: section, item: item ?? -1, ordinal: 0) }
        output.decorations.append(
            style: template.style, frame: frame, indexPath: IndexPath(section: section, item: number),
            ownedByItem: DecorationOwner.ownsItem(template.owner, itemNamed: item != nil))
        return nil
    }

    /// True when `frame` is finite, of non-negative size and within `low...high` on the
    /// scroll axis (`vertical`): what `check` lets through, tested alone in the hot loop.
    /// Outside a window call the band is infinite: a decoration may reach past its section
    /// (a band half a pixel past it, a shadow), and the snapshot measures how far
    /// (`MeasuredReach`).
    @inline(__always)
    private static func accepts(_ frame: Rect, low: Double, high: Double, vertical: Bool) -> Bool {
        let (start, end) = vertical ? (frame.y, frame.y + frame.height) : (frame.x, frame.x + frame.width)
        return frame.isFinite && frame.width >= 0 && frame.height >= 0 && start >= low && end <= high
    }

    /// The band on the scroll axis a window call's decorations must stay in (R24), as the
    /// two bounds a frame's extent on that axis is compared with; infinite for every other
    /// call, whose decorations may reach anywhere (the snapshot measures how far).
    private let bandLow: Double, bandHigh: Double, bandIsVertical: Bool

    /// A frame that is not finite, has a negative size, or leaves its window's band.
    @inline(__always)
    private func check(_ frame: Rect) -> Rejection? {
        if Self.accepts(frame, low: bandLow, high: bandHigh, vertical: bandIsVertical) { return nil }
        guard frame.isFinite, frame.width >= 0, frame.height >= 0 else { return .invalid("bad decoration frame \(frame)") }
        let lines = window.map { "lines \($0.lowerBound + 1)...\($0.upperBound)" } ?? "its window"
        return .invalid("decoration \(frame) lies outside its window, \(lines) of section \(section)")
    }

    /// How many decorations of `kind` the section has so far.
    func count(kind: String?, section: Int) -> Int {
        numbering.used(kind: kind, section: section)
    }
}
