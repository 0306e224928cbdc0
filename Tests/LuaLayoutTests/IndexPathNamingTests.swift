import Foundation
import LayoutCore
import LuaLayout
import XCTest

/// An embedder that imports Foundation names LayoutCore's index path unambiguously
/// (docs/embedding.md, "IndexPath and Foundation"): this file imports both and compiles.
final class IndexPathNamingTests: XCTestCase {
    func testLayoutIndexPath_IsLayoutCoresIndexPath_BesideFoundation() {
        let path = LayoutIndexPath(section: 2, item: 5)
        let attributes = LayoutAttributes(category: .cell, indexPath: path, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(attributes.indexPath, path)
        XCTAssertEqual(Foundation.IndexPath(indexes: [2, 5]).count, 2, "Foundation's stays Foundation's")
        XCTAssertTrue(LayoutIndexPath(section: LayoutIndexPath.layoutLevel, item: 0).isLayoutLevel)
    }
}
