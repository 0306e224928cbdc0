import LayoutCore
import Rendering
import Scenes

/// A scene loaded and laid out: the context it ran in, the scene it described, and the
/// snapshot of its layout with decorations. The commands (`dump`, `show`, `render`) and
/// the REPL all go through one.
public final class SceneSession {
    public let context: SceneContext
    public private(set) var scene: Scene
    public private(set) var snapshot: LayoutSnapshot

    /// Loads a scene file and lays it out.
    /// - Throws: `SceneError` located in the file.
    public init(file: String) throws(SceneError) {
        context = try SceneContext(print: { StandardStreams.err($0 + "\n") })
        try context.run(file: file)
        scene = try context.scene()
        snapshot = LayoutSnapshot(geometry: try scene.geometry())
    }

    /// Recomputes the layout after the context changed (a REPL input).
    public func relayout() throws(SceneError) {
        let newScene = try context.scene()
        let geometry = try newScene.geometry()
        scene = newScene
        snapshot = LayoutSnapshot(geometry: geometry)
    }

    /// The elements in `rect`, or every element.
    public func elements(in rect: Rect?) -> [LayoutAttributes] {
        rect.map(snapshot.elements(in:)) ?? snapshot.allElements()
    }

    /// The layout's warnings, as UIKit would log them.
    public var warnings: [String] { snapshot.geometry.warnings }
}
