import Foundation
import OperatingSystem
import XCTest

final class ProcessEnvironmentTests: XCTestCase {
    /// A name defined twice reads as `getenv` reads it: the first definition. (The plugin
    /// host's reader kept the last, so the host and the renderers could disagree.)
    func testDictionary_NameDefinedTwice_KeepsTheFirstDefinition_AsGetenv() {
        let entries = ["LUALAYOUT_HOME=/first", "OTHER=a=b", "NOEQUALS", "LUALAYOUT_HOME=/second", "EMPTY="]
        XCTAssertEqual(ProcessEnvironment.dictionary(of: entries), ["LUALAYOUT_HOME": "/first", "OTHER": "a=b", "EMPTY": ""])
    }

    func testCurrent_ReadsTheProcessEnvironment() {
        XCTAssertEqual(ProcessEnvironment.current["PATH"], ProcessInfo.processInfo.environment["PATH"])
    }
}
