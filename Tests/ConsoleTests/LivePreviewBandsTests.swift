import Foundation
import LayoutCore
import LuaLayout
import Rendering
import TestSupport
import XCTest

@testable import Console

/// The orthogonal sections' bands the preview page scrolls sideways
/// (`LivePreview.orthogonalBandsJSON`) in a right-to-left compositional scene (issue 37,
/// gap 1): the view flips the layout's frames and mirrors the section with them, as UIKit
/// does, so the band is the flipped section and its strip is drawn mirrored; its cells are
/// `dump`'s, and the strip scrolled to the offset shows them where the picture does.
final class LivePreviewBandsTests: XCTestCase {
    private var scene = ""

    override func setUpWithError() throws {
        scene = NSTemporaryDirectory() + "lualayout-bands-\(UUID().uuidString).lua"
        // Cards 273 points wide, 10 apart, inset 20 from the section's leading edge (so
        // that the strip's mirror, across its length, is not the cards' own order by chance).
        try """
            collection { width = 390, height = 844, scale = 2, layoutDirection = "rightToLeft", orthogonalOffsets = { [0] = 100 } }
            local fill = { size = { fractionalWidth(1), fractionalHeight(1) } }
            compositional {
              sections = {
                { group = { axis = "horizontal", size = { fractionalWidth(0.7), absolute(200) }, subitems = { fill } },
                  interGroupSpacing = 10, contentInsets = { leading = 20, trailing = 20 }, orthogonalScrollingBehavior = "continuous" },
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(56) }, subitems = { fill } } },
              },
            }
            sections { 6, 8 }
            use("carousel", { sections = { 0 }, minimumScale = 0.8 })

            """.write(toFile: scene, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: scene)
    }

    private func band() throws -> (json: [String: Any], session: SceneSession) {
        let session = try SceneSession(file: scene)
        let bands = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(LivePreview.orthogonalBandsJSON(session, title: scene).utf8)) as? [[String: Any]])
        XCTAssertEqual(bands.count, 1, "a right-to-left scene's orthogonal section is a band")
        return (try XCTUnwrap(bands.first), session)
    }

    private func frame(_ value: Any?) -> [Double] { (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue } }

    func testTheBandsCells_AreDumpsFramesAtItsOffset() throws {
        let (band, _) = try band()
        XCTAssertEqual(band["flipped"] as? Bool, true)
        XCTAssertEqual((band["offset"] as? NSNumber)?.doubleValue, 100)
        let dump = try LualayoutProcess.run(["dump", scene], columns: 80)
        XCTAssertEqual(dump.status, 0, dump.stderr)
        let dumped = dump.stdout.components(separatedBy: "\n").filter { $0.contains("\"category\": \"cell\", \"section\": 0,") }
        let elements = try XCTUnwrap(band["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.count, 6, "every cell of the section, the ones off screen too")
        for element in elements {
            let item = try XCTUnwrap(element["item"] as? Int)
            let f = frame(element["frame"]).map { JSONNumber.format($0) }.joined(separator: ", ")
            XCTAssertTrue(dumped.contains { $0.contains("\"item\": \(item), \"frame\": [\(f)]") }, "cell 0.\(item) [\(f)] is dump's: \(dumped)")
        }
    }

    func testTheBand_IsTheFlippedSection_AndItsStripScrolledToTheOffset_ShowsTheCellsWhereThePictureDoes() throws {
        let (band, session) = try band()
        let section = session.snapshot.geometry.sections[0].frame
        XCTAssertEqual(frame(band["layoutFrame"]), [section.x, section.y, section.width, section.height])
        let width = session.snapshot.contentSize.width
        XCTAssertEqual(frame(band["frame"]), [width - section.x - section.width, section.y, section.width, section.height])
        let length = try XCTUnwrap(frame(band["length"]).first)
        let svg = try XCTUnwrap(band["svg"] as? String)
        // Flipped, the box scrolls from the strip's end: offset 100 is `length − width − 100`.
        let scrolled = length - section.width - 100
        let screen = session.screenElements(in: nil).filter { $0.category == .cell && $0.indexPath.section == 0 }
        XCTAssertFalse(screen.isEmpty)
        for element in try XCTUnwrap(band["elements"] as? [[String: Any]]) {
            let item = try XCTUnwrap(element["item"] as? Int), f = frame(element["frame"])
            // The strip is mirrored across its length: a cell at x in the section is at
            // `length − x − width` (its outline drawn a quarter point inside).
            let x = length - (f[0] - section.x) - f[2]
            XCTAssertTrue(svg.contains("data-item=\"\(item)\" x=\"\(JSONNumber.format(x + 0.25))\""), "cell 0.\(item) at \(x) in the strip")
            // On screen: the band's left edge plus its place in the strip less the scroll,
            // clipped to the band; the picture (`screenElements`, what `render` draws) has
            // the same cell there, or none when it is off screen.
            let left = max(width - section.x - section.width + x - scrolled, width - section.maxX)
            let right = min(width - section.x - section.width + x - scrolled + f[2], width - section.x)
            if let shown = screen.first(where: { $0.indexPath.item == item }) {
                XCTAssertEqual(shown.frame.x, left, accuracy: 0.001, "cell 0.\(item)")
                XCTAssertEqual(shown.frame.maxX, right, accuracy: 0.001, "cell 0.\(item)")
            } else {
                XCTAssertLessThanOrEqual(right, left, "cell 0.\(item) is off screen in the picture, and in the band")
            }
        }
    }
}
