/// Which indices a rule applies to, in the spirit of CSS's `:nth-child`, over 0-based
/// indices as UIKit numbers them: `even` is 0, 2, 4, ...; `nth(3, 1)` ("3n+1") is 1, 4, 7.
///
/// Selectors are data, matched in Swift, so a rule that colours every other cell of a
/// million costs no call into Lua per cell.
public indirect enum IndexSelector: Hashable, Sendable {
    case all
    case even
    case odd
    case first
    case last
    /// `a·n + b` for some n ≥ 0 (n ≤ 0 when a is negative, as `-n+3` selects 0...3).
    case nth(a: Int, b: Int)
    /// `lower...upper`, inclusive; negative bounds count from the end (-1 is the last).
    case range(lower: Int, upper: Int)
    case indices(Set<Int>)
    case not(IndexSelector)
    case allOf([IndexSelector])
    case anyOf([IndexSelector])

    /// True when `index` (0-based) of `count` indices is selected. Any Int inputs are
    /// answered exactly: the arithmetic is done in 128 bits, where no Int input overflows
    /// (plugins pass what they like, `math.mininteger` included).
    public func matches(_ index: Int, count: Int) -> Bool {
        switch self {
        case .all: return true
        case .even: return index % 2 == 0
        case .odd: return index % 2 != 0
        case .first: return index == 0
        case .last: return Int128(index) == Int128(count) - 1
        case let .nth(a, b):
            if a == 0 { return index == b }
            let steps = Int128(index) - Int128(b)
            return steps % Int128(a) == 0 && steps / Int128(a) >= 0
        case let .range(lower, upper):
            let lo = lower < 0 ? Int128(count) + Int128(lower) : Int128(lower)
            let hi = upper < 0 ? Int128(count) + Int128(upper) : Int128(upper)
            return Int128(index) >= lo && Int128(index) <= hi
        case .indices(let set): return set.contains(index)
        case .not(let inner): return !inner.matches(index, count: count)
        case .allOf(let all): return all.allSatisfy { $0.matches(index, count: count) }
        case .anyOf(let any): return any.contains { $0.matches(index, count: count) }
        }
    }
}

extension IndexSelector {
    /// How many of the indices `0..<end` of `count` the selector matches: what a windowed
    /// decorator (R24) counts to number a window's decorations after those of the lines
    /// before it. O(1) for the arithmetic selectors, O(size) for a list, O(end) otherwise.
    public func count(below end: Int, of count: Int) -> Int {
        guard end > 0 else { return 0 }
        switch self {
        case .all: return end
        case .even: return (end + 1) / 2
        case .odd: return end / 2
        case .first: return 1
        case .last: return count - 1 >= 0 && count - 1 < end ? 1 : 0
        case let .nth(a, b) where abs(a) < 1 << 40 && abs(b) < 1 << 40:
            if a == 0 { return b >= 0 && b < end ? 1 : 0 }
            if a > 0 {
                // b + a·n for n ≥ 0, within 0...end - 1.
                let n0 = b >= 0 ? 0 : (-b + a - 1) / a
                guard end - 1 - b >= 0 else { return 0 }
                let n1 = (end - 1 - b) / a
                return Swift.max(0, n1 - n0 + 1)
            }
            // b, b - |a|, b - 2|a|, ... within 0...end - 1.
            let step = -a
            guard b >= 0 else { return 0 }
            let top = b <= end - 1 ? b : b - ((b - (end - 1) + step - 1) / step) * step
            return top >= 0 ? top / step + 1 : 0
        case let .range(lower, upper) where abs(lower) < 1 << 40 && abs(upper) < 1 << 40 && abs(count) < 1 << 40:
            let lo = Swift.max(0, lower < 0 ? count + lower : lower)
            let hi = Swift.min(end - 1, upper < 0 ? count + upper : upper)
            return Swift.max(0, hi - lo + 1)
        case .indices(let set): return set.count { $0 >= 0 && $0 < end }
        case .not(let inner): return end - inner.count(below: end, of: count)
        default:
            var n = 0
            for i in 0..<end where matches(i, count: count) { n += 1 }
            return n
        }
    }
}
