import XCTest

@testable import Console

/// A fixed world for the completer: no terminal, no Lua.
private struct FixedSource: CompletionSource {
    func globals() -> [CompletionName] {
        [.init("flow", .function), .init("collection", .function), .init("string", .table), .init("count", .value)]
    }

    func fields(of chain: [String]) -> [CompletionName]? {
        switch chain {
        case ["string"]: [.init("format", .function), .init("find", .function), .init("rep", .function)]
        case ["config"]: [.init("colors", .table), .init("name", .value)]
        case ["config", "colors"]: [.init("first", .value)]
        default: nil
        }
    }

    func pluginNames() -> [String] { ["separators", "section_background", "row_background"] }

    func optionNames(plugin: String) -> [String] {
        plugin == "separators" ? ["color", "thickness", "insets"] : []
    }

    func paths(startingWith prefix: String) -> [String] {
        ["Scenes/", "Scenes/sections.lua", "Scenes/horizontal.lua", "README.md"].filter { $0.hasPrefix(prefix) }
    }
}

final class CompleterTests: XCTestCase {
    private let completer = Completer(source: FixedSource())

    func testCommand_AfterColon_CompletesCommandNames() {
        XCTAssertEqual(completer.complete(":sh"), .init(start: 0, candidates: [":show"]))
        XCTAssertEqual(completer.complete(":s").candidates, [":save", ":scroll", ":show", ":svg"])
    }

    func testCommand_FileArgument_CompletesPaths() {
        XCTAssertEqual(completer.complete(":load Scenes/s"), .init(start: 6, candidates: ["Scenes/sections.lua"]))
        XCTAssertEqual(completer.complete(":svg R").candidates, ["README.md"])
        XCTAssertEqual(completer.complete(":save Scenes/h").candidates, ["Scenes/horizontal.lua"])
    }

    func testCommand_RectArgumentOfSvg_OffersNoPaths() {
        XCTAssertEqual(completer.complete(":svg out.svg Sc").candidates, [])
    }

    func testCommand_WatchAndReload_CompleteTheirWords() {
        XCTAssertEqual(completer.complete(":watch o").candidates, ["off", "on"])
        XCTAssertEqual(completer.complete(":reload sep").candidates, ["separators"])
    }

    /// `:update { ...` and `update { ...` offer the keys of the batch.
    func testUpdate_CompletesTheBatchKeys() {
        XCTAssertEqual(completer.complete(":update { del").candidates, ["deleteItems", "deleteSections"])
        XCTAssertEqual(completer.complete(":update { deleteItems = { {0, 1} }, mo").candidates, ["moveItems", "moveSections"])
        XCTAssertEqual(completer.complete("update { ins").candidates, ["insertItems =", "insertSections ="])
    }

    func testLua_Globals_AndKeywords() {
        XCTAssertEqual(completer.complete("fl").candidates, ["flow {"])
        XCTAssertEqual(completer.complete("x = co").candidates, ["collection {", "count"])
        XCTAssertEqual(completer.complete("wh").candidates, ["while"])
        XCTAssertEqual(completer.complete("st").candidates, ["string."])
    }

    func testLua_FieldsAfterDot_ResolveTheChainWithoutEvaluating() {
        XCTAssertEqual(completer.complete("string.f"), .init(start: 7, candidates: ["find(", "format("]))
        XCTAssertEqual(completer.complete("config.colors.f").candidates, ["first"])
        XCTAssertEqual(completer.complete("config.").candidates, ["colors.", "name"])
    }

    func testLua_AfterColon_OffersOnlyFunctions() {
        XCTAssertEqual(completer.complete("s = string:r").candidates, ["rep("])
        XCTAssertEqual(completer.complete("config:").candidates, [])
    }

    func testLua_CallChain_IsNotResolved() {
        XCTAssertEqual(completer.complete("f().x").candidates, [])
        XCTAssertEqual(completer.complete("unknown.").candidates, [])
    }

    func testUse_InsideTheNameString_CompletesPluginNames() {
        XCTAssertEqual(completer.complete("use(\"se"), .init(start: 5, candidates: ["section_background", "separators"]))
        XCTAssertEqual(completer.complete("use( 'r").candidates, ["row_background"])
    }

    func testUse_InsideTheOptionsTable_CompletesOptionNames() {
        XCTAssertEqual(completer.complete("use(\"separators\", { c").candidates, ["color"])
        XCTAssertEqual(completer.complete("use(\"separators\", { color = \"#fff\", th").candidates, ["thickness"])
        XCTAssertEqual(completer.complete("use(\"separators\", {").candidates, ["color", "insets", "thickness"])
    }

    func testLua_InsideAString_OffersNothing() {
        XCTAssertEqual(completer.complete("print(\"fl").candidates, [])
    }

    // MARK: Scene functions and their keys

    func testSceneKeys_InsideFlowAndCollection_CompleteTheirKeys() {
        XCTAssertEqual(completer.complete("flow { minimumL"), .init(start: 7, candidates: ["minimumLineSpacing ="]))
        XCTAssertEqual(completer.complete("collection { wid"), .init(start: 13, candidates: ["width ="]))
        XCTAssertEqual(completer.complete("flow({ itemSize = { 10, 10 }, sectionI").candidates, ["sectionInset =", "sectionInsetReference ="])
        XCTAssertEqual(completer.complete("limits { t").candidates, ["time ="])
        // A section entry is a table inside sections { }.
        XCTAssertEqual(completer.complete("sections { 3, { ite").candidates, ["itemData =", "itemSize =", "itemSizes =", "items ="])
    }

    func testSceneKeys_NotInANestedValueOrAnotherCall() {
        XCTAssertNotEqual(completer.complete("flow { itemSize = { wid").candidates, ["width ="])
        XCTAssertEqual(completer.complete("flow { x = \"min").candidates, [])
    }

    func testSceneFunctions_CompleteAsScenesWriteThem() {
        XCTAssertEqual(completer.complete("coll").candidates, ["collection {"])
        XCTAssertEqual(completer.complete("fl").candidates, ["flow {"])
    }
}
