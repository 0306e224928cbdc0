import LayoutCore
import TestSupport

/// An independent model of a scene's data for the update property tests: every section
/// and item carries a tag that says which one it is, and a batch is applied by UIKit's
/// rule written plainly (in each list, the elements that leave are dropped, those that
/// arrive take their new places, and those that stay fill the other places in order),
/// not through `UpdateMapping`.
struct UpdateModel: Equatable {
    struct Item: Equatable {
        var tag: Int
        /// nil: the layout's `itemSize`.
        var size: Size?
    }

    struct Section: Equatable {
        var tag: Int
        var items: [Item]
    }

    var sections: [Section]

    /// The batch as the scene writes it, and the model after it.
    struct Batch {
        var lua: String
        var after: UpdateModel
    }

    /// `sections { ... }` for a self-sizing compositional layout: the items' fitted sizes,
    /// `false` for an item that has none (its estimate stands, C34).
    func fittedSectionsLua() -> String {
        "sections { " + sections.map { section in
            guard section.items.contains(where: { $0.size != nil }) else { return "\(section.items.count)" }
            let sizes = section.items.map { item in item.size.map { "{\($0.width), \($0.height)}" } ?? "false" }
            return "{ items = \(section.items.count), itemSizes = { \(sizes.joined(separator: ", ")) } }"
        }.joined(separator: ", ") + " }"
    }

    /// `sections { ... }` for the flow layout (sizes per item when a section has any).
    func sectionsLua(layoutItemSize: Size) -> String {
        let entries = sections.map { section -> String in
            guard section.items.contains(where: { $0.size != nil }) else { return "\(section.items.count)" }
            let sizes = section.items.map { item -> String in
                let size = item.size ?? layoutItemSize
                return "{\(size.width), \(size.height)}"
            }
            return "{ items = \(section.items.count), itemSizes = { \(sizes.joined(separator: ", ")) } }"
        }
        return "sections { \(entries.joined(separator: ", ")) }"
    }

    /// A random valid batch on this model (every rule UIKit checks holds by construction),
    /// and the model after it. `nextTag` hands out tags for inserted sections and items.
    func randomBatch(using random: inout SeededGenerator, nextTag: inout Int) -> Batch {
        let oldCount = sections.count
        var lua: [String] = []
        // Sections: each old one stays, is deleted, moved or reloaded.
        var deleted: Set<Int> = [], moved: [Int] = [], reloaded: Set<Int> = []
        for s in 0..<oldCount {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: deleted.insert(s)
            case 1: moved.append(s)
            case 2: reloaded.insert(s)
            default: break
            }
        }
        let insertedCount = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 1...2, using: &random) : 0
        let newCount = oldCount - deleted.count + insertedCount
        // New places for moved and inserted sections.
        var places = Array(0..<newCount).shuffled(using: &random)
        var arriving: [Int: Section] = [:]  // new index → section
        var sectionMoves: [(Int, Int)] = [], sectionInserts: [(Int, Int)] = []
        for s in moved {
            let to = places.removeLast()
            sectionMoves.append((s, to))
            arriving[to] = sections[s]
        }
        for _ in 0..<insertedCount {
            let at = places.removeLast()
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in Item(tag: Self.take(&nextTag), size: nil) }
            sectionInserts.append((at, items.count))
            arriving[at] = Section(tag: Self.take(&nextTag), items: items)
        }
        let staying = (0..<oldCount).filter { !deleted.contains($0) && !moved.contains($0) }
        var newSections = Self.fill(count: newCount, arriving: arriving, staying: staying.map { sections[$0] })
        // Reloaded sections: their items are new ones (with the same sizes).
        for t in newSections.indices {
            if let s = sections.firstIndex(where: { $0.tag == newSections[t].tag }), reloaded.contains(s) {
                newSections[t].items = newSections[t].items.map { Item(tag: Self.take(&nextTag), size: $0.size) }
            }
        }
        let oldIndex = { (t: Int) -> Int? in self.sections.firstIndex { $0.tag == newSections[t].tag } }
        // Items, only in sections that survive, are not reloaded and (for the destination)
        // not inserted: UIKit refuses item operations elsewhere.
        let itemSources = (0..<oldCount).filter { !deleted.contains($0) && !reloaded.contains($0) }
        let itemTargets = newSections.indices.filter { t in oldIndex(t).map { !reloaded.contains($0) } ?? false }
        var leaving: [Int: Set<Int>] = [:]  // old section → items deleted or moved out
        var itemDeletes: [IndexPath] = [], itemReloads: [IndexPath] = [], movingItems: [(IndexPath, Item)] = []
        for s in itemSources {
            for i in sections[s].items.indices {
                switch Int.random(in: 0..<12, using: &random) {
                case 0:
                    itemDeletes.append(IndexPath(section: s, item: i))
                    leaving[s, default: []].insert(i)
                case 1 where !itemTargets.isEmpty:
                    movingItems.append((IndexPath(section: s, item: i), sections[s].items[i]))
                    leaving[s, default: []].insert(i)
                case 2:
                    itemReloads.append(IndexPath(section: s, item: i))
                default: break
                }
            }
        }
        // Where arrivals go: moved items and inserts, into target sections.
        var arrivals: [Int: [Item?]] = [:]  // target section → arriving items (nil: an insert)
        var movesByTarget: [Int: [IndexPath]] = [:]
        for (from, _) in movingItems {
            let t = itemTargets.randomElement(using: &random)!
            arrivals[t, default: []].append(sections[from.section].items[from.item])
            movesByTarget[t, default: []].append(from)
        }
        var insertSizes: [IndexPath: Size?] = [:]
        for t in itemTargets where Int.random(in: 0..<4, using: &random) == 0 {
            for _ in 0..<Int.random(in: 1...2, using: &random) { arrivals[t, default: []].append(nil) }
        }
        var itemMoves: [(IndexPath, IndexPath)] = [], itemInserts: [IndexPath] = []
        for t in newSections.indices {
            guard let s = oldIndex(t), !reloaded.contains(s) else { continue }
            let stay = sections[s].items.indices.filter { !(leaving[s]?.contains($0) ?? false) }.map { sections[s].items[$0] }
            let coming = arrivals[t] ?? []
            let count = stay.count + coming.count
            var free = Array(0..<count).shuffled(using: &random)
            var arrivingItems: [Int: Item] = [:]
            var moveSources = (movesByTarget[t] ?? [])[...]
            for item in coming {
                let place = free.removeLast()
                if let item {
                    arrivingItems[place] = item
                    itemMoves.append((moveSources.removeFirst(), IndexPath(section: t, item: place)))
                } else {
                    let size: Size? = Bool.random(using: &random) ? Size(width: Double(Int.random(in: 10...60, using: &random)), height: 30) : nil
                    arrivingItems[place] = Item(tag: Self.take(&nextTag), size: size)
                    itemInserts.append(IndexPath(section: t, item: place))
                    insertSizes[IndexPath(section: t, item: place)] = size
                }
            }
            newSections[t].items = Self.fill(count: count, arriving: arrivingItems, staying: stay)
        }
        func path(_ p: IndexPath) -> String { "{\(p.section), \(p.item)}" }
        if !itemDeletes.isEmpty { lua.append("deleteItems = { " + itemDeletes.map(path).joined(separator: ", ") + " }") }
        if !itemReloads.isEmpty { lua.append("reloadItems = { " + itemReloads.map(path).joined(separator: ", ") + " }") }
        if !itemInserts.isEmpty {
            lua.append("insertItems = { " + itemInserts.map { p in
                guard let size = insertSizes[p] ?? nil else { return path(p) }
                return "{\(p.section), \(p.item), size = {\(size.width), \(size.height)}}"
            }.joined(separator: ", ") + " }")
        }
        if !itemMoves.isEmpty {
            lua.append("moveItems = { " + itemMoves.map { "{ from = \(path($0.0)), to = \(path($0.1)) }" }.joined(separator: ", ") + " }")
        }
        if !deleted.isEmpty { lua.append("deleteSections = { " + deleted.sorted().map(String.init).joined(separator: ", ") + " }") }
        if !reloaded.isEmpty { lua.append("reloadSections = { " + reloaded.sorted().map(String.init).joined(separator: ", ") + " }") }
        if !sectionMoves.isEmpty {
            lua.append("moveSections = { " + sectionMoves.map { "{ from = \($0.0), to = \($0.1) }" }.joined(separator: ", ") + " }")
        }
        if !sectionInserts.isEmpty {
            lua.append("insertSections = { " + sectionInserts.map { "{ at = \($0.0), items = \($0.1) }" }.joined(separator: ", ") + " }")
        }
        return Batch(lua: "update { " + lua.joined(separator: ", ") + " }", after: UpdateModel(sections: newSections))
    }

    /// UIKit's rule: `arriving` take their places, `staying` fill the rest in order.
    static func fill<T>(count: Int, arriving: [Int: T], staying: [T]) -> [T] {
        var rest = staying[...]
        return (0..<count).map { arriving[$0] ?? rest.removeFirst() }
    }

    static func take(_ tag: inout Int) -> Int {
        defer { tag += 1 }
        return tag
    }
}
