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
    /// The plugin errors of the layout before the update.
    public var beforeErrors: [PluginError]
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
    /// through the same path as every layout, with the same uses), then kept.
    /// - Returns: the comparison, with the errors of both layouts: the layout shown's, then
    ///   those of the layout before that it does not have too. Its `newErrors` are those
    ///   this call met (none when the comparison was made before).
    /// - Throws: `SceneError` when the layout before the update cannot be computed.
    public func lastUpdate() throws(SceneError) -> LayoutDocument<UpdateComparison>? {
        if let comparison = cachedUpdateComparison { return withErrorsBefore(comparison, comparison.beforeErrors, newErrors: []) }
        guard let update = context.lastUpdate, let beforeScene = try context.sceneBeforeLastUpdate() else { return nil }
        // The layout before runs the uses of the layout shown, which it shares: its placement
        // and reserving plugins shape it too, through the same pipeline, and every error of
        // it (M.place, M.reserve, hooks) comes back with the comparison.
        let before = try LayoutPipeline.run(
            beforeScene, host: host, sceneState: context.lua, uses: .configured(outcome.configuration), eager: true)
        let old = before.snapshot.allElements()
        let new = query(nil)
        let beforePass = before.pass
        // Decorations are paired by the plugin use that made them too: two uses drawing the
        // same kind in a section are never taken for each other.
        let usesBefore = beforePass.snapshot.decorationPluginUses(), usesAfter = snapshot.decorationPluginUses()
        let changes = ChangeList.compute(old: old, new: new.body, mapping: update.mapping) { element, before in
            element.category == .decoration ? (before ? usesBefore : usesAfter)[element.key] : nil
        }
        let comparison = UpdateComparison(
            update: update, before: beforePass.snapshot, after: snapshot, changes: changes, beforeErrors: before.errors)
        cachedUpdateComparison = comparison
        return withErrorsBefore(comparison, before.errors, newErrors: new.newErrors)
    }

    /// `body` with the layout's errors and warnings, and the errors of the layout before its
    /// update that it does not have too (the same `use` that cannot start, say), after them.
    private func withErrorsBefore<Body>(_ body: Body, _ errorsBefore: [PluginError], newErrors: [PluginError]) -> LayoutDocument<Body> {
        let errors = outcome.errors
        let more = errorsBefore.filter { !errors.contains($0) }
        return LayoutDocument(body: body, errors: errors + more, newErrors: newErrors + more, warnings: outcome.warnings)
    }

    /// The scene's last update as the JSON document `lualayout dump --updates` prints: the
    /// layouts before and after it and the change list (docs/json.md, "Updates"); nil when
    /// the scene made none. It comes with the errors of both layouts (`lastUpdate()`).
    /// - Throws: `SceneError` when the layout before the update cannot be computed.
    public func updatesJSON() throws(SceneError) -> LayoutDocument<String>? {
        guard let comparison = try lastUpdate() else { return nil }
        let after = query(nil)
        let text = JSONWriter.updates(
            before: (comparison.body.before.contentSize, comparison.body.before.allElements()),
            after: (comparison.body.after.contentSize, after.body), changes: comparison.body.changes)
        return withErrorsBefore(text, comparison.body.beforeErrors, newErrors: comparison.newErrors + after.newErrors)
    }
}
