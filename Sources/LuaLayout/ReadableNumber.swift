/// Numbers as a person writes them, for the REPL's tables and `:attrs`: `137.67`, not
/// `137.66666666666666`. Whole numbers print whole; others keep two decimals (three
/// significant digits below 0.01, so a small value never reads 0). The JSON keeps every
/// digit: this is for reading, not for comparing.
package enum ReadableNumber {
    package static func format(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d > 0 ? "inf" : "-inf" }
        if let whole = Int64(exactly: d) { return String(whole) }
        var scale = 100.0
        while (d * scale).rounded() == 0, scale < 1e300 { scale *= 10 }
        if scale > 100 { scale *= 100 }   // three significant digits for small values
        let rounded = (d * scale).rounded() / scale
        if let whole = Int64(exactly: rounded) { return String(whole) }
        return String(rounded)
    }
}
