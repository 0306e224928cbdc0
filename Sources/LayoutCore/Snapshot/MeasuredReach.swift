/// How far the elements a lazy source produced for its sections lie outside their sections'
/// bands along the scroll axis, as measured on what it produced (docs/architecture.md,
/// "Reach").
///
/// A snapshot computes a section's decorations and followed frames the first time a query
/// reaches the section, and nothing bounds where a plugin or handler puts them: a band half
/// a pixel past its section, a cell lifted above it. So the snapshot measures each section's
/// output as it is computed and keeps the largest distance seen, and a rect query widens its
/// search by that distance: it first computes every section not yet computed whose band lies
/// within the distance of the rect (and the nearest section on each side of them), and when
/// one of them reaches farther, widens again until the distance stops growing (`widening`,
/// `record`). Sections already computed are then
/// searched at that width and their elements tested one by one, so a query answers every
/// element of every section computed so far that meets the rect.
///
/// The one thing measuring cannot know is a section not computed yet that reaches farther
/// than every section measured so far, from a band farther from the rect than that (and not
/// its neighbour): a query there does not see it until the section is computed (by a query near its band, a
/// point query, or an eager pass). A `hint` (`limits { reach }`, `M.reach`, `M.scroll.reach`)
/// is the distance assumed before anything is measured: with it, such a section is found by
/// the first query.
///
/// A value type with no knowledge of what it measures, so that any source computed by parts
/// (sections, ranges of lines) widens its queries the same way.
public struct MeasuredReach: Sendable, Equatable {
    /// The distance assumed before anything is measured.
    public let hint: Double
    /// The largest distance measured so far, 0 before anything is measured.
    public private(set) var measured: Double = 0
    /// How many times a measurement grew `measured` past the hint and what was measured
    /// before it: each is a part that reached farther than any before it.
    public private(set) var growths = 0

    /// - Parameter hint: a distance assumed from the start (negative and non-finite values
    ///   count as 0).
    public init(hint: Double = 0) {
        self.hint = hint.isFinite ? Swift.max(hint, 0) : 0
    }

    /// How far a query widens its range on each side: the hint or the largest distance
    /// measured, whichever is greater.
    @inline(__always)
    public var widening: Double { Swift.max(hint, measured) }

    /// Records the output of one part whose own band is `band` and whose elements span
    /// `elements` (nil when it produced none) along the scroll axis. Returns true when the
    /// widening grew.
    @discardableResult
    public mutating func record(band: (start: Double, end: Double), elements: (low: Double, high: Double)?) -> Bool {
        guard let elements else { return false }
        return record(distance: Self.distance(band: band, elements: elements))
    }

    /// Records a part that reached `distance` out of its band. Returns true when the
    /// widening grew.
    @discardableResult
    public mutating func record(distance: Double) -> Bool {
        // A non-finite distance is not a place a query can search up to (frames are checked
        // finite before they get here; NaN compares false and is dropped).
        guard distance > measured, distance.isFinite else { return false }
        let before = widening
        measured = distance
        guard widening > before else { return false }
        growths += 1
        return true
    }

    /// Takes what `earlier` measured (the snapshot of the layout before an update): a part
    /// that reached far there is likely to again, and widening more than needed costs only
    /// time, never an element.
    public mutating func learn(from earlier: MeasuredReach) {
        if earlier.measured > measured { measured = earlier.measured }
    }

    /// How far `elements` reach out of `band` (0 when they lie within it).
    @inline(__always)
    public static func distance(band: (start: Double, end: Double), elements: (low: Double, high: Double)) -> Double {
        Swift.max(0, band.start - elements.low, elements.high - band.end)
    }
}
