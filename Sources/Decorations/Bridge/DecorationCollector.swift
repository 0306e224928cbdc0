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
    /// Item numbering per (section, kind), shared by every plugin of the pass in a section.
    private(set) var numbering: DecorationNumbering

    /// A class, so that reading one per decoration costs one reference, not a copy.
    final class Template {
        let kind: String
        let zIndex: Int
        let attributes: [String: AttributeValue]
        /// The numbering of this kind in the collector's own section (the common case:
        /// no dictionary lookup per decoration).
        let numbering: ItemNumbering
        /// Its style in the output's `DecorationList`.
        let style: Int

        init(kind: String, zIndex: Int, attributes: [String: AttributeValue], numbering: ItemNumbering, style: Int) {
            self.kind = kind
            self.zIndex = zIndex
            self.attributes = attributes
            self.numbering = numbering
            self.style = style
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

        var message: String {
            switch self {
            case .invalid(let reason): return reason
            case let .duplicate(kind, section, item, _): return "duplicate decoration \(kind) [\(section), \(item)]: every (kind, section, item) must be unique"
            case .noSection(let section, _): return "no section \(section) in this layout"
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

    init(
        section: Int, numbering: DecorationNumbering, pluginUse: Int? = nil
    ) {
        self.section = section
        self.pluginUse = pluginUse
        self.numbering = numbering.copy()
    }

    /// Registers a decoration style; returns its handle.
    func declare(kind: String, zIndex: Int, attributes: [String: AttributeValue]) -> Int {
        let style = output.decorations.addStyle(
            DecorationList.Style(kind: kind, zIndex: zIndex, attributes: attributes, pluginUse: pluginUse))
        templates.append(Template(kind: kind, zIndex: zIndex, attributes: attributes, numbering: numbering.numbers(section: section, kind: kind), style: style))
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
            if lastHandle > 0, values[start] == runHandle, let first = ownNumbers.sequentialNext {
                let section = self.section
                var number = first
                while start + 5 <= values.count, values[start] == runHandle {
                    let frame = Rect(x: values[start + 1], y: values[start + 2], width: values[start + 3], height: values[start + 4])
                    guard Self.accepts(frame) else { break }
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
                lastHandle = handle
            }
            let frame = Rect(x: values[start + 1], y: values[start + 2], width: values[start + 3], height: values[start + 4])
            if let problem = check(frame) {
                rejections.append(problem)
                if checked { continue } else { return rejections }
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
                    item = exact
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
            added.append(style: template.style, frame: frame, indexPath: IndexPath(section: section, item: number))
        }
        return rejections
    }

    /// Adds one decoration of a declared handle, checked as `addBuffered` checks it: the
    /// path of plugins written in Swift (`NativePlugin`).
    func add(handle: Int, frame: Rect, item: Int? = nil) -> Rejection? {
        guard handle >= 1, handle <= templates.count else { return .invalid("unknown decoration handle \(handle)") }
        let template = templates[handle - 1]
        if let problem = check(frame) { return problem }
        guard let number = template.numbering.take(item) else { return .duplicate(kind: template.kind, section: section, item: item ?? -1, ordinal: 0) }
        output.decorations.append(style: template.style, frame: frame, indexPath: IndexPath(section: section, item: number))
        return nil
    }

    /// True when `frame` is finite and of non-negative size: what `check` lets through,
    /// tested alone in the hot loop. Where it lies is not checked: a decoration may reach
    /// past its section (a band half a pixel past it, a shadow), and the snapshot measures
    /// how far (`MeasuredReach`).
    @inline(__always)
    private static func accepts(_ frame: Rect) -> Bool {
        frame.isFinite && frame.width >= 0 && frame.height >= 0
    }

    /// A frame that is not finite or has a negative size.
    @inline(__always)
    private func check(_ frame: Rect) -> Rejection? {
        if Self.accepts(frame) { return nil }
        return .invalid("bad decoration frame \(frame)")
    }

    /// How many decorations of `kind` the section has so far.
    func count(kind: String?, section: Int) -> Int {
        numbering.used(kind: kind, section: section)
    }
}
