/// The item numbers decorations took, per (section, kind), as a pass and its hooks share
/// them: the decorated section's own kinds in a short list searched in order, other
/// sections' (which only a layout hook names) by section and kind.
///
/// A section has a kind or two, so the list is found faster than a dictionary hashes its key,
/// and making one costs no hash storage: `lazy-section` made a dictionary per hook call, a few
/// thousand instructions of the hooks' host side. A layout hook may name thousands of
/// sections; those keep the dictionary.
///
/// A value type whose entries are objects: `copy()` copies the entries too, so that a hook
/// that fails leaves the numbering as it was.
struct DecorationNumbering {
    /// The section whose kinds are kept in `own`.
    let section: Int
    private var own: [(kind: String, numbers: ItemNumbering)] = []
    private var others: [SectionKind: ItemNumbering] = [:]

    private struct SectionKind: Hashable {
        var section: Int
        var kind: String
    }

    init(section: Int) {
        self.section = section
    }

    /// The numbering of `kind` in `section`, if a decoration of that kind took a number there.
    func existing(section: Int, kind: String) -> ItemNumbering? {
        if section == self.section {
            return own.first { $0.kind == kind }?.numbers
        }
        return others[SectionKind(section: section, kind: kind)]
    }

    /// The numbering of `kind` in `section`, made empty when there is none yet.
    mutating func numbers(section: Int, kind: String) -> ItemNumbering {
        if let existing = existing(section: section, kind: kind) { return existing }
        let created = ItemNumbering()
        if section == self.section {
            own.append((kind, created))
        } else {
            others[SectionKind(section: section, kind: kind)] = created
        }
        return created
    }

    /// A copy whose numberings are copies: taking numbers in one leaves the other as it is.
    func copy() -> DecorationNumbering {
        var copy = DecorationNumbering(section: section)
        if !own.isEmpty { copy.own = own.map { ($0.kind, $0.numbers.copy()) } }
        if !others.isEmpty { copy.others = others.mapValues { $0.copy() } }
        return copy
    }

    /// The numbering of `section` alone, as the section hooks of that section start from it.
    func restricted(to section: Int) -> DecorationNumbering {
        var restricted = DecorationNumbering(section: section)
        if section == self.section {
            restricted.own = own
        } else {
            for (key, numbers) in others where key.section == section { restricted.own.append((key.kind, numbers)) }
        }
        return restricted
    }

    /// How many decorations of `kind` (of any kind when nil) `section` has.
    func used(kind: String?, section: Int) -> Int {
        if section == self.section {
            return own.reduce(0) { $0 + (kind == nil || $1.kind == kind ? $1.numbers.used : 0) }
        }
        return others.reduce(0) { $0 + ($1.key.section == section && (kind == nil || $1.key.kind == kind) ? $1.value.used : 0) }
    }
}

/// The item numbers of one kind of decoration in one section.
///
/// Decorations without an explicit item get the next free number (0, 1, 2, ...), skipping
/// numbers given explicitly, so every number below `next` is taken: an explicit item is a
/// duplicate exactly when it is below `next` or was given before.
final class ItemNumbering {
    // Unchecked exclusivity: read and written once per decoration on the hot path
    // (`DecorationCollector.addBuffered`), never by overlapping accesses.
    @exclusivity(unchecked) private(set) var next = 0
    @exclusivity(unchecked) private var explicit: Set<Int> = []
    /// The highest number given explicitly (-1: none).
    @exclusivity(unchecked) private var highestExplicit = -1

    /// The first number after every number taken: where a windowed hook's own numbering
    /// starts (R24, `DecorationCollector.Template.base`).
    var firstFreeAfterAll: Int { Swift.max(next, highestExplicit + 1) }

    /// The next free number when no number was given explicitly (the common case); nil
    /// otherwise, for `take` to decide.
    @inline(__always)
    func takeNext() -> Int? {
        guard let number = sequentialNext else { return nil }
        next = number + 1
        return number
    }

    /// The next free number, not taken, when no number was given explicitly: the numbers
    /// from it on are free, for a run of decorations to take at once (`takeRun`).
    @inline(__always)
    var sequentialNext: Int? { explicit.isEmpty ? next : nil }

    /// Takes `count` numbers from `sequentialNext` on (which must not be nil).
    @inline(__always)
    func takeRun(_ count: Int) {
        next += count
    }

    /// Takes `item`, or the next free number; nil when `item` is already taken.
    func take(_ item: Int?) -> Int? {
        if item == nil, let number = takeNext() { return number }  // the common case, first
        guard let item else {
            while !explicit.isEmpty && explicit.contains(next) { next += 1 }
            defer { next += 1 }
            return next
        }
        // Numbers given in order from the next free one (a windowed hook's, R24) stay in
        // the counter, as numbers taken without one do.
        if item == next && explicit.isEmpty {
            next += 1
            return item
        }
        guard item >= next, explicit.insert(item).inserted else { return nil }
        highestExplicit = Swift.max(highestExplicit, item)
        return item
    }

    var used: Int { next + explicit.filter { $0 >= next }.count }

    func copy() -> ItemNumbering {
        let copy = ItemNumbering()
        copy.next = next
        copy.explicit = explicit
        copy.highestExplicit = highestExplicit
        return copy
    }
}
