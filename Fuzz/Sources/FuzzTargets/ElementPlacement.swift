import LayoutCore

/// Where an element is and how high it stacks: what the fuzz targets compare between two
/// layouts of the same elements (custom attributes left out: a plugin may style a cell).
struct ElementPlacement: Equatable {
    var frame: Rect
    var zIndex: Int

    /// Each element's placement, by identity.
    static func byKey(_ elements: [LayoutAttributes]) -> [ElementKey: ElementPlacement] {
        var result: [ElementKey: ElementPlacement] = [:]
        for element in elements { result[element.key] = ElementPlacement(frame: element.frame, zIndex: element.zIndex) }
        return result
    }
}
