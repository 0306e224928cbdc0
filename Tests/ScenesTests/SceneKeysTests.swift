import LayoutCore
import XCTest

@testable import Scenes

/// The one mapping from LayoutCore's field paths to the keys a scene wrote.
final class SceneKeysTests: XCTestCase {
    private func key(_ root: LayoutFieldPath.Root, _ field: String = "", _ layout: SceneKeys.Layout) -> String {
        SceneKeys.key(for: LayoutFieldPath(root, field), in: layout)
    }

    func testFlow_CollectionViewSize_IsTheCollectionsWidthAndHeight() {
        XCTAssertEqual(key(.collectionView, "size.width", .flow), "collection.width")
        XCTAssertEqual(key(.collectionView, "size.height", .flow), "collection.height")
        XCTAssertEqual(key(.collectionView, "contentInset.top", .flow), "collection.contentInset.top")
    }

    func testFlow_ConfigurationAndSections_AreTheFlowAndSectionsKeys() {
        XCTAssertEqual(key(.configuration, "itemSize.width", .flow), "flow.itemSize.width")
        XCTAssertEqual(key(.section(3), "itemSizes[5].height", .flow), "sections[3].itemSizes[5].height")
        XCTAssertEqual(key(.section(2), "itemCount", .flow), "sections[2].items")
    }

    func testCompositional_SectionsAreNamedWhereTheirSpecWasWritten() {
        XCTAssertEqual(key(.section(3), "group.size", .compositional(.shared)), "compositional.section.group.size")
        XCTAssertEqual(key(.section(3), "group.size", .compositional(.list)), "compositional.sections[3].group.size")
        XCTAssertEqual(
            key(.section(3), "group.size", .compositional(.provider)), "compositional.sectionProvider(3).group.size")
        XCTAssertEqual(key(.section(1), "", .compositional(.list)), "compositional.sections[1]")
    }

    func testCompositional_LayoutLevelCountsAndView() {
        XCTAssertEqual(key(.configuration, "interSectionSpacing", .compositional(.shared)), "compositional.interSectionSpacing")
        XCTAssertEqual(key(.itemCounts, "", .compositional(.shared)), "sections")
        XCTAssertEqual(key(.itemCounts, "[2]", .compositional(.shared)), "sections[2].items")
        XCTAssertEqual(key(.collectionView, "size", .compositional(.shared)), "collection")
        // The view's fields are named as in a flow scene (it said a bare `collection:`).
        XCTAssertEqual(key(.collectionView, "scale", .compositional(.shared)), "collection.scale")
        XCTAssertEqual(key(.collectionView, "safeAreaInsets.top", .compositional(.list)), "collection.safeAreaInsets.top")
        XCTAssertEqual(key(.collectionView, "size.width", .compositional(.shared)), "collection.width")
    }
}
