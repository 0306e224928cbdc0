import LayoutCore
import XCTest

/// Issue 35: bands of `section_background`, `zh_flow_layout` and
/// `flow_layout_with_decorations` over items off the pixel grid end a fraction of a pixel
/// past their section (cells are rounded to the grid, the section's length is not). Today's
/// main refused each ("decoration at ... reaches outside its section (allowed ...)", exit
/// status 1); the original libraries draw them, and so does LuaLayout: where a decoration
/// lands is measured (`MeasuredReach`), and a lazy query in the sliver past the section
/// finds the band as an eager one does.
final class OffGridBandReachTests: XCTestCase {
    /// The scene's errors, and its band of section `section`, which must reach past what the
    /// section's own elements span on the scroll axis (what today's main allowed), checked
    /// against a fresh lazy snapshot's query of `sliver`.
    private func band(
        _ scene: String, kind: String, section: Int = 0, sliver: Rect, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Rect? {
        let (errors, eager) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        XCTAssertEqual(errors, [], file: file, line: line)
        let axis = eager.geometry.scrollDirection.scrollAxis
        let band = eager.allElements().first { $0.kind == kind && $0.indexPath.section == section }?.frame
        let allowed = eager.geometry.sections[section].extent(along: axis)
        XCTAssertGreaterThan(band?.max(along: axis) ?? 0, allowed.high, "the band reaches past its section", file: file, line: line)
        // A fresh, lazy snapshot: the query meets only the next section's band, and finds
        // this section's band through the reach it measures there.
        let lazy = try DecorationFixture(plugins: [:]).snapshot(scene)
        XCTAssertEqual(lazy.elements(in: sliver), eager.elements(in: sliver), file: file, line: line)
        XCTAssertTrue(lazy.elements(in: sliver).contains { $0.frame == band }, file: file, line: line)
        return band
    }

    func testSectionBackground_SidewaysAt1x_ItemsHalfAPixelOffTheGrid() throws {
        let scene = """
            collection { width = 390, height = 300, scale = 1 }
            flow {
              scrollDirection = "horizontal", itemSize = { 120.5, 60 },
              minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 40, bottom = 10, right = 10 },
            }
            sections { 7, 5 }
            use("section_background")
            """
        // Columns at 40 and round(170.5) = 171: items end at 291.5, the section at 301.
        XCTAssertEqual(try band(scene, kind: "sectionBackground", sliver: R(301.2, 0, 0.2, 10)), R(0, 0, 301.5, 300))
    }

    func testZHFlowLayout_SidewaysAt3x_ItemsOffTheGrid() throws {
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
        // Columns at 40 and 170 2/3 (170.5 on the 1/3 grid): the band ends at 301 1/6, the
        // section at 301.
        let band = try band(scene, kind: "ZHDecorationCollectionReusableView", sliver: R(301.1, 0, 0.01, 10))
        XCTAssertEqual(band?.maxX ?? 0, 170 + 2.0 / 3 + 120.5 + 10, accuracy: 1e-9)
    }

    func testFlowLayoutWithDecorations_At3x_ItemsOffTheGrid() throws {
        let scene = """
            collection { width = 390, height = 600, scale = 3 }
            flow {
              itemSize = { 110, 50.6 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
            }
            sections { 7, 5 }
            use("flow_layout_with_decorations")
            """
        // Lines at 10, 70 2/3 and 131 1/3 (the 1/3 grid): the band ends at 191 14/15, the
        // section before it (its length is the sum of the unrounded sizes).
        let band = try band(scene, kind: "sectionBackground", sliver: R(0, 191.92, 10, 0.005))
        XCTAssertEqual(band?.maxY ?? 0, 131 + 1.0 / 3 + 50.6 + 10, accuracy: 1e-9)
    }
}
