import Foundation
import LuaLayout
import XCTest

@testable import Scenes

/// Issue 38, item 11: no key is accepted and ignored. Every key the scene reader takes and
/// every option of every bundled plugin is fed a value, and the output (the dump's JSON,
/// the plugin errors and warnings, the update the scene made) must change, or the scene be
/// refused. The key lists come from the readers and the plugins themselves, so a key added
/// without a case here fails the coverage check.
final class EveryKeyIsHonouredTests: XCTestCase {
    /// Known exceptions, each with why: a key accepted today that no layout reads yet.
    static let exceptions: Set<String> = []

    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-every-key-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A plugin that spends about a million instructions and 2 MB, and draws 40 points
        // past its section: what the limits' keys change.
        try """
            local M = { name = "spender", api = 1, defaults = {} }
            function M.section(s, opts, out)
              local t = {}
              for i = 1, 100000 do t[i] = i end
              out:add(out:kind("spent", {}), 0, s.frame.y - 40, 10, 10)
            end
            return M
            """.write(toFile: folder + "/spender.lua", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What a scene gives: its JSON, its pass's errors and warnings, and its last update;
    /// or why it was refused.
    private func output(_ source: String) -> String {
        do {
            let session = try SceneSession(file: nil, pluginFolders: [folder], scenePrint: { _ in })
            try session.load(source: source, name: "scene")
            let json = session.json(in: nil)
            return json + "\n" + session.outcome.errors.map(\.description).joined(separator: "\n") + "\n"
                + session.warnings.joined(separator: "\n") + "\n" + String(describing: session.context.lastUpdate)
        } catch {
            return "refused: \(error)"
        }
    }

    /// `variant` must give another output than `base`, which must be laid out.
    private func assertHonoured(_ key: String, _ base: String, _ variant: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = output(base)
        XCTAssertFalse(before.hasPrefix("refused"), "\(key): the base scene is refused: \(before)", file: file, line: line)
        let after = output(variant)
        XCTAssertNotEqual(before, after, "\(key) is accepted and ignored", file: file, line: line)
        // A variant is refused only for what its key says, never for a typo in the test.
        XCTAssertFalse(after.contains("syntax error") || after.contains("unexpected symbol") || after.contains("expected near"),
                       "\(key): the variant does not parse: \(after)", file: file, line: line)
        if after.hasPrefix("refused") { print("\(key): refused: \(after)") }
    }

    // MARK: Scene keys

    static let iOS10Sizes = "{ { 100, 100 }, { 100, 50 }, { 100, 100 }, { 100, 100 }, { 100, 50 }, { 100, 100 } }"
    static let flowBase = "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n"

    /// Flow scenes: key → the scene with it set.
    static let flowCases: [String: String] = [
        "collection.width": "collection { width = 300, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n",
        "collection.height": "collection { width = 375, height = 300 }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n",
        "collection.scale": "collection { width = 375, height = 667, scale = 3 }\nflow { itemSize = { 100.3, 100.3 } }\nsections { 3, 4 }\n",
        "collection.contentInset": "collection { width = 375, height = 667, contentInset = { left = 40 } }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n",
        "collection.contentOffset": "collection { width = 375, height = 667, contentOffset = { 0, 150 } }\nflow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 40 }, sectionHeadersPinToVisibleBounds = true }\nsections { 3, 4 }\n",
        "collection.safeAreaInsets": "collection { width = 375, height = 667, safeAreaInsets = { left = 44 } }\nflow { itemSize = { 100, 100 }, sectionInsetReference = \"fromSafeArea\" }\nsections { 3, 4 }\n",
        "collection.layoutMargins": "collection { width = 375, height = 667, layoutMargins = { left = 30 } }\nflow { itemSize = { 100, 100 }, sectionInsetReference = \"fromLayoutMargins\" }\nsections { 3, 4 }\n",
        "collection.layoutDirection": "collection { width = 375, height = 667, layoutDirection = \"rightToLeft\" }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n",
        "flow.scrollDirection": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, scrollDirection = \"horizontal\" }\nsections { 3, 4 }\n",
        "flow.itemSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 50, 100 } }\nsections { 3, 4 }\n",
        "flow.estimatedItemSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, estimatedItemSize = { 50, 50 } }\nsections { 3, { items = 4, itemSizes = { { 80, 40 }, { 80, 40 }, { 80, 40 }, { 80, 40 } } } }\n",
        "flow.minimumLineSpacing": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, minimumLineSpacing = 30 }\nsections { 3, 4 }\n",
        "flow.minimumInteritemSpacing": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, minimumInteritemSpacing = 80 }\nsections { 3, 4 }\n",
        "flow.sectionInset": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, sectionInset = { top = 20 } }\nsections { 3, 4 }\n",
        "flow.headerReferenceSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 40 } }\nsections { 3, 4 }\n",
        "flow.footerReferenceSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, footerReferenceSize = { 0, 40 } }\nsections { 3, 4 }\n",
        "flow.sectionHeadersPinToVisibleBounds": "collection { width = 375, height = 667, contentOffset = { 0, 150 } }\nflow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 40 }, sectionHeadersPinToVisibleBounds = true }\nsections { 3, 4 }\n",
        "flow.sectionFootersPinToVisibleBounds": "collection { width = 375, height = 200 }\nflow { itemSize = { 100, 100 }, footerReferenceSize = { 0, 40 }, sectionFootersPinToVisibleBounds = true }\nsections { 3, 4 }\n",
        "flow.sectionInsetReference": "collection { width = 375, height = 667, safeAreaInsets = { left = 44 } }\nflow { itemSize = { 100, 100 }, sectionInsetReference = \"fromSafeArea\" }\nsections { 3, 4 }\n",
        // Two full lines of items that differ in size: UIKit since iOS 11 justifies the last
        // one as it does the first; with iOS10 it is left-aligned (R8c).
        "flow.iOS10": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, iOS10 = true }\nsections { { items = 6, itemSizes = \(iOS10Sizes) } }\n",
        "sections.items": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 5 } }\n",
        "sections.inset": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, inset = { top = 20 } } }\n",
        "sections.minimumLineSpacing": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, minimumLineSpacing = 30 } }\n",
        "sections.minimumInteritemSpacing": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, minimumInteritemSpacing = 80 } }\n",
        "sections.headerReferenceSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, headerReferenceSize = { 0, 40 } } }\n",
        "sections.footerReferenceSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, footerReferenceSize = { 0, 40 } } }\n",
        "sections.itemSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, itemSize = { 50, 50 } } }\n",
        "sections.itemSizes": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, itemSizes = { { 50, 50 }, { 100, 100 }, { 100, 100 }, { 100, 100 } } } }\n",
        "sections.ids": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { { ids = { 1, 2, 3, 4 } } }\nsections { { ids = { 4, 3, 2, 1 } } }\n",
        // Compositional keys, refused in a flow scene (C34-C39).
        "sections.itemData": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, itemData = { \"a\", \"b\", \"c\", \"d\" } } }\n",
        "sections.supplementarySizes": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, supplementarySizes = { header = { 100, 40 } } } }\n",
        "sections.id": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { { id = \"a\", ids = { 1, 2, 3 } }, { id = \"b\", ids = { 4, 5, 6, 7 } } }\nsections { { id = \"b\", ids = { 4, 5, 6, 7 } }, { id = \"a\", ids = { 1, 2, 3 } } }\n",
        "limits.instructions": flowBase + "use(\"spender\")\nlimits { instructions = 10000 }\n",
        "limits.time": flowBase + "use(\"spender\")\nlimits { time = 0.000001 }\n",
        "limits.memory": flowBase + "use(\"spender\")\nlimits { memory = 1048576 }\n",
        "limits.reach": flowBase + "use(\"spender\")\nlimits { reach = 100 }\n",
    ]

    /// The base of each flow case that needs one other than `flowBase`.
    static let flowBases: [String: String] = [
        "collection.contentOffset": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 40 }, sectionHeadersPinToVisibleBounds = true }\nsections { 3, 4 }\n",
        "collection.safeAreaInsets": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, sectionInsetReference = \"fromSafeArea\" }\nsections { 3, 4 }\n",
        "collection.layoutMargins": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, sectionInsetReference = \"fromLayoutMargins\" }\nsections { 3, 4 }\n",
        "collection.height": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 }, scrollDirection = \"horizontal\" }\nsections { 3, 4 }\n",
        "collection.scale": "collection { width = 375, height = 667, scale = 2 }\nflow { itemSize = { 100.3, 100.3 } }\nsections { 3, 4 }\n",
        "flow.estimatedItemSize": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, { items = 4, itemSizes = { { 80, 40 }, { 80, 40 }, { 80, 40 }, { 80, 40 } } } }\n",
        "flow.sectionHeadersPinToVisibleBounds": "collection { width = 375, height = 667, contentOffset = { 0, 150 } }\nflow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 40 } }\nsections { 3, 4 }\n",
        "flow.sectionFootersPinToVisibleBounds": "collection { width = 375, height = 200 }\nflow { itemSize = { 100, 100 }, footerReferenceSize = { 0, 40 } }\nsections { 3, 4 }\n",
        "flow.sectionInsetReference": "collection { width = 375, height = 667, safeAreaInsets = { left = 44 } }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n",
        "flow.iOS10": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { { items = 6, itemSizes = \(iOS10Sizes) } }\n",
        "sections.ids": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { { ids = { 1, 2, 3, 4 } } }\nsections { { ids = { 1, 2, 3, 4 } } }\n",
        "sections.id": "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { { id = \"a\", ids = { 1, 2, 3 } }, { id = \"b\", ids = { 4, 5, 6, 7 } } }\nsections { { id = \"a\", ids = { 1, 2, 3 } }, { id = \"b\", ids = { 4, 5, 6, 7 } } }\n",
        "limits.instructions": flowBase + "use(\"spender\")\nlimits { reach = 100 }\n",
        "limits.time": flowBase + "use(\"spender\")\nlimits { reach = 100 }\n",
        "limits.memory": flowBase + "use(\"spender\")\nlimits { reach = 100 }\n",
        "limits.reach": flowBase + "use(\"spender\")\n",
    ]

    func testEveryFlowSceneKey_ChangesTheOutput() throws {
        for (key, variant) in Self.flowCases.sorted(by: { $0.key < $1.key }) where key != "limits.reach" {
            assertHonoured(key, Self.flowBases[key] ?? Self.flowBase, variant)
        }
        // limits { reach } is a hint since reach is measured (docs/architecture.md, "Reach"):
        // the answers are the same with it or without; it is how far a lazy query looks
        // before any section has been measured, which is what it must change.
        func widening(_ source: String) throws -> Double {
            let session = try SceneSession(file: nil, pluginFolders: [folder], scenePrint: { _ in })
            try session.load(source: source, name: "scene")
            return session.snapshot.decorationReach.widening
        }
        XCTAssertEqual(try widening(Self.flowBases["limits.reach"]!), 0)
        XCTAssertEqual(try widening(Self.flowCases["limits.reach"]!), 100)
        // collection.orthogonalOffsets, readableContentWidth and horizontalSizeClass are
        // compositional keys (below), refused in a flow scene.
        for (key, value) in [("orthogonalOffsets", "{ [0] = 10 }"), ("readableContentWidth", "300"), ("horizontalSizeClass", "\"regular\"")] {
            let refused = output("collection { width = 375, height = 667, \(key) = \(value) }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4 }\n")
            XCTAssertTrue(refused.hasPrefix("refused: scene:1: collection.\(key): '\(key)' is read by compositional layouts"), refused)
        }
        let compositionalOnly = ["orthogonalOffsets", "readableContentWidth", "horizontalSizeClass"]
        let keys = SceneContext.collectionKeys.filter { !compositionalOnly.contains($0) }.map { "collection.\($0)" }
            + SceneContext.flowKeys.map { "flow.\($0)" }
            + SceneContext.sectionKeys.map { "sections.\($0)" } + SceneContext.limitKeys.map { "limits.\($0)" }
        XCTAssertEqual(Set(keys).subtracting(Self.flowCases.keys).sorted(), [], "keys without a case")
    }

    /// A compositional scene whose section is `section` (a Lua table's fields after the group).
    static func compositional(_ layout: String = "", section: String = "", group: String? = nil, item: String = "", collection: String = "") -> String {
        let g = group ?? "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) }\(item) } } }"
        return "collection { width = 390, height = 844\(collection) }\ncompositional { \(layout)section = { group = \(g)\(section) } }\nsections { 3, 4 }\n"
    }

    /// A badge on the top trailing corner (C45).
    static let badge = "{ kind = \"badge\", size = { absolute(10), absolute(10) }, containerAnchor = { edges = { \"top\", \"trailing\" } } }"
    /// Self-sizing rows of two cells (C34).
    static let estimatedGroup = "{ axis = \"horizontal\", size = { fractionalWidth(1), estimated(44) }, subitems = { { size = { fractionalWidth(0.5), estimated(44) } } } }"
    /// A provider whose rows are taller in a regular width (C47).
    static let sizeClassProvider = "compositional { sectionProvider = function(index, environment) local h = environment.traitCollection.horizontalSizeClass == \"regular\" and 60 or 44; return { group = { axis = \"horizontal\", size = { fractionalWidth(1), absolute(h) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } } end }\n"

    static let header = "boundarySupplementaryItems = { { kind = \"header\", size = { fractionalWidth(1), absolute(30) }, alignment = \"top\" } }"

    /// Compositional and list scenes: key → (base, variant).
    static let compositionalCases: [String: (String, String)] = [
        "collection.orthogonalOffsets": (
            compositional(section: ", orthogonalScrollingBehavior = \"continuous\"") + "use(\"carousel\")\n",
            compositional(section: ", orthogonalScrollingBehavior = \"continuous\"", collection: ", orthogonalOffsets = { [0] = 100 }") + "use(\"carousel\")\n"),
        "compositional: collection.layoutMargins": (
            compositional("contentInsetsReference = \"layoutMargins\", "),
            compositional("contentInsetsReference = \"layoutMargins\", ", collection: ", layoutMargins = { left = 30 }")),
        "collection.readableContentWidth": (
            compositional(section: ", contentInsetsReference = \"readableContent\""),
            compositional(section: ", contentInsetsReference = \"readableContent\"", collection: ", readableContentWidth = 300")),
        "collection.horizontalSizeClass": (
            "collection { width = 390, height = 844 }\n\(sizeClassProvider)sections { 3, 4 }\n",
            "collection { width = 390, height = 844, horizontalSizeClass = \"regular\" }\n\(sizeClassProvider)sections { 3, 4 }\n"),
        "compositional.contentInsetsReference": (
            compositional(collection: ", layoutMargins = { left = 30 }"),
            compositional("contentInsetsReference = \"layoutMargins\", ", collection: ", layoutMargins = { left = 30 }")),
        "section.contentInsetsReference": (
            compositional(collection: ", layoutMargins = { left = 30 }"),
            compositional(section: ", contentInsetsReference = \"layoutMargins\"", collection: ", layoutMargins = { left = 30 }")),
        "section.supplementaryContentInsetsReference": (
            compositional(section: ", supplementariesFollowContentInsets = false, " + header, collection: ", layoutMargins = { left = 30 }"),
            compositional(
                section: ", supplementariesFollowContentInsets = false, supplementaryContentInsetsReference = \"layoutMargins\", " + header,
                collection: ", layoutMargins = { left = 30 }")),
        "section.list": (
            compositional(),
            "collection { width = 390, height = 844 }\ncompositional { section = { list = { rowHeight = 44 } } }\nsections { 3, 4 }\n"),
        "compositional.sizing": (
            compositional(group: estimatedGroup),
            compositional("sizing = function(section, elements) local s = {} for k in ipairs(elements) do s[k] = 60 end return s end, ",
                          group: estimatedGroup)),
        "list.sizing": (
            "collection { width = 390, height = 844 }\nlist { }\nsections { 3, 4 }\n",
            "collection { width = 390, height = 844 }\nlist { sizing = function(section, elements) local s = {} for k in ipairs(elements) do s[k] = 60 end return s end }\nsections { 3, 4 }\n"),
        "item.edgeSpacing": (compositional(), compositional(item: ", edgeSpacing = { leading = fixed(10) }")),
        "item.supplementaryItems": (compositional(), compositional(item: ", supplementaryItems = { \(badge) }")),
        "group.edgeSpacing": (
            compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(0.5), absolute(44) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } }"),
            compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(0.5), absolute(44) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } }, edgeSpacing = { leading = flexible(0), trailing = flexible(0) } }")),
        "group.supplementaryItems": (
            compositional(),
            compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } }, supplementaryItems = { \(badge) } }")),
        "compositional.scrollDirection": (compositional(), compositional("scrollDirection = \"horizontal\", ")),
        "compositional.interSectionSpacing": (compositional(), compositional("interSectionSpacing = 20, ")),
        "compositional.boundarySupplementaryItems": (compositional(), compositional(header + ", ")),
        "compositional.section": (compositional(), compositional().replacingOccurrences(of: "absolute(44)", with: "absolute(60)")),
        "compositional.sections": (
            compositional(),
            "collection { width = 390, height = 844 }\ncompositional { sections = { "
                + "{ group = { axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } }, "
                + "{ group = { axis = \"horizontal\", size = { fractionalWidth(1), absolute(60) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } } } }\nsections { 3, 4 }\n"),
        "compositional.sectionProvider": (compositional(), "collection { width = 390, height = 844 }\ncompositional { sectionProvider = function(index) return { group = { axis = \"horizontal\", size = { fractionalWidth(1), absolute(44 + index) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } } end }\nsections { 3, 4 }\n"),
        "section.group": (compositional(), compositional(group: "{ axis = \"vertical\", size = { fractionalWidth(1), absolute(88) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(0.5) } } } }")),
        "section.contentInsets": (compositional(), compositional(section: ", contentInsets = { top = 10 }")),
        "section.interGroupSpacing": (compositional(), compositional(section: ", interGroupSpacing = 10")),
        "section.supplementariesFollowContentInsets": (
            compositional(section: ", contentInsets = { leading = 20 }, " + header),
            compositional(section: ", contentInsets = { leading = 20 }, supplementariesFollowContentInsets = false, " + header)),
        "section.boundarySupplementaryItems": (compositional(), compositional(section: ", " + header)),
        "section.decorationItems": (compositional(), compositional(section: ", decorationItems = { { background = \"card\" } }")),
        "section.orthogonalScrollingBehavior": (compositional(), compositional(section: ", orthogonalScrollingBehavior = \"continuous\"")),
        "section.visibleItemsInvalidationHandler": (
            compositional(),
            compositional(section: ", visibleItemsInvalidationHandler = function(items) for _, item in ipairs(items) do item.alpha = 0.5 end end")),
        "group.axis": (compositional(), compositional(group: "{ axis = \"vertical\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } }")),
        "group.size": (compositional(), compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(0.5), absolute(44) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } }")),
        "group.subitems": (compositional(), compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.25), fractionalHeight(1) } } } }")),
        "group.subitem": (compositional(), compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitem = { size = { fractionalWidth(0.5), fractionalHeight(1) } }, count = 3 }")),
        "group.repeatingSubitem": (compositional(), compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, repeatingSubitem = { size = { fractionalWidth(0.2), fractionalHeight(1) } }, count = 1 }")),
        "group.count": (
            compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitem = { size = { fractionalWidth(0.5), fractionalHeight(1) } }, count = 2 }"),
            compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitem = { size = { fractionalWidth(0.5), fractionalHeight(1) } }, count = 3 }")),
        "group.interItemSpacing": (compositional(), compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.25), fractionalHeight(1) } } }, interItemSpacing = fixed(8) }")),
        "group.contentInsets": (compositional(), compositional(group: "{ axis = \"horizontal\", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } }, contentInsets = { top = 4 } }")),
        "item.size": (compositional(), compositional().replacingOccurrences(of: "fractionalWidth(0.5)", with: "fractionalWidth(0.25)")),
        "item.contentInsets": (compositional(), compositional(item: ", contentInsets = { leading = 4 }")),
        "boundary.kind": (compositional(section: ", " + header), compositional(section: ", " + header.replacingOccurrences(of: "\"header\"", with: "\"title\""))),
        "boundary.size": (compositional(section: ", " + header), compositional(section: ", " + header.replacingOccurrences(of: "absolute(30)", with: "absolute(40)"))),
        "boundary.alignment": (compositional(section: ", " + header), compositional(section: ", " + header.replacingOccurrences(of: "\"top\"", with: "\"bottom\""))),
        "boundary.extendsBoundary": (
            compositional(section: ", " + header.replacingOccurrences(of: "\"top\" }", with: "\"topLeading\", offset = { 0, -10 } }")),
            compositional(section: ", " + header.replacingOccurrences(of: "\"top\" }", with: "\"topLeading\", offset = { 0, -10 }, extendsBoundary = false }"))),
        "boundary.pinToVisibleBounds": (
            compositional(section: ", " + header, collection: ", contentOffset = { 0, 40 }"),
            compositional(section: ", " + header.replacingOccurrences(of: "\"top\" }", with: "\"top\", pinToVisibleBounds = true }"), collection: ", contentOffset = { 0, 40 }")),
        "boundary.zIndex": (compositional(section: ", " + header), compositional(section: ", " + header.replacingOccurrences(of: "\"top\" }", with: "\"top\", zIndex = 5 }"))),
        "boundary.contentInsets": (compositional(section: ", " + header), compositional(section: ", " + header.replacingOccurrences(of: "\"top\" }", with: "\"top\", contentInsets = { leading = 8 } }"))),
        "boundary.offset": (compositional(section: ", " + header), compositional(section: ", " + header.replacingOccurrences(of: "\"top\" }", with: "\"top\", offset = { 5, 0 } }"))),
        "decoration.background": (
            compositional(section: ", decorationItems = { { background = \"card\" } }"), compositional(section: ", decorationItems = { { background = \"panel\" } }")),
        "decoration.contentInsets": (
            compositional(section: ", decorationItems = { { background = \"card\" } }"), compositional(section: ", decorationItems = { { background = \"card\", contentInsets = { top = 4 } } }")),
        "decoration.zIndex": (
            compositional(section: ", decorationItems = { { background = \"card\" } }"), compositional(section: ", decorationItems = { { background = \"card\", zIndex = -5 } }")),
        "custom.size": (
            compositional(group: "custom { size = { fractionalWidth(1), absolute(44) }, items = function(env) return { { 0, 0, 40, 40 } } end }"),
            compositional(group: "custom { size = { fractionalWidth(1), absolute(60) }, items = function(env) return { { 0, 0, 40, 40 } } end }")),
        "custom.items": (
            compositional(group: "custom { size = { fractionalWidth(1), absolute(44) }, items = function(env) return { { 0, 0, 40, 40 } } end }"),
            compositional(group: "custom { size = { fractionalWidth(1), absolute(44) }, items = function(env) return { { 10, 0, 40, 40 } } end }")),
        "list.appearance": (listScene(), listScene("appearance = \"insetGrouped\", ")),
        "list.headerMode": (listScene(), listScene("headerMode = \"supplementary\", headerHeight = 30, ")),
        "list.footerMode": (listScene(), listScene("footerMode = \"supplementary\", footerHeight = 30, ")),
        "list.rowHeight": (listScene(), listScene().replacingOccurrences(of: "rowHeight = 44", with: "rowHeight = 50")),
        "list.headerHeight": (listScene("headerMode = \"supplementary\", headerHeight = 30, "), listScene("headerMode = \"supplementary\", headerHeight = 40, ")),
        "list.footerHeight": (listScene("footerMode = \"supplementary\", footerHeight = 30, "), listScene("footerMode = \"supplementary\", footerHeight = 40, ")),
        "list.headerTopPadding": (listScene("headerMode = \"supplementary\", headerHeight = 30, "), listScene("headerMode = \"supplementary\", headerHeight = 30, headerTopPadding = 12, ")),
    ]

    static func listScene(_ keys: String = "") -> String {
        "collection { width = 390, height = 844 }\nlist { \(keys)rowHeight = 44 }\nsections { 3, 4 }\n"
    }

    func testEveryCompositionalAndListKey_ChangesTheOutput() {
        for (key, (base, variant)) in Self.compositionalCases.sorted(by: { $0.key < $1.key }) where !Self.exceptions.contains(key) {
            assertHonoured(key, base, variant)
        }

        typealias C = CompositionalSceneReader
        let keys = ["collection.orthogonalOffsets", "compositional: collection.layoutMargins", "collection.readableContentWidth", "collection.horizontalSizeClass"]
            + C.layoutKeys.map { "compositional.\($0)" } + C.sectionKeys.map { "section.\($0)" }
            + C.groupKeys.map { "group.\($0)" } + C.itemKeys.map { "item.\($0)" } + C.boundaryKeys.map { "boundary.\($0)" }
            + C.decorationKeys.map { "decoration.\($0)" } + C.customGroupKeys.map { "custom.\($0)" } + ListSceneReader.keys.map { "list.\($0)" }
        XCTAssertEqual(Set(keys).subtracting(Self.compositionalCases.keys).sorted(), [], "keys without a case")
    }

    /// `update { }`: each key changes the sections (and the update the scene reports).
    static let updateCases: [String: String] = [
        "deleteItems": "deleteItems = { { 0, 1 } }",
        "insertItems": "insertItems = { { 0, 1 } }",
        "moveItems": "moveItems = { { from = { 0, 0 }, to = { 1, 0 } } }",
        "reloadItems": "reloadItems = { { 0, 1 } }",
        "deleteSections": "deleteSections = { 0 }",
        "insertSections": "insertSections = { { at = 0, items = 2 } }",
        "moveSections": "moveSections = { { from = 0, to = 1 } }",
        "reloadSections": "reloadSections = { 1 }",
        "resizeItems": "resizeItems = { { 0, 1, size = { 50, 50 } } }",
    ]

    func testEveryUpdateKey_ChangesTheOutput() {
        let base = Self.flowBase.replacingOccurrences(of: "flow { itemSize = { 100, 100 } }", with: "flow { itemSize = { 100, 100 }, estimatedItemSize = \"automatic\" }")
        for (key, batch) in Self.updateCases.sorted(by: { $0.key < $1.key }) {
            assertHonoured("update.\(key)", base + "update { }\n", base + "update { \(batch) }\n")
        }
        XCTAssertEqual(Set(SceneUpdateReader.keys).subtracting(Self.updateCases.keys).sorted(), [], "keys without a case")
    }

    // MARK: Bundled plugins' options

    static let sectionScene = "collection { width = 375, height = 667, scale = 2 }\n"
        + "flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, headerReferenceSize = { 0, 40 }, footerReferenceSize = { 0, 20 }, "
        + "sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }\nsections { 3, 7, 0, 2 }\n"
    static let mixedScene = "collection { width = 375, height = 667, scale = 2 }\nflow { itemSize = { 100, 100 }, minimumInteritemSpacing = 10, "
        + "headerReferenceSize = { 0, 40 }, footerReferenceSize = { 0, 20 } }\n"
        + "sections { { items = 5, itemSizes = { { 100, 60 }, { 120, 20 }, { 80, 40 }, { 100, 150 }, { 100, 70 } } }, 2 }\n"
    static let listScene = "collection { width = 390, height = 844, scale = 2 }\nlist { appearance = \"insetGrouped\", rowHeight = 44 }\nsections { 3, 4, 0 }\n"
    static let carouselScene = compositional(
        section: ", interGroupSpacing = 10, orthogonalScrollingBehavior = \"continuous\"",
        group: "{ axis = \"horizontal\", size = { fractionalWidth(0.7), absolute(200) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } }",
        collection: ", orthogonalOffsets = { [0] = 150, [1] = 150 }")
    static let textScene = "collection { width = 390, height = 844, scale = 2 }\nlist { }\n"
        + "sections { { items = 3, itemData = { \"Wi-Fi\", \"A long paragraph of text that wraps onto several lines in a narrow cell, on and on and on\", \"Short\" } } }\n"
    static let pulledScene = sectionScene.replacingOccurrences(of: "scale = 2 }", with: "scale = 2, contentOffset = { 0, -100 } }")

    /// Plugin → its base scene (used with no options) and, per option, a value that must
    /// change the output.
    static let pluginCases: [String: (scene: String, options: [String: String])] = [
        "aligned": (mixedScene, ["horizontal": "\"right\"", "vertical": "\"top\""]),
        "carousel": (carouselScene, ["sections": "{ 1 }", "minimumScale": "0.5", "minimumAlpha": "0.5", "axis": "\"y\""]),
        "color_rules": (sectionScene, ["rules": "{ { target = \"cell\", items = \"even\", color = \"#FF0000\" } }"]),
        "flow_layout_with_decorations": (sectionScene, [
            "numberOfColumns": "2", "separatorSize": "{ 1, 1 }", "separatorColor": "\"#FF0000\"", "showsSectionBackground": "false",
            "backgroundColor": "\"#FF0000\"", "sectionInset": "{ top = 4, left = 4, bottom = 4, right = 4 }",
        ]),
        "list_separators": (listScene, [
            "kind": "\"line\"", "color": "\"#FF0000\"", "thickness": "2", "insets": "{ leading = 30 }",
            "itemSeparatorHandler": "function(indexPath, config) config.bottomSeparatorVisibility = \"hidden\"; return config end",
            "zIndex": "5",
        ]),
        "rounded_background": (listScene, [
            "kind": "\"card\"", "color": "\"#FF0000\"", "inset": "20", "insetEdges": "\"leadingTrailing\"", "cornerRadius": "4",
            "cover": "\"items\"", "sections": "\"first\"", "emptySections": "true", "zIndex": "-3",
        ]),
        "row_background": (sectionScene, [
            "kind": "\"band\"", "colors": "{ \"#FF0000\" }", "sections": "\"first\"", "lines": "\"even\"", "fullWidth": "false",
            "cornerRadius": "4", "padding": "{ top = 2 }", "numbering": "\"firstItem\"", "zIndex": "-3",
        ]),
        "sc_section_background": (sectionScene, [
            "kind": "\"band\"", "colors": "{ \"#FF0000\" }", "zIndex": "-3", "sectionInset": "{ top = 4, left = 4, bottom = 4, right = 4 }",
            "itemSize": "{ 30, 30 }",
        ]),
        "section_background": (sectionScene, [
            "kind": "\"band\"", "colors": "{ \"#FF0000\" }", "sections": "\"first\"", "cover": "\"items\"", "fullWidth": "false",
            "insets": "4", "cornerRadius": "4", "borderColor": "\"#FF0000\"", "borderWidth": "2",
            "shadow": "{ color = \"#000000\", radius = 2 }", "emptySections": "true", "zIndex": "-3",
        ]),
        "separators": (sectionScene, [
            "kind": "\"line\"", "color": "\"#FF0000\"", "thickness": "2", "betweenLines": "false", "betweenItems": "true",
            "insets": "10", "sections": "\"first\"", "placement": "\"minimumSpacing\"", "zIndex": "5",
        ]),
        "stretchy_header": (pulledScene, ["stretch": "false", "sticky": "false", "maxStretch": "50"]),
        "text_rows": (textScene, ["fontSize": "30", "lineHeight": "40", "charWidth": "0.8", "padding": "{ top = 20 }", "minimumHeight": "80"]),
        "waterfall": (mixedScene, [
            "columns": "3", "columnSpacing": "20", "order": "\"leftToRight\"", "headerInset": "{ left = 10 }", "footerInset": "{ left = 10 }",
        ]),
        "zh_flow_layout": (sectionScene, ["kinds": "{ \"band\" }", "colors": "{ \"#FF0000\" }", "zIndex": "-3"]),
    ]

    /// Options that show only in another scene, or beside another option: `plugin.option`
    /// → (scene, options of both the base and the variant).
    static let optionContexts: [String: (scene: String?, options: String)] = [
        // Across the scroll axis and leading/trailing are the same edges in a vertical list.
        "rounded_background.insetEdges": (
            sectionScene.replacingOccurrences(of: "flow { ", with: "flow { scrollDirection = \"horizontal\", "), ""),
        // A border is drawn only with a width.
        "section_background.borderColor": (nil, "borderWidth = 2, "),
        // Sticky shows when the view has scrolled past the header, not when pulled.
        "stretchy_header.sticky": (sectionScene.replacingOccurrences(of: "scale = 2 }", with: "scale = 2, contentOffset = { 0, 100 } }"), ""),
    ]

    func testEveryBundledPluginsEveryOption_ChangesTheOutput() throws {
        let session = try SceneSession(file: nil, pluginFolders: [folder], scenePrint: { _ in })
        let bundled = session.pluginNames.filter { $0 != "spender" }
        XCTAssertEqual(Set(bundled).subtracting(Self.pluginCases.keys).sorted(), [], "bundled plugins without a case")
        for (plugin, (scene, options)) in Self.pluginCases.sorted(by: { $0.key < $1.key }) {
            for (option, value) in options.sorted(by: { $0.key < $1.key }) {
                let context = Self.optionContexts["\(plugin).\(option)"]
                let scene = context?.scene ?? scene, common = context?.options ?? ""
                assertHonoured(
                    "\(plugin).\(option)", scene + "use(\"\(plugin)\", { \(common) })\n",
                    scene + "use(\"\(plugin)\", { \(common)\(option) = \(value) })\n")
            }
            XCTAssertEqual(Set(session.optionNames(plugin: plugin)).subtracting(options.keys).sorted(), [], "\(plugin): options without a case")
        }
    }
}
