import LayoutCore
import TestSupport
import XCTest

/// Sizes, spacings and insets that are each finite but add up past the largest position a
/// layout can hold (`LayoutGeometry.checkFinite`): an error naming the section, never a
/// layout with an infinite content size and elements no query finds.
final class UnboundedLayoutTests: XCTestCase {
    private let huge = 1e308

    private func flowError(scale: Double = 1, _ sections: [FlowSection]) -> LayoutError? {
        do {
            _ = try flowSnapshot(scale: scale, sections: sections)
            return nil
        } catch {
            return error as? LayoutError
        }
    }

    func testFlow_ItemsAddingUpToInfinity_NameTheirSection() {
        // Section 0 ends at 1e308, finite; section 1's two rows of 1e308 do not.
        let tall = Size(width: 100, height: huge)
        let e = flowError([
            FlowSection(itemCount: 1, itemSizes: [tall]),
            FlowSection(itemCount: 4, itemSizes: [tall, tall, tall, tall]),
        ])
        XCTAssertEqual(e?.path, LayoutFieldPath(.section(1)))
        XCTAssertEqual(
            e?.message,
            "the section reaches past the largest position the layout can hold (1.8e308 points): "
                + "its sizes, spacings and insets add up to more")
    }

    func testFlow_SpacingAddingUpToInfinity_IsAnError() {
        // Items wider than the view: one line each, two spacings between three lines.
        func layout(spacing: Double) throws {
            _ = try flowSnapshot(
                scale: 1, configure: { $0.itemSize = Size(width: 400, height: 10); $0.minimumLineSpacing = spacing },
                sections: [FlowSection(itemCount: 3)])
        }
        XCTAssertThrowsError(try layout(spacing: huge)) {
            XCTAssertEqual(($0 as? LayoutError)?.path, LayoutFieldPath(.section(0)))
        }
        XCTAssertNoThrow(try layout(spacing: huge / 4))
    }

    /// Rounding to pixels multiplies positions by the scale (R12): 7e307 points fit at
    /// scale 1 and overflow at scale 3, where UIKit's own rounding would give infinity.
    func testPixelRounding_TheLimitIsDividedByTheScale() throws {
        let sections = [FlowSection(itemCount: 1, itemSizes: [Size(width: 10, height: 7e307)]), FlowSection(itemCount: 1)]
        let snapshot = try flowSnapshot(scale: 1, sections: sections)
        XCTAssertEqual(snapshot.contentSize.height, 7e307 + 50)
        XCTAssertEqual(snapshot.allElements().count, 2)
        let e = flowError(scale: 3, sections)
        XCTAssertEqual(e?.path, LayoutFieldPath(.section(0)))
        XCTAssertTrue(e?.message.contains("(1.8e308 / 3 points)") ?? false, e?.message ?? "no error")
    }

    /// A view wider than the limit at its scale puts every line of items past it: the error
    /// names the view's size, not the first section the overflow reaches.
    func testAViewPastTheLimit_NamesItsSize() {
        XCTAssertThrowsError(try flowSnapshot(width: 1e308, scale: 2, sections: [FlowSection(itemCount: 3)])) {
            XCTAssertEqual(($0 as? LayoutError)?.path, LayoutFieldPath(.collectionView, "size.width"))
            XCTAssertEqual(
                ($0 as? LayoutError)?.message,
                "1e+308 points at scale 2 reach past the largest position the layout can hold (1.8e308 / 2 points)")
        }
        XCTAssertThrowsError(try flowSnapshot(
            height: 1e308, scale: 3, configure: { $0.scrollDirection = .horizontal }, sections: [FlowSection(itemCount: 3)])
        ) {
            XCTAssertEqual(($0 as? LayoutError)?.path, LayoutFieldPath(.collectionView, "size.height"))
        }
        // The same view at scale 1 holds.
        XCTAssertNoThrow(try flowSnapshot(width: 1e308, scale: 1, sections: [FlowSection(itemCount: 3)]))
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))])
        XCTAssertEqual(
            compositionalError([CompositionalSection(group: row)], counts: [1], width: 1e308)?.path,
            LayoutFieldPath(.collectionView, "size.width"))
    }

    func testCompositional_GroupSpacingAddingUpToInfinity_NamesTheSection() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var spaced = CompositionalSection(group: row)
        spaced.interGroupSpacing = huge
        let error = compositionalError([CompositionalSection(group: row), spaced], counts: [5, 3])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(1)))
    }

    /// A compositional element need not lie within the content: a header offset past the
    /// limit across the scroll axis lay at infinity while the content size stayed finite,
    /// and `dump` printed `"frame": [null, ...]` with status 0.
    func testCompositional_AnElementPastTheLimitOutsideTheContent_NamesItsSection() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var offset = CompositionalSection(group: row)
        offset.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(20), .top, offset: Point(x: 1e308, y: 0))]
        let error = compositionalError([CompositionalSection(group: row), offset], counts: [2, 2])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(1)))
        XCTAssertEqual(
            error?.message,
            "the section reaches past the largest position the layout can hold (1.8e308 / 2 points): its sizes, spacings and insets add up to more")
    }

    /// Every section ends within the limit; the layout-level footer after them does not:
    /// the configuration is at fault.
    func testCompositional_ALayoutFooterPastTheLimit_NamesTheConfiguration() {
        let tall = group(.horizontal, .fractionalWidth(1), .absolute(huge), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let configuration = CompositionalLayoutConfiguration(
            boundarySupplementaryItems: [boundary("footer", .fractionalWidth(1), .absolute(huge), .bottom)])
        do {
            _ = try compositional([CompositionalSection(group: tall)], counts: [1], width: 375, scale: 1, configuration: configuration)
            XCTFail("expected a LayoutError")
        } catch {
            XCTAssertEqual((error as? LayoutError)?.path, LayoutFieldPath(.configuration))
            XCTAssertEqual(
                (error as? LayoutError)?.message,
                "the content size reaches past the largest length the layout can hold (1.8e308 points): the layout's "
                    + "sizes, spacings and insets add up to more")
        }
    }

    func testIncrementalLayout_AnUpdateThatOverflows_ThrowsAsTheFullLayoutDoes() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 400, height: huge)
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480), scale: 1)
        let before = FlowLayoutInput(configuration: c, sections: [FlowSection(itemCount: 1), FlowSection(itemCount: 0)], collectionView: cv)
        var after = before
        after.sections[1].itemCount = 1
        let mapping = try BatchUpdate(insertItems: [IndexPath(section: 1, item: 0)])
            .resolve(oldItemCounts: [1, 0], newItemCounts: [1, 1])
        XCTAssertThrowsError(try after.layout()) {
            XCTAssertEqual(($0 as? LayoutError)?.path, LayoutFieldPath(.section(1)))
        }
        XCTAssertThrowsError(
            try IncrementalLayout.flow(previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
        ) {
            XCTAssertEqual(($0 as? LayoutError)?.path, LayoutFieldPath(.section(1)))
        }
    }

    /// An arrangement whose frames are finite from its box, in a section that starts 1e308
    /// down, is refused like a bad frame: the flow layout places that section, and the
    /// layout stands.
    func testArrangementEndingPastTheLimit_IsRefused_AndTheFlowLayoutPlacesTheSection() throws {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 10, height: 10)
        let sections = [FlowSection(itemCount: 1, itemSizes: [Size(width: 10, height: huge)]), FlowSection(itemCount: 1)]
        let cv = CollectionViewMetrics(size: Size(width: 320, height: 480), scale: 1)
        let geometry = try FlowLayout.layout(configuration: c, sections: sections, collectionView: cv) { box in
            box.section == 1 ? SectionArrangement(itemFrames: [Rect(x: 0, y: 8e307, width: 10, height: 10)]) : nil
        }
        XCTAssertEqual(
            geometry.warnings,
            ["section 1: the arrangement was refused (where the section starts, its frames would reach past the largest "
                + "position the layout can hold); the flow layout placed the section"])
        let flow = try FlowLayout.layout(configuration: c, sections: sections, collectionView: cv)
        XCTAssertEqual(geometry.sections, flow.sections)
        XCTAssertEqual(geometry.contentSize, flow.contentSize)
    }
}
