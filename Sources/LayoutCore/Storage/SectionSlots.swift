/// A value for some of a layout's sections, stored only for the sections that have one.
///
/// An array of optionals, one per section, costs a large optional to fill, check and
/// destroy for every section that has no value: at 10,000 sections, most of an update's
/// snapshot and of its item mapping, where only a few sections have one. Here every section
/// has an integer slot (a plain fill, nothing to release) and only the sections that have a
/// value own storage. Lookups stay O(1).
struct SectionSlots<Value: Sendable>: Sendable {
    /// Per section: its value's place in `values`, or -1 when it has none.
    private var slots: ContiguousArray<Int>
    private var values: ContiguousArray<Value> = []
    /// The section of each value, in the order values were given.
    private(set) var sectionsWithValues: ContiguousArray<Int> = []

    init(sectionCount: Int) {
        slots = ContiguousArray(repeating: -1, count: sectionCount)
    }

    /// How many sections have a value.
    var storedCount: Int { values.count }

    /// True when section `section` has a value.
    @inline(__always)
    func has(_ section: Int) -> Bool { slots[section] >= 0 }

    /// Section `section`'s value, or nil when it has none. Setting nil is not supported:
    /// a section keeps its value once given one.
    @inline(__always)
    subscript(section: Int) -> Value? {
        let slot = slots[section]
        return slot < 0 ? nil : values[slot]
    }

    /// Gives section `section` the value `value`, replacing any it had.
    mutating func put(_ value: Value, at section: Int) {
        if slots[section] < 0 {
            slots[section] = values.count
            values.append(value)
            sectionsWithValues.append(section)
        } else {
            values[slots[section]] = value
        }
    }

    /// Edits section `section`'s value in place (no copy), giving it `make()` first when it
    /// has none.
    @inline(__always)
    mutating func modify<R>(_ section: Int, creating make: () -> Value, _ body: (inout Value) -> R) -> R {
        if slots[section] < 0 {
            slots[section] = values.count
            values.append(make())
            sectionsWithValues.append(section)
        }
        return body(&values[slots[section]])
    }

    /// Takes section `section`'s value out, leaving `empty` in its place so that the
    /// caller can edit the value without a copy; nil when it has none.
    mutating func take(_ section: Int, leaving empty: Value) -> Value? {
        let slot = slots[section]
        guard slot >= 0 else { return nil }
        defer { values[slot] = empty }
        return values[slot]
    }
}

extension SectionSlots where Value == ContiguousArray<Int> {
    /// Entry `item` of section `section`'s table, or `fallback` when it has none.
    @inline(__always)
    func entry(section: Int, item: Int, otherwise fallback: Int) -> Int {
        let slot = slots[section]
        return slot < 0 ? fallback : values[slot][item]
    }
}
