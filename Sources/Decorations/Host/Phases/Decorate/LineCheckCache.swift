import LayoutCore

/// The walks of long sections' lines that windowed decoration needs (`LineWindows.Check`,
/// R24), kept by the host across layouts: a section's lines are one array shared by every
/// layout that did not change the section (incremental layouts share untouched sections),
/// so a check is found again by the identity of that array's storage, which the entry
/// keeps alive (its address cannot be reused while it is held). Without it, every new
/// snapshot's first query walked the ten million lines of a feed again.
struct LineCheckCache {
    private struct Entry {
        var lines: [LineLayout]
        var axis: Axis
        var check: LineWindows.Check
    }
    /// By section index; sections are few, and only long ones are kept.
    private var entries: [Int: Entry] = [:]

    /// The check of `section`'s lines along `axis`, walked the first time.
    mutating func check(of section: SectionLayout, axis: Axis) -> LineWindows.Check {
        let lines = section.lines
        if let entry = entries[section.index], entry.axis == axis, Self.sameStorage(entry.lines, lines) {
            return entry.check
        }
        let check = LineWindows.check(section, axis: axis)
        entries[section.index] = Entry(lines: lines, axis: axis, check: check)
        return check
    }

    /// Whether two arrays share their storage.
    private static func sameStorage(_ a: [LineLayout], _ b: [LineLayout]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }
}
