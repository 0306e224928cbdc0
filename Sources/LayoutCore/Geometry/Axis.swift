/// A geometric axis: x is `.horizontal`, y is `.vertical`.
///
/// Layout code is written once for both scroll directions by asking for the component
/// "along" or "across" an axis, the way AwesomeWM's `tile.lua` indexes `wa[width]`.
public enum Axis: String, Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
