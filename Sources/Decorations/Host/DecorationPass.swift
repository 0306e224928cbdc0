import LayoutCore
import LuaRuntime

/// One layout pass's decorations: runs the layout hooks at once and each section's hooks
/// when the snapshot first asks for that section, reusing the host's cache when neither
/// the section's geometry nor the plugins changed.
final class DecorationPass: SectionDecorating {
    /// Held strongly: a snapshot may outlive the session that made it.
    let host: PluginHost
    let instances: [PluginInstance]
    let natives: [NativePlugin]
    let environment: CachedSection.Environment
    let identities: [PluginInstance.Identity]
    /// What the layout hooks produced.
    private(set) var layoutOutput = SectionDecorations()
    /// The item numbering the layout hooks left, per (section, kind).
    private var layoutNumbering: [DecorationCollector.SectionKind: ItemNumbering] = [:]
    /// Sections the layout hooks decorated: their cache entries would not be exact.
    private var sectionsWithLayoutDecorations = Set<Int>()
    let reach: Double
    /// Whether failures go to the host's error list (not for dry runs).
    let recordsErrors: Bool
    /// Every hook failure of this pass.
    private(set) var failures: [PluginError] = []

    init(host: PluginHost, instances: [PluginInstance], natives: [NativePlugin] = [], geometry: LayoutGeometry, recordsErrors: Bool = true) {
        self.host = host
        self.recordsErrors = recordsErrors
        self.instances = instances
        self.natives = natives
        environment = CachedSection.Environment(geometry)
        identities = instances.map(\.identity)
            + natives.map { PluginInstance.Identity(name: "native:\($0.name)#\(ObjectIdentifier($0).hashValue)", generation: 0, options: LuaTable(), reach: $0.reach) }
        reach = max(instances.map(\.reach).max() ?? 0, natives.map(\.reach).max() ?? 0) + host.limits.reach
        runLayoutHooks(geometry)
    }

    // MARK: Layout hooks

    private func runLayoutHooks(_ geometry: LayoutGeometry) {
        var numbering: [DecorationCollector.SectionKind: ItemNumbering] = [:]
        for instance in instances {
            guard let hook = instance.module.layoutHook else { continue }
            let collector = DecorationCollector(section: 0, numbering: numbering)
            let start = ContinuousClock.now
            let failure = run(instance, collector: collector, geometry: geometry, section: nil) { state in
                state.push(instance.module.callLayout)
                state.push(hook)
                state.push(instance.optionsRef)
                return 2
            }
            host.timing.plugins += ContinuousClock.now - start
            if let failure {
                report(failure)
                continue
            }
            numbering = collector.numbering
            layoutOutput.decorations.append(contentsOf: collector.output.decorations)
            layoutOutput.styles += collector.output.styles
            layoutOutput.overrides.merge(collector.output.overrides) { old, new in old.merging(new) { _, n in n } }
        }
        layoutNumbering = numbering
        sectionsWithLayoutDecorations = Set(layoutOutput.decorations.map(\.indexPath.section))
    }

    // MARK: Section hooks

    func decorations(forSection index: Int, in geometry: LayoutGeometry) -> SectionDecorations {
        let section = geometry.sections[index]
        let cacheable = !sectionsWithLayoutDecorations.contains(index)
        if cacheable, let cached = host.sectionCache[index], cached.layout == section, cached.environment == environment, cached.plugins == identities {
            host.timing.sectionsCached += 1
            return cached.decorations
        }
        let start = ContinuousClock.now
        let result = computeSection(index, geometry)
        host.timing.plugins += ContinuousClock.now - start
        host.timing.sectionsComputed += 1
        if cacheable {
            host.sectionCache[index] = CachedSection(layout: section, environment: environment, plugins: identities, decorations: result)
        }
        return result
    }

    private func computeSection(_ index: Int, _ geometry: LayoutGeometry) -> SectionDecorations {
        let section = geometry.sections[index]
        let axis = geometry.scrollDirection.scrollAxis
        var numbering = layoutNumbering.filter { $0.key.section == index }
        // Decoration items the layout declares (compositional backgrounds) hold their
        // numbers: a plugin adding the same kind gets the next one, not a duplicate.
        for declared in section.decorationItems {
            let key = DecorationCollector.SectionKind(section: index, kind: declared.kind)
            let numbers = numbering[key] ?? ItemNumbering()
            _ = numbers.take(declared.item)
            numbering[key] = numbers
        }
        var combined = SectionDecorations()
        for instance in instances {
            guard let hook = instance.module.sectionHook else { continue }
            let reach = instance.reach + host.limits.reach
            let band = (section.frame.min(along: axis) - reach, section.frame.max(along: axis) + reach)
            // Fast first; if the host finds a bad decoration, again in checked mode, so
            // that the error names the plugin's line (hooks are pure: the same input gives
            // the same output).
            let arguments = SectionCall(
                hook: hook, index: index, itemCount: section.itemCount, lineCount: section.lines.count,
                sectionCount: geometry.sections.count, band: band, vertical: axis == .vertical, frame: section.frame)
            var collector = DecorationCollector(section: index, numbering: numbering, band: (band.0, band.1, axis))
            var failure = run(instance, collector: collector, geometry: geometry, section: index) { state in
                arguments.push(to: state, instance: instance, checked: false)
            }
            if let first = failure, first.isInvalidOutput {
                collector = DecorationCollector(section: index, numbering: numbering, band: (band.0, band.1, axis))
                let second = run(instance, collector: collector, geometry: geometry, section: index) { state in
                    arguments.push(to: state, instance: instance, checked: true)
                }
                failure = second ?? first
            }
            if let failure {
                report(failure)
                continue
            }
            numbering = collector.numbering
            combined.append(collector.output)
        }
        for plugin in natives {
            let reach = plugin.reach + host.limits.reach
            let collector = DecorationCollector(
                section: index, numbering: numbering,
                band: (section.frame.min(along: axis) - reach, section.frame.max(along: axis) + reach, axis))
            do throws(NativeOutput.Rejection) {
                try plugin.section(geometry.sections[index], in: geometry, out: NativeOutput(collector: collector))
            } catch {
                report(PluginError(plugin: plugin.name, phase: .section, section: index, message: error.description))
                continue
            }
            numbering = collector.numbering
            combined.append(collector.output)
        }
        return combined
    }

    private func report(_ failure: PluginError) {
        failures.append(failure)
        if recordsErrors { host.record([failure]) }
    }

    /// Calls one hook through the prelude; returns the error if it failed.
    /// - Parameter pushCall: pushes the prelude caller and its arguments; returns the
    ///   argument count.
    private func run(
        _ instance: PluginInstance, collector: DecorationCollector, geometry: LayoutGeometry, section: Int?,
        pushCall: (LuaState) -> Int32
    ) -> PluginError? {
        let module = instance.module
        let state = module.state
        let bridge = module.bridge
        bridge.geometry = geometry
        bridge.collector = collector
        bridge.inLayoutHook = section == nil
        let base = state.top
        defer {
            state.setTop(base)
            bridge.collector = nil
        }
        let arguments = pushCall(state)
        do {
            try state.call(arguments: arguments, results: 1)
            let count = Int(state.toInteger(at: -1) ?? 0)
            switch bridge.drain(buffer: module.buffer, count: count) {
            case .none: return nil
            case .invalid(let reason)?:
                var failure = PluginError(plugin: module.name, phase: section == nil ? .layout : .section, section: section, file: module.displayPath, message: reason)
                failure.isInvalidOutput = true
                return failure
            case .rejected(let reason)?:
                return PluginError(plugin: module.name, phase: section == nil ? .layout : .section, section: section, file: module.displayPath, message: reason)
            }
        } catch {
            let failure = PluginError(plugin: module.name, phase: section == nil ? .layout : .section, section: section, lua: error, file: module.displayPath)
            if error.kind == .memory { state.collectGarbage() }
            return failure
        }
    }

    // MARK: Dry run

    /// Runs `instances` on a small fixture layout; returns the first error, if any.
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        let pass = DecorationPass(host: host, instances: instances, geometry: fixture, recordsErrors: false)
        for s in fixture.sections.indices { _ = pass.computeSection(s, fixture) }
        return pass.failures.first
    }

    /// Two sections, one with a header, a footer and rows of different heights, and an
    /// empty one: enough to exercise every field a hook may read.
    static let fixture: LayoutGeometry = {
        var configuration = FlowLayoutConfiguration()
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.footerReferenceSize = Size(width: 0, height: 20)
        configuration.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let sizes = [Size(width: 100, height: 50), Size(width: 100, height: 80), Size(width: 150, height: 40), Size(width: 60, height: 60)]
        let sections = [FlowSection(itemCount: 4, itemSizes: sizes), FlowSection(itemCount: 0)]
        let metrics = CollectionViewMetrics(size: Size(width: 320, height: 480))
        return (try? FlowLayout.layout(configuration: configuration, sections: sections, collectionView: metrics))
            ?? LayoutGeometry(bounds: .zero, scale: 2, scrollDirection: .vertical, contentSize: .zero, sections: [], queryOrder: .cellsThenSupplementariesByKind)
    }()
}

extension SectionDecorations {
    /// Adds what one more plugin produced for the section.
    mutating func append(_ other: SectionDecorations) {
        decorations.append(contentsOf: other.decorations)
        styles += other.styles
        overrides.merge(other.overrides) { old, new in old.merging(new) { _, n in n } }
    }
}

/// The arguments of the prelude's `call_section`.
struct SectionCall {
    var hook: LuaRef
    var index: Int
    var itemCount: Int
    var lineCount: Int
    var sectionCount: Int
    var band: (Double, Double)
    var vertical: Bool
    var frame: Rect

    /// Pushes `call_section` and its arguments; returns the argument count.
    func push(to state: LuaState, instance: PluginInstance, checked: Bool) -> Int32 {
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
        state.push(bool: checked)
        state.push(number: frame.x)
        state.push(number: frame.y)
        state.push(number: frame.width)
        state.push(number: frame.height)
        return 14
    }
}

/// A section's decorations, remembered with everything they were computed from.
struct CachedSection {
    /// The layout-wide inputs a hook can read.
    struct Environment: Equatable {
        var bounds: Rect
        var scale: Double
        var direction: ScrollDirection
        var sectionCount: Int
        var contentSize: Size

        init(_ geometry: LayoutGeometry) {
            bounds = geometry.bounds
            scale = geometry.scale
            direction = geometry.scrollDirection
            sectionCount = geometry.sections.count
            contentSize = geometry.contentSize
        }
    }

    var layout: SectionLayout
    var environment: Environment
    var plugins: [PluginInstance.Identity]
    var decorations: SectionDecorations
}
