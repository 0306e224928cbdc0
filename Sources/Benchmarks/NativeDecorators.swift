import LayoutCore

/// The three flow-layout plugins the benchmark runs (section_background, separators,
/// color_rules), written natively in Swift with the same options and the same output.
/// They are the reference the Lua pass is measured against: the ratio tells what the
/// plugins cost for being Lua.
final class NativeDecorators: SectionDecorating {
    let reach: Double = 0

    func decorations(forSection index: Int, in geometry: LayoutGeometry) -> SectionDecorations {
        let s = geometry.sections[index]
        var output = SectionDecorations()
        guard s.itemCount > 0 else { return output }
        // section_background { cover = "content", fullWidth = true }
        let content = s.contentFrame
        output.decorations.append(
            LayoutAttributes(
                category: .decoration, kind: "sectionBackground", indexPath: IndexPath(section: index, item: 0),
                frame: Rect(x: s.frame.x, y: content.y, width: s.frame.width, height: content.height), zIndex: -1,
                attributes: ["color": .string("#F2F2F7")]))
        // separators { betweenLines = true }
        var previousEnd: Double?
        var item = 0
        for line in s.lines where !line.items.isEmpty {
            if let end = previousEnd {
                let at = (end + line.frame.minY) / 2
                output.decorations.append(
                    LayoutAttributes(
                        category: .decoration, kind: "separator", indexPath: IndexPath(section: index, item: item),
                        frame: Rect(x: line.frame.minX, y: at - 0.25, width: line.frame.width, height: 0.5), zIndex: 1,
                        attributes: ["color": .string("#C6C6C8")]))
                item += 1
            }
            previousEnd = line.frame.maxY
        }
        // color_rules { rules = { { items = "even", color = "#FFFFFF" } } }
        output.styles.append(ElementStyle(category: .cell, items: .even, attributes: ["color": .string("#FFFFFF")]))
        return output
    }
}
