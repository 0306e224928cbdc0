import LayoutCore

/// Runs each windowed use's section hook (`M.window`, R24) on a layout both ways, for
/// every section whole and by windows of a few lines, and names every decoration where
/// the two answers disagree: what `lualayout check` and a reload's dry run report. A
/// windowed hook must give by windows exactly what it gives whole; the host cannot check
/// that while it decorates (it never computes both), so it is checked here.
struct WindowedComparison {
    let host: PluginHost
    /// Lines per window: a few, so that every window boundary of a small scene is crossed.
    let linesPerWindow: Int
    /// At most this many disagreements are named per use and section.
    let limit = 3

    /// The disagreements of `instances`' windowed hooks on `geometry`, as section errors at
    /// the plugin line that added the decoration at fault (the hook's own line when that
    /// is not known), naming the window.
    func disagreements(_ instances: [PluginInstance], geometry: LayoutGeometry) -> [PluginError] {
        var errors: [PluginError] = []
        let axis = geometry.scrollDirection.scrollAxis
        for instance in instances where instance.module.window && instance.module.sectionHook != nil {
            let pass = DecorationPass(host: host, instances: [instance], limits: host.limits, geometry: geometry, recordsErrors: false)
            for s in geometry.sections.indices {
                guard let windows = LineWindows.make(geometry.sections[s], axis: axis, linesPerWindow: linesPerWindow), windows.count > 1
                else { continue }
                let before = pass.failures.count
                let wholeTrace = DecorationPass.LineTrace()
                let whole = pass.computeSection(s, geometry, part: .whole, trace: wholeTrace)
                let spanning = pass.computeSection(s, geometry, part: .sectionWide)
                var parts: [(lines: Range<Int>?, decorations: DecorationList, trace: [Int])] = [(nil, spanning.decorations, [])]
                for w in 0..<windows.count {
                    let trace = DecorationPass.LineTrace()
                    let part = pass.computeSection(s, geometry, part: .window(w, windows), trace: trace)
                    parts.append((windows.lines(ofWindow: w), part.decorations, trace.lines))
                }
                // A hook that fails, or whose decorations the host leaves out, says so itself.
                guard pass.failures.count == before else { continue }
                var found: [String] = []
                func note(_ message: String, line: Int?) {
                    guard found.count < limit else { return }
                    found.append(message)
                    errors.append(PluginError(
                        plugin: instance.module.name, phase: .section, section: s, file: instance.module.displayPath,
                        line: line.flatMap { $0 > 0 ? $0 : nil }
                            ?? instance.module.sectionHook.flatMap { instance.module.state.definitionLine(of: $0) },
                        message: message))
                }
                if spanning.styles != whole.styles || spanning.overrides != whole.overrides {
                    note("the call for what spans section \(s) (s.window.sectionWide) gives other styles or attributes than the call "
                        + "for the whole section", line: nil)
                }
                func describe(_ range: Range<Int>?) -> String {
                    guard let range else { return "the call for what spans section \(s)" }
                    return range.count == 1 ? "line \(range.upperBound) of section \(s)"
                        : "lines \(range.lowerBound + 1)...\(range.upperBound) of section \(s)"
                }
                var windowed: [ElementKey: (element: LayoutAttributes, lines: Range<Int>?, line: Int)] = [:]
                var order: [ElementKey] = []
                for part in parts {
                    for k in part.decorations.indices {
                        let element = part.decorations[k]
                        let line = part.trace.indices.contains(k) ? part.trace[k] : 0
                        if let earlier = windowed[element.key] {
                            note("\(describe(part.lines)) add \(name(element)), which \(describe(earlier.lines)) added already: "
                                + "a windowed hook answers once for each decoration", line: line)
                        }
                        if windowed[element.key] == nil { order.append(element.key) }
                        windowed[element.key] = (element, part.lines, line)
                    }
                }
                var wholeKeys = Set<ElementKey>()
                for k in whole.decorations.indices {
                    let element = whole.decorations[k]
                    wholeKeys.insert(element.key)
                    let wholeLine = wholeTrace.lines.indices.contains(k) ? wholeTrace.lines[k] : 0
                    guard let mine = windowed[element.key] else {
                        let owner = windows.window(holdingCentreOf: element.frame)
                        note("the whole section's call adds \(name(element)) at \(element.frame), which no window adds "
                            + "(it lies in the band of \(describe(windows.lines(ofWindow: owner))))", line: wholeLine)
                        continue
                    }
                    if mine.element != element {
                        note("\(describe(mine.lines)) add \(name(element)) at \(mine.element.frame) (zIndex \(mine.element.zIndex)), "
                            + "the whole section's call at \(element.frame) (zIndex \(element.zIndex))"
                            + (mine.element.attributes == element.attributes ? "" : ", with other attributes"), line: mine.line)
                    }
                }
                for key in order where !wholeKeys.contains(key) {
                    let mine = windowed[key]!
                    note("\(describe(mine.lines)) add \(name(mine.element)) at \(mine.element.frame), which the whole section's call "
                        + "does not", line: mine.line)
                }
            }
        }
        return errors
    }

    private func name(_ element: LayoutAttributes) -> String {
        "\(element.kind ?? "") [\(element.indexPath.section), \(element.indexPath.item)]"
    }
}
