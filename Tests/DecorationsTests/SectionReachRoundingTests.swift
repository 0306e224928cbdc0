import LayoutCore
import XCTest

/// A section's reach includes its own elements wherever UIKit's rounding puts them: a line
/// whose origin rounds down ends past its section's frame, and a plugin covering it stays
/// inside its section.
final class SectionReachRoundingTests: XCTestCase {
    func testItemsEndingPastTheirSection_BackgroundCoveringThem_IsAccepted() throws {
        // Lines at 0 and round(60.5) = 61: the second line's cells end at 111.5, the
        // section at 111. The background covers 0...111.5 and is not refused.
        let scene = """
            collection { width = 320, scale = 1 }
            flow { itemSize = { 100, 50.5 }, minimumLineSpacing = 10, sectionInset = 0 }
            sections { 4, 3 }
            use("section_background", { cover = "items", fullWidth = false })
            """
        let (errors, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        XCTAssertEqual(errors, [])
        let cells = snapshot.allElements().filter { $0.category == .cell && $0.indexPath.section == 0 }.map(\.frame)
        XCTAssertEqual(cells.last, R(0, 61, 100, 50.5))
        XCTAssertEqual(snapshot.geometry.sections[0].frame.maxY, 111)
        let backgrounds = snapshot.allElements().filter { $0.category == .decoration }.map(\.frame)
        XCTAssertEqual(backgrounds.first, R(0, 0, 320, 111.5))
        XCTAssertEqual(backgrounds.count, 2)
    }

    func testExtent_JoinsTheFrameWithItemsAndSupplementaries() throws {
        let scene = """
            collection { width = 320, scale = 1 }
            flow { itemSize = { 100, 50.5 }, minimumLineSpacing = 10, sectionInset = 0 }
            sections { 4 }
            """
        let (_, snapshot) = try DecorationFixture.run(plugin: "", name: "unused", scene: scene)
        let section = snapshot.geometry.sections[0]
        XCTAssertEqual(section.extent(along: .vertical).low, 0)
        XCTAssertEqual(section.extent(along: .vertical).high, 111.5)
        XCTAssertEqual(section.extent(along: .horizontal).high, 320)
    }
}
