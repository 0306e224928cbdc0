import LayoutCore
import LuaRuntime
import Suggestions

/// What `update { ... }` said, read from its table: the batch, and the data the new
/// elements need (an inserted item's size, an inserted section's own keys).
struct SceneUpdateRequest {
    var batch = BatchUpdate(
        deleteSections: [], insertSections: [], moveSections: [], reloadSections: [], deleteItems: [],
        insertItems: [], moveItems: [], reloadItems: [])
    /// `insertItems = { { 1, 0, size = { 100, 50 } } }`: sizes by new index path.
    var insertedItemSizes: [IndexPath: Size] = [:]
    /// `insertSections = { { at = 2, items = 4, ... } }`: the section each entry describes
    /// (with the keys a `sections { }` entry takes), by new section index.
    var insertedSections: [Int: InsertedSection] = [:]
    /// `resizeItems = { { 0, 3, size = { 320, 88 } } }`: a self-sized cell's new fitted size
    /// (R18), by index path after the update's other changes, with the entry's key.
    var resizedItems: [(path: IndexPath, size: Size, key: String)] = []

    struct InsertedSection {
        var section: FlowSection
        /// The entry's `itemSize`, which its items take.
        var itemSize: Size?
        /// The first key only the flow layout understands, as a `sections { }` entry reports it.
        var flowOnlyKey: String?
        /// The entry's key (`update.insertSections[0]`).
        var key: String
    }
}

/// Reads `update { deleteItems = { {0, 1} }, insertItems = { {1, 0, size = {100, 50}} },
/// insertSections = { { at = 2, items = 4 } }, deleteSections = { 3 },
/// moveItems = { { from = {0, 2}, to = {1, 1} } }, moveSections = { { from = 0, to = 2 } },
/// reloadItems = { {0, 0} }, reloadSections = { 1 } }` (index paths 0-based, as UIKit's;
/// keys 0-based in errors, as `sections[0]` is).
enum SceneUpdateReader {
    static let keys = [
        "deleteItems", "insertItems", "moveItems", "reloadItems", "deleteSections", "insertSections", "moveSections",
        "reloadSections", "resizeItems",
    ]
    /// The named keys of an `insertItems` entry (besides its index path's two numbers).
    static let insertedItemKeys = ["size"]
    /// The keys of an `insertSections` entry: `at`, and those of a `sections { }` entry.
    static let insertedSectionKeys = ["at"] + SceneContext.sectionKeys

    typealias R = SceneValueReader

    /// - Parameter readSection: reads an inserted section's keys as `sections { }` reads an entry.
    static func read(
        _ value: LuaValue,
        readSection: (LuaValue, String) throws(SceneKeyError) -> (section: FlowSection, itemSize: Size?, flowOnlyKey: String?)
    ) throws(SceneKeyError) -> SceneUpdateRequest {
        let f = try R.fields(value, "update", allowed: keys)
        var request = SceneUpdateRequest()
        for (i, entry) in try list(f["deleteItems"], "update.deleteItems").enumerated() {
            request.batch.deleteItems.append(try indexPath(entry, "update.deleteItems[\(i)]"))
        }
        for (i, entry) in try list(f["reloadItems"], "update.reloadItems").enumerated() {
            request.batch.reloadItems.append(try indexPath(entry, "update.reloadItems[\(i)]"))
        }
        for (i, entry) in try list(f["insertItems"], "update.insertItems").enumerated() {
            let key = "update.insertItems[\(i)]"
            let path = try indexPath(entry, key, allowing: insertedItemKeys)
            request.batch.insertItems.append(path)
            if let size = entry.table?.fields.first(where: { $0.key.string == "size" })?.value {
                let size = try R.size(size, key + ".size")
                try checking(key + ".size") { () throws(LayoutError) in try FieldCheck.size(size, LayoutFieldPath(.configuration)) }
                request.insertedItemSizes[path] = size
            }
        }
        for (i, entry) in try list(f["resizeItems"], "update.resizeItems").enumerated() {
            let key = "update.resizeItems[\(i)]"
            let path = try indexPath(entry, key, allowing: ["size"])
            guard let value = entry.table?.fields.first(where: { $0.key.string == "size" })?.value else {
                throw SceneKeyError(key: key, "missing: the item's new size ({ section, item, size = { width, height } })")
            }
            let size = try R.size(value, key + ".size")
            try checking(key + ".size") { () throws(LayoutError) in try FieldCheck.size(size, LayoutFieldPath(.configuration)) }
            request.resizedItems.append((path, size, key))
        }
        for (i, entry) in try list(f["moveItems"], "update.moveItems").enumerated() {
            let key = "update.moveItems[\(i)]"
            let move = try R.fields(entry, key, allowed: ["from", "to"])
            guard let from = move["from"], let to = move["to"] else {
                throw SceneKeyError(key: key, "expected { from = { section, item }, to = { section, item } }")
            }
            request.batch.moveItems.append(.init(from: try indexPath(from, key + ".from"), to: try indexPath(to, key + ".to")))
        }
        for (i, entry) in try list(f["deleteSections"], "update.deleteSections").enumerated() {
            request.batch.deleteSections.append(try R.integer(entry, "update.deleteSections[\(i)]"))
        }
        for (i, entry) in try list(f["reloadSections"], "update.reloadSections").enumerated() {
            request.batch.reloadSections.append(try R.integer(entry, "update.reloadSections[\(i)]"))
        }
        for (i, entry) in try list(f["moveSections"], "update.moveSections").enumerated() {
            let key = "update.moveSections[\(i)]"
            let move = try R.fields(entry, key, allowed: ["from", "to"])
            guard let from = move["from"], let to = move["to"] else {
                throw SceneKeyError(key: key, "expected { from = section, to = section }")
            }
            request.batch.moveSections.append(.init(from: try R.integer(from, key + ".from"), to: try R.integer(to, key + ".to")))
        }
        for (i, entry) in try list(f["insertSections"], "update.insertSections").enumerated() {
            let key = "update.insertSections[\(i)]"
            let fields = try R.fields(entry, key, allowed: insertedSectionKeys)
            guard let at = fields["at"] else {
                throw SceneKeyError(key: key + ".at", "missing: where the section goes ({ at = 2, items = 4 })")
            }
            let index = try R.integer(at, key + ".at")
            guard let table = entry.table else { throw R.typeError(key, "table", entry) }
            let rest = LuaTable(fields: table.fields.filter { $0.key.string != "at" }.map { ($0.key, $0.value) })
            let read = try readSection(.table(rest), key)
            // Checked here, at the update's line: the layout would name a section of the
            // data `sections { }` gave, at its line.
            if let itemSize = read.itemSize {
                try checking(key + ".itemSize") { () throws(LayoutError) in try FieldCheck.size(itemSize, LayoutFieldPath(.configuration)) }
            }
            // The section's own check names LayoutCore's fields; the scene wrote `items`.
            try checking(key, field: SceneKeys.flowSectionKey) { () throws(LayoutError) in try read.section.check() }
            request.batch.insertSections.append(.init(index, itemCount: read.section.itemCount))
            // A section inserted twice at one index is the batch's error (UIKit's words);
            // the first entry's data is kept until then.
            if request.insertedSections[index] == nil {
                request.insertedSections[index] = .init(
                    section: read.section, itemSize: read.itemSize, flowOnlyKey: read.flowOnlyKey, key: key)
            }
        }
        return request
    }

    /// Runs one of LayoutCore's checks (its rules and words) on a value the update wrote at
    /// `key`, and names the failing field from there (`key.width`).
    private static func checking(
        _ key: String, field name: (String) -> String = { $0 }, _ check: () throws(LayoutError) -> Void
    ) throws(SceneKeyError) {
        do {
            try check()
        } catch {
            throw SceneKeyError(key: error.path.field.isEmpty ? key : key + "." + name(error.path.field), error.message)
        }
    }

    /// A list (a table without named keys), or nothing.
    private static func list(_ value: LuaValue?, _ key: String) throws(SceneKeyError) -> [LuaValue] {
        guard let value else { return [] }
        guard let table = value.table else { throw R.typeError(key, "table", value) }
        if let field = table.fields.first {
            throw SceneKeyError(key: key, "expected a list, got the key \(field.key.string ?? "of type " + field.key.typeName)")
        }
        return table.array
    }

    /// `{ section, item }`, with named fields `allowing` beside the two numbers.
    private static func indexPath(_ value: LuaValue, _ key: String, allowing named: [String] = []) throws(SceneKeyError) -> IndexPath {
        guard let table = value.table else { throw R.typeError(key, "table", value) }
        guard table.array.count == 2 else {
            throw SceneKeyError(key: key, "expected { section, item } (2 integers), got \(table.array.count) values")
        }
        for field in table.fields {
            guard let name = field.key.string, named.contains(name) else {
                let shown = field.key.string ?? "a \(field.key.typeName) key"
                let message = named.isEmpty
                    ? "expected { section, item } (2 integers), got the key \(shown)"
                    : NearestName.unknownMessage("key", shown, allowed: named)
                throw SceneKeyError(key: field.key.string.map { R.join(key, $0) } ?? key, message)
            }
        }
        return IndexPath(section: try R.integer(table.array[0], key + "[0]"), item: try R.integer(table.array[1], key + "[1]"))
    }
}
