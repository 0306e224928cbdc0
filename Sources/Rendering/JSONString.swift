/// Quotes a string for JSON (RFC 8259, section 7): `"` and `\` are escaped, control
/// characters become `\n`, `\t`, ... or `\u00XX`; everything else is written as UTF-8,
/// so kinds and colours stay readable in diffs.
public enum JSONString {
    /// `text` between double quotes, escaped.
    public static func quote(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars { append(scalar, to: &out) }
        out.append("\"")
        return out
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout String) {
        switch scalar {
        case "\"": out.append("\\\"")
        case "\\": out.append("\\\\")
        case "\n": out.append("\\n")
        case "\r": out.append("\\r")
        case "\t": out.append("\\t")
        case "\u{08}": out.append("\\b")
        case "\u{0C}": out.append("\\f")
        case _ where scalar.value < 0x20 || scalar.value == 0x7F
            || scalar.value == 0x2028 || scalar.value == 0x2029:
            out.append(unicodeEscape(scalar.value))
        default: out.unicodeScalars.append(scalar)
        }
    }

    /// `\uXXXX` with four hex digits; also used for U+2028/2029, which JavaScript
    /// parsers before ES2019 reject inside strings.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
