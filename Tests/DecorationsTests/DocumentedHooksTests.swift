@testable import Decorations
import Foundation
import XCTest

/// docs/plugin-api.md counts the hooks the host calls and shows each in the module's
/// skeleton: as many as the loader knows (`PluginLoader.hookNames`).
final class DocumentedHooksTests: XCTestCase {
    func testThePluginAPIPage_CountsAndShowsEveryHook() throws {
        let page = try String(contentsOfFile: DecorationFixture.repositoryRoot + "/docs/plugin-api.md", encoding: .utf8)
        let numbers = ["three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8]
        let counted = numbers.filter { page.contains("and the \($0.key) hooks") }.map(\.value)
        XCTAssertEqual(counted, [PluginLoader.hookNames.count], "the hooks docs/plugin-api.md counts")
        for hook in PluginLoader.hookNames {
            XCTAssertTrue(page.contains("function M.\(hook)("), "docs/plugin-api.md shows no M.\(hook)")
        }
    }
}
