import LayoutCore
import XCTest

/// Both layouts check the collection view they share with one set of checks (`FieldCheck`):
/// the same bad value is refused with the same field and the same words in either layout.
final class SharedFieldCheckTests: XCTestCase {
    private func flowError(_ cv: CollectionViewMetrics) -> LayoutError? {
        do {
            _ = try FlowLayout.layout(configuration: FlowLayoutConfiguration(), sections: [FlowSection(itemCount: 1)], collectionView: cv)
            return nil
        } catch { return error }
    }

    private func compositionalError(_ cv: CollectionViewMetrics) -> LayoutError? {
        let item = CompositionalSubitem.item(CompositionalItem(size: LayoutSize(width: .absolute(10), height: .absolute(10))))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), subitems: .list([item]))
        do {
            _ = try CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: [CompositionalSection(group: group)],
                itemCounts: [1], collectionView: cv)
            return nil
        } catch { return error }
    }

    private func assertBothRefuse(
        _ change: (inout CollectionViewMetrics) -> Void, field: String, message: String, line: UInt = #line
    ) {
        var cv = CollectionViewMetrics(size: Size(width: 100, height: 100))
        change(&cv)
        for (layout, error) in [("flow", flowError(cv)), ("compositional", compositionalError(cv))] {
            XCTAssertEqual(error?.path, LayoutFieldPath(.collectionView, field), layout, line: line)
            XCTAssertEqual(error?.message, message, layout, line: line)
        }
    }

    func testNegativeScale_RefusedAlikeByBothLayouts() {
        assertBothRefuse({ $0.scale = -2 }, field: "scale", message: "cannot be negative (got -2)")
    }

    func testNegativeWidth_RefusedAlikeByBothLayouts() {
        assertBothRefuse({ $0.size.width = -5 }, field: "size.width", message: "cannot be negative (got -5)")
    }

    func testNonFiniteContentOffset_RefusedAlikeByBothLayouts() {
        assertBothRefuse({ $0.contentOffset.y = .infinity }, field: "contentOffset.y", message: "must be a finite number (got inf)")
    }

    func testNegativeSafeArea_RefusedAlikeByBothLayouts() {
        assertBothRefuse({ $0.safeAreaInsets.left = -1 }, field: "safeAreaInsets.left", message: "cannot be negative (got -1)")
    }
}
