import LuaLayout
import Suggestions

/// Parses `x,y,w,h` (as `--rect` and REPL commands take it).
public enum RectArgument {
    /// - Returns: the rect, or an error message naming what is wrong.
    public static func parse(_ text: String) -> Result<Rect, RectArgumentError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map(\.trimmingBlanks)
        let numbers = parts.compactMap { Double($0) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            return .failure(RectArgumentError(text: text, reason: "expected x,y,w,h (four numbers, comma-separated)"))
        }
        guard numbers[2] >= 0, numbers[3] >= 0 else {
            return .failure(RectArgumentError(text: text, reason: "width and height cannot be negative"))
        }
        return .success(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}

public struct RectArgumentError: Error, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "invalid rect '\(text)': \(reason)" }
}
