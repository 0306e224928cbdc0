/// The identity of an element: two elements with the same key are the same element.
///
/// UIKit identifies supplementary and decoration views by (kind, index path); cells by
/// their index path alone, so a cell's `kind` is `nil`.
public struct ElementKey: Hashable, Sendable {
    public var category: ElementCategory
    public var kind: String?
    public var indexPath: IndexPath

    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    public static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }
}

extension ElementKey: CustomStringConvertible {
    public var description: String {
        switch category {
        case .cell: return "cell \(indexPath)"
        case .supplementary, .decoration: return "\(kind ?? "?") \(indexPath)"
        }
    }
}
