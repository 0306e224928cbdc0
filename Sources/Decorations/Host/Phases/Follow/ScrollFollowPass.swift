import LayoutCore
import LuaRuntime
import PluginContract

/// One layout pass's frames that follow the scroll (`M.follow`, R20): each plugin's hook is
/// run for a section the first time a query reaches it, with the visible rect; the frames it
/// moves are checked (a known element, a finite frame of non-negative size; anywhere along
/// the scroll axis, the snapshot measures how far they reach) before the snapshot answers
/// them.
///
/// Not cached across passes: what a hook moves depends on the visible rect, which is what
/// changes from one pass to the next when the view scrolls.
final class ScrollFollowPass: ScrollFollowing {
    /// What the prelude's `out:move` appends per move: target, item, x, y, width, height and
    /// the zIndex or table of attributes (`false` when neither is given).
    static let valuesPerMove = 7
    let host: PluginHost
    /// The uses whose plugin has `M.follow`, in `use` order (a later move wins).
    let instances: [PluginInstance]
    /// The limits its hooks run under (its configuration's), whenever a query reaches them.
    let limits: PluginLimits
    /// `M.scroll.reach` and `limits { reach }`: a hint of how far moves reach, which the
    /// snapshot's queries widen by before they have measured any section (`MeasuredReach`).
    let reach: Double
    /// Where failures go: the pass's errors, in the order they happened.
    private let fail: (PluginError) -> Void
    /// The attributes of moves that no picture draws, said once in this pass.
    private let undrawn = UndrawnAttributeWarnings()

    init?(host: PluginHost, instances: [PluginInstance], limits: PluginLimits, fail: @escaping (PluginError) -> Void) {
        let following = instances.filter { $0.module.following.hook != nil || $0.module.following.visibleItems != nil }
        guard !following.isEmpty else { return nil }
        self.host = host
        self.limits = limits
        self.instances = following
        self.fail = fail
        reach = (following.map(\.followReach).max() ?? 0) + host.limits.reach
    }

    func followedFrames(forSection index: Int, in geometry: LayoutGeometry) -> FollowedFrames {
        followedFrames(forSection: index, in: geometry, decorations: { [] })
    }

    func followedFrames(
        forSection index: Int, in geometry: LayoutGeometry, decorations: () -> [PluginDecoration]
    ) -> FollowedFrames {
        host.apply(limits)
        var result = FollowedFrames()
        let section = geometry.sections[index]
        for instance in instances {
            if instance.module.following.visibleItems != nil {
                visibleItems(instance, section: index, geometry: geometry, decorations: decorations(), into: &result)
            }
            guard let hook = instance.module.following.hook else { continue }
            let module = instance.module
            // Fast first; when a move is bad, again tracing the line of every move. The
            // first output is the one judged: the traced run only locates its problems, and
            // when it does not make them again the hook is not pure.
            let first: Output
            switch call(instance, hook: hook, section: index, geometry: geometry, trace: false) {
            case .failure(let error):
                fail(error)
                continue
            case .success(let output):
                first = output
            }
            let (accepted, problems) = Self.check(first, section: section)
            var lines: [Int]?
            var impure = false
            if !problems.isEmpty {
                if case .success(let again) = call(instance, hook: hook, section: index, geometry: geometry, trace: true),
                    Self.check(again, section: section).1.elementsEqual(problems, by: { $0 == $1 })
                {
                    lines = again.lines
                } else {
                    impure = true
                }
            }
            for problem in problems {
                let traced = lines.flatMap { $0.indices.contains(problem.ordinal) && $0[problem.ordinal] > 0 ? $0[problem.ordinal] : nil }
                // Not made again: the line the first run recorded, when it could.
                let recorded = impure ? first.badFrameLines[problem.ordinal].flatMap { $0 > 0 ? $0 : nil } : nil
                let line = traced ?? recorded
                let message = !impure ? problem.message
                    : recorded != nil
                    ? problem.message + "; run again, the hook did not move the same: a hook must give the same output "
                        + "for the same view and section (hooks are pure)"
                    : problem.message + "; run again to find its line, the hook did not move the same: a hook must give the "
                        + "same output for the same view and section (hooks are pure)"
                fail(PluginError(
                    plugin: module.name, phase: .follow, section: index, file: module.displayPath,
                    line: line ?? (impure ? module.state.definitionLine(of: hook) : nil), message: message))
            }
            for move in accepted {
                result.move(move.key, to: move.frame, zIndex: move.zIndex, attributes: move.attributes)
                undrawn.check(move.attributes, of: module, given: "out:move")
            }
            for warning in undrawn.warnings(for: module, phase: .follow) { fail(warning) }
        }
        return result
    }

    /// C32: `M.visibleItems(items, offset, environment, opts)` on the section's visible
    /// items, through the proxies a scene's handler gets; its effects join `result`, or, when
    /// it fails, none of them do.
    private func visibleItems(
        _ instance: PluginInstance, section index: Int, geometry: LayoutGeometry, decorations: [PluginDecoration],
        into result: inout FollowedFrames
    ) {
        let module = instance.module
        guard let hook = module.following.visibleItems, let wrapper = module.following.wrapper else { return }
        let items = VisibleItemsInvalidation.visibleItems(ofSection: index, in: geometry, decorations: decorations)
        guard !items.isEmpty else { return }
        module.bridge.hookDeadline = ContinuousClock.now + host.limits.time
        defer { module.bridge.hookDeadline = nil }
        let changes: [VisibleItemChange]
        do {
            changes = try VisibleItemsCall.run(
                module.state, wrapper: wrapper, handler: hook, extra: instance.optionsRef, items: items,
                offset: VisibleItemsInvalidation.offset(ofSection: index, in: geometry), containerSize: geometry.bounds.size)
        } catch {
            var failure = PluginError(plugin: module.name, phase: .visibleItems, section: index, lua: error, file: module.displayPath)
            if failure.file == PluginError.hostChunk || failure.line == nil {
                failure.file = module.displayPath
                failure.line = failure.line ?? module.state.definitionLine(of: hook)
            }
            if error.kind == .memory { module.state.collectGarbage() }
            fail(failure)
            return
        }
        result.merge(VisibleItemsInvalidation.effects(changes, items: items))
    }

    /// What a hook call moved, as the prelude left it: target, item, x, y, width, height per move.
    struct Output {
        var moves: [LuaValue]
        var lines: [Int]?
        /// Per move (its ordinal), why a value it gave could not be read into Swift (a
        /// table that contains itself, or one nested past what the host reads).
        var unreadable: [Int: String] = [:]
        /// Per move (its ordinal), the line of a frame the fast run found not finite or of a
        /// negative size: what names a move the hook does not make again.
        var badFrameLines: [Int: Int] = [:]
    }

    private func call(
        _ instance: PluginInstance, hook: LuaRef, section index: Int, geometry: LayoutGeometry, trace: Bool
    ) -> Result<Output, PluginError> {
        let module = instance.module
        let state = module.state
        let bridge = module.bridge
        let section = geometry.sections[index]
        let view = geometry.visibleRect
        bridge.geometry = geometry
        // `s:line` and `s:item` read buffers filled for the section being called (pluginpaths.c).
        guard state.beginPluginCall(section: index, checking: true) else {
            return .failure(PluginError(plugin: module.name, phase: .follow, section: index, file: module.displayPath, message: "not enough memory"))
        }
        return module.callHook(
            hook, phase: .follow, section: index, timeLimit: host.limits.time, results: 2,
            push: { state in
                state.push(module.following.call)
                state.push(hook)
                state.push(instance.optionsRef)
                state.push(bool: trace)
                for value in [view.x, view.y, view.width, view.height] { state.push(number: value) }
                state.push(integer: Int64(index))
                state.push(integer: Int64(section.itemCount))
                state.push(integer: Int64(section.lines.count))
                state.push(integer: Int64(geometry.sections.count))
                state.push(bool: geometry.scrollDirection == .vertical)
                for value in [section.frame.x, section.frame.y, section.frame.width, section.frame.height] { state.push(number: value) }
                return 16
            },
            read: { state in
                let count = Int(state.toInteger(at: -2) ?? 0)
                var output = Output(moves: [])
                if case .table(let lines)? = try? state.value(at: -1) {
                    if trace {
                        output.lines = lines.array.map { $0.integer.map { Int($0) } ?? 0 }
                    } else {
                        // Sparse: the moves the fast run found not finite or negative.
                        for field in lines.fields {
                            if let move = field.key.integer, let line = field.value.integer { output.badFrameLines[Int(move) - 1] = Int(line) }
                        }
                    }
                }
                guard count > 0 else { return output }
                // Value by value: one the host cannot read loses its own move, with its
                // line, never every move of the hook.
                state.push(module.following.moves)
                let table = state.top
                output.moves.reserveCapacity(count)
                for i in 1...count {
                    state.rawGet(index: Int64(i), from: table)
                    do throws(LuaError) {
                        output.moves.append(try state.value(at: -1))
                    } catch {
                        output.moves.append(.nil)
                        output.unreadable[(i - 1) / Self.valuesPerMove] = error.message
                    }
                    state.pop(1)
                }
                return output
            })
    }

    /// One checked `out:move`.
    struct Move {
        var key: ElementKey
        var frame: Rect
        var zIndex: Int?
        var attributes: [String: AttributeValue]
    }

    /// Keys an attributes table of `out:move` may not hold: the move's numbers are its frame
    /// (the geometry keys `out:set` refuses, but for the zIndex and transforms a move may
    /// give), and its target and item name the element (the other reserved keys).
    static let frameKeys = PluginBridge.geometryKeys.subtracting(["zIndex", "transform", "transform3D"])
    static let elementKeys = AttributeConversion.reservedKeys.subtracting(["frame", "zIndex"])

    /// The moves of `output` that stand, and a message for each that does not (by its ordinal).
    static func check(
        _ output: Output, section: SectionLayout
    ) -> ([Move], [(ordinal: Int, message: String)]) {
        check(output.moves, unreadable: output.unreadable, section: section)
    }

    /// The moves that stand, and a message for each that does not (by its ordinal).
    static func check(
        _ moves: [LuaValue], unreadable: [Int: String] = [:], section: SectionLayout
    ) -> ([Move], [(ordinal: Int, message: String)]) {
        var accepted: [Move] = []
        var problems: [(ordinal: Int, message: String)] = []
        let stride = ScrollFollowPass.valuesPerMove
        for k in 0..<(moves.count / stride) {
            let target = moves[stride * k].string ?? ""
            let n = moves[stride * k + 1].number ?? -1
            let numbers = (2...5).map { moves[stride * k + $0].number ?? .nan }
            let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            let described = "(\(numbers.map(FieldCheck.format).joined(separator: ", ")))"
            guard let key = element(target, n, in: section) else {
                problems.append((k, "out:move: section \(section.index) has no \(target) \(FieldCheck.format(n))" + targetHint(target, section)))
                continue
            }
            let name = key.category == .cell ? "cell \(key.indexPath.item)" : "\(target) \(key.indexPath.item)"
            if let why = unreadable[k] {
                problems.append((k, "out:move: \(name): its attributes cannot be read: \(why)"))
                continue
            }
            guard numbers.allSatisfy(\.isFinite) else {
                problems.append((k, "out:move: \(name): frame \(described) is not finite"))
                continue
            }
            guard frame.width >= 0, frame.height >= 0 else {
                problems.append((k, "out:move: \(name): frame \(described) has a negative size"))
                continue
            }
            // The optional zIndex, or a table of attributes (which may hold the zIndex):
            // `false` when the move gave neither.
            var zIndex: Int?
            var attributes: [String: AttributeValue] = [:]
            var z = moves[stride * k + 6].number
            if case .table(let table) = moves[stride * k + 6] {
                if let key = table.fields.compactMap(\.key.string).filter({ frameKeys.contains($0) || elementKeys.contains($0) }).sorted().first {
                    let why = frameKeys.contains(key) ? "a move's frame is its x, y, width and height" : "a move's element is its target and item"
                    problems.append((k, "out:move: \(name): '\(key)' is not an attribute: \(why)"))
                    continue
                }
                do throws(AttributeError) {
                    attributes = try AttributeConversion.attributes(table, skipping: ["zIndex"])
                } catch {
                    problems.append((k, "out:move: \(name): \(error.description)"))
                    continue
                }
                if let value = table["zIndex"] {
                    guard let number = value.number else {
                        problems.append((k, "out:move: \(name): zIndex must be an integer, got a \(value.typeName)"))
                        continue
                    }
                    z = number
                }
            }
            if let z {
                if let problem = FieldCheck.zIndexProblem(z) {
                    problems.append((k, "out:move: \(name): \(problem)"))
                    continue
                }
                zIndex = Int(z)
            }
            accepted.append(Move(key: key, frame: frame, zIndex: zIndex, attributes: attributes))
        }
        return (accepted, problems)
    }

    /// The element `target` `item` of the section, if it has one: `"cell"`, `"header"`,
    /// `"footer"` or `"supplementary:<kind>"`.
    static func element(_ target: String, _ item: Double, in section: SectionLayout) -> ElementKey? {
        guard item.isFinite, item >= 0, item == item.rounded(), item < 9_007_199_254_740_992 else { return nil }
        let i = Int(item)
        if target == "cell" {
            return i < section.itemCount ? .cell(IndexPath(section: section.index, item: i)) : nil
        }
        let kind = target.hasPrefix("supplementary:") ? String(target.dropFirst("supplementary:".count)) : target
        guard target.hasPrefix("supplementary:") || target == "header" || target == "footer",
            section.supplementaries.contains(where: { $0.kind == kind && $0.item == i })
        else { return nil }
        return ElementKey(category: .supplementary, kind: kind, indexPath: IndexPath(section: section.index, item: i))
    }

    private static func targetHint(_ target: String, _ section: SectionLayout) -> String {
        if target == "cell" { return " (it has \(section.itemCount) item\(section.itemCount == 1 ? "" : "s"))" }
        if target == "header" || target == "footer" || target.hasPrefix("supplementary:") { return "" }
        return " (targets are cell, header, footer and supplementary:<kind>)"
    }
}

extension ScrollFollowPass {
    /// Runs the follow hooks of `instances` on the decoration dry run's fixture layout,
    /// with the view at rest, pulled past the top and scrolled into the first section;
    /// returns the first error, if any (hot reload's check).
    static func dryRun(_ instances: [PluginInstance], host: PluginHost) -> PluginError? {
        var first: PluginError?
        guard let pass = ScrollFollowPass(host: host, instances: instances, limits: host.limits, fail: { first = first ?? $0 }) else { return nil }
        var geometry = PluginDryRun.geometry
        for y in [0.0, -60, 100] {
            geometry.visibleRect.y = y
            for s in geometry.sections.indices { _ = pass.followedFrames(forSection: s, in: geometry) }
            if let first { return first }
        }
        return nil
    }
}
