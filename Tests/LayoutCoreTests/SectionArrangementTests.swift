import Foundation
import LayoutCore
import TestSupport
import XCTest

/// R19: sections whose items an outside arrangement places, stacked by the flow layout.
final class SectionArrangementTests: XCTestCase {
    private func layout(
        direction: ScrollDirection = .vertical, sections: [FlowSection], arranger: @escaping SectionArranger
    ) throws -> LayoutGeometry {
        var c = FlowLayoutConfiguration()
        c.scrollDirection = direction
        c.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        c.headerReferenceSize = S(50, 25)
        c.footerReferenceSize = S(60, 15)
        c.itemSize = S(30, 40)
        return try FlowLayout.layout(
            configuration: c, sections: sections,
            collectionView: CollectionViewMetrics(size: S(300, 500), scale: 2), arranger: arranger)
    }

    func testArrangedSection_FramesFromTheBoxOrigin_FooterAfterTheFurthestItem_NextSectionStacked() throws {
        var boxes: [SectionContentBox] = []
        let geometry = try layout(sections: [FlowSection(itemCount: 2), FlowSection(itemCount: 1)]) { box in
            boxes.append(box)
            guard box.section == 0 else { return nil }
            // Item 1 above item 0 on the scroll axis: any order is allowed.
            return SectionArrangement(itemFrames: [R(0, 50, 30, 40), R(210, 0.25, 30, 12)])
        }
        // R19a: the box starts after the header (25) and the top inset (10), at the left
        // inset (20); it is 300 - 20 - 40 = 240 wide.
        XCTAssertEqual(boxes.first?.origin, Point(x: 20, y: 35))
        XCTAssertEqual(boxes.first?.across, 240)
        XCTAssertEqual(boxes.first?.itemSize, S(30, 40))
        XCTAssertEqual(boxes.first?.interitemSpacing, 10)
        XCTAssertEqual(boxes.count, 2)
        let s0 = geometry.sections[0]
        // R19b: moved, not rounded (0.25 stays at scale 2).
        XCTAssertEqual(Array(s0.itemFrames), [R(20, 85, 30, 40), R(230, 35.25, 30, 12)])
        XCTAssertEqual(s0.lines, [])
        // R19c: extent 90 (item 0 ends at 50 + 40); footer at 25 + 10 + 90 + 30 = 155.
        XCTAssertEqual(s0.footer, R(0, 155, 300, 15))
        XCTAssertEqual(s0.frame, R(0, 0, 300, 170))
        // Section 1 is the flow layout's: header at 170, its item at 170 + 25 + 10.
        XCTAssertEqual(geometry.sections[1].header, R(0, 170, 300, 25))
        XCTAssertEqual(Array(geometry.sections[1].itemFrames), [R(20, 205, 30, 40)])
        XCTAssertEqual(geometry.warnings, [])
    }

    func testHorizontal_BoxIsTheHeightMinusTopAndBottomInsets() throws {
        var seen: SectionContentBox?
        let geometry = try layout(direction: .horizontal, sections: [FlowSection(itemCount: 1)]) { box in
            seen = box
            return SectionArrangement(itemFrames: [R(5, 0, 30, 40)])
        }
        // Header 50 wide, left inset 20: origin x 70; top inset 10; 500 - 10 - 30 = 460 tall.
        XCTAssertEqual(seen?.origin, Point(x: 70, y: 10))
        XCTAssertEqual(seen?.across, 460)
        XCTAssertEqual(Array(geometry.sections[0].itemFrames), [R(75, 10, 30, 40)])
        // Extent 35 along x: footer at 50 + 20 + 35 + 40 = 145, 60 wide.
        XCTAssertEqual(geometry.sections[0].footer, R(145, 0, 60, 500))
        XCTAssertEqual(geometry.contentSize, S(205, 500))
    }

    func testDeclaredLines_SpanTheDimension_AndAreSearched() throws {
        let geometry = try layout(sections: [FlowSection(itemCount: 3)]) { _ in
            SectionArrangement(
                itemFrames: [R(0, 0, 30, 40), R(40, 10, 30, 20), R(0, 50, 30, 40)],
                lines: [LineLayout(frame: R(0, 0, 240, 40), items: 0..<2), LineLayout(frame: R(0, 50, 240, 40), items: 2..<3)])
        }
        XCTAssertEqual(geometry.sections[0].lines.map(\.frame), [R(0, 35, 300, 40), R(0, 85, 300, 40)])
        let snapshot = LayoutSnapshot(geometry: geometry)
        XCTAssertEqual(snapshot.elements(in: R(0, 86, 300, 1)).map(\.indexPath), [IndexPath(section: 0, item: 2)])
    }

    func testRefusedArrangement_FlowPlacesTheSection_WithAWarning() throws {
        let cases: [(SectionArrangement, String)] = [
            (SectionArrangement(itemFrames: [R(0, 0, 30, 40)]), "placed 1 item but the section has 2"),
            (SectionArrangement(itemFrames: [R(0, 0, 30, 40), R(0, .nan, 1, 1)]), "item 1: frame (0, nan, 1, 1) is not finite"),
            (SectionArrangement(itemFrames: [R(0, 0, -1, 40), R(0, 0, 1, 1)]), "item 0: frame (0, 0, -1, 40) has a negative size"),
            (SectionArrangement(itemFrames: [R(0, 0, 30, 40), R(211, 0, 30, 1)]),
             "item 1: frame (211, 0, 30, 1) lies outside the content box across the scroll axis (0...240)"),
            (SectionArrangement(itemFrames: [R(0, -1, 30, 40), R(0, 0, 30, 1)]), "item 0: frame (0, -1, 30, 40) starts before the content box (y < 0)"),
            (SectionArrangement(
                itemFrames: [R(0, 0, 30, 40), R(0, 0, 30, 1)], lines: [LineLayout(frame: R(0, 0, 1, 1), items: 1..<2)]),
             "line 1 starts at item 1; lines must cover the items in order, from item 0"),
        ]
        let flow = try layout(sections: [FlowSection(itemCount: 2)]) { _ in nil }
        for (arrangement, message) in cases {
            let geometry = try layout(sections: [FlowSection(itemCount: 2)]) { _ in arrangement }
            XCTAssertEqual(geometry.warnings, ["section 0: the arrangement was refused (\(message)); the flow layout placed the section"])
            XCTAssertEqual(geometry.sections, flow.sections, message)
        }
    }
    /// A section placed 10^13 points down: the sections after it still contain their items,
    /// and the layout finishes (stepping the footer position ulp by ulp, as it once did,
    /// would take ~2^37 steps there: a hang). Watched on a thread, with a deadline.
    func testSectionsFarDown_FinishAndContainTheirItems() throws {
        final class Outcome: @unchecked Sendable { var geometry: LayoutGeometry? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var c = FlowLayoutConfiguration()
            c.sectionInset = EdgeInsets(top: 0.7, left: 0, bottom: 0.7, right: 0)
            c.headerReferenceSize = S(0, 13.37)
            let sections = [1, 3, 3, 3, 5, 7].map { FlowSection(itemCount: $0) }
            outcome.geometry = try? FlowLayout.layout(
                configuration: c, sections: sections, collectionView: CollectionViewMetrics(size: S(375, 667), scale: 3),
                arranger: { box in
                    SectionArrangement(itemFrames: ContiguousArray((0..<box.itemCount).map { i in
                        R(0, box.section == 0 ? 7.7e13 + 0.1 : Double(i) * 10.3, 5, 5.7)
                    }))
                })
            done.signal()
        }
        thread.start()
        guard done.wait(timeout: .now() + 20) == .success, let geometry = outcome.geometry else {
            return XCTFail("the layout did not finish in 20 s")
        }
        XCTAssertEqual(geometry.warnings, [])
        for section in geometry.sections {
            for frame in section.itemFrames {
                XCTAssertTrue(section.frame.contains(frame), "\(frame) outside section \(section.index) \(section.frame)")
            }
        }
    }
}
