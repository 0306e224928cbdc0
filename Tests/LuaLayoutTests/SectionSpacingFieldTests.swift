import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// Decoration plugins read the spacings and the item size a layout used (`s.lineSpacing`,
/// `s.interitemSpacing`, `s.itemSize`; issue 10, point 5), whatever placed the items: the
/// flow grid, the row path, a layout plugin (`M.place`), the compositional layout.
final class SectionSpacingFieldTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-spacing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Reports what it reads as one decoration per section: its frame carries the values.
        try """
            local M = { name = "spy", api = 1, reach = 1000 }
            function M.section(s, opts, out)
              local size = s.itemSize
              out:add(out:kind("spy", {}), s.lineSpacing, s.interitemSpacing,
                      size and size.width or 0, size and size.height or 0)
            end
            return M
            """.write(to: folder.appendingPathComponent("spy.lua"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Per section: line spacing, interitem spacing, item width and height (0 for nil).
    private func readings(_ scene: String) throws -> [[Double]] {
        let file = folder.appendingPathComponent("scene.lua")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let session = try SceneSession(file: file.path, pluginFolders: [folder.path], scenePrint: { _ in })
        let values = session.elements(in: nil).filter { $0.kind == "spy" }.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        XCTAssertEqual(session.outcome.errors.map(\.description), [], "including those of the query above")
        return values
    }

    func testFlow_GridRowsAndDelegateSpacings() throws {
        let values = try readings("""
            collection { width = 375, height = 667 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 7, minimumInteritemSpacing = 3 }
            sections {
              { items = 4 },
              { items = 2, itemSizes = { { 40, 40 }, { 60, 30 } } },
              { items = 2, minimumLineSpacing = 11, minimumInteritemSpacing = 5, itemSizes = { { 40, 40 }, { 40, 40 } } },
            }
            use("spy")
            """)
        XCTAssertEqual(values, [[7, 3, 100, 50], [7, 3, 0, 0], [11, 5, 40, 40]])
    }

    func testPlacedSections_GiveTheFlowSectionsSpacings_AndNoItemSize() throws {
        let values = try readings("""
            collection { width = 375, height = 667 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 9, minimumInteritemSpacing = 4 }
            sections { 6 }
            use("waterfall", { columns = 2 })
            use("spy")
            """)
        XCTAssertEqual(values, [[9, 4, 0, 0]])
    }

    func testCompositional_InterGroupAndGroupSpacings() throws {
        let values = try readings("""
            collection { width = 375, height = 667 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                          subitem = { size = { fractionalWidth(1), fractionalHeight(1) } }, count = 3,
                          interItemSpacing = flexible(6) },
                interGroupSpacing = 12,
              },
            }
            sections { 5 }
            use("spy")
            """)
        XCTAssertEqual(values, [[12, 6, 0, 0]])
    }
}
