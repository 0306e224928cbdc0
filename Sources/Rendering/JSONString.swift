/// Quotes a string for JSON (RFC 8259, section 7): `"` and `\` are escaped, control
/// characters become `\n`, `\t`, ... or `\u00XX`; everything else is written as UTF-8,
/// so kinds and colours stay readable in diffs.
public enum JSONString {
    /// `text` between double quotes, escaped.
    ///
    /// Works on the UTF-8 bytes: every byte that needs escaping is ASCII (or the three
    /// bytes of U+2028/2029), so the rest is copied as it is. The preview quotes its whole
    /// SVG pictures at every scroll step, and appending scalar by scalar was a quarter of
    /// a step's time (`lualayout bench serve-orthogonal-step`).
    public static func quote(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 2)
            out.append(UInt8(ascii: "\""))
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9).
                if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    out.append(contentsOf: unicodeEscape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029).utf8)
                    i += 3
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                case _ where byte < 0x20 || byte == 0x7F: out.append(contentsOf: unicodeEscape(UInt32(byte)).utf8)
                default: out.append(byte)
                }
                i += 1
            }
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `\uXXXX` with four hex digits; also used for U+2028/2029, which JavaScript
    /// parsers before ES2019 reject inside strings.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
