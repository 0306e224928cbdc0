import Suggestions

/// `dump --snap SECTION,OFFSET,VELOCITY`: an orthogonal section, the inner offset at the end
/// of a drag and the drag's velocity in points per millisecond (C31).
public struct SnapArgument: Equatable, Sendable {
    public var section: Int
    public var offset: Double
    public var velocity: Double

    /// - Returns: the query, or an error message naming what is wrong.
    public static func parse(_ text: String) -> Result<SnapArgument, SnapArgumentError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingBlanks)
        guard parts.count == 3, let section = Int(parts[0]), section >= 0 else {
            return .failure(SnapArgumentError(text: text, reason: "expected SECTION,OFFSET,VELOCITY (a 0-based section, then two numbers)"))
        }
        guard let offset = Double(parts[1]), let velocity = Double(parts[2]), offset.isFinite, velocity.isFinite else {
            return .failure(SnapArgumentError(text: text, reason: "OFFSET and VELOCITY must be finite numbers"))
        }
        return .success(SnapArgument(section: section, offset: offset, velocity: velocity))
    }
}

public struct SnapArgumentError: Error, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "invalid query '\(text)': \(reason)" }
}
