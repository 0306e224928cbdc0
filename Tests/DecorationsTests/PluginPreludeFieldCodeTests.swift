@testable import Decorations
import XCTest

/// The prelude asks the host for geometry fields by the names `GeometryField` defines,
/// the one definition of their numbers, and writes none of those numbers itself.
final class PluginPreludeFieldCodeTests: XCTestCase {
    func testEveryFieldThePreludeNames_IsAGeometryField() throws {
        let source = PluginPrelude.source
        let named = Set(source.matches(of: /FIELD\.([A-Za-z]+)/).map { String($0.output.1) })
        XCTAssertEqual(named, Set(GeometryField.allCases.map(\.name)))
    }

    func testThePreludeWritesNoFieldNumber() {
        XCTAssertEqual(PluginPrelude.source.matches(of: /field\([a-z_]+, [0-9]/).count, 0)
        XCTAssertEqual(PluginPrelude.source.matches(of: /_codes = \{[^}]*= [0-9]/).count, 0)
    }

    func testThePreludeIsNamedAsItsFile() {
        XCTAssertEqual(PluginPrelude.chunkName, "=lualayout/prelude.lua")
        XCTAssertTrue(PluginPrelude.source.hasPrefix("-- The host's Lua code, run in every plugin state"))
    }
}
