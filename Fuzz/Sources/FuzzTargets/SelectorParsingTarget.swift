import Decorations
import LayoutCore

/// A selector string, parsed and matched as `lualayout.matches(selector, index, count)`,
/// `color_rules` and `out:style` do.
///
/// Input: the selector's text, optionally followed by a NUL byte and up to 16 bytes read as
/// two little-endian 64-bit integers, `index` and `count`: Lua hands any integer to
/// `lualayout.matches`. Every selector is also matched over small layouts, as `out:style`
/// matches it over a section's items.
enum SelectorParsingTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let nul = bytes.firstIndex(of: 0)
        let text = String(decoding: bytes[..<(nul ?? bytes.endIndex)], as: UTF8.self)
        let selector: IndexSelector
        switch SelectorParser.parse(text) {
        case .success(let parsed): selector = parsed
        case .failure(let error):
            // Bytes, not characters: a combining mark after the quote is still the selector's.
            if !error.description.utf8.starts(with: "bad selector '".utf8) {
                FuzzFailure.stop(.selector, "an error that does not name the selector: \(error)")
            }
            return
        }
        for count in 0...12 {
            for index in 0..<count { _ = selector.matches(index, count: count) }
        }
        if let nul {
            let tail = Array(bytes[(nul + 1)...].prefix(16)) + Array(repeating: 0, count: 16)
            let index = word(tail, 0), count = word(tail, 8)
            _ = selector.matches(index, count: count)
        }
    }

    /// The little-endian integer in `bytes[start..<start + 8]`.
    private static func word(_ bytes: [UInt8], _ start: Int) -> Int {
        (0..<8).reduce(0) { $0 | Int(bytes[start + $1]) << (8 * $1) }
    }
}
