import LayoutCore

/// prepare-grid's storage alone: what a grid section's storage costs in the flow layout,
/// with no layout logic. Storage is what `FlowLayout` makes: every section's item frames
/// in one block for the whole layout (`FrameStore`), and per section an array of lines and
/// an object holding them with its run of the block; filled with frames and lines of the
/// grid's shape. Timed beside the layout and the floor, it splits the layout's time into
/// the cost of storing a million frames and the cost of computing them.
enum SectionStorageFloor {
    /// The layout's block of frames.
    final class Block {
        let frames: UnsafeMutablePointer<Rect>

        init(capacity: Int) { frames = .allocate(capacity: Swift.max(capacity, 1)) }
        deinit { frames.deallocate() }
    }

    /// One section's storage, as `SectionContents` holds it.
    final class Section {
        let block: Block
        let start: Int, count: Int
        let lines: [LineLayout]

        init(block: Block, start: Int, count: Int, lines: [LineLayout]) {
            self.block = block
            self.start = start
            self.count = count
            self.lines = lines
        }
    }

    /// `sections` sections of `count` frames, `perLine` to a line, 100-point cells.
    @inline(never)
    static func make(sections: Int, count: Int, perLine: Int) -> [Section] {
        let lineCount = (count + perLine - 1) / perLine
        let block = Block(capacity: sections * count)
        var made: [Section] = []
        made.reserveCapacity(sections)
        for section in 0..<sections {
            let top = Double(section) * 110 * Double(lineCount)
            let cells = block.frames + section * count
            for k in 0..<count {
                (cells + k).initialize(
                    to: Rect(x: Double(k % perLine) * 120, y: top + Double(k / perLine) * 110, width: 100, height: 100))
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
            made.append(Section(block: block, start: section * count, count: count, lines: lines))
        }
        return made
    }
}
