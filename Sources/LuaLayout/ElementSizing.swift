// Rules: docs/layout-rules.md, C39

import Decorations
import LayoutCore
import PluginContract
import Scenes

/// The sizing phase (C39): before a compositional scene is laid out, the plugins' `M.size`
/// hooks and the scene's `sizing` function give its self-sizing elements their fitted
/// sizes, as cells answer `systemLayoutSizeFitting` in an app.
///
/// The scene is laid out at its estimates first (UIKit's first pass); each section's
/// elements that have no fitted size from the scene's data (`itemSizes`,
/// `supplementarySizes`, which win) are then offered at their first-pass size: once per
/// section, every element at once. Plugins answer in `use` order, the scene's function
/// last; a later answer replaces an earlier one for the elements it sizes.
enum ElementSizing {
    /// The scene with the hooks' fitted sizes, and the hooks' errors.
    struct Sized {
        var scene: Scene
        var errors: [PluginError]
    }

    static func fit(_ scene: Scene, plugins: SectionSizing?) throws(SceneError) -> Sized {
        guard case .compositional(let configuration, var sections, let counts) = scene.layout,
            scene.sizing != nil || plugins != nil,
            // Nothing sizes itself: no first pass to lay out, no hook to call.
            // (A list builds its self-sizing headers absolute, C38: it has a first pass anyway.)
            let first = scene.estimatedFirstPass ?? (scene.listConfiguration != nil ? scene : nil)
        else { return Sized(scene: scene, errors: []) }
        let geometry = try first.geometry()
        var errors: [PluginError] = []
        for index in sections.indices {
            guard let spec = sections[index] else { continue }
            var request = elements(of: spec, index: index, itemCount: counts[index], geometry: geometry, data: scene.itemData)
            if let list = scene.listConfiguration {
                listSupplementaries(list, index: index, geometry: geometry, given: scene.supplementarySizes, into: &request)
            }
            guard !request.elements.isEmpty else { continue }
            var sizes = plugins?.sizes(section: index, itemCount: counts[index], scale: geometry.scale, elements: request.elements)
                ?? [Size?](repeating: nil, count: request.elements.count)
            if let function = scene.sizing {
                let outcome = function.sizes(
                    section: index, itemCount: counts[index], scale: geometry.scale, elements: request.elements)
                for (k, size) in outcome.answer.sizes.enumerated() where size != nil { sizes[k] = size }
                for message in (outcome.failure.map { [$0] } ?? []) + outcome.answer.problems {
                    errors.append(PluginError(
                        plugin: "sizing", phase: .size, section: index, file: outcome.file, line: outcome.line, message: message))
                }
            }
            sections[index] = settled(spec, itemCount: counts[index], request, sizes)
            if let list = scene.listConfiguration {
                sections[index] = rebuilt(list, sections[index]!, index: index, of: sections.count, scale: geometry.scale, request, sizes)
            }
        }
        var sized = scene
        sized.layout = .compositional(configuration, sections, counts)
        return Sized(scene: sized, errors: errors)
    }

    /// The elements of a section to size and where their answers go.
    private struct Request {
        var elements: [SizingElement] = []
        /// Per element, the item it is (nil for a boundary item).
        var items: [Int?] = []
    }

    /// The cells with an estimated dimension and the estimated boundary items, without a
    /// fitted size from the scene's data, at their first-pass size.
    private static func elements(
        of spec: CompositionalSection, index: Int, itemCount: Int, geometry: LayoutGeometry, data: [[LuaValue]?]
    ) -> Request {
        var request = Request()
        let layout = geometry.sections[index]
        let given = spec.fitted
        let sectionData = index < data.count ? data[index] : nil
        if CompositionalValidation.hasEstimatedItem(spec.group) {
            request.elements.reserveCapacity(itemCount)
            for item in 0..<itemCount {
                if let items = given?.items, item < items.count, items[item] != nil { continue }
                let frame = layout.itemFrames[item]
                let itemData = sectionData.flatMap { item < $0.count && $0[item] != .boolean(false) ? $0[item] : nil }
                request.elements.append(SizingElement(kind: "cell", item: item, proposed: frame.size, data: itemData))
                request.items.append(item)
            }
        }
        var seen = Set<String>()
        for boundary in spec.boundarySupplementaryItems where boundary.size.hasEstimatedDimension {
            guard seen.insert(boundary.kind).inserted, given?.supplementaries[boundary.kind] == nil,
                let placed = layout.supplementaries.first(where: { $0.kind == boundary.kind })
            else { continue }
            request.elements.append(SizingElement(kind: boundary.kind, item: 0, proposed: placed.frame.size))
            request.items.append(nil)
        }
        return request
    }

    /// A list's self-sizing header and footer (C38), which the list built at their
    /// estimates: offered at their first-pass size unless the scene gave theirs as data.
    private static func listSupplementaries(
        _ list: ListConfiguration, index: Int, geometry: LayoutGeometry, given: [[String: Size]], into request: inout Request
    ) {
        let data = index < given.count ? given[index] : [:]
        let selfSizing = [
            (ListConfiguration.headerKind, list.headerMode == .supplementary && list.headerHeight == nil),
            (ListConfiguration.footerKind, list.footerMode == .supplementary && list.footerHeight == nil),
        ]
        for (kind, sizes) in selfSizing where sizes && data[kind] == nil {
            guard let placed = geometry.sections[index].supplementaries.first(where: { $0.kind == kind }) else { continue }
            request.elements.append(SizingElement(kind: kind, item: 0, proposed: placed.frame.size))
            request.items.append(nil)
        }
    }

    /// A list section built again with the header and footer heights a hook gave (the list
    /// builds them absolute, so that their padding and card follow, C38).
    private static func rebuilt(
        _ list: ListConfiguration, _ spec: CompositionalSection, index: Int, of count: Int, scale: Double,
        _ request: Request, _ sizes: [Size?]
    ) -> CompositionalSection {
        var fitted = spec.fitted ?? FittedSizes()
        var changed = false
        for (k, size) in sizes.enumerated() where request.items[k] == nil {
            let kind = request.elements[k].kind
            guard let size, kind == ListConfiguration.headerKind || kind == ListConfiguration.footerKind else { continue }
            fitted.supplementaries[kind] = size
            changed = true
        }
        return changed ? list.section(index, of: count, scale: scale, fitted: fitted) : spec
    }

    /// `spec` with the hooks' sizes added to the fitted sizes its data gave.
    private static func settled(
        _ spec: CompositionalSection, itemCount: Int, _ request: Request, _ sizes: [Size?]
    ) -> CompositionalSection {
        guard sizes.contains(where: { $0 != nil }) else { return spec }
        var fitted = spec.fitted ?? FittedSizes()
        if fitted.items.isEmpty, request.items.contains(where: { $0 != nil }) {
            fitted.items = [Size?](repeating: nil, count: itemCount)
        }
        for (k, size) in sizes.enumerated() {
            guard let size else { continue }
            if let item = request.items[k] {
                fitted.items[item] = size
            } else {
                fitted.supplementaries[request.elements[k].kind] = size
            }
        }
        var result = spec
        result.fitted = fitted
        return result
    }
}
