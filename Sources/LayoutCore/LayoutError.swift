/// A layout that cannot be computed from its input, with the path of the input field at
/// fault (`sections[2].group.subitems[1]`) so a scene loader can point at the line.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Dotted path of the offending field, relative to the layout configuration.
    public var field: String
    public var message: String

    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}
