import LayoutCore

/// The fields of a section's (or the layout's) geometry that the prelude asks the host
/// for by number: a small integer crosses into Swift faster than a key string is matched.
/// The numbers are the prelude's `frame_codes` and `value_codes`.
enum GeometryField: Int {
    case frame = 1, itemsFrame, contentFrame, insets, header, footer, bounds
    case direction, scale, sectionCount, count, lineCount, contentSize

    /// The field's value as the numbers (or string) the prelude turns into a table;
    /// nil for an absent header or footer.
    enum Value {
        case rect(Rect)
        case insets(EdgeInsets)
        case size(Size)
        case number(Double)
        case integer(Int)
        case string(String)
    }

    /// - Parameter section: the section, or nil for layout-wide fields.
    func value(of section: SectionLayout?, in geometry: LayoutGeometry) -> Value? {
        func rect(_ r: Rect) -> Value { .rect(r) }
        switch self {
        case .bounds: return rect(geometry.bounds)
        case .direction: return .string(geometry.scrollDirection.rawValue)
        case .scale: return .number(geometry.scale)
        case .sectionCount: return .integer(geometry.sections.count)
        case .contentSize: return .size(geometry.contentSize)
        default: break
        }
        guard let section else { return nil }
        switch self {
        case .frame: return rect(section.frame)
        case .itemsFrame: return rect(section.itemsFrame)
        case .contentFrame: return rect(section.contentFrame)
        case .insets: return .insets(section.insets)
        case .header: return section.header.map(rect)
        case .footer: return section.footer.map(rect)
        case .count: return .integer(section.itemCount)
        case .lineCount: return .integer(section.lines.count)
        default: return nil
        }
    }
}
