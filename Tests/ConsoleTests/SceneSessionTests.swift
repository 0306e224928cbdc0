import Foundation
import LuaLayout
import LuaRuntime
import TestSupport
import XCTest

@testable import Console

/// A scene is read and laid out once per session start, whatever the command.
final class SceneSessionTests: XCTestCase {
    func testStart_LaysTheSceneOutOnce_TheSectionProviderRunsOncePerSection() throws {
        let file = NSTemporaryDirectory() + "lualayout-provider-\(UUID().uuidString).lua"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try """
            calls = 0
            compositional {
              sectionProvider = function(index)
                calls = calls + 1
                return { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                   subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } }
              end,
            }
            sections { 3, 3 }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try SceneSession(file: file)
        XCTAssertEqual(try session.context.run(source: "return calls", chunk: "test"), [.integer(2)])
        // The REPL starts on the same session: the piped REPL sees the same count.
        let run = try LualayoutProcess.run(["repl", file], input: "= calls\n")
        XCTAssertEqual(run.stdout, "2\n", run.stderr)
    }
}
