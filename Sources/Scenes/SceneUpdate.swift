import LayoutCore
import LuaRuntime

/// The scene's last update: an `update { ... }` call, or identified `sections { ... }`
/// given again (a snapshot diff). It keeps the sections as they were before it, so that
/// the layout before the update can be computed again (`SceneContext.sceneBeforeLastUpdate`)
/// and the change list worked out (`ChangeList.compute` with `mapping`).
public struct SceneUpdate {
    /// How the update was given.
    public enum Origin: String, Sendable {
        /// `update { ... }`.
        case batch
        /// `sections { ... }` with `ids`, given again: the batch was computed by `SnapshotDiff`.
        case diff
    }

    public var origin: Origin
    /// Its number among the updates the context has made (1 for the first).
    public var number: Int
    /// The batch (as written, or as the diff computed it).
    public var batch: BatchUpdate
    /// Old to new and back, for sections and items.
    public var mapping: UpdateMapping
    /// Where the call was made (`update` or `sections`).
    public var site: LuaLocation?
    /// The sections before the update.
    var sectionsBefore: SceneSections
    /// A compositional scene's listed section specs before the update (they follow their
    /// sections), when it lists them.
    var listedSpecsBefore: [CompositionalSection]?
}
