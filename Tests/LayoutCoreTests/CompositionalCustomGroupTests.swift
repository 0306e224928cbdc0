// Rules: docs/layout-rules.md, C13, C29

import LayoutCore
import TestSupport
import XCTest

/// C29: `NSCollectionLayoutGroup.custom`: the provider's frames, relative to the group,
/// stamped once per repetition; the provider runs once per distinct group size.
final class CompositionalCustomGroupTests: XCTestCase {
    /// A diagonal: item k of a repetition at (k·w/3, k·20), 40 × 20, in a group of the size
    /// it is given; counts its calls.
    private final class Diagonal: CustomGroupItemProvider {
        var calls: [CustomGroupEnvironment] = []
        var zIndices: [Int?] = [nil, nil, nil]
        var result: Result<[CustomGroupItem], CustomGroupFailure>?

        func items(in environment: CustomGroupEnvironment) -> Result<[CustomGroupItem], CustomGroupFailure> {
            calls.append(environment)
            if let result { return result }
            let third = environment.groupSize.width / 3
            return .success((0..<3).map { k in
                CustomGroupItem(frame: R(Double(k) * third, Double(k) * 20, 40, 20), zIndex: zIndices[k])
            })
        }
    }

    private func customSection(
        _ provider: Diagonal, height: LayoutDimension = .absolute(60), spacing: Double = 10
    ) -> CompositionalSection {
        var section = CompositionalSection(group: CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: height),
            subitems: .custom(CustomGroupItems(provider))))
        section.interGroupSpacing = spacing
        return section
    }

    private func cells(_ geometry: LayoutGeometry, section: Int) -> [Rect] {
        Array(geometry.sections[section].itemFrames)
    }

    /// A provider's frame past the layout's limit across the scroll axis lies outside the
    /// content, which stays finite: `dump` printed `"frame": [null, ...]` with status 0.
    /// The section is named instead.
    func testAFramePastTheLimit_NamesItsSection() {
        let provider = Diagonal()
        provider.result = .success([CustomGroupItem(frame: R(1e308, 0, 10, 10), zIndex: nil)])
        let error = compositionalError([customSection(Diagonal()), customSection(provider)], counts: [3, 1])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(1)))
    }

    func testFramesAreTheProvidersStampedPerRepetition() throws {
        // Group 300 × 60, so thirds of 100: items at x 0, 100, 200 and y 0, 20, 40; the
        // second repetition starts at 60 + 10 (interGroupSpacing); 5 items: 3 + 2.
        let provider = Diagonal()
        let geometry = try compositional([customSection(provider)], counts: [5], width: 300)
        XCTAssertEqual(
            cells(geometry, section: 0),
            [R(0, 0, 40, 20), R(100, 20, 40, 20), R(200, 40, 40, 20), R(0, 70, 40, 20), R(100, 90, 40, 20)])
        XCTAssertEqual(provider.calls, [CustomGroupEnvironment(groupSize: S(300, 60), scale: 2)])
    }

    func testProviderRunsOncePerDistinctGroupNotPerItemOrSection() throws {
        let provider = Diagonal()
        let spec = customSection(provider)
        _ = try compositional([CompositionalSection?](repeating: spec, count: 50), counts: [Int](repeating: 30, count: 50), width: 300)
        XCTAssertEqual(provider.calls.count, 1)
    }

    func testEstimatedHeightTakesTheItemsExtent() throws {
        // The frames reach y = 40 + 20 = 60 whatever the estimate (44): repetitions 60 apart.
        let provider = Diagonal()
        let geometry = try compositional([customSection(provider, height: .estimated(44), spacing: 0)], counts: [4], width: 300)
        XCTAssertEqual(cells(geometry, section: 0)[3], R(0, 60, 40, 20))
        XCTAssertEqual(geometry.contentSize.height, 60 + 20)
    }

    func testItemZIndexReplacesTheSectionsForThatItemOnly() throws {
        let provider = Diagonal()
        provider.zIndices = [nil, 5, nil]
        let snapshot = LayoutSnapshot(geometry: try compositional([customSection(provider)], counts: [4], width: 300))
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.map(\.zIndex), [0, 5, 0, 0])
    }

    func testNoItemsIsAnErrorAtTheItems() {
        let provider = Diagonal()
        provider.result = .success([])
        let error = compositionalError([customSection(provider)], counts: [3])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(0), "group.items"))
        XCTAssertEqual(error?.message, "a custom group must place at least one item (it would repeat for ever without taking one)")
    }

    func testNegativeWidthNamesTheItem() {
        let provider = Diagonal()
        provider.result = .success([CustomGroupItem(frame: R(0, 0, 10, 10)), CustomGroupItem(frame: R(0, 0, -1, 10))])
        let error = compositionalError([customSection(provider)], counts: [3])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(0), "group.items[1].frame.width"))
        XCTAssertEqual(error?.message, "cannot be negative (got -1)")
    }

    func testProviderFailureKeepsItsWords() {
        let provider = Diagonal()
        provider.result = .failure(CustomGroupFailure("scene.lua:4: boom"))
        let error = compositionalError([customSection(provider)], counts: [3])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(0), "group.items"))
        XCTAssertEqual(error?.message, "scene.lua:4: boom")
    }
}
