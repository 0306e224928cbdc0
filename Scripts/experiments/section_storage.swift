// Where prepare-grid-1m's storage time goes: a standalone experiment, outside the package.
//
// It stores 10,000 sections of 100 frames and 34 lines (prepare-grid-1m's shape) two ways,
// 15 passes each, freeing the previous pass's storage first, as the benchmark does:
//
//   sections   each section's frames and lines in arrays of their own, and an object
//              holding them: what FlowLayout makes today;
//   arena      every section's frames in shared chunks of `chunk` frames (lines in chunks
//              of half that), each section an object holding its offsets.
//
// Run it with and without glibc keeping freed memory (the arena's chunks are large: freed,
// they go back to the kernel, and the next pass pays a page fault per 4 KB it writes):
//
//   swiftc -O Scripts/experiments/section_storage.swift -o /tmp/section_storage
//   /tmp/section_storage sections; /tmp/section_storage arena 65536
//   GLIBC_TUNABLES=glibc.malloc.trim_threshold=1000000000:glibc.malloc.mmap_threshold=100000000 \
//     /tmp/section_storage arena 65536
//
// BENCHMARKS.md ("Where prepare-grid-1m's time goes") quotes what it printed here.
import Glibc

struct Rect { var x, y, width, height: Double }
struct Line { var frame: Rect; var first: Int; var end: Int }

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Memory for `capacity` elements, written once, freed with the chunk.
final class Chunk<Element> {
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

final class ArenaSection {
    let frames: Chunk<Rect>, framesAt: Int
    let lines: Chunk<Line>, linesAt: Int

    init(frames: Chunk<Rect>, framesAt: Int, lines: Chunk<Line>, linesAt: Int) {
        (self.frames, self.framesAt, self.lines, self.linesAt) = (frames, framesAt, lines, linesAt)
    }
}

final class ArraySection {
    let frames: ContiguousArray<Rect>
    let lines: [Line]

    init(frames: ContiguousArray<Rect>, lines: [Line]) { (self.frames, self.lines) = (frames, lines) }
}

func frame(_ section: Int, _ k: Int) -> Rect {
    Rect(x: Double(k % 3) * 120, y: Double(section) * 4000 + Double(k / 3) * 110, width: 100, height: 100)
}

func line(_ section: Int, _ row: Int) -> Line {
    Line(frame: Rect(x: 0, y: Double(section) * 4000 + Double(row) * 110, width: 375, height: 100), first: row * 3, end: row * 3 + 3)
}

let mode = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "sections"
let chunk = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 65_536 : 65_536
let sections = 10_000, count = 100, lineCount = 34
var times: [Double] = []
var arrays: [ArraySection] = []
var arena: [ArenaSection] = []
for _ in 0..<15 {
    arrays = []
    arena = []
    let start = now()
    if mode == "arena" {
        arena.reserveCapacity(sections)
        var frames = Chunk<Rect>(capacity: chunk), lines = Chunk<Line>(capacity: chunk / 2)
        for s in 0..<sections {
            if frames.count + count > frames.capacity { frames = Chunk(capacity: chunk) }
            if lines.count + lineCount > lines.capacity { lines = Chunk(capacity: chunk / 2) }
            let framesAt = frames.count, linesAt = lines.count
            for k in 0..<count { (frames.base + framesAt + k).initialize(to: frame(s, k)) }
            for row in 0..<lineCount { (lines.base + linesAt + row).initialize(to: line(s, row)) }
            frames.count += count
            lines.count += lineCount
            arena.append(ArenaSection(frames: frames, framesAt: framesAt, lines: lines, linesAt: linesAt))
        }
    } else {
        arrays.reserveCapacity(sections)
        for s in 0..<sections {
            let frames = ContiguousArray<Rect>(unsafeUninitializedCapacity: count) { cells, written in
                for k in 0..<count { cells.initializeElement(at: k, to: frame(s, k)) }
                written = count
            }
            let lines = [Line](unsafeUninitializedCapacity: lineCount) { bands, written in
                for row in 0..<lineCount { bands.initializeElement(at: row, to: line(s, row)) }
                written = lineCount
            }
            arrays.append(ArraySection(frames: frames, lines: lines))
        }
    }
    times.append(now() - start)
}
times.sort()
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print("\(mode)\(mode == "arena" ? " \(chunk)" : ""): median \(times[times.count / 2] * 1000) ms of 15 passes; \(usage.ru_minflt) page faults in all")
