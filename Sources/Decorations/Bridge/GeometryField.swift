import LayoutCore

/// The fields of a section's (or the layout's) geometry that the prelude asks the host
/// for by number: a small integer crosses into Swift faster than a key string is matched.
/// This enum is the one definition of the numbers: the prelude receives them by name
/// (`PluginPrelude.fieldCodes`), and each case's name is the field's name in Lua.
enum GeometryField: Int, CaseIterable {
    case frame = 1, itemsFrame, contentFrame, insets, header, footer, bounds
    case direction, scale, sectionCount, count, lineCount, contentSize
    /// The insets the plugin reserved around the section's items (`M.reserve`), and the
    /// frame its band lies inside: answered by the bridge, per use.
    case reserved, reservedFrame
    /// The spacings and the uniform item size the layout used (`SectionLayout`).
    case lineSpacing, interitemSpacing, itemSize
    /// The direction the frames plugins read run in (`LayoutGeometry.framesDirection`).
    case layoutDirection

    /// The field's name in Lua (`s.itemsFrame`).
    var name: String { String(describing: self) }

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

    /// - Parameter index: the section, or -1 for layout-wide fields. Fields are read
    ///   through the array in place: copying a `SectionLayout` retains its four arrays.
    func value(ofSection index: Int, in geometry: LayoutGeometry) -> Value? {
        func rect(_ r: Rect) -> Value { .rect(r) }
        switch self {
        case .bounds: return rect(geometry.bounds)
        case .direction: return .string(geometry.scrollDirection.rawValue)
        case .layoutDirection: return .string(geometry.framesDirection.rawValue)
        case .scale: return .number(geometry.scale)
        case .sectionCount: return .integer(geometry.sections.count)
        case .contentSize: return .size(geometry.contentSize)
        default: break
        }
        guard geometry.sections.indices.contains(index) else { return nil }
        switch self {
        case .frame: return rect(geometry.sections[index].frame)
        case .itemsFrame: return rect(geometry.sections[index].itemsFrame)
        case .contentFrame: return rect(geometry.sections[index].contentFrame)
        case .insets: return .insets(geometry.sections[index].insets)
        case .header: return geometry.sections[index].header.map(rect)
        case .footer: return geometry.sections[index].footer.map(rect)
        case .count: return .integer(geometry.sections[index].itemFrames.count)
        case .lineCount: return .integer(geometry.sections[index].lines.count)
        case .lineSpacing: return .number(geometry.sections[index].lineSpacing)
        case .interitemSpacing: return .number(geometry.sections[index].interitemSpacing)
        case .itemSize: return geometry.sections[index].itemSize.map { .size($0) }
        default: return nil
        }
    }
}
