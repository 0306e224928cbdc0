import TestSupport
import XCTest

@testable import LayoutCore

/// `GridUnion` skips the steps of the fold that change nothing; the result must be the fold
/// of `Rect.union` over every cell in item order, bit for bit, whatever the numbers: spacings
/// that make cells overlap or go backwards, thirds of a point, magnitudes where every addition
/// rounds, and zeros of both signs.
final class GridUnionTests: XCTestCase {
    private func bits(_ r: Rect) -> [UInt64] { [r.x.bitPattern, r.y.bitPattern, r.width.bitPattern, r.height.bitPattern] }

    private func value(_ g: inout SeededGenerator, scale: Double) -> Double {
        switch Int.random(in: 0..<6, using: &g) {
        case 0: return [0.0, -0.0][Int.random(in: 0...1, using: &g)]
        case 1: return Double(Int.random(in: -50...400, using: &g)) / 3
        case 2: return Double(Int.random(in: 0...1_000_000, using: &g)) * scale + 0.1
        case 3: return Double.random(in: -1...1, using: &g) * 1e-9
        default: return Double(Int.random(in: -20...300, using: &g)) + [0, 0.5, 0.25, 0.1].randomElement(using: &g)!
        }
    }

    func testTheUnion_IsTheFoldOfEveryCellInItemOrder() {
        var g = SeededGenerator(seed: 0x6121_D0F0)
        for trial in 0..<4_000 {
            let scale = [1.0, 1e9, 1e15, 3].randomElement(using: &g)!
            let perLine = Int.random(in: 1...7, using: &g)
            let count = Int.random(in: 1...60, using: &g)
            let lineCount = (count + perLine - 1) / perLine
            let length = abs(value(&g, scale: scale)), thickness = abs(value(&g, scale: scale))
            // Positions as a grid gives them (a lead and a step), or anything at all.
            let lead = value(&g, scale: scale), step = value(&g, scale: scale)
            let arbitrary = Int.random(in: 0..<4, using: &g) == 0
            let alongs = (0..<perLine).map { arbitrary ? value(&g, scale: scale) : lead + step * Double($0) }
            let acrossStep = value(&g, scale: scale)
            let acrosses = (0..<lineCount).map { arbitrary ? value(&g, scale: scale) : lead + acrossStep * Double($0) }
            for axis in [Axis.horizontal, .vertical] {
                let axes = AxisMapping(axis: axis)
                var frames: [Rect] = []
                for k in 0..<count {
                    frames.append(axes.rect(along: alongs[k % perLine], across: acrosses[k / perLine], length: length, thickness: thickness))
                }
                let fold = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
                var acrossSpan: GridUnion.Span?
                for line in 0..<lineCount {
                    acrossSpan = GridUnion.across(
                        acrossSpan, line: acrosses[line], thickness: thickness, cells: Swift.min(perLine, count - line * perLine))
                }
                let alongSpan = alongs.withUnsafeBufferPointer { GridUnion.along($0, length: length, count: count, perLine: perLine) }
                let union = axes.rect(along: alongSpan.start, across: acrossSpan!.start, length: alongSpan.length, thickness: acrossSpan!.length)
                XCTAssertEqual(bits(union), bits(fold), "trial \(trial): \(union) vs \(fold)")
            }
        }
    }
}
