import LayoutCore
import XCTest

/// Input the layout rejects, each with the dotted path of the field at fault.
final class CompositionalErrorTests: XCTestCase {
    private let valid = CompositionalSection(
        group: group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))]))

    private func section(_ root: CompositionalGroup) -> CompositionalSection { CompositionalSection(group: root) }

    private func assertField(
        _ sections: [CompositionalSection?], counts: [Int]? = nil, _ path: LayoutFieldPath,
        configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(), width: Double = 100,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = compositionalError(
            sections, counts: counts ?? [Int](repeating: 1, count: sections.count), width: width,
            configuration: configuration, file: file, line: line)
        XCTAssertEqual(error?.path, path, error?.message ?? "", file: file, line: line)
    }

    func testCompositional_Error_FirstSubitemDoesNotFit() {
        let root = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(150), .absolute(10))])
        assertField([section(root)], LayoutFieldPath(.section(0), "group.subitems[0]"))
        let error = compositionalError([section(root)], counts: [1], width: 100)
        XCTAssertTrue(error?.message.contains("does not fit") ?? false)
    }

    func testCompositional_Error_FirstSubitemOfNestedGroupDoesNotFit() {
        let column = group(.vertical, .absolute(50), .absolute(10), [item(.absolute(50), .absolute(20))])
        let root = group(.horizontal, .fractionalWidth(1), .absolute(10), [.group(column)])
        assertField([valid, section(root)], LayoutFieldPath(.section(1), "group.subitems[0].subitems[0]"))
    }

    func testCompositional_Error_NotFittingEvenWithZeroItems() {
        let root = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(150), .absolute(10))])
        assertField([section(root)], counts: [0], LayoutFieldPath(.section(0), "group.subitems[0]"))
    }

    func testCompositional_Error_GroupWithNoSubitems() {
        assertField([section(group(.horizontal, .fractionalWidth(1), .absolute(10), []))], LayoutFieldPath(.section(0), "group.subitems"))
    }

    func testCompositional_Error_CountBelowOne() {
        let count = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitems: .count(item(.fractionalWidth(1), .fractionalHeight(1)), 0))
        assertField([section(count)], LayoutFieldPath(.section(0), "group.count"))
        let repeating = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitems: .repeating(item(.fractionalWidth(1), .fractionalHeight(1)), -1))
        assertField([section(repeating)], LayoutFieldPath(.section(0), "group.count"))
        let huge = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitems: .repeating(item(.absolute(1), .absolute(1)), 1_000_000_000))
        assertField([section(huge)], LayoutFieldPath(.section(0), "group.count"))
    }

    func testCompositional_Error_NonFiniteOrNegativeDimensions() {
        let infinite = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(.infinity), .absolute(10))])
        assertField([section(infinite)], LayoutFieldPath(.section(0), "group.subitems[0].size.width"))
        let negative = group(.horizontal, .fractionalWidth(1), .absolute(-1), [item(.absolute(10), .absolute(10))])
        assertField([section(negative)], LayoutFieldPath(.section(0), "group.size.height"))
        let badCount = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitems: .count(item(.fractionalWidth(.nan), .fractionalHeight(1)), 2))
        assertField([section(badCount)], LayoutFieldPath(.section(0), "group.subitem.size.width"))
    }

    func testCompositional_Error_NonFiniteInsetsAndSpacings() {
        var insets = valid
        insets.contentInsets.top = .nan
        assertField([insets], LayoutFieldPath(.section(0), "contentInsets.top"))
        var spacing = valid
        spacing.interGroupSpacing = .infinity
        assertField([spacing], LayoutFieldPath(.section(0), "interGroupSpacing"))
        var itemSpacing = valid
        itemSpacing.group.interItemSpacing = .fixed(.nan)
        assertField([itemSpacing], LayoutFieldPath(.section(0), "group.interItemSpacing"))
        var decoration = valid
        decoration.decorationItems = [DecorationItem(background: "bg", contentInsets: EdgeInsets(left: .infinity))]
        assertField([decoration], LayoutFieldPath(.section(0), "decorationItems[0].contentInsets.left"))
        assertField(
            [valid], LayoutFieldPath(.configuration, "interSectionSpacing"), configuration: CompositionalLayoutConfiguration(interSectionSpacing: .nan))
    }

    func testCompositional_Error_BadBoundaryItems() {
        var header = valid
        header.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(10), .top),
            boundary("footer", .fractionalWidth(-1), .absolute(10), .bottom),
        ]
        assertField([header], LayoutFieldPath(.section(0), "boundarySupplementaryItems[1].size.width"))
        var offset = valid
        offset.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(10), .top, offset: Point(x: .nan, y: 0))
        ]
        assertField([offset], LayoutFieldPath(.section(0), "boundarySupplementaryItems[0].offset.x"))
        let global = CompositionalLayoutConfiguration(
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(.infinity), .top)])
        assertField([valid], LayoutFieldPath(.configuration, "boundarySupplementaryItems[0].size.height"), configuration: global)
    }

    func testCompositional_Error_SubitemsTakingNoRoomWouldRepeatForever() {
        let root = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(0), .absolute(10))])
        assertField([section(root)], LayoutFieldPath(.section(0), "group"))
    }

    func testCompositional_Error_ItemCountsAndView() {
        assertField([valid, valid], counts: [1], LayoutFieldPath(.itemCounts))
        assertField([valid], counts: [-1], LayoutFieldPath(.itemCounts, "[0]"))
        let error = compositionalError([valid], counts: [1], width: -5)
        XCTAssertEqual(error?.path, LayoutFieldPath(.collectionView, "size.width"))
        XCTAssertEqual(error?.message, "cannot be negative (got -5)")
    }
}
