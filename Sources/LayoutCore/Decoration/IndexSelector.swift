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
