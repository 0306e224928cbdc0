import Foundation
import Scenes
import XCTest

/// Issue 38, item 12: a misspelt scene function or global (`sectoins`, `fractionalHieght`)
/// gets a did-you-mean, as a misspelt key does; Lua alone says only "attempt to call a nil
/// value (global 'sectoins')".
final class SceneGlobalSuggestionTests: XCTestCase {
    private func error(_ source: String) throws -> String {
        let context = try SceneContext(print: { _ in })
        do {
            try context.run(source: source, chunk: "repl")
        } catch {
            return error.description
        }
        XCTFail("no error")
        return ""
    }

    func testMisspeltSceneFunctionsAndGlobals_NameTheNearest() throws {
        XCTAssertEqual(try error("sectoins { 3 }"), "repl:1: attempt to call a nil value (global 'sectoins') (did you mean 'sections'?)")
        XCTAssertEqual(
            try error("local h = fractionalHieght(0.5)"),
            "repl:1: attempt to call a nil value (global 'fractionalHieght') (did you mean 'fractionalHeight'?)")
        XCTAssertEqual(try error("rowHeight = 44\nlocal x = rowHieght + 1"),
                       "repl:2: attempt to perform arithmetic on a nil value (global 'rowHieght') (did you mean 'rowHeight'?)")
        XCTAssertEqual(try error("stirng.format('x')"), "repl:1: attempt to index a nil value (global 'stirng') (did you mean 'string'?)")
    }

    func testANameNearNothing_GetsLuasMessageAlone() throws {
        XCTAssertEqual(try error("zzzzzz()"), "repl:1: attempt to call a nil value (global 'zzzzzz')")
    }
}
