import Foundation
import TestSupport
import XCTest

/// Issue 35, through the real binary: the two scenes today's main refused with exit status 1
/// are laid out with status 0, their elements where the scene puts them, by `dump` and by
/// `dump --rect` of the strip past the section (a lazy query).
final class MeasuredReachCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-reach-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func dump(_ source: String, rect: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let path = folder + "/scene.lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try LualayoutProcess.run(["dump", path] + (rect.map { ["--rect", $0] } ?? []))
        return (run.status, run.stdout, run.stderr)
    }

    /// A band of `zh_flow_layout` half a pixel past its section (items 120.5 wide at 3x,
    /// sideways): main said "decoration at (0.0, 0.0, 301.1666…, 300.0) reaches outside its
    /// section (allowed 0.0...301.0 ...)".
    func testOffGridBand_IsDrawn_Status0() throws {
        let scene = """
            collection { width = 390, height = 300, scale = 3 }
            flow {
              scrollDirection = "horizontal", itemSize = { 120.5, 60 },
              minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 40, bottom = 10, right = 10 },
            }
            sections { 7, 5 }
            use("zh_flow_layout")
            """
        let band = "\"kind\": \"ZHDecorationCollectionReusableView\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 301.16666666666663, 300]"
        for rect in [nil, "301.1,0,0.01,10"] {
            let run = try dump(scene, rect: rect)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "")
            XCTAssertTrue(run.stdout.contains(band), "\(rect ?? "all"): \(run.stdout)")
        }
    }

    /// A visible-items handler lifting its cells 10 points above their section: main said
    /// "cell 0: center (100, 27.5) moves it out of its section (allowed 0...235 on the
    /// scroll axis); raise limits { reach = ... }".
    func testCellLiftedAboveItsSection_IsAnswered_Status0() throws {
        let scene = """
            collection { width = 390, height = 844 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { absolute(200), absolute(75) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                contentInsets = { top = 0, leading = 0, bottom = 160, trailing = 0 },
                orthogonalScrollingBehavior = "continuous",
                visibleItemsInvalidationHandler = function(items, offset, environment)
                  for _, item in ipairs(items) do item.center = { x = item.center.x, y = item.center.y - 10 } end
                end,
              },
            }
            sections { 3 }
            """
        for rect in [nil, "0,-10,390,5"] {
            let run = try dump(scene, rect: rect)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("\"section\": 0, \"item\": 0, \"frame\": [0, -10, 200, 75]"), "\(rect ?? "all"): \(run.stdout)")
        }
    }
}
