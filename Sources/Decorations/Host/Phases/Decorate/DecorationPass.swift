import LayoutCore
import LuaRuntime
import PluginContract

/// One layout pass's decorations: runs the layout hooks at once and each section's hooks
/// when the snapshot first asks for that section, reusing the host's cache when neither
/// the section's geometry nor the plugins changed.
///
/// The pass keeps its own errors and timing (`failures`, `timing`): the host holds no
/// state of a pass, so a snapshot queried later reports its own failures, however many
/// there were before. A section taken from the cache reports the errors it had.
final class DecorationPass: WindowedSectionDecorating {
    /// Held strongly: a snapshot may outlive the session that made it.
    let host: PluginHost
    let instances: [PluginInstance]
    /// The limits its hooks run under (its configuration's): the layout hooks' now, a
    /// section's whenever a query reaches it, whatever layout ran in between.
    let limits: PluginLimits
    let natives: [NativePlugin]
    let environment: CachedSection.Environment
    let identities: [PluginInstance.Identity]
    /// What the layout hooks produced.
    private(set) var layoutOutput = SectionDecorations()
    /// What each layout hook produced, to name the use that took an identity first.
    private var layoutContributions: [Contribution] = []
    /// The item numbering the layout hooks left, per (section, kind).
    private var layoutNumbering = DecorationNumbering(section: 0)
    /// Sections the layout hooks decorated: their cache entries would not be exact.
    private var sectionsWithLayoutDecorations = Set<Int>()
    /// The plugins' `M.reach` and `limits { reach }`: a hint of how far decorations reach out
    /// of their section, which the snapshot's queries widen by before they have measured any
    /// section (`MeasuredReach`). Never a bound: a decoration is not checked against it.
    let reach: Double
    /// Whether a section hook's output depends on where its section lies
    /// (`M.dependsOnPosition`): then a moved section's hooks run again.
    let dependsOnPosition: Bool
    /// Whether a use's section hook works by windows of lines (`M.window`, R24).
    let hasWindowedUses: Bool
    /// When sections are decorated by windows (the host's, when the pass began).
    let windowing: DecorationWindowing
    /// Each section's windows, once asked for (nil: decorated whole).
    private var windowsOfSection: [Int: LineWindows?] = [:]
    /// This pass's failures, kept as every phase keeps them (`PhaseFailures`).
    private var phase: PhaseFailures
    /// The attributes no picture draws, said once in this pass.
    private let undrawn = UndrawnAttributeWarnings()
    /// Every failure of this pass, in the order they happened: hooks that failed and
    /// decorations left out, those of cached sections included.
    var failures: [PluginError] { phase.errors }
    /// How many hook calls Ctrl-C stopped in this pass. A section whose hooks were stopped
    /// is incomplete; a layout whose layout hooks were is not the scene's.
    var interruptedCalls: Int { phase.interruptedCalls }
    /// The time spent in plugins, and the sections computed and taken from the cache.
    private(set) var timing = PassTiming(plugins: .zero, sectionsComputed: 0, sectionsCached: 0)

    /// Whether failures also go to the host's history (not for dry runs).
    var recordsErrors: Bool { phase.recordsErrors }
    /// The reservations the layout was made with (`s.reserved`), as the layout's
    /// `M.reserve` calls answered them: nil when it was made without any.
    let reservations: ReservationsMade?

    init(
        host: PluginHost, instances: [PluginInstance], limits: PluginLimits, natives: [NativePlugin] = [],
        geometry: LayoutGeometry, reservations: ReservationsMade? = nil, recordsErrors: Bool = true
    ) {
        self.host = host
        self.limits = limits
        host.apply(limits)
        phase = PhaseFailures(host: host, recordsErrors: recordsErrors)
        self.reservations = reservations
        self.instances = instances
        self.natives = natives
        environment = CachedSection.Environment(geometry)
        identities = instances.map(\.identity)
            + natives.map { PluginInstance.Identity(name: "native:\($0.name)#\(ObjectIdentifier($0).hashValue)", generation: 0, options: LuaTable(), reach: $0.reach) }
        reach = max(instances.map(\.reach).max() ?? 0, natives.map(\.reach).max() ?? 0) + host.limits.reach
        dependsOnPosition = instances.contains { $0.module.dependsOnPosition && $0.module.sectionHook != nil }
            || natives.contains { $0.dependsOnPosition }
        // Two uses of one plugin add decorations of one kind, the second numbering on from the
        // first: a window cannot know how many the first added, so such a scene is decorated whole.
        let sectionHookPlugins = instances.filter { $0.module.sectionHook != nil }.map(\.module.name)
        hasWindowedUses = instances.contains { $0.module.window && $0.module.sectionHook != nil }
            && Set(sectionHookPlugins).count == sectionHookPlugins.count
        windowing = host.windowing
        runLayoutHooks(geometry)
    }

    // MARK: Layout hooks

    private func runLayoutHooks(_ geometry: LayoutGeometry) {
        var numbering = DecorationNumbering(section: 0)
        for (use, instance) in instances.enumerated() {
            guard let hook = instance.module.layoutHook else { continue }
            let start = ContinuousClock.now
            // Layout hooks always run checked (the prelude's call_layout); again, tracing
            // lines, when a decoration is a duplicate.
            func call(trace: Bool) -> (DecorationCollector, HookRun) {
                let collector = DecorationCollector(section: 0, numbering: numbering, pluginUse: use)
                let result = run(instance, hook: hook, collector: collector, geometry: geometry, section: nil, checked: true, trace: trace) { state in
                    state.push(instance.module.callLayout)
                    state.push(hook)
                    state.push(instance.optionsRef)
                    state.push(bool: trace)
                    return 3
                }
                return (collector, result)
            }
            var (collector, result) = call(trace: false)
            // The traced run only locates the duplicates: one that does not make them again
            // is not pure, and neither output is kept.
            if result.hasDuplicates {
                let first = result
                (collector, result) = call(trace: true)
                result.failure = result.failure ?? impurity(first, again: result, instance: instance, section: nil)
            }
            timing.plugins += ContinuousClock.now - start
            report(result, instance: instance, collector: collector, earlier: [])
            guard result.failure == nil else { continue }
            numbering = collector.numbering
            layoutContributions.append(Contribution(instance: instance, decorations: collector.output.decorations))
            layoutOutput.decorations.append(contentsOf: collector.output.decorations)
            layoutOutput.styles += collector.output.styles
            layoutOutput.styleRecords += collector.output.styleRecords
            layoutOutput.overrides.merge(collector.output.overrides) { old, new in old.merging(new) { _, n in n } }
        }
        layoutNumbering = numbering
        sectionsWithLayoutDecorations = Set(layoutOutput.decorations.map(\.indexPath.section))
    }

    // MARK: Windows (R24)

    /// A section of more lines than the threshold, with a use whose hook works by windows,
    /// is decorated by windows when its lines follow each other (`LineWindows.make`);
    /// sections the layout hooks decorate, and orthogonal ones, are decorated whole.
    func lineWindows(forSection index: Int, in geometry: LayoutGeometry) -> LineWindows? {
        // Most sections are short: answered without a lookup or a copy of the section.
        guard hasWindowedUses, geometry.sections.lineCount(at: index) > windowing.threshold else { return nil }
        if let known = windowsOfSection[index] { return known }
        let section = geometry.sections[index]
        var windows: LineWindows?
        if section.lines.count > windowing.threshold, section.orthogonal == nil, !sectionsWithLayoutDecorations.contains(index) {
            let axis = geometry.scrollDirection.scrollAxis
            windows = LineWindows.make(
                section, axis: axis, linesPerWindow: windowing.linesPerWindow, known: host.lineChecks.check(of: section, axis: axis))
        }
        windowsOfSection[index] = .some(windows)
        return windows
    }

    /// The decorations of one window: the windowed uses' hooks called for its lines.
    func decorations(forSection index: Int, window: Int, of windows: LineWindows, in geometry: LayoutGeometry) -> SectionDecorations {
        let start = ContinuousClock.now
        let interruptionsBefore = interruptedCalls
        var result = computeSection(index, geometry, part: .window(window, windows))
        timing.plugins += ContinuousClock.now - start
        if interruptedCalls > interruptionsBefore { result.isComplete = false }
        return result
    }

    // MARK: Section hooks

    func decorations(forSection index: Int, in geometry: LayoutGeometry) -> SectionDecorations {
        host.apply(limits)
        let section = geometry.sections[index]
        let cacheable = !sectionsWithLayoutDecorations.contains(index)
        // R24: a windowed section's entry holds only what spans it, a whole one's everything.
        let windowed = lineWindows(forSection: index, in: geometry) != nil
        if cacheable, let cached = host.sectionCache[index], cached.plugins == identities, cached.windowed == windowed,
            let reused = reuse(cached, for: section, axis: geometry.scrollDirection.scrollAxis)
        {
            timing.sectionsCached += 1
            // Hooks are pure: run again, they would fail again. Each pass reports them.
            for error in cached.errors { fail(error) }
            return reused
        }
        let start = ContinuousClock.now
        let before = failures.count
        let interruptionsBefore = interruptedCalls
        var result = computeSection(index, geometry, part: windowed ? .sectionWide : .whole, section: section)
        timing.plugins += ContinuousClock.now - start
        timing.sectionsComputed += 1
        // Ctrl-C stopped the hooks (at their first line, from then on): not this section's
        // decorations, so neither the host nor the snapshot keeps them.
        if interruptedCalls > interruptionsBefore {
            result.isComplete = false
            return result
        }
        if cacheable {
            host.sectionCache[index] = CachedSection(
                layout: section, environment: environment, plugins: identities, decorations: result, errors: Array(failures[before...]),
                windowed: windowed)
        }
        return result
    }

    /// The cached decorations of a section, if they stand for `section`: the same geometry
    /// in the same environment; or, when no plugin depends on position, the same geometry
    /// relative to the section's origin (the section moved by `d`: the output moves by `d`,
    /// `SectionTranslation`), whatever the content size. A moved entry is stored again at
    /// its new place, so the next pass compares it by identity.
    private func reuse(_ cached: CachedSection, for section: SectionLayout, axis: Axis) -> SectionDecorations? {
        let exact = cached.environment == environment
        if exact, cached.layout == section { return cached.decorations }
        guard !dependsOnPosition, cached.environment.sameApartFromPositions(environment) else { return nil }
        if cached.layout == section { return cached.decorations }
        // Errors name frames: a section whose hooks failed runs them again, so that its
        // errors give the new positions.
        guard cached.errors.isEmpty, let d = SectionTranslation.distance(from: cached.layout, to: section, along: axis),
            SectionTranslation.movesExactly(cached.decorations.decorations, by: d, along: axis)
        else { return nil }
        var moved = cached.decorations
        moved.decorations = moved.decorations.translated(by: d, along: axis)
        var entry = cached
        entry.layout = section
        entry.environment = environment
        entry.decorations = moved
        host.sectionCache[section.index] = entry
        timing.sectionsMoved += 1
        return moved
    }

    /// Which part of a section a computation gives (R24).
    enum SectionPart {
        /// Every use's hook for the whole section.
        case whole
        /// What spans a windowed section: windowed uses called for no line with
        /// `sectionWide`, the others for the whole section.
        case sectionWide
        /// One window of lines: windowed uses only.
        case window(Int, LineWindows)
    }

    /// The plugin line that added each decoration of a computation, in order (0 where not
    /// known): `WindowedComparison` names the line of a decoration the two ways disagree on.
    final class LineTrace {
        var lines: [Int] = []
    }

    func computeSection(
        _ index: Int, _ geometry: LayoutGeometry, part: SectionPart = .whole, trace: LineTrace? = nil,
        section known: SectionLayout? = nil
    ) -> SectionDecorations {
        // (Given by a caller that has it: a section is a large value to copy again.)
        let section = known ?? geometry.sections[index]
        let axis = geometry.scrollDirection.scrollAxis
        var numbering = layoutNumbering.restricted(to: index)
        // Decoration items the layout declares (compositional backgrounds) hold their
        // numbers: a plugin adding the same kind gets the next one, not a duplicate.
        if !section.decorationItems.isEmpty {
            numbering = numbering.copy()   // the layout hooks' numbering stays as they left it
            for declared in section.decorationItems {
                _ = numbering.numbers(section: index, kind: declared.kind).take(declared.item)
            }
        }
        var combined = SectionDecorations()
        var contributions: [Contribution] = []
        contributions.reserveCapacity(instances.count)
        for (use, instance) in instances.enumerated() {
            guard let hook = instance.module.sectionHook else { continue }
            // Anywhere but in a window call the band is infinite: a decoration may reach past
            // its section, and the snapshot measures how far (MeasuredReach). R24: a window
            // call's decorations stay in its window's band.
            var band = (-Double.infinity, Double.infinity)
            // The lines the call decorates (0-based), and whether it gives what spans the section.
            var lines = 0..<section.lines.count, sectionWide = true
            var windowLines: Range<Int>?
            switch part {
            case .whole: break
            case .sectionWide:
                if instance.module.window { lines = 0..<0 }
            case let .window(w, windows):
                guard instance.module.window else { continue }
                lines = windows.lines(ofWindow: w)
                sectionWide = false
                windowLines = lines
                band = windows.allowedBand(ofWindow: w, reach: instance.reach + host.limits.reach)
            }
            // Fast first; if the host finds a bad decoration, again in checked mode, so
            // that the problem names the plugin's line (hooks are pure: the same input
            // gives the same output).
            let arguments = SectionCall(
                hook: hook, index: index, itemCount: section.itemCount, lineCount: section.lines.count,
                sectionCount: geometry.sections.count, band: band, vertical: axis == .vertical, frame: section.frame,
                lines: lines, sectionWide: sectionWide)
            func freshCollector() -> DecorationCollector {
                DecorationCollector(section: index, numbering: numbering, band: (band.0, band.1, axis), pluginUse: use, window: windowLines,
                    numbersItsOwn: instance.module.window)
            }
            var collector = freshCollector()
            // A windowed hook's `s:line` and `s:item` read its window's frames, not the section's.
            instance.module.bridge.window = instance.module.window && (windowLines != nil || lines.isEmpty) ? (index, lines) : nil
            defer { instance.module.bridge.window = nil }
            // `s.reserved`, `s.reservedFrame`: this use's band (M.reserve), in flow layouts.
            instance.module.bridge.reservation = geometry.queryOrder == .bySection ? nil
                : reservations?.reservation(of: instance, section: index, in: geometry)
            defer { instance.module.bridge.reservation = nil }
            let tracing = trace != nil
            var result = run(instance, hook: hook, collector: collector, geometry: geometry, section: index, checked: tracing, trace: tracing) { state in
                arguments.push(to: state, instance: instance, trace: tracing)
            }
            // Again, checked and tracing each decoration's line, if one was bad or a
            // duplicate: hooks are pure, so the second run emits the same.
            if result.needsCheckedRun || result.hasDuplicates {
                let first = result
                collector = freshCollector()
                result = run(instance, hook: hook, collector: collector, geometry: geometry, section: index, checked: true, trace: true) { state in
                    arguments.push(to: state, instance: instance, trace: true)
                }
                result.failure = result.failure ?? impurity(first, again: result, instance: instance, section: index)
            }
            if var failure = result.failure, !instance.module.window, section.lines.count > windowing.threshold,
                failure.message.contains("exceeded its memory limit") {
                // R24: what would have kept it within its memory.
                failure.message += "; section \(index) has \(section.lines.count) lines, and a plugin that declares "
                    + "M.window = true is called for windows of them instead of the whole section (docs/plugin-api.md)"
                result.failure = failure
            }
            report(
                result, instance: instance, collector: collector, earlier: contributions, section: index,
                declaredItems: section.decorationItems)
            guard result.failure == nil else { continue }
            numbering = collector.numbering
            contributions.append(Contribution(instance: instance, decorations: collector.output.decorations))
            if let trace {
                let lines = result.lines ?? []
                let added = collector.output.decorations.count
                trace.lines += lines.count == added ? lines : Array(repeating: 0, count: added)
            }
            combined.append(collector.output)
        }
        if case .window = part { return combined }
        for (k, plugin) in natives.enumerated() {
            let collector = DecorationCollector(section: index, numbering: numbering, pluginUse: instances.count + k)
            do throws(NativeOutput.Rejection) {
                try plugin.section(section, in: geometry, out: NativeOutput(collector: collector))
            } catch {
                fail(PluginError(plugin: plugin.name, phase: .section, section: index, message: error.description))
                continue
            }
            numbering = collector.numbering
            combined.append(collector.output)
        }
        return combined
    }

    /// What one hook call came to.
    private struct HookRun {
        /// The hook failed: its whole output is lost.
        var failure: PluginError?
        /// The fast path met a bad frame: run again, checked, to find the line.
        var needsCheckedRun = false
        /// Decorations the prelude left out (with the plugin's line) and the host left out.
        var skipped: [PluginError] = []
        var rejections: [DecorationCollector.Rejection] = []
        /// The line of each decoration buffered, when the run traced them.
        var lines: [Int]?
        /// The line of the first bad frame the fast path buffered, recorded as it ran.
        var badFrameLine: Int?

        /// A rejection found after the hook returned (a duplicate, a missing section) whose
        /// line only a traced run can give.
        var hasDuplicates: Bool {
            lines == nil && rejections.contains {
                switch $0 {
                case .duplicate, .noSection, .unnamedItem: true
                case .invalid: false
                }
            }
        }
    }

    /// The failure of a hook that, run again to find the line of what was wrong with its
    /// output (`first`), did not make that output again: it is not pure, so neither run's
    /// output can be trusted. The first run's answer is the one judged, in every phase: the
    /// run again only finds lines, so when it met no problem, or other duplicates than the
    /// first (its output would otherwise be kept in the first's place), the hook fails. The
    /// error names the hook's own line: the line of the output at fault is what the run
    /// again did not find.
    private func impurity(_ first: HookRun, again: HookRun, instance: PluginInstance, section: Int?) -> PluginError? {
        guard let problem = first.rejections.first else { return nil }
        func placed(_ run: HookRun) -> [String] {
            run.rejections.compactMap { if case .invalid = $0 { nil } else { $0.message } }
        }
        let madeNothingWrong = again.rejections.isEmpty && again.skipped.isEmpty
        guard madeNothingWrong || placed(again) != placed(first) else { return nil }
        let module = instance.module
        // A bad frame the first run made has its line, recorded as it made it.
        if let line = first.badFrameLine, let badFrame = first.rejections.first(where: { $0.message.hasPrefix("bad decoration frame") }) {
            return PluginError(
                plugin: module.name, phase: section == nil ? .layout : .section, section: section, file: module.displayPath,
                line: line,
                message: "\(badFrame.message); run again, the hook did not make it again: a hook must give the same output "
                    + "for the same section (hooks are pure)")
        }
        return PluginError(
            plugin: instance.module.name, phase: section == nil ? .layout : .section, section: section,
            file: instance.module.displayPath,
            line: (section == nil ? instance.module.layoutHook : instance.module.sectionHook).flatMap { instance.module.state.definitionLine(of: $0) },
            message: "\(problem.message); run again to find its line, the hook did not make it again: a hook must give "
                + "the same output for the same section (hooks are pure)")
    }

    /// Records a hook's failure, or the decorations it lost; a duplicate names the `use`
    /// that took the identity first (`earlier`, this section's earlier plugins; then the
    /// layout hooks; then the layout's own decoration items, `declaredItems`). `section` is
    /// the section hook's section, nil for a layout hook.
    private func report(
        _ result: HookRun, instance: PluginInstance, collector: DecorationCollector,
        earlier: [Contribution], section: Int? = nil, declaredItems: [PlacedElement] = []
    ) {
        if let failure = result.failure {
            fail(failure)
            return
        }
        for problem in result.skipped { fail(problem) }
        let module = instance.module
        for rejection in result.rejections {
            var message = rejection.message
            var line: Int?
            func traced(_ ordinal: Int) -> Int? {
                guard let lines = result.lines, lines.indices.contains(ordinal), lines[ordinal] > 0 else { return nil }
                return lines[ordinal]
            }
            var clashesWith: String?
            switch rejection {
            case let .duplicate(kind, index, item, ordinal):
                let owner = firstOwner(
                    kind: kind, section: index, item: item, instance: instance, collector: collector, earlier: earlier,
                    declaredItems: declaredItems)
                message += "; " + owner.description
                clashesWith = owner.otherUse.map(PluginUse.describe)
                line = traced(ordinal)
            case let .noSection(_, ordinal), let .unnamedItem(_, ordinal): line = traced(ordinal)
            case .invalid: break
            }
            var error = PluginError(
                plugin: module.name, phase: section == nil ? .layout : .section, section: section,
                file: module.displayPath, line: line, message: message)
            error.clashesWith = clashesWith
            fail(error)
        }
        warnAboutUndrawnAttributes(collector, module: module, phase: section == nil ? .layout : .section)
    }

    /// Warns about the attributes the hook gave that no picture draws (`UndrawnAttributeWarnings`).
    private func warnAboutUndrawnAttributes(_ collector: DecorationCollector, module: PluginModule, phase: PluginError.Phase) {
        // What the hook read from its own tables this call (a kind or style declared again
        // with the same attributes was checked when first given).
        guard !collector.givenAttributes.isEmpty else { return }
        for given in collector.givenAttributes { undrawn.check(given.attributes, of: module, given: given.whereGiven) }
        for warning in undrawn.warnings(for: module, phase: phase) { fail(warning) }
    }

    /// Records a failure of this pass (the follow hooks' too: `ScrollFollowPass`), as
    /// `PhaseFailures` does, and for the query running.
    func fail(_ error: PluginError) {
        if !error.wasInterrupted { collected?.append(error) }
        phase.record(error)
    }

    /// The failures of the query running, while `collectingFailures` runs it.
    private var collected: [PluginError]?

    /// Runs `query`, returning its answer and the failures it met.
    func collectingFailures<Answer>(_ query: () -> Answer) -> (Answer, errors: [PluginError]) {
        let outer = collected
        collected = []
        defer { collected = outer.map { $0 + (collected ?? []) } }
        let answer = query()
        return (answer, collected ?? [])
    }

    /// What one use's hook added in a section (or the layout hooks everywhere), kept for a
    /// later duplicate's message. (The instance, not a copy of its `use`: kept for every
    /// hook call, and a use is a large value to copy.)
    struct Contribution {
        let instance: PluginInstance
        let decorations: DecorationList
    }

    /// Who added decoration (kind, section, item) first, for a duplicate's message, and
    /// that use when it is another one (`PluginError.clashesWith`).
    private func firstOwner(
        kind: String, section: Int, item: Int, instance: PluginInstance, collector: DecorationCollector,
        earlier: [Contribution], declaredItems: [PlacedElement]
    ) -> (description: String, otherUse: PluginUse?) {
        func holds(_ list: DecorationList) -> Bool {
            list.indices.contains { list.kind(at: $0) == kind && list.indexPath(at: $0) == IndexPath(section: section, item: item) }
        }
        let again = "again by " + PluginUse.describe(instance.use)
        if holds(collector.output.decorations) { return ("added twice by " + PluginUse.describe(instance.use), nil) }
        if let owner = earlier.first(where: { holds($0.decorations) }) ?? layoutContributions.first(where: { holds($0.decorations) }) {
            let use = owner.instance.use
            return ("first added by \(PluginUse.describe(use)), \(again)", use == instance.use ? nil : use)
        }
        if declaredItems.contains(where: { $0.kind == kind && $0.item == item }) {
            return ("the layout has that decoration item itself; \(again)", nil)
        }
        return (again, nil)
    }

    /// Calls one hook through the prelude.
    /// - Parameter pushCall: pushes the prelude caller and its arguments; returns the
    ///   argument count.
    private func run(
        _ instance: PluginInstance, hook: LuaRef, collector: DecorationCollector, geometry: LayoutGeometry, section: Int?,
        checked: Bool, trace: Bool, pushCall: (LuaState) -> Int32
    ) -> HookRun {
        let module = instance.module
        let state = module.state
        let bridge = module.bridge
        let phase: PluginError.Phase = section == nil ? .layout : .section
        bridge.geometry = geometry
        bridge.collector = collector
        bridge.inLayoutHook = section == nil
        defer { bridge.collector = nil }
        // Layout hooks always run checked (the prelude's call_layout).
        guard state.beginPluginCall(section: section ?? -1, checking: checked || trace || section == nil) else {
            return HookRun(failure: PluginError(plugin: module.name, phase: phase, section: section, file: module.displayPath, message: "not enough memory"))
        }
        let called = module.callHook(
            hook, phase: phase, section: section, timeLimit: host.limits.time, results: 2, push: pushCall,
            read: { state in
                var result = HookRun()
                if state.type(at: -2) == .table {
                    result.skipped = skipped(at: -2, in: state, module: module, phase: phase, section: section)
                }
                if trace, case .table(let lines)? = try? state.value(at: -1) {
                    result.lines = lines.array.map { $0.integer.map { Int($0) } ?? 0 }
                }
                result.rejections = bridge.drain(checked: checked)
                if !checked { result.badFrameLine = state.firstBadDecorationFrameLine() }
                if !checked, result.rejections.contains(where: { if case .invalid = $0 { true } else { false } }) {
                    result.needsCheckedRun = true
                }
                return result
            })
        switch called {
        case .success(let result): return result
        case .failure(let failure): return HookRun(failure: failure)
        }
    }

    /// The prelude's list of decorations it left out: chunk, line, message triples.
    private func skipped(at index: Int32, in state: LuaState, module: PluginModule, phase: PluginError.Phase, section: Int?) -> [PluginError] {
        guard case .table(let list)? = try? state.value(at: index) else { return [] }
        var errors = stride(from: 0, to: list.array.count - 2, by: 3).map { i in
            let chunk = list.array[i].string.flatMap { $0.isEmpty ? nil : state.fullChunkName($0) } ?? module.displayPath
            let line = list.array[i + 1].integer.flatMap { $0 > 0 ? Int($0) : nil }
            return PluginError(plugin: module.name, phase: phase, section: section, file: chunk, line: line, message: list.array[i + 2].string ?? "")
        }
        // skipped[0]: how many more were left out without a description.
        if let more = list[LuaValue.integer(0)]?.integer, more > 0 {
            errors.append(PluginError(
                plugin: module.name, phase: phase, section: section, file: module.displayPath,
                message: "\(more) more decoration\(more == 1 ? "" : "s") left out (only the first \(errors.count) are described)"))
        }
        return errors
    }

    // MARK: Dry run

    /// Runs `instances` on the dry run's fixture layout; returns the first error, if any.
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        let fixture = PluginDryRun.geometry
        let pass = DecorationPass(host: host, instances: instances, limits: host.limits, geometry: fixture, recordsErrors: false)
        for s in fixture.sections.indices { _ = pass.computeSection(s, fixture) }
        // A warning (an undrawn attribute) does not refuse a reload; R24: a windowed hook
        // gives by windows of one line what it gives whole.
        return pass.failures.first { !$0.isWarning }
            ?? WindowedComparison(host: host, linesPerWindow: 1).disagreements(instances, geometry: fixture).first
    }
}

extension SectionDecorations {
    /// Adds what one more plugin produced for the section.
    mutating func append(_ other: SectionDecorations) {
        decorations.append(contentsOf: other.decorations)
        styles += other.styles
        overrides.merge(other.overrides) { old, new in old.merging(new) { _, n in n } }
        styleRecords += other.styleRecords
    }
}

/// The arguments of the prelude's `call_section`.
struct SectionCall {
    var hook: LuaRef
    var index: Int
    var itemCount: Int
    var lineCount: Int
    var sectionCount: Int
    /// The band a window call's decorations must stay in (R24); infinite for any other call.
    var band: (Double, Double)
    var vertical: Bool
    var frame: Rect
    /// The lines the call decorates (`s.window`, R24): all of them unless the hook works by
    /// windows of a long section.
    var lines: Range<Int>
    /// Whether the call gives what spans the section (`s.window.sectionWide`).
    var sectionWide: Bool

    /// Pushes `call_section` and its arguments; returns the argument count.
    func push(to state: LuaState, instance: PluginInstance, trace: Bool) -> Int32 {
        state.push(instance.module.callSection)
        state.push(hook)
        state.push(integer: Int64(index))
        state.push(integer: Int64(itemCount))
        state.push(integer: Int64(lineCount))
        state.push(integer: Int64(sectionCount))
        state.push(instance.optionsRef)
        state.push(number: band.0)
        state.push(number: band.1)
        state.push(bool: vertical)
        state.push(number: frame.x)
        state.push(number: frame.y)
        state.push(number: frame.width)
        state.push(number: frame.height)
        state.push(bool: trace)
        state.push(integer: Int64(lines.lowerBound + 1))
        state.push(integer: Int64(lines.count))
        state.push(bool: sectionWide)
        return 17
    }
}

/// A section's decorations, remembered with everything they were computed from.
struct CachedSection {
    /// The layout-wide inputs a hook can read.
    struct Environment: Equatable {
        var bounds: Rect
        var scale: Double
        var direction: ScrollDirection
        /// `s.layoutDirection`: a section whose frames are the same mirrored (full-width
        /// cells) is decorated again when the direction changes.
        var framesDirection: LayoutDirection
        var sectionCount: Int
        var contentSize: Size

        init(_ geometry: LayoutGeometry) {
            bounds = geometry.bounds
            scale = geometry.scale
            direction = geometry.scrollDirection
            framesDirection = geometry.framesDirection
            sectionCount = geometry.sections.count
            contentSize = geometry.contentSize
        }

        /// Equal but for the content size, which moves with the sections (read only by
        /// hooks that declare `dependsOnPosition`).
        func sameApartFromPositions(_ other: Environment) -> Bool {
            bounds == other.bounds && scale == other.scale && direction == other.direction
                && framesDirection == other.framesDirection && sectionCount == other.sectionCount
        }
    }

    var layout: SectionLayout
    var environment: Environment
    var plugins: [PluginInstance.Identity]
    var decorations: SectionDecorations
    /// What the section's hooks reported, given again to every pass that uses the entry.
    var errors: [PluginError]
    /// Whether the section was decorated by windows (R24): then `decorations` are only
    /// what spans it.
    var windowed = false
}
