/// Prints a `Double` for JSON exactly: the shortest digits that read back as the same
/// number, so a layout dumped and parsed again compares equal bit for bit.
///
/// Swift's `description` already yields the shortest round-trip digits (`0.1 + 0.2` is
/// `0.30000000000000004`, `413.0 / 3` is `137.66666666666666`); this only adapts its
/// spelling to JSON and to diffs: integral values lose their `.0` (`10`, not `10.0`),
/// `-0` prints as `0`, and exponents stay as Swift writes them (`1e-05`, `1e+16`), which
/// JSON's grammar accepts. NaN and infinities have no JSON spelling and print as `null`.
public enum JSONNumber {
    /// The JSON text of `value`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        let text = value.description
        if text.hasSuffix(".0") { return String(text.dropLast(2)) }
        return text
    }

    /// The JSON text of an integer.
    public static func format(_ value: Int) -> String { String(value) }
}
