/// A layout that cannot be computed from its input, with the path of the input field at
/// fault (`.section(2)`, `group.subitems[1]`) so a scene loader can point at the line.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending field, in the layout's own terms.
    public var path: LayoutFieldPath
    public var message: String

    public init(field path: LayoutFieldPath, _ message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
