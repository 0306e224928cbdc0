import Foundation
import XCTest

@testable import Console

/// The inspector's "coloured by" (issue 37, gap 3): the `color_rules` rules that styled a
/// cell, read from what the decoration pass recorded of the plugin's calls, function
/// selectors included (the picks the host got when it called them, not "if its function
/// says so"); a function that fails is reported with its error.
final class ColorRuleTraceTests: XCTestCase {
    private var scene = ""

    override func setUpWithError() throws {
        scene = NSTemporaryDirectory() + "lualayout-trace-\(UUID().uuidString).lua"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: scene)
    }

    /// The `rules` the preview's state gives each cell, by "section.item".
    private func rules(_ text: String) throws -> [String: [String]] {
        try text.write(toFile: scene, atomically: true, encoding: .utf8)
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(LivePreview(sceneFile: scene, pluginFolders: []).stateJSON().utf8)) as? [String: Any])
        var found: [String: [String]] = [:]
        for element in try XCTUnwrap(state["elements"] as? [[String: Any]]) where element["category"] as? String == "cell" {
            found["\(element["section"] ?? "")_\(element["item"] ?? "")".replacingOccurrences(of: "_", with: ".")] = element["rules"] as? [String] ?? []
        }
        return found
    }

    func testFunctionSelectors_NameExactlyTheRulesThatStyledEachCell() throws {
        let found = try rules("""
            collection { width = 200, height = 100 }
            flow { itemSize = { 50, 50 } }
            sections { 4, 4 }
            use("color_rules", { rules = {
              { items = function(item, section) return item == 2 and section == 1 end, color = "#FF3B30" },
              { items = "even", color = "#FFFFFF" },
              { sections = function(section) return section == 0 end, items = "first", borderWidth = 1 },
            } })

            """)
        let use = "use 1, color_rules (\(scene):4)"
        // 1.2: the items function picked it; and "even".
        XCTAssertEqual(found["1.2"], ["\(use), rule 1: color", "\(use), rule 2: color"])
        // 0.2: the items function did not (section 0); "even" did.
        XCTAssertEqual(found["0.2"], ["\(use), rule 2: color"])
        // 0.0: "even", and rule 3, whose sections function takes section 0.
        XCTAssertEqual(found["0.0"], ["\(use), rule 2: color", "\(use), rule 3: borderWidth"])
        // 1.0: rule 3's sections function refuses section 1.
        XCTAssertEqual(found["1.0"], ["\(use), rule 2: color"])
        XCTAssertEqual(found["1.3"], [])
    }

    func testAFailingFunctionSelector_IsReportedForTheCellsOfItsSection() throws {
        let found = try rules("""
            collection { width = 200, height = 100 }
            flow { itemSize = { 50, 50 } }
            sections { 4, 4 }
            use("color_rules", { rules = {
              { items = "even", color = "#FFFFFF" },
              { items = function(item, section) if section == 1 then error("no colour for section 1") end return false end, color = "#FF3B30" },
            } })

            """)
        let use = "use 1, color_rules (\(scene):4)"
        XCTAssertEqual(found["0.0"], ["\(use), rule 1: color"], "section 0's hook ran whole")
        let failed = try XCTUnwrap(found["1.0"])
        XCTAssertEqual(failed.count, 1, "\(failed)")
        XCTAssertTrue(failed.first?.hasPrefix("\(use): failed in section 1, so none of its rules applied: ") == true, "\(failed)")
        XCTAssertTrue(failed.first?.contains("opts.rules[2].items, a function of the scene, failed: \(scene):6: ") == true, "\(failed)")
        XCTAssertTrue(failed.first?.contains("no colour for section 1") == true, "\(failed)")
    }
}
