// Rules: docs/layout-rules.md, C18

/// Where a boundary supplementary item sits on its section (or layout), as `NSRectAlignment`.
///
/// In a vertical layout the top… and bottom… alignments lie on the scroll axis and may
/// extend the section (C18); `leading`/`trailing` sit inside it. A horizontal layout mirrors
/// this: the …leading and …trailing alignments extend, `top`/`bottom` sit inside.
public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
    case top
    case bottom
    case leading
    case trailing
    case topLeading
    case topTrailing
    case bottomLeading
    case bottomTrailing
}
