import Decorations
import Foundation
import LuaRuntime
import PluginContract
import XCTest

/// The bundled plugins are found by one explicit rule (`PluginSearchPath.bundledFolder`):
/// `LUALAYOUT_PLUGINS`, `LUALAYOUT_HOME/Plugins`, an install prefix's
/// `share/lualayout/Plugins`, or the checkout the package was built from; never merely a
/// folder named `Plugins` near the executable or in the working directory.
final class BundledPluginFolderTests: XCTestCase {
    func testLUALAYOUT_PLUGINS_NamesTheFolderItself_AndWinsOverLUALAYOUT_HOME() {
        XCTAssertEqual(PluginSearchPath.bundledFolder(environment: ["LUALAYOUT_PLUGINS": "/opt/ll/plugins", "LUALAYOUT_HOME": "/h"]), "/opt/ll/plugins")
        XCTAssertEqual(PluginSearchPath.bundledFolder(environment: ["LUALAYOUT_HOME": "/h"]), "/h/Plugins")
    }

    func testWithoutTheVariables_TheCheckoutItWasBuiltFrom() {
        XCTAssertEqual(PluginSearchPath.bundledFolder(environment: [:]), DecorationFixture.bundledPlugins)
        XCTAssertEqual(PluginSearchPath.standard(extra: ["/mine/Plugins"], environment: [:]).folders, ["/mine/Plugins", DecorationFixture.bundledPlugins])
    }

    func testAMissingPlugin_WhenTheBundledFolderIsMissing_SaysHowToPointAtIt() throws {
        XCTAssertFalse(PluginSearchPath.standard(environment: [:]).bundledMissing, "the checkout's are found")
        var search = PluginSearchPath(folders: [])
        search.bundledMissing = true
        let host = PluginHost(searchPath: search)
        let problems = host.configure(uses: [PluginUse(name: "section_background", options: .nil, file: "scene.lua", line: 1)], limits: PluginLimits(), sceneState: nil).problems
        XCTAssertEqual(problems.map(\.message), [
            "no plugin named 'section_background'; searched no folders; the bundled plugins were not found: set LUALAYOUT_PLUGINS "
                + "to their folder (a checkout's Plugins/, or PREFIX/share/lualayout/Plugins)"
        ])
    }
}
