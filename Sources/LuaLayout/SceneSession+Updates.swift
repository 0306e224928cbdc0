import Decorations
import LayoutCore
import Rendering
import Scenes

/// The scene's last update laid out: the layout before it and after it, and what happened
/// to every element (`dump --updates`, the REPL's `:update`).
public struct UpdateComparison {
    /// The update as the scene recorded it (where it was made, the sections before it).
    package var update: SceneUpdate
    /// The update's batch: as `update { }` wrote it, or as the diff of identified
    /// `sections { }` given again computed it.
    public var batch: BatchUpdate { update.batch }
    /// Old index paths to new and back, for sections and items.
    public var mapping: UpdateMapping { update.mapping }
    /// The layout before the update (the scene as it is, with its sections as they were
    /// before the update), decorated in full.
    public var before: LayoutSnapshot
    /// The session's layout.
    public var after: LayoutSnapshot
    /// One entry per element after the update (in query order), then one per deleted element.
    public var changes: [ElementChange]
}

extension SceneSession {
    /// Applies a batch update to the scene's data, written as the table `update { ... }`
    /// takes (`{ deleteItems = { {0, 1} }, insertSections = { 2 } }`, docs/updates.md), and
    /// lays the scene out again: only the sections the update touched
    /// (`lastIncrementalLayout`). `lastUpdate()` then compares the layouts before and after.
    /// - Parameters:
    ///   - batch: the update's table, as Lua text.
    ///   - name: the chunk name errors cite (`name:LINE: ...`).
    /// - Throws: `SceneError` naming the key at fault; the layout shown stays.
    /// - Returns: the new layout's outcome (`incremental` says what it laid out again).
    @discardableResult
    public func update(_ batch: String, name: String = "update") throws(SceneError) -> LayoutOutcome {
        _ = try context.run(source: "update " + batch, chunk: name)
        return try relayout()
    }

    /// The scene's last update (`update { }`, or identified `sections { }` given again)
    /// laid out and compared, element by element; nil when the scene made none. Computed
    /// on first use after each layout (the layout before the update is laid out then,
    /// through the same path as every layout), then kept. Plugin errors of the layout
    /// before are added to `passErrors`.
    /// - Throws: `SceneError` when the layout before the update cannot be computed.
    public func lastUpdate() throws(SceneError) -> UpdateComparison? {
        if let comparison = cachedUpdateComparison { return comparison }
        guard let update = context.lastUpdate, let beforeScene = try context.sceneBeforeLastUpdate() else { return nil }
        // The host is configured for the scene's uses, which the layout before shares: its
        // placement and reserving plugins shape it too, through the same pipeline, and every
        // error of it (M.place, M.reserve, hooks) is the session's.
        let before = try LayoutPipeline.run(beforeScene, host: host, sceneState: context.lua, configure: false, eager: true)
        let old = before.snapshot.allElements()
        let new = elements(in: nil)
        appendPassErrors(before.errors)
        let beforePass = before.pass
        // Decorations are paired by the plugin use that made them too: two uses drawing the
        // same kind in a section are never taken for each other.
        let usesBefore = beforePass.snapshot.decorationPluginUses(), usesAfter = snapshot.decorationPluginUses()
        let changes = ChangeList.compute(old: old, new: new, mapping: update.mapping) { element, before in
            element.category == .decoration ? (before ? usesBefore : usesAfter)[element.key] : nil
        }
        let comparison = UpdateComparison(update: update, before: beforePass.snapshot, after: snapshot, changes: changes)
        cachedUpdateComparison = comparison
        return comparison
    }

    /// The scene's last update as the JSON document `lualayout dump --updates` prints: the
    /// layouts before and after it and the change list (docs/json.md, "Updates"); nil when
    /// the scene made none. Plugin errors of both layouts are in `passErrors` after it.
    /// - Throws: `SceneError` when the layout before the update cannot be computed.
    public func updatesJSON() throws(SceneError) -> String? {
        guard let comparison = try lastUpdate() else { return nil }
        return JSONWriter.updates(
            before: (comparison.before.contentSize, comparison.before.allElements()),
            after: (comparison.after.contentSize, elements(in: nil)), changes: comparison.changes)
    }
}
