@testable import Decorations
import LayoutCore
import XCTest

/// The dry run's fixture (`PluginDryRun.geometry`) is laid out from constants under `try?`:
/// it must be the two sections it describes, not the empty stand-in.
final class PluginDryRunFixtureTests: XCTestCase {
    func testTheFixture_IsLaidOut_NotTheEmptyStandIn() {
        XCTAssertEqual(PluginDryRun.geometry.sections.count, 2)
        XCTAssertEqual(PluginDryRun.geometry.contentSize.width, 320)
    }
}
