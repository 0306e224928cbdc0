import Rendering

/// One line of the report: a workload's samples and, when it has one, its reference
/// measured in the same run, interleaved with it.
struct BenchmarkRow {
    enum Unit: String {
        case seconds = "s"
        case bytesPerElement = "B/element"
    }

    struct Reference {
        var name: String
        var samples: Samples
    }

    var name: String
    var unit: Unit
    var samples: Samples
    var reference: Reference?
    /// What is measured, and the issue's target where there is one.
    var note: String
    /// Checks and derived figures, one per line (outputs identical, decorations emitted).
    var details: [String] = []

    /// The median over the reference's median.
    var ratio: Double? { reference.map { samples.median / $0.samples.median } }
}

/// Formats rows as text or JSON lines.
enum BenchmarkFormat {
    /// `prepare-grid-1m   median 84.1 ms  min 80.0 ms  max 90.2 ms  (9 runs)  8.6x grid-floor-1m (9.8 ms)`
    static func text(_ row: BenchmarkRow) -> String {
        let s = row.samples
        let name = row.name + String(repeating: " ", count: Swift.max(1, 30 - row.name.count))
        var line = "\(name)median \(value(s.median, row.unit))  min \(value(s.min, row.unit))  max \(value(s.max, row.unit))  (\(s.count) run\(s.count == 1 ? "" : "s"))"
        if let reference = row.reference, let ratio = row.ratio {
            line += "  \(ratioText(ratio)) \(reference.name) (median \(value(reference.samples.median, row.unit)))"
        }
        var text = line + "\n    " + row.note + "\n"
        for detail in row.details { text += "    " + detail + "\n" }
        return text
    }

    /// One JSON object per row, on one line; every time in seconds.
    static func json(_ row: BenchmarkRow) -> String {
        func stats(_ s: Samples) -> String {
            "\"median\": \(number(s.median)), \"min\": \(number(s.min)), \"max\": \(number(s.max)), "
                + "\"q1\": \(number(s.q1)), \"q3\": \(number(s.q3)), \"runs\": \(s.count)"
        }
        var fields = ["\"name\": \(JSONString.quote(row.name))", "\"unit\": \(JSONString.quote(row.unit.rawValue))", stats(row.samples)]
        if let reference = row.reference, let ratio = row.ratio {
            fields.append("\"reference\": {\"name\": \(JSONString.quote(reference.name)), \(stats(reference.samples))}")
            fields.append("\"ratio\": \(number(ratio))")
        }
        fields.append("\"note\": \(JSONString.quote(row.note))")
        fields.append("\"details\": [\(row.details.map(JSONString.quote).joined(separator: ", "))]")
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// "3.14x", or for a small ratio "0.0018x (565x faster than)".
    static func ratioText(_ ratio: Double) -> String {
        ratio >= 0.1 || ratio <= 0 ? "\(fixed(ratio, 2))x" : "\(fixed(ratio, 4))x (\(fixed(1 / ratio, 0))x faster than)"
    }

    /// "12.3 ms", "45.6 µs", "789 ns"; "63.2 B/element".
    static func value(_ v: Double, _ unit: BenchmarkRow.Unit) -> String {
        switch unit {
        case .bytesPerElement: return "\(fixed(v, 1)) B/element"
        case .seconds: return time(v)
        }
    }

    static func time(_ s: Double) -> String {
        if s >= 1 { return "\(fixed(s, 2)) s" }
        if s >= 1e-3 { return "\(fixed(s * 1e3, 2)) ms" }
        if s >= 1e-6 { return "\(fixed(s * 1e6, 2)) µs" }
        return "\(fixed(s * 1e9, 1)) ns"
    }

    /// `v` with `digits` decimals.
    static func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return String(v) }
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        let scaled = (abs(v) * p).rounded()
        let whole = Int(scaled / p), fraction = Int(scaled - Double(whole) * p)
        let sign = v < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let digitsText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }

    static func number(_ v: Double) -> String { v.isFinite ? String(v) : "null" }
}
