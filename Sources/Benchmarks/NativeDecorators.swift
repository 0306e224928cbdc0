import Decorations
import LayoutCore

// The three flow-layout plugins the benchmark runs (section_background, separators and
// color_rules, with the options the benchmark gives them), written in Swift against the
// same host. They are the reference the Lua pass is measured against: the ratio tells
// what the plugins cost for being Lua, everything else (checks, numbering, cache) equal.

/// Plugins/section_background.lua with its defaults.
final class NativeSectionBackground: NativePlugin {
    let name = "section_background"
    let reach = 0.0

    func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
        guard s.itemCount > 0 else { return }
        let content = s.contentFrame
        let background = out.kind("sectionBackground", zIndex: -1, attributes: ["color": .string("#F2F2F7")])
        let frame = geometry.scrollDirection == .vertical
            ? Rect(x: s.frame.x, y: content.y, width: s.frame.width, height: content.height)
            : Rect(x: content.x, y: s.frame.y, width: content.width, height: s.frame.height)
        try out.add(background, frame)
    }
}

/// Plugins/separators.lua with its defaults: hairlines between lines.
final class NativeSeparators: NativePlugin {
    let name = "separators"
    let reach = 0.0

    func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
        guard s.itemCount > 0 else { return }
        let line = out.kind("separator", zIndex: 1, attributes: ["color": .string("#C6C6C8")])
        let vertical = geometry.scrollDirection == .vertical
        let thickness = 0.5
        var previousEnd: Double?
        for band in s.lines where !band.items.isEmpty {
            let start = vertical ? band.frame.minY : band.frame.minX
            if let end = previousEnd {
                let at = (end + start) / 2 - thickness / 2
                try out.add(
                    line, vertical
                        ? Rect(x: band.frame.minX, y: at, width: band.frame.width, height: thickness)
                        : Rect(x: at, y: band.frame.minY, width: thickness, height: band.frame.height))
            }
            previousEnd = vertical ? band.frame.maxY : band.frame.maxX
        }
    }
}

/// Plugins/color_rules.lua with `rules = { { items = "even", color = "#FFFFFF" } }`.
final class NativeColorRules: NativePlugin {
    let name = "color_rules"
    let reach = 0.0

    func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
        out.style(.cell, items: .even, attributes: ["color": .string("#FFFFFF")])
    }
}

/// The emit workload's plugin: `count` one-point marks per section.
final class NativeEmitter: NativePlugin {
    let name = "emitter"
    let reach = 0.0
    let count: Int

    init(count: Int) { self.count = count }

    func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
        let mark = out.kind("mark", attributes: ["color": .string("#FF0000")])
        let y = s.frame.y
        for i in 0..<count { try out.add(mark, Rect(x: Double(i + 1), y: y, width: 1, height: 1)) }
    }
}
