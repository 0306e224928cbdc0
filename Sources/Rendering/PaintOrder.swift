import LayoutCore

/// The order in which pictures paint elements: ascending zIndex, as UIKit composites
/// views, and for equal zIndex the order the query returned them (a stable sort; Swift's
/// `sorted(by:)` does not promise stability, so the query position breaks ties).
public enum PaintOrder {
    /// `elements` from bottom to top.
    public static func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
    }
}
