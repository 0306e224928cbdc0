import LayoutCore
import LuaRuntime
import PluginContract

/// One layout's item placement by plugins (`M.place`): the `SectionArranger` the flow
/// layout asks for each section, and the errors of the hooks it ran.
///
/// For each section, the first `use` of a placement plugin whose `sections` take it runs
/// its hook on the section's content box; the host checks every placement (a number for
/// an item of the section, placed once; a finite frame of non-negative size inside the
/// box across the scroll axis and not before it along it) and every declared line. A hook
/// that fails, or places one item wrong, places nothing: the error names the plugin, the
/// section and the line of the `out:place` at fault, and the flow layout places the
/// section. Results are cached per section by the content box and the plugin's identity.
public final class SectionPlacements {
    let host: PluginHost
    /// The uses that place items, in `use` order.
    let instances: [PluginInstance]
    /// This layout's placement failures, kept as every phase keeps them (`PhaseFailures`).
    private var phase: PhaseFailures
    /// Whether failures also go to the host's history, and results to its cache (not for
    /// dry runs).
    var recordsErrors: Bool { phase.recordsErrors }
    /// Every failure of this layout's placement hooks (those of cached sections included).
    public var errors: [PluginError] { phase.errors }
    /// How many placement hook calls Ctrl-C stopped.
    public var interruptedCalls: Int { phase.interruptedCalls }
    /// The time spent in placement hooks, and the sections computed and taken from the cache.
    public private(set) var timing = PassTiming(plugins: .zero, sectionsComputed: 0, sectionsCached: 0)
    /// Of `timing.plugins`, the time inside the hooks' Lua code alone (the rest is the
    /// host's: sizes written, buffers read, placements checked).
    public private(set) var hookTime: Duration = .zero

    init(host: PluginHost, instances: [PluginInstance], recordsErrors: Bool = true) {
        self.host = host
        self.instances = instances
        phase = PhaseFailures(host: host, recordsErrors: recordsErrors)
    }

    /// The uses that arranged each section so far, to name one whose arrangement the
    /// layout refused where its section starts.
    private var arrangedBy: [Int: PluginInstance] = [:]

    /// The arranger to hand to `FlowLayout.layout(..., checkedArranger:)` (or
    /// `Scene.geometry(arranger:)`): arrangements the host checked, and a refusal named
    /// against the use that made it.
    public var arranger: CheckedSectionArranger {
        CheckedSectionArranger(
            arrange: { [self] box in arrangement(for: box) },
            refused: { [self] box, problem in refuse(box, problem) })
    }

    /// An arrangement the layout could not use where its section starts (each frame
    /// finite, the section past the largest position a layout holds): the plugin's doing,
    /// so an error of its use, and the flow layout places the section.
    private func refuse(_ box: SectionContentBox, _ problem: SectionArrangement.Problem) {
        guard let instance = arrangedBy[box.section] else { return }
        let module = instance.module
        fail(PluginError(
            plugin: module.name, phase: .place, section: box.section, file: module.displayPath,
            line: module.placement.hook.flatMap { module.state.definitionLine(of: $0) },
            message: "\(PluginUse.describe(instance.use)): the arrangement was refused (\(problem.message)); "
                + "the flow layout places section \(box.section) instead"))
    }

    /// Says, once per use, that a compositional layout has nothing for `M.place` to place
    /// (it arranges its own groups); call it instead of handing the arranger on.
    public func refuseCompositionalLayout() {
        for instance in instances {
            fail(PluginError(
                plugin: instance.module.name, phase: .place, file: instance.use.file, line: instance.use.line,
                message: "M.place arranges the items of flow sections; this scene's layout is compositional, so "
                    + PluginUse.describe(instance.use) + " places nothing"))
        }
    }

    /// The arrangement of one section, or nil for the flow layout to place it.
    func arrangement(for box: SectionContentBox) -> CheckedSectionArrangement? {
        for instance in instances {
            guard let selection = instance.placement, let hook = instance.module.placement.hook,
                let options = selection.options(forSection: box.section, count: box.sectionCount, shared: instance.optionsRef)
            else { continue }
            let key = PlacementKey(
                box: box, plugin: instance.identity, sectionOptions: selection.overrides(forSection: box.section))
            arrangedBy[box.section] = instance
            if recordsErrors, let cached = host.placementCache[box.section], cached.key == key {
                timing.sectionsCached += 1
                for error in cached.errors { fail(error) }
                return cached.arrangement
            }
            let start = ContinuousClock.now
            let before = errors.count
            let interruptionsBefore = interruptedCalls
            let result = place(box, instance: instance, hook: hook, options: options)
            timing.plugins += ContinuousClock.now - start
            timing.sectionsComputed += 1
            // A call Ctrl-C stopped says nothing of the section: it is placed again next time.
            if recordsErrors && interruptedCalls == interruptionsBefore {
                host.placementCache[box.section] = CachedPlacement(key: key, arrangement: result, errors: Array(errors[before...]))
            }
            return result
        }
        return nil
    }

    /// Runs the hook fast; if a placement is wrong, again tracing lines, to name it. The
    /// first output is the one judged: the traced run only locates the problem, and when
    /// it does not make the same output the hook is not pure, and the flow layout places
    /// the section (never the second output). A value that is not a finite number has its
    /// line recorded by the first run itself: a hook that makes it on its first run only is
    /// named at that line.
    private func place(
        _ box: SectionContentBox, instance: PluginInstance, hook: LuaRef, options: LuaRef
    ) -> CheckedSectionArrangement? {
        let module = instance.module
        let fallback = "; the flow layout places section \(box.section) instead"
        let first: PlacementOutput
        switch call(box, module: module, hook: hook, options: options, trace: false) {
        case .failure(var error):
            error.message += fallback
            fail(error)
            return nil
        case .success(let output):
            first = output
        }
        // Checked once on the fast path; only a bad placement costs a second run.
        let problem: PlacementOutput.Problem
        switch first.arrangement {
        case .success(let accepted): return accepted
        case .failure(let found): problem = found
        }
        var line: Int?
        var message = problem.message + fallback
        // The line the first run recorded for this placement, if it was not a finite number.
        let recorded = first.firstNonFinite.flatMap { $0.ordinal == problem.ordinal ? $0.line : nil }
        switch call(box, module: module, hook: hook, options: options, trace: true) {
        case .success(let again):
            if case .failure(let same) = again.arrangement, same == problem {
                line = problem.ordinal.flatMap { again.lines?.indices.contains($0) == true ? again.lines![$0] : nil }
            } else if let recorded {
                // Not made again, but the first run said where it made it.
                line = recorded
                message = problem.message + "; run again, the hook did not make it again: a hook must give the same output "
                    + "for the same section (hooks are pure)" + fallback
            } else {
                message = problem.message + "; run again to find its line, the hook did not make it again: a hook must "
                    + "give the same output for the same section (hooks are pure)" + fallback
            }
        case .failure(var error):
            // Run checked, the hook raised where the fast path let a value through (a
            // string for a number): that error, at its line, is the better account.
            error.message += fallback
            fail(error)
            return nil
        }
        fail(PluginError(
            plugin: module.name, phase: .place, section: box.section, file: module.displayPath,
            line: line.flatMap { $0 > 0 ? $0 : nil } ?? module.state.definitionLine(of: hook),
            message: message))
        return nil
    }

    private func fail(_ error: PluginError) { phase.record(error) }

    /// Calls the prelude's `call_place` and reads the buffers back.
    private func call(
        _ box: SectionContentBox, module: PluginModule, hook: LuaRef, options: LuaRef, trace: Bool
    ) -> Result<PlacementOutput, PluginError> {
        let state = module.state
        let placement = module.placement
        let vertical = box.direction == .vertical
        writeSizes(box, into: placement.sizes, state: state)
        guard state.beginPlacementCall(tracing: trace) else {
            return .failure(PluginError(
                plugin: module.name, phase: .place, section: box.section, file: module.displayPath,
                line: state.definitionLine(of: hook), message: "not enough memory for the placement buffer"))
        }
        // The plugin's world scrolls vertically: x and y, widths and heights, and the
        // insets' sides swap for a horizontal layout.
        let e = box.insets
        let insets = vertical ? [e.top, e.left, e.bottom, e.right] : [e.left, e.top, e.right, e.bottom]
        let start = ContinuousClock.now
        defer { hookTime += ContinuousClock.now - start }
        return module.callHook(
            hook, phase: .place, section: box.section, timeLimit: host.limits.time, results: 5,
            push: { state in
                state.push(placement.call)
                state.push(hook)
                state.push(options)
                state.push(bool: trace)
                state.push(integer: Int64(box.section))
                state.push(integer: Int64(box.itemCount))
                state.push(number: box.across)
                for side in insets { state.push(number: side) }
                state.push(number: box.interitemSpacing)
                state.push(number: box.lineSpacing)
                state.push(number: box.scale)
                state.push(string: box.direction.rawValue)
                state.push(integer: Int64(box.sectionCount))
                state.push(number: box.headerLength)
                state.push(number: box.footerLength)
                state.push(bool: box.iOS10Behavior)
                state.push(string: box.layoutDirection.rawValue)
                return 19
            },
            read: { state -> Result<PlacementOutput, PluginError> in
                // call_place's results: the count of line marks, the traced lines, the
                // header's and the footer's insets and the items' extent (the last three
                // nil unless declared).
                let markCount = Int(state.toInteger(at: -5) ?? 0)
                var lines: [Int]?
                if trace, case .table(let traced)? = try? state.value(at: -4) {
                    lines = traced.array.map { $0.integer.map { Int($0) } ?? 0 }
                }
                var stacking = PlacementOutput.Stacking(
                    headerInsets: declaredInsets(at: -3, state: state, vertical: vertical),
                    footerInsets: declaredInsets(at: -2, state: state, vertical: vertical))
                stacking.itemsExtent = state.toNumber(at: -1)
                // `box.sizes` is a plain table (a read-only proxy cost waterfall a fifth of
                // its Lua time): a hook that wrote it is refused after the call.
                if let problem = Self.sizesProblem(box, table: placement.sizes, state: state) {
                    return .failure(PluginError(
                        plugin: module.name, phase: .place, section: box.section, file: module.displayPath,
                        line: state.definitionLine(of: hook), message: problem))
                }
                // Checked here, in place in the C buffer, which the next call into Lua reuses.
                let marks = read(placement.marks, count: markCount, state: state)
                return .success(PlacementOutput(
                    arrangement: PlacementOutput.arrangement(box, placed: state.pluginPlacements(), marks: marks, stacking: stacking),
                    lines: lines, firstNonFinite: state.firstNonFinitePlacement()))
            }
        ).flatMap { $0 }
    }

    /// The insets `out:header` or `out:footer` declared (a list of four numbers in the
    /// plugin's world, at `index`), in the layout's axes; zero when none were.
    private func declaredInsets(at index: Int32, state: LuaState, vertical: Bool) -> EdgeInsets {
        guard state.type(at: index) == .table else { return .zero }
        var sides = [Double](repeating: 0, count: 4)
        sides.withUnsafeMutableBufferPointer { _ = state.readNumbers(from: index, from: 1, into: $0) }
        let (top, left, bottom, right) = (sides[0], sides[1], sides[2], sides[3])
        return vertical
            ? EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            : EdgeInsets(top: left, left: top, bottom: right, right: bottom)
    }

    private func read(_ table: LuaRef, count: Int, state: LuaState) -> [Double] {
        guard count > 0 else { return [] }
        state.push(table)
        defer { state.pop(1) }
        let index = state.top
        return [Double](unsafeUninitializedCapacity: count) { buffer, written in
            state.readNumbers(from: index, from: 1, into: buffer)
            written = count
        }
    }

    /// `box:size(i)`'s buffer: width and height per item (swapped when horizontal).
    private func writeSizes(_ box: SectionContentBox, into table: LuaRef, state: LuaState) {
        state.push(table)
        let index = state.top
        defer { state.pop(1) }
        state.rawSetField(index, state.intern("count"), integer: Int64(box.itemCount))
        Self.withSizeNumbers(of: box) { state.writeNumbers($0, to: index, from: 1) }
    }

    /// `box.sizes` as the plugin sees it: width, height per item, swapped when horizontal.
    static func withSizeNumbers<T>(of box: SectionContentBox, _ body: (UnsafeBufferPointer<Double>) -> T) -> T {
        // A vertical section's own sizes are already width, height, width, ...: read from
        // where they lie (a copy of a million sizes per layout saved).
        if box.direction == .vertical, let sizes = box.itemSizes, sizes.count == box.itemCount, Size.isPairOfDoubles {
            return sizes.withUnsafeBufferPointer { pairs in pairs.withMemoryRebound(to: Double.self, body) }
        }
        let vertical = box.direction == .vertical
        var numbers: [Double] = []
        numbers.reserveCapacity(box.itemCount * 2)
        for i in 0..<box.itemCount {
            let size = box.size(ofItem: i)
            numbers.append(vertical ? size.width : size.height)
            numbers.append(vertical ? size.height : size.width)
        }
        return numbers.withUnsafeBufferPointer(body)
    }
}

/// What one `M.place` call came to: its arrangement, checked, and the line of each
/// `out:place` when the call traced them.
struct PlacementOutput {
    var arrangement: Result<CheckedSectionArrangement, Problem>
    var lines: [Int]?
    /// The run's first placement with a value that is not a finite number, and its line,
    /// recorded as the run made it (the prelude's `out:place`).
    var firstNonFinite: (ordinal: Int, line: Int)?

    /// What the hook declared of the section's stacking (`out:header`, `out:footer`,
    /// `out:extent`), in the layout's own axes.
    struct Stacking {
        var headerInsets: EdgeInsets = .zero
        var footerInsets: EdgeInsets = .zero
        var itemsExtent: Double?
    }

    /// A problem, with the ordinal of the `out:place` at fault when there is one.
    struct Problem: Error, Equatable {
        var ordinal: Int?
        var message: String
    }

    /// The checked arrangement, in the layout's own axes, from the prelude's buffers (in the
    /// plugin's vertical world): `placed` holds item, x, y, width, height per `out:place`,
    /// `marks` first, last, y, height per `out:line`.
    static func arrangement(
        _ box: SectionContentBox, placed: UnsafeBufferPointer<Double>, marks: [Double], stacking: Stacking = Stacking()
    ) -> Result<CheckedSectionArrangement, Problem> {
        let count = box.itemCount
        let vertical = box.direction == .vertical
        var frames = ContiguousArray<Rect>(repeating: .zero, count: count)
        var placedOnce = [Bool](repeating: false, count: count)
        let scale = box.scale   // read once: the loop below runs a million times a layout
        // In place through the buffers: a million placements are read here per layout.
        let problem: Problem? = frames.withUnsafeMutableBufferPointer { frames in
            placedOnce.withUnsafeMutableBufferPointer { placedOnce in
                for k in 0..<(placed.count / 5) {
                    let n = placed[5 * k]
                    guard n.isFinite, n == n.rounded(.towardZero), n >= 0, n < Double(count) else {
                        return Problem(
                            ordinal: k,
                            message: "out:place: \(FieldCheck.format(n)) is not an item of this section (0...\(count - 1))")
                    }
                    let i = Int(n)
                    guard !placedOnce[i] else {
                        return Problem(ordinal: k, message: "out:place: item \(i) is placed twice (every item is placed once)")
                    }
                    placedOnce[i] = true
                    let f = Rect(x: placed[5 * k + 1], y: placed[5 * k + 2], width: placed[5 * k + 3], height: placed[5 * k + 4])
                    if !SectionArrangement.accepts(f, across: box.across, vertical: true),
                        let message = SectionArrangement.problem(of: f, across: box.across, vertical: true) {
                        return Problem(ordinal: k, message: "out:place: item \(i): " + message)
                    }
                    // A finite frame can still end where no layout can hold it, even at the
                    // section's top (`LayoutGeometry.checkFinite`): named here, at its line,
                    // rather than refused by the layout without the plugin's name.
                    guard LayoutGeometry.holds(f.y + f.height, scale: scale) else {
                        return Problem(
                            ordinal: k,
                            message: "out:place: item \(i): frame \(SectionArrangement.describe(f)) reaches past the "
                                + "largest position the layout can hold (\(LayoutGeometry.limit(scale: scale)))")
                    }
                    frames[i] = vertical ? f : Rect(x: f.y, y: f.x, width: f.height, height: f.width)
                }
                return nil
            }
        }
        if let problem { return .failure(problem) }
        if let missing = placedOnce.firstIndex(of: false) {
            let unplaced = placedOnce.lazy.filter { !$0 }.count
            return .failure(Problem(
                ordinal: nil,
                message: "item \(missing) was not placed (\(unplaced) of \(count) items unplaced; every item is placed once)"))
        }
        var lines: [LineLayout] = []
        for j in 0..<(marks.count / 4) {
            let first = marks[4 * j], last = marks[4 * j + 1], y = marks[4 * j + 2], height = marks[4 * j + 3]
            guard first.isFinite, last.isFinite, first == first.rounded(), last == last.rounded(), first >= 0,
                last >= first - 1, last < Double(count)
            else {
                return .failure(Problem(
                    ordinal: nil,
                    message: "out:line \(j + 1): items \(FieldCheck.format(first))...\(FieldCheck.format(last)) are not items of this section"))
            }
            let frame = vertical
                ? Rect(x: 0, y: y, width: box.across, height: height) : Rect(x: y, y: 0, width: height, height: box.across)
            lines.append(LineLayout(frame: frame, items: Int(first)..<(Int(last) + 1)))
        }
        let arrangement = SectionArrangement(
            itemFrames: frames, lines: lines, headerInsets: stacking.headerInsets, footerInsets: stacking.footerInsets,
            itemsExtent: stacking.itemsExtent)
        // Every frame was checked above, where its `out:place` is known; the lines and the
        // stacking remain.
        return CheckedSectionArrangement.check(arrangement, framesAccepted: (), in: box)
            .mapError { Problem(ordinal: nil, message: $0.message) }
    }
}

/// What a section's placement was computed from. The box's origin is left out: the hook
/// does not see it (frames are relative), so a section moved by an earlier one's change
/// keeps its placement.
struct PlacementKey: Equatable {
    var box: SectionContentBox
    var plugin: PluginInstance.Identity
    var sectionOptions: LuaTable?

    init(box: SectionContentBox, plugin: PluginInstance.Identity, sectionOptions: LuaTable?) {
        var box = box
        box.origin = .zero
        self.box = box
        self.plugin = plugin
        self.sectionOptions = sectionOptions
    }
}

/// A section's placement (nil: it failed), remembered with its errors.
struct CachedPlacement {
    var key: PlacementKey
    var arrangement: CheckedSectionArrangement?
    var errors: [PluginError]
}

extension SectionPlacements {
    /// Runs the placement hooks of `instances` on the dry run's fixture (`PluginDryRun`), in
    /// both scroll directions and, scrolling vertically, right to left too
    /// (`box.layoutDirection`); returns the first error, if any (hot reload's check).
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        let placing = instances.filter { $0.placement != nil }
        guard !placing.isEmpty else { return nil }
        let run = SectionPlacements(host: host, instances: placing, recordsErrors: false)
        for (direction, layoutDirection) in [
            (ScrollDirection.vertical, LayoutDirection.leftToRight), (.horizontal, .leftToRight), (.vertical, .rightToLeft),
        ] {
            var collectionView = PluginDryRun.collectionView
            collectionView.layoutDirection = layoutDirection
            do throws(LayoutError) {
                _ = try FlowLayout.layout(
                    configuration: PluginDryRun.configuration(direction), sections: PluginDryRun.sections,
                    collectionView: collectionView, checkedArranger: run.arranger)
            } catch {
                // The fixture lays out without plugins, and an arrangement the layout cannot
                // use is refused against its use (`refuse`): a layout that fails all the same
                // is the new version's doing, and it is not swapped in.
                if let first = run.errors.first { return first }
                let module = placing[0].module
                return PluginError(
                    plugin: module.name, phase: .place, file: module.displayPath,
                    message: "the host's fixture layout failed with its placements: \(error)")
            }
            if let first = run.errors.first { return first }
        }
        return nil
    }
}

extension PluginHost {
    /// The item placement of one layout by the uses of `configuration`: nil when none places items
    /// (`M.place`). Hand its `arranger` to the flow layout, then read its `errors`
    /// (`LayoutPipeline` does).
    public func placements(_ configuration: PluginConfiguration) -> SectionPlacements? {
        apply(configuration.limits)
        let placing = configuration.instances.filter { $0.placement != nil }
        return placing.isEmpty ? nil : SectionPlacements(host: self, instances: placing)
    }
}

extension Size {
    /// Whether a `Size` lies in memory as its width then its height, two doubles (as the
    /// compiler lays it out; checked rather than assumed).
    static let isPairOfDoubles = MemoryLayout<Size>.stride == 2 * MemoryLayout<Double>.stride
        && MemoryLayout<Size>.offset(of: \Size.width) == 0
        && MemoryLayout<Size>.offset(of: \Size.height) == MemoryLayout<Double>.stride
}
