import LayoutCore

/// prepare-grid's storage alone: what a grid section's storage costs in the flow layout,
/// with no layout logic. Every section gets what `FlowLayout` makes for it (an array of
/// item frames, an array of lines and an object holding both), filled with frames and
/// lines of the grid's shape. Timed beside the layout and the floor, it splits the
/// layout's time into the cost of storing a million frames section by section and the
/// cost of computing them.
enum SectionStorageFloor {
    /// One section's storage, as `SectionContents` holds it.
    final class Section {
        let frames: ContiguousArray<Rect>
        let lines: [LineLayout]

        init(frames: ContiguousArray<Rect>, lines: [LineLayout]) {
            self.frames = frames
            self.lines = lines
        }
    }

    /// `sections` sections of `count` frames, `perLine` to a line, 100-point cells.
    @inline(never)
    static func make(sections: Int, count: Int, perLine: Int) -> [Section] {
        let lineCount = (count + perLine - 1) / perLine
        var made: [Section] = []
        made.reserveCapacity(sections)
        for section in 0..<sections {
            let top = Double(section) * 110 * Double(lineCount)
            let frames = ContiguousArray<Rect>(unsafeUninitializedCapacity: count) { cells, written in
                for k in 0..<count {
                    cells.initializeElement(
                        at: k, to: Rect(x: Double(k % perLine) * 120, y: top + Double(k / perLine) * 110, width: 100, height: 100))
                }
                written = count
            }
            let lines = [LineLayout](unsafeUninitializedCapacity: lineCount) { bands, written in
                for row in 0..<lineCount {
                    bands.initializeElement(
                        at: row,
                        to: LineLayout(
                            frame: Rect(x: 0, y: top + Double(row) * 110, width: 375, height: 100),
                            items: row * perLine..<Swift.min((row + 1) * perLine, count)))
                }
                written = lineCount
            }
            made.append(Section(frames: frames, lines: lines))
        }
        return made
    }
}
