import Foundation
import XCTest

@testable import Scenes

/// Plugins/types/scene.lua (the LuaLS types of scene files) types every key the scene
/// reader accepts and nothing else, and declares every function a scene can call; the
/// root .luacheckrc knows the same functions. The keys come from the reader's own lists
/// (`SceneContext.flowKeys`, `CompositionalSceneReader.groupKeys`, ...), so a key added to
/// the reader fails here until it is typed.
final class SceneTypesCoverageTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each class of the types file and the reader's list of the keys it describes.
    private static let classes: [String: [String]] = [
        "Collection": SceneContext.collectionKeys,
        "Flow": SceneContext.flowKeys,
        "Section": SceneContext.sectionKeys,
        "Limits": SceneContext.limitKeys,
        "Update": SceneUpdateReader.keys,
        "InsertedSection": SceneUpdateReader.insertedSectionKeys,
        "InsertedItem": SceneUpdateReader.insertedItemKeys,
        "Compositional": CompositionalSceneReader.layoutKeys,
        "CompositionalSection": CompositionalSceneReader.sectionKeys,
        "Group": CompositionalSceneReader.groupKeys,
        "Item": CompositionalSceneReader.itemKeys,
        "SupplementaryItem": CompositionalSceneReader.supplementaryItemKeys,
        "Anchor": CompositionalSceneReader.anchorKeys,
        "EdgeSpacing": CompositionalSceneReader.edgeSpacingKeys,
        "CustomGroup": CompositionalSceneReader.customGroupKeys,
        "BoundaryItem": CompositionalSceneReader.boundaryKeys,
        "DecorationItem": CompositionalSceneReader.decorationKeys,
    ]

    private func typesFile() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("Plugins/types/scene.lua"), encoding: .utf8)
    }

    /// The named fields of each `---@class lualayout.scene.NAME` (with those of the class it
    /// extends; positional ones, `---@field [1]`, left out), by NAME.
    private func typedFields(_ text: String) -> [String: Set<String>] {
        var own: [String: Set<String>] = [:], parent: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("---@class lualayout.scene.") {
                let declaration = line.dropFirst("---@class lualayout.scene.".count).split(separator: ":")
                let name = declaration[0].trimmingCharacters(in: .whitespaces)
                current = name
                own[name] = []
                if declaration.count > 1 {
                    parent[name] = declaration[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "lualayout.scene.", with: "")
                }
            } else if let name = current, line.hasPrefix("---@field "), !line.hasPrefix("---@field [") {
                own[name]?.insert(String(line.dropFirst("---@field ".count).prefix { $0 != " " }))
            } else if !line.hasPrefix("---") {
                current = nil
            }
        }
        var result: [String: Set<String>] = [:]
        for (name, fields) in own {
            var all = fields, at = parent[name]
            while let up = at { all.formUnion(own[up] ?? []); at = parent[up] }
            result[name] = all
        }
        return result
    }

    func testEveryKeyTheReaderAccepts_IsTyped_AndNothingElse() throws {
        let typed = typedFields(try typesFile())
        for (name, keys) in Self.classes.sorted(by: { $0.key < $1.key }) {
            let fields = try XCTUnwrap(typed[name], "Plugins/types/scene.lua has no class lualayout.scene.\(name)")
            XCTAssertEqual(Set(keys).subtracting(fields).sorted(), [],
                           "keys the reader accepts that lualayout.scene.\(name) does not type")
            XCTAssertEqual(fields.subtracting(keys).sorted(), [],
                           "fields of lualayout.scene.\(name) that the reader does not accept")
        }
    }

    /// The functions a scene sees: what the scene context puts in its globals beyond Lua's
    /// own (asked of a live context), against the types file's `function NAME(` lines and
    /// .luacheckrc's list.
    func testEverySceneFunction_IsDeclared_InTheTypesAndLuacheck() throws {
        var printed: [String] = []
        let context = try SceneContext(print: { printed.append($0) })
        _ = try context.run(source: """
            for name, value in pairs(_G) do
              if type(value) == "function" then print(name) end
            end
            """, chunk: "globals")
        let luaBase: Set<String> = [
            "assert", "collectgarbage", "dofile", "error", "getmetatable", "ipairs", "load", "loadfile", "next", "pairs",
            "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "require", "select", "setmetatable", "tonumber",
            "tostring", "type", "warn", "xpcall",
        ]
        let sceneFunctions = Set(printed).subtracting(luaBase)
        XCTAssertTrue(sceneFunctions.isSuperset(of: SceneContext.tableFunctionKeys.keys), sceneFunctions.sorted().description)

        let declared = Set(try typesFile().split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function ") else { return nil }
            return String(line.dropFirst("function ".count).prefix { $0 != "(" })
        })
        XCTAssertEqual(declared.sorted(), sceneFunctions.sorted(), "Plugins/types/scene.lua's functions")

        let luacheckrc = try String(contentsOf: Self.root.appendingPathComponent(".luacheckrc"), encoding: .utf8)
        let list = try XCTUnwrap(luacheckrc.range(of: "local scene = {").map { luacheckrc[$0.upperBound...] }?.prefix { $0 != "}" })
        let luacheck = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) }
            .filter { !$0.isEmpty })
        XCTAssertEqual(luacheck.sorted(), sceneFunctions.sorted(), ".luacheckrc's scene globals")
    }
}
