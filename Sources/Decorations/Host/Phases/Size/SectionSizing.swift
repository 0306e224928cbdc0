// Rules: docs/layout-rules.md, C39

import LayoutCore
import LuaRuntime
import PluginContract

/// The plugins that size self-sizing elements (`M.size(section, elements, opts)`, C39), as
/// `systemLayoutSizeFitting` does in an app: called once per section with every element
/// to size, its data and the size the first pass proposed, under the plugin limits.
///
/// Uses answer in `use` order; a later use's size replaces an earlier one's for the
/// elements it sizes. A hook that fails sizes nothing in that section; an entry that is not
/// a size keeps its element's estimate; both are errors naming the plugin, its line, the
/// section and the element.
public final class SectionSizing {
    let host: PluginHost
    /// The uses whose plugin has `M.size`, in `use` order.
    let instances: [PluginInstance]
    private var phase: PhaseFailures
    /// The hooks' errors.
    public var errors: [PluginError] { phase.errors }
    /// How many size hook calls Ctrl-C stopped.
    public var interruptedCalls: Int { phase.interruptedCalls }

    init?(host: PluginHost, instances: [PluginInstance]) {
        let sizing = instances.filter { $0.module.sizeHook != nil }
        guard !sizing.isEmpty else { return nil }
        self.host = host
        self.instances = sizing
        phase = PhaseFailures(host: host, recordsErrors: true)
    }

    /// The fitted sizes the uses give section `section`'s `elements` (nil: none did).
    public func sizes(section: Int, itemCount: Int, scale: Double, elements: [SizingElement]) -> [Size?] {
        var sizes = [Size?](repeating: nil, count: elements.count)
        guard !elements.isEmpty else { return sizes }
        let sectionTable = SizingCall.sectionTable(index: section, count: itemCount, scale: scale)
        for instance in instances {
            switch Self.size(instance, section: section, sectionTable, elements: elements, host: host) {
            case .success(let answer):
                for (k, size) in answer.sizes.enumerated() where size != nil { sizes[k] = size }
                for problem in answer.problems { phase.record(Self.error(instance, section: section, problem)) }
            case .failure(let error):
                phase.record(error)
            }
        }
        return sizes
    }

    /// Calls `instance`'s `M.size(section, elements, opts)` and reads its answer.
    static func size(
        _ instance: PluginInstance, section: Int, _ sectionTable: LuaValue, elements: [SizingElement], host: PluginHost
    ) -> Result<SizingAnswer, PluginError> {
        let module = instance.module
        guard let hook = module.sizeHook else { return .success(SizingAnswer(sizes: [], problems: [])) }
        let called = module.callHook(
            hook, phase: .size, section: section, timeLimit: host.limits.time, results: 1,
            push: { state in
                state.push(hook)
                state.push(sectionTable)
                SizingCall.pushElements(elements, on: state)
                state.push(instance.optionsRef)
                return 3
            },
            read: { state in SizingCall.read(state, at: -1, elements: elements, hook: "M.size") })
        return called
    }

    /// An error at the hook's definition line.
    static func error(_ instance: PluginInstance, section: Int, _ message: String) -> PluginError {
        let module = instance.module
        return PluginError(
            plugin: module.name, phase: .size, section: section, file: module.displayPath,
            line: module.sizeHook.flatMap { module.state.definitionLine(of: $0) }, message: message)
    }
}

extension SectionSizing {
    /// Runs the size hooks of `instances` on four rows and a header, with text, a line
    /// count, an image ratio and no data (hot reload's check): the first error, if any, a
    /// hook's error or an answer that is not a size.
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        let elements = [
            SizingElement(kind: "cell", item: 0, proposed: Size(width: 320, height: 44), data: .string("Wi-Fi")),
            SizingElement(
                kind: "cell", item: 1, proposed: Size(width: 320, height: 44),
                data: .table(LuaTable(fields: [(.string("text"), .string("Two lines")), (.string("lines"), .integer(2))]))),
            SizingElement(
                kind: "cell", item: 2, proposed: Size(width: 320, height: 44),
                data: .table(LuaTable(fields: [(.string("ratio"), .number(1.5))]))),
            SizingElement(kind: "cell", item: 3, proposed: Size(width: 320, height: 44)),
            SizingElement(kind: "header", item: 0, proposed: Size(width: 320, height: 28)),
        ]
        let section = SizingCall.sectionTable(index: 0, count: 4, scale: 2)
        for instance in instances where instance.module.sizeHook != nil {
            switch size(instance, section: 0, section, elements: elements, host: host) {
            case .failure(let error): return error
            case .success(let answer):
                if let problem = answer.problems.first { return error(instance, section: 0, problem) }
            }
        }
        return nil
    }
}

extension PluginHost {
    /// The plugins in use that size elements (`M.size`, C39): nil when none has the hook.
    public func sizing(_ configuration: PluginConfiguration) -> SectionSizing? {
        apply(configuration.limits)
        return SectionSizing(host: self, instances: configuration.instances)
    }
}
