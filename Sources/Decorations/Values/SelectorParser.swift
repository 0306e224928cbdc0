import LayoutCore
import Suggestions

/// Parses selector strings into `IndexSelector`s (0-based, as index paths):
/// `all`, `even`, `odd`, `first`, `last`, `An+B` (`3n+1`, `-n+2`, `n`), `3`, `2..5` (negative
/// bounds count from the end), `a,b` (union), `not S`.
public enum SelectorParser {
    public static func parse(_ text: String) -> Result<IndexSelector, SelectorError> {
        let trimmed = text.trimmingBlanks
        if trimmed.isEmpty { return .failure(SelectorError(text, "empty selector")) }
        if let huge = outOfRangeNumber(in: trimmed) {
            return .failure(SelectorError(text, "\(huge) is out of range (numbers in a selector are 64-bit integers)"))
        }
        let parts = trimmed.split(separator: ",").map { String($0).trimmingBlanks }
        if parts.count > 1 {
            var selectors: [IndexSelector] = []
            for part in parts {
                switch parse(part) {
                case .success(let s): selectors.append(s)
                case .failure(let e): return .failure(e)
                }
            }
            return .success(.anyOf(selectors))
        }
        if trimmed.hasPrefix("not ") {
            return parse(String(trimmed.dropFirst(4))).map { .not($0) }
        }
        switch trimmed {
        case "all", "*": return .success(.all)
        case "even": return .success(.even)
        case "odd": return .success(.odd)
        case "first": return .success(.first)
        case "last": return .success(.last)
        default: break
        }
        if let n = Int(trimmed) { return .success(.indices([n])) }
        if let range = trimmed.firstRange(of: "..") {
            guard let lo = Int(trimmed[..<range.lowerBound].trimmingBlanks), let hi = Int(trimmed[range.upperBound...].trimmingBlanks) else {
                return .failure(SelectorError(text, "a range is two integers, as in 2..5"))
            }
            return .success(.range(lower: lo, upper: hi))
        }
        if let nth = parseNth(trimmed) { return .success(nth) }
        return .failure(SelectorError(text, "expected all, even, odd, first, last, An+B, an index, a range a..b, a list a,b or not S"))
    }

    /// The first run of digits (with its sign) that is no 64-bit integer, if any.
    static func outOfRangeNumber(in text: String) -> String? {
        var run = ""
        for character in text + " " {
            if character.isASCII, character.isNumber || (run.isEmpty && character == "-") {
                run.append(character)
            } else {
                if run.contains(where: \.isNumber), Int(run) == nil { return run }
                run = character == "-" ? "-" : ""
            }
        }
        return nil
    }

    /// `An+B` with optional sign and spaces: `3n+1`, `-n+2`, `n`, `2n`, `2n-1`.
    static func parseNth(_ text: String) -> IndexSelector? {
        let compact = text.filter { $0 != " " }
        guard let n = compact.firstIndex(of: "n") else { return nil }
        let aText = String(compact[..<n]), bText = String(compact[compact.index(after: n)...])
        let a: Int
        switch aText {
        case "", "+": a = 1
        case "-": a = -1
        default:
            guard let v = Int(aText) else { return nil }
            a = v
        }
        var b = 0
        if !bText.isEmpty {
            guard bText.first == "+" || bText.first == "-", let v = Int(bText.first == "+" ? String(bText.dropFirst()) : bText) else { return nil }
            b = v
        }
        return .nth(a: a, b: b)
    }
}

public struct SelectorError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ text: String, _ reason: String) { description = "bad selector '\(text)': \(reason)" }
}

