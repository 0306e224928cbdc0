import Foundation
import LayoutCore
import LuaLayout
import Rendering
import TestSupport
import XCTest

@testable import Console

/// The picture panel of `lualayout serve` (issue 37, gap 4): the layout before a scene's
/// update is drawn as the screen showed it, as `render` draws a layout, its orthogonal
/// sections scrolled and clipped to the view; not at its layout frames, where a carousel's
/// strip ran past the content and stretched the picture.
final class LivePreviewPictureTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-picture-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A carousel of 6 cards 70% of the view wide, scrolled 224.5 points (Scenes/carousel.lua).
    private static let carousel = """
        collection { width = 390, height = 844, scale = 2, orthogonalOffsets = { [0] = 224.5 } }
        local fill = { size = { fractionalWidth(1), fractionalHeight(1) } }
        compositional {
          interSectionSpacing = 16,
          sections = {
            { group = { axis = "horizontal", size = { fractionalWidth(0.7), absolute(200) }, subitems = { fill } },
              interGroupSpacing = 10, orthogonalScrollingBehavior = "continuous" },
            { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(56) }, subitems = { fill } } },
          },
        }
        sections { 6, 8 }

        """

    /// The `<rect class="cell" …>` tags of an SVG picture, in order.
    private func cellRects(_ svg: String) -> [String] {
        svg.components(separatedBy: "\n").filter { $0.hasPrefix("<rect class=\"cell\"") }
    }

    /// The picture of the layout shown is `render`'s: the bundled carousels scene, its two
    /// rows scrolled and clipped to the view, draws the same cells in the same places.
    func testThePicture_DrawsTheCellsRenderDraws_ForACarouselScene() throws {
        let scene = LualayoutProcess.packageRoot + "/Scenes/carousels.lua"
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(LivePreview(sceneFile: scene, pluginFolders: []).stateJSON().utf8)) as? [String: Any])
        let picture = try XCTUnwrap(state["svg"] as? String)
        let session = try SceneSession(file: scene)
        let rendered = PictureCommands.svgPicture(session, .init(rect: nil, title: scene, cells: .outline, devicePixels: 2, documentScale: 1)).svg.body
        XCTAssertFalse(cellRects(rendered).isEmpty)
        XCTAssertEqual(cellRects(picture), cellRects(rendered))
    }

    /// The update's animation in the view moves a card between where the row showed it
    /// before and after (scrolled 224.5), not between its layout frames.
    func testAnUpdatesAnimation_MovesACarouselsCardsWhereTheRowShowsThem() throws {
        let scene = folder + "/scene.lua"
        try (LivePreviewPictureTests.carousel + "update { insertItems = { {0, 1} } }\n").write(toFile: scene, atomically: true, encoding: .utf8)
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(LivePreview(sceneFile: scene, pluginFolders: []).stateJSON().utf8)) as? [String: Any])
        let changes = try XCTUnwrap(state["changes"] as? [[String: Any]])
        // Card 1 becomes card 2: from 283 − 224.5 to 566 − 224.5 on screen.
        let moved = try XCTUnwrap(changes.first {
            let e = $0["element"] as? [String: Any]
            return e?["category"] as? String == "cell" && e?["section"] as? Int == 0 && e?["item"] as? Int == 2
        })
        XCTAssertEqual(moved["action"] as? String, "moved")
        XCTAssertEqual(moved["from"] as? [Double], [58.5, 0, 273, 200])
        XCTAssertEqual(moved["to"] as? [Double], [341.5, 0, 273, 200])
        // The list below does not scroll sideways: its frames are the layout's.
        let row = try XCTUnwrap(changes.first {
            let e = $0["element"] as? [String: Any]
            return e?["section"] as? Int == 1 && e?["item"] as? Int == 0
        })
        XCTAssertEqual(row["from"] as? [Double], [0, 216, 390, 56])
    }

    func testTheLayoutBeforeAnUpdate_IsDrawnAsRenderDrawsIt_ItsCarouselClippedToTheView() throws {
        let scene = folder + "/scene.lua", plain = folder + "/before.lua"
        try (LivePreviewPictureTests.carousel + "update { insertItems = { {0, 1} } }\n").write(toFile: scene, atomically: true, encoding: .utf8)
        try LivePreviewPictureTests.carousel.write(toFile: plain, atomically: true, encoding: .utf8)
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(LivePreview(sceneFile: scene, pluginFolders: []).stateJSON().utf8)) as? [String: Any])
        let before = try XCTUnwrap(state["before"] as? String, "the state carries the picture before the update")
        // The scene without its update is the layout before it: what `render` draws of it.
        let session = try SceneSession(file: plain)
        let rendered = PictureCommands.svgPicture(session, .init(rect: nil, title: plain, cells: .outline, devicePixels: 2, documentScale: 1,
                                                                 marksViewport: false)).svg.body
        XCTAssertEqual(cellRects(before), cellRects(rendered))
        // Cards 0 to 2 shown of the 6 (273 points wide, 10 apart, scrolled 224.5: the view
        // shows 224.5 to 614.5 of the strip), none past the content's 390 points.
        XCTAssertEqual(cellRects(before).filter { $0.contains("data-section=\"0\"") }.count, 3)
        for rect in cellRects(before) {
            let x = Double(rect.components(separatedBy: " x=\"")[1].prefix { $0 != "\"" }) ?? .infinity
            let width = Double(rect.components(separatedBy: " width=\"")[1].prefix { $0 != "\"" }) ?? .infinity
            XCTAssertLessThanOrEqual(x + width, 390, rect)
        }
    }
}
