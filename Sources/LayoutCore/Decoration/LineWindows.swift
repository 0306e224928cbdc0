// Rules: docs/layout-rules.md, R24

/// The windows of a long section's lines that windowed decoration works by (R24): a
/// decorator that can work by range (a plugin's `M.window`) is asked for one window of
/// lines at a time, and a query asks only for the windows whose band it reaches.
///
/// This type is the one place that says which lines a window holds, where its band lies on
/// the scroll axis and which windows a band of the scroll axis needs (the widening by
/// reach); the snapshot and the plugin host both go through it.
///
/// A window of lines `a..<b` owns the band from the middle of the gap before line `a` to
/// the middle of the gap after line `b - 1` (the section's own extent at its two ends):
/// the bands of consecutive windows meet, and together they are the section's band. A
/// decoration of the window lies within its band grown by the decorator's reach, as a
/// section's decorations lie within the section's band grown by the reach. That needs lines
/// that follow each other without overlapping, which `make` checks; a section whose lines
/// do not is decorated whole.
public struct LineWindows: Sendable {
    /// The section the windows divide.
    public let section: Int
    /// How many lines a window holds (the last may hold fewer).
    public let linesPerWindow: Int
    /// The scroll axis, along which bands are measured.
    public let axis: Axis
    /// The section's lines, shared with its layout (not copied).
    private let lines: [LineLayout]
    /// The section's extent on the scroll axis: the first window's band starts at `low`,
    /// the last one's ends at `high`.
    private let low: Double, high: Double
    /// How far the section's items stick out of their lines' bands: a window's band grows
    /// by it, so that decorations drawn from item frames stay inside.
    public let slack: Double

    /// What `make` needs to know of a section's lines, found by a walk of them (O(lines)):
    /// whether they follow each other without overlapping, and how far its items stick out
    /// of them. A caller that decorates the same section in many layouts (the plugin host)
    /// keeps it, so that a new snapshot's first query does not walk ten million lines.
    public struct Check: Sendable {
        public var linesInOrder: Bool
        public var slack: Double
    }

    /// The walk of `section`'s lines `make` needs.
    public static func check(_ section: SectionLayout, axis: Axis) -> Check {
        let lines = section.lines
        guard linesInOrderWithoutOverlap(lines, axis) else { return Check(linesInOrder: false, slack: 0) }
        if let known = section.knownLineOverhang.value, known.axis == axis {
            return Check(linesInOrder: true, slack: known.distance)
        }
        return Check(linesInOrder: true, slack: LineOverhang.scan(itemFrames: section.itemFrames, lines: lines, axis: axis))
    }

    /// The windows of `section`, or nil when its lines do not follow each other along
    /// `axis` without overlapping (or it has none): such a section is decorated whole.
    /// - Parameter known: `check(section, axis:)`, when the caller kept it.
    public static func make(_ section: SectionLayout, axis: Axis, linesPerWindow: Int, known: Check? = nil) -> LineWindows? {
        let lines = section.lines
        guard !lines.isEmpty, linesPerWindow > 0 else { return nil }
        let check = known ?? check(section, axis: axis)
        guard check.linesInOrder else { return nil }
        let extent = section.extent(along: axis)
        return LineWindows(
            section: section.index, linesPerWindow: linesPerWindow, axis: axis, lines: lines, low: extent.low,
            high: extent.high, slack: check.slack)
    }

    /// True when each line starts at or after the end of the one before it.
    static func linesInOrderWithoutOverlap(_ lines: [LineLayout], _ axis: Axis) -> Bool {
        var end = -Double.infinity
        for line in lines {
            let start = line.frame.min(along: axis)
            guard start >= end, start.isFinite else { return false }
            end = line.frame.max(along: axis)
        }
        return true
    }

    /// The number of windows.
    public var count: Int { (lines.count + linesPerWindow - 1) / linesPerWindow }

    /// The lines (0-based) window `w` holds.
    public func lines(ofWindow w: Int) -> Range<Int> {
        let first = w * linesPerWindow
        return first..<Swift.min(lines.count, first + linesPerWindow)
    }

    /// Where the band between lines `l - 1` and `l` is cut: the middle of their gap; the
    /// section's ends before the first line and after the last.
    private func boundary(beforeLine l: Int) -> Double {
        if l <= 0 { return low }
        if l >= lines.count { return high }
        return (lines[l - 1].frame.max(along: axis) + lines[l].frame.min(along: axis)) / 2
    }

    /// The band window `w` owns on the scroll axis, before any reach.
    public func band(ofWindow w: Int) -> (low: Double, high: Double) {
        let range = lines(ofWindow: w)
        return (boundary(beforeLine: range.lowerBound), boundary(beforeLine: range.upperBound))
    }

    /// The band window `w`'s decorations must lie in: its band grown by `reach` and by the
    /// items' slack.
    public func allowedBand(ofWindow w: Int, reach: Double) -> (low: Double, high: Double) {
        let band = band(ofWindow: w)
        return (band.low - reach - slack, band.high + reach + slack)
    }

    /// The windows whose decorations may meet the band `low...high` of the scroll axis,
    /// when decorations reach `reach` past their window's band: O(log windows).
    public func windows(meeting low: Double, _ high: Double, reach: Double) -> Range<Int> {
        let grow = reach + slack
        let first = partitionPoint(count) { band(ofWindow: $0).high + grow >= low }
        let end = partitionPoint(count) { band(ofWindow: $0).low - grow > high }
        return first < end ? first..<end : first..<first
    }

    /// The window whose band holds the middle of `frame` on the scroll axis (the first or
    /// last window for a frame before or after the section).
    public func window(holdingCentreOf frame: Rect) -> Int {
        let centre = (frame.min(along: axis) + frame.max(along: axis)) / 2
        return Swift.min(partitionPoint(count) { band(ofWindow: $0).high > centre }, count - 1)
    }

    /// The window that holds line `l`.
    public func window(holdingLine l: Int) -> Int { l / linesPerWindow }
}

/// When a decorator works by windows (R24): sections of more lines than `threshold` are
/// decorated `linesPerWindow` lines at a time.
public struct DecorationWindowing: Sendable, Equatable {
    /// A section of more lines than this is decorated by windows.
    public var threshold: Int
    /// Lines per window.
    public var linesPerWindow: Int

    public init(threshold: Int = 4096, linesPerWindow: Int = 256) {
        self.threshold = threshold
        self.linesPerWindow = linesPerWindow
    }

    /// The default: sections of more than 4,096 lines, by windows of 256 lines (a screenful
    /// is 10 to 50 rows, so a query asks for one or two windows).
    public static let standard = DecorationWindowing()
}
