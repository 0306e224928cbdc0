import LayoutCore

/// The floor of prepare-grid: the simplest loop that writes the same frames, with the same
/// pixel rounding (C `round` of each cell's x and y, at the scene's scale), into an array
/// allocated and touched beforehand. No validation, no lines, no index, no allocation.
final class GridFloor {
    let frames: UnsafeMutableBufferPointer<Rect>

    init(capacity: Int) {
        frames = .allocate(capacity: capacity)
        frames.initialize(repeating: .zero)  // faults every page in now, outside the timing
    }

    deinit { frames.deallocate() }

    /// Writes the frames of `sections` vertical flow sections of `count` items laid out by
    /// `c` in a view `D` points wide at `scale`; returns the number of frames written.
    @inline(never)
    func write(sections: Int, count: Int, _ c: FlowLayoutConfiguration, dimension D: Double, scale: Double) -> Int {
        let s = c.itemSize.width, t = c.itemSize.height
        let bA = c.sectionInset.left, eA = c.sectionInset.right
        let bX = c.sectionInset.top, eX = c.sectionInset.bottom
        let gL = c.minimumLineSpacing
        let H = c.headerReferenceSize.height
        let perLine = GridFloor.perLine(c, dimension: D)
        let gap = perLine >= 2 ? (D - bA - eA - s * Double(perLine)) / Double(perLine - 1) : 0
        let lead = perLine >= 2 ? bA : bA + (D - s - bA - eA) * 0.5
        let lineCount = (count + perLine - 1) / perLine
        let firstLine = H + bX
        var origin = 0.0, k = 0
        for _ in 0..<sections {
            for row in 0..<lineCount {
                let across = origin + (firstLine + (t + gL) * Double(row))
                for column in 0..<Swift.min(perLine, count - row * perLine) {
                    let along = lead + (s + gap) * Double(column)
                    frames[k] = Rect(
                        x: (along * scale).rounded() / scale, y: (across * scale).rounded() / scale, width: s, height: t)
                    k += 1
                }
            }
            origin = origin + ((firstLine + (t + gL) * Double(lineCount) - gL) + eX)
        }
        return k
    }

    /// Items on a full line of the grid (R7a).
    static func perLine(_ c: FlowLayoutConfiguration, dimension D: Double) -> Int {
        let s = c.itemSize.width, gI = c.minimumInteritemSpacing
        return Swift.max(Int(((D - (c.sectionInset.left + c.sectionInset.right) + gI) / (s + gI)).rounded(.down)), 1)
    }

    /// True when the first `n` frames written equal the geometry's item frames, in order.
    func matches(_ geometry: LayoutGeometry, count n: Int) -> Bool {
        var k = 0
        for section in geometry.sections {
            for frame in section.itemFrames {
                guard k < n, frames[k] == frame else { return false }
                k += 1
            }
        }
        return k == n
    }
}
