import LayoutCore
import LuaRuntime

extension SceneContext {
    // MARK: update { }

    /// `update { ... }`: reads the batch, resolves it against the sections as they are
    /// (each call against what the previous one left), and applies it to the sections'
    /// data. A batch UIKit would reject changes nothing and stops the scene with UIKit's
    /// message, at the call's line.
    func applyUpdate(_ value: LuaValue) throws(SceneKeyError) {
        guard updatesInRun < SceneSizeLimits.updates else {
            throw SceneKeyError(
                key: "update", "too many updates: a scene makes at most \(SceneSizeLimits.grouped(SceneSizeLimits.updates)) in one run")
        }
        updatesInRun += 1
        let request = try SceneUpdateReader.read(value) { [unowned self] entry, key throws(SceneKeyError) in
            let read = try readSection(entry, key)
            if read.ids != nil {
                throw SceneKeyError(
                    key: "\(key).ids",
                    "an update names positions; identified sections change by giving sections { } again with their new ids")
            }
            if compositional != nil, let flowOnly = read.flowOnlyKey {
                throw SceneKeyError(
                    key: "\(key).\(flowOnly)",
                    "'\(flowOnly)' is a flow-layout key; an inserted compositional section takes its layout from compositional { }")
            }
            if read.itemData != nil {
                throw SceneKeyError(
                    key: "\(key).itemData", "an inserted section's items carry no data; give it in sections { } with the section")
            }
            if !read.supplementarySizes.isEmpty {
                throw SceneKeyError(
                    key: "\(key).supplementarySizes",
                    "an inserted section's boundary items start at their estimates; give their fitted sizes in sections { } once they have reported")
            }
            return (read.section, read.itemSize, read.flowOnlyKey)
        }
        for (_, size, key) in request.resizedItems { try checkHeld(size, key + ".size") }
        // A list with a rowHeight has no self-sizing rows to resize (C38): said at the update,
        // not later at the sections its sizes would land in.
        if case .listConfiguration(let list)? = compositional?.sections, list.rowHeight != nil, let first = request.resizedItems.first {
            throw SceneKeyError(
                key: first.key,
                "the list's rows are rowHeight tall, so they do not size themselves; leave rowHeight out to make them self-sizing (C38)")
        }
        if let (section, reason) = sections.inconsistentSection() {
            throw SceneKeyError(key: "update", "cannot update section \(section): \(reason)")
        }
        try chargeHostWork(
            Self.updateWork(request.batch, itemCounts: sections.itemCounts), weight: SceneSizeLimits.hostWorkPerItem, in: "update { }")
        let newCounts: [Int]
        do {
            newCounts = try request.batch.impliedItemCounts(oldItemCounts: sections.itemCounts)
        } catch {
            throw SceneKeyError(key: "update", error.message)
        }
        // Checked before resolving, which allocates for the sections the batch touches.
        try checkSize(newCounts)
        let mapping: UpdateMapping
        do {
            mapping = try request.batch.resolve(oldItemCounts: sections.itemCounts, newItemCounts: newCounts)
        } catch {
            throw SceneKeyError(key: "update", error.message)
        }
        let listedBefore = try listedSpecs(following: request, mapping: mapping)
        let before = sections
        // A compositional item with no fitted size keeps its estimate (C34).
        let unsized = compositional != nil ? SceneSections.notFitted : flow.itemSize
        var after = before.applying(request, mapping: mapping, layoutItemSize: unsized)
        try after.resize(request.resizedItems, layoutItemSize: unsized)
        sections = after
        updateCount += 1
        lastUpdate = SceneUpdate(
            origin: .batch, number: updateCount, batch: request.batch, mapping: mapping, site: callSites["update"], sectionsBefore: before,
            listedSpecsBefore: listedBefore)
    }

    /// What resolving and applying `batch` walks: every section once, and every item of
    /// the sections it names (a move in a million-item section remaps the million).
    static func updateWork(_ batch: BatchUpdate, itemCounts: [Int]) -> Int {
        var named = Set<Int>()
        for ip in batch.deleteItems + batch.insertItems + batch.reloadItems { named.insert(ip.section) }
        for move in batch.moveItems { named.formUnion([move.from.section, move.to.section]) }
        named.formUnion(batch.deleteSections + batch.reloadSections)
        for move in batch.moveSections { named.formUnion([move.from, move.to]) }
        var work = itemCounts.count + batch.insertSections.count
        for s in named where itemCounts.indices.contains(s) { work += max(itemCounts[s], 0) }
        return work
    }

    /// The scene's size limits hold after the update.
    private func checkSize(_ newCounts: [Int]) throws(SceneKeyError) {
        guard newCounts.count <= SceneSizeLimits.sections else {
            throw SceneKeyError(key: "update", SceneSizeLimits.tooManySections(newCounts.count))
        }
        let items = newCounts.reduce(0) { $0 + max($1, 0) }
        guard items <= SceneSizeLimits.items else {
            throw SceneKeyError(
                key: "update",
                "too many items after the update: \(SceneSizeLimits.grouped(items)); a scene has at most \(SceneSizeLimits.grouped(SceneSizeLimits.items)) items in all")
        }
    }

    /// A compositional scene that lists one spec per section (`sections = { ... }`): the
    /// specs follow their sections (deleted, moved). An inserted section would have none,
    /// so inserting is refused. Returns the specs before the update (nil when not listed).
    private func listedSpecs(following request: SceneUpdateRequest, mapping: UpdateMapping) throws(SceneKeyError) -> [CompositionalSection]? {
        guard var spec = compositional, case .list(let specs) = spec.sections, specs.count == mapping.oldSectionCount else {
            return nil
        }
        if !request.batch.insertSections.isEmpty {
            throw SceneKeyError(
                key: "update.insertSections",
                "this compositional scene lists one spec per section (compositional { sections = { ... } }), and an inserted section has none; give section = { ... } or sectionProvider = function(index) ... end")
        }
        spec.sections = .list((0..<mapping.newSectionCount).map { specs[mapping.oldSection(forNew: $0)!] })
        compositional = spec
        return specs
    }

    // MARK: sections { } given again

    /// Replaces the sections with those `sections { }` read. Identified sections given
    /// again are diffed against the previous identified ones (Heckel's algorithm,
    /// `SnapshotDiff`): the scene's last update. Identified sections given for the first
    /// time are checked for duplicates; sections without identifiers end the update history.
    func replaceSections(with new: SceneSections) throws(SceneKeyError) {
        guard let identified = new.identified else {
            sections = new
            lastUpdate = nil
            return
        }
        // The diff (or the duplicate check) walks every identifier, old and new.
        let oldIDs = sections.identified?.reduce(0) { $0 + $1.items.count + 1 } ?? 0
        try chargeHostWork(
            oldIDs + identified.reduce(0) { $0 + $1.items.count + 1 }, weight: SceneSizeLimits.hostWorkPerIdentifier, in: "sections { }")
        do throws(SnapshotDiffError) {
            if let old = sections.identified {
                let diff = try SnapshotDiff(old: old, new: identified)
                updateCount += 1
                lastUpdate = SceneUpdate(
                    origin: .diff, number: updateCount, batch: diff.batch, mapping: diff.mapping, site: callSites["sections"],
                    sectionsBefore: sections, listedSpecsBefore: nil)
            } else {
                try SnapshotDiff.validate(identified)
                lastUpdate = nil
            }
        } catch {
            throw SceneKeyError(key: SceneContext.duplicateKey(in: identified) ?? "sections", error.message)
        }
        sections = new
    }

    /// The key of the first identifier that repeats one before it (`sections[1].ids[2]`,
    /// `sections[2].id`), to locate a duplicate the diff rejected.
    static func duplicateKey(in sections: [IdentifiedSection<SceneSectionID, SceneIdentifier>]) -> String? {
        var sectionIDs = Set<SceneSectionID>()
        var itemIDs = Set<SceneIdentifier>()
        for (s, section) in sections.enumerated() {
            if !sectionIDs.insert(section.id).inserted { return "sections[\(s)].id" }
            for (i, id) in section.items.enumerated() where !itemIDs.insert(id).inserted { return "sections[\(s)].ids[\(i)]" }
        }
        return nil
    }

    /// `ids = { "a", "b", 3 }`: strings, or integers (written in decimal, so `3` and `"3"`
    /// are the same identifier).
    static func identifiers(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> [SceneIdentifier] {
        guard let table = value.table, table.fields.isEmpty else {
            throw SceneKeyError(key: key, "expected a list of identifiers (strings or integers)")
        }
        var result: [SceneIdentifier] = []
        result.reserveCapacity(table.array.count)
        for (i, entry) in table.array.enumerated() { result.append(try identifier(entry, "\(key)[\(i)]")) }
        return result
    }

    /// One identifier: a string, or an integer in decimal.
    static func identifier(_ value: LuaValue, _ key: String) throws(SceneKeyError) -> SceneIdentifier {
        switch value {
        case .string(let string): return SceneIdentifier(string)
        case .bytes(let bytes): return SceneIdentifier(bytes: bytes)
        default: break
        }
        if value.number != nil, let integer = value.integer { return SceneIdentifier(String(integer)) }
        throw SceneValueReader.typeError(key, "string or integer", value)
    }

    // MARK: The scene before the last update

    /// The scene as it is now, with the sections as they were before its last update:
    /// what `dump --updates` lays out as "before". nil when the scene made no update.
    /// - Throws: `SceneError` as `scene()` does.
    public func sceneBeforeLastUpdate() throws(SceneError) -> Scene? {
        guard let update = lastUpdate else { return nil }
        let (sectionsNow, compositionalNow) = (sections, compositional)
        defer { (sections, compositional) = (sectionsNow, compositionalNow) }
        sections = update.sectionsBefore
        if let listed = update.listedSpecsBefore, var spec = compositional, case .list = spec.sections {
            spec.sections = .list(listed)
            compositional = spec
        }
        return try scene()
    }
}
