import LayoutCore

/// Marks over the layout after an update, so a picture of an update scene shows what the
/// update did, not only where things ended: inserted elements outlined in green, deleted
/// ones as dashed red ghosts where they were, moved ones (another index path) outlined in
/// purple with a line from where they were, reloaded ones dashed orange. Cells and
/// supplementary views only: decorations follow them and would bury the marks.
struct SVGChangeMarks {
    /// What a mark stands for, in the legend's order.
    enum Mark: String, CaseIterable {
        case inserted, deleted, moved, reloaded

        var color: String {
            switch self {
            case .inserted: return "#1E9E48"
            case .deleted: return "#D0021B"
            case .moved: return "#8F3FD1"
            case .reloaded: return "#E07A00"
            }
        }

        /// Deleted and reloaded elements are dashed: they are (partly) gone.
        var dashes: String { self == .deleted || self == .reloaded ? " stroke-dasharray=\"4 3\"" : "" }

        var legend: String {
            switch self {
            case .inserted: return "inserted by the update"
            case .deleted: return "deleted (where it was)"
            case .moved: return "moved to another index path (line from where it was)"
            case .reloaded: return "reloaded"
            }
        }
    }

    private var marks: [(mark: Mark, frame: Rect, from: Rect?)] = []

    /// How many elements each mark is drawn on.
    private(set) var counts: [Mark: Int] = [:]

    init(changes: [ElementChange], area: Rect) {
        for change in changes where change.category != .decoration {
            guard let mark = SVGChangeMarks.mark(change) else { continue }
            let frame = (mark == .deleted ? change.old : change.new)!.frame
            guard frame.intersects(area) || area.contains(frame) else { continue }
            marks.append((mark, frame, mark == .moved ? change.old?.frame : nil))
            counts[mark, default: 0] += 1
        }
    }

    /// The mark of a change; nil for an element the update left at its index path (its
    /// frame may have shifted: that is the layout, not the update, moving it).
    static func mark(_ change: ElementChange) -> Mark? {
        switch change.action {
        case .inserted: return .inserted
        case .deleted: return .deleted
        case .reloaded: return .reloaded
        case .moved: return change.from != change.to ? .moved : nil
        case .unchanged: return nil
        }
    }

    func draw() -> String {
        guard !marks.isEmpty else { return "" }
        var out = "<g class=\"changes\">\n"
        for (mark, frame, from) in marks {
            let inset = min(1, frame.width / 2, frame.height / 2)
            out += "<rect class=\"change\" data-change=\"\(mark.rawValue)\" x=\"\(n(frame.x + inset))\" y=\"\(n(frame.y + inset))\" "
                + "width=\"\(n(frame.width - 2 * inset))\" height=\"\(n(frame.height - 2 * inset))\" "
                + "fill=\"\(mark.color)\" fill-opacity=\"0.12\" stroke=\"\(mark.color)\" stroke-width=\"2\"\(mark.dashes)/>\n"
            if let from, from != frame {
                out += "<line class=\"change-path\" x1=\"\(n(from.midX))\" y1=\"\(n(from.midY))\" x2=\"\(n(frame.midX))\" "
                    + "y2=\"\(n(frame.midY))\" stroke=\"\(mark.color)\" stroke-width=\"1.5\"/>\n"
                    + "<circle cx=\"\(n(from.midX))\" cy=\"\(n(from.midY))\" r=\"3\" fill=\"\(mark.color)\"/>\n"
            }
        }
        return out + "</g>\n"
    }

    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}
