import LayoutCore

/// What one hook call emits, validated as it arrives: decorations with unique identities
/// inside the section's reach, styles and single-element attributes.
///
/// A collector is thrown away when its hook fails, so a failed call contributes nothing.
final class DecorationCollector {
    /// The section decorations go to (a layout hook may name others).
    let section: Int
    /// The band on the scroll axis decorations must stay in (section ± reach), or nil for
    /// layout hooks, whose output is computed eagerly.
    let band: (low: Double, high: Double)?
    let axis: Axis
    /// Declared `out:kind` handles: kind, zIndex, attributes.
    var templates: [(kind: String, zIndex: Int, attributes: [String: AttributeValue])] = []
    var output = SectionDecorations()
    /// Running item numbers per (section, kind), shared by every plugin in the pass.
    var counters: [SectionKind: Int]
    /// Identities already emitted in the section(s), for the duplicate check.
    var identities: Set<ElementKey>

    struct SectionKind: Hashable {
        var section: Int
        var kind: String
    }

    init(section: Int, band: (low: Double, high: Double)?, axis: Axis, counters: [SectionKind: Int], identities: Set<ElementKey>) {
        self.section = section
        self.band = band
        self.axis = axis
        self.counters = counters
        self.identities = identities
    }

    /// Registers a decoration style; returns its handle (1-based, as Lua counts).
    func declare(kind: String, zIndex: Int, attributes: [String: AttributeValue]) -> Int {
        templates.append((kind, zIndex, attributes))
        return templates.count
    }

    /// Adds a decoration after checking its frame, reach and identity.
    /// - Returns: nil, or why it was rejected.
    func add(kind: String, frame: Rect, zIndex: Int, item: Int?, section target: Int?, attributes: [String: AttributeValue]) -> String? {
        guard frame.isFinite else { return "decoration '\(kind)' has a frame that is not finite: \(frame)" }
        guard frame.width >= 0, frame.height >= 0 else { return "decoration '\(kind)' has a negative size: \(frame)" }
        let section = target ?? self.section
        if let band, frame.min(along: axis) < band.low || frame.max(along: axis) > band.high {
            return "decoration '\(kind)' at \(frame) reaches outside its section (allowed \(band.low)...\(band.high) on the scroll axis); declare M.reach or raise limits { reach = ... }"
        }
        let counterKey = SectionKind(section: section, kind: kind)
        let number = item ?? counters[counterKey, default: 0]
        if item == nil || number >= counters[counterKey, default: 0] { counters[counterKey] = number + 1 }
        let key = ElementKey(category: .decoration, kind: kind, indexPath: IndexPath(section: section, item: number))
        guard identities.insert(key).inserted else {
            return "duplicate decoration \(kind) [\(section), \(number)]: every (kind, section, item) must be unique"
        }
        output.decorations.append(
            LayoutAttributes(category: .decoration, kind: kind, indexPath: key.indexPath, frame: frame, zIndex: zIndex, attributes: attributes))
        return nil
    }
}
