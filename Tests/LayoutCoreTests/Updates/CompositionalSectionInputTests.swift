@testable import LayoutCore
import TestSupport
import XCTest

/// `IncrementalLayout.sameSection` compares compositional section inputs in place, field by
/// field. It must answer as `==` does, and know every field: a field it forgot would let an
/// update reuse a section whose input changed.
final class CompositionalSectionInputTests: XCTestCase {
    func testSameSection_ComparesEveryFieldOfCompositionalSectionAndItsGroup() {
        let group = CompositionalGroup.horizontal(.fullContainer, subitems: [])
        XCTAssertEqual(
            Mirror(reflecting: CompositionalSection(group: group)).children.compactMap(\.label),
            ["group", "contentInsets", "interGroupSpacing", "supplementariesFollowContentInsets",
             "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior",
             "visibleItemsInvalidationHandler", "fitted", "contentInsetsReference", "supplementaryContentInsetsReference"],
            "CompositionalSection changed: compare the new field in IncrementalLayout.sameSection, then update this list")
        XCTAssertEqual(
            Mirror(reflecting: group).children.compactMap(\.label),
            ["axis", "size", "subitems", "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems"],
            "CompositionalGroup changed: compare the new field in IncrementalLayout.sameSection, then update this list")
    }

    func testSameSection_AnswersAsEquality_OnSeededPairs() {
        var g = SeededGenerator(seed: testSeed(43))
        func flip() -> Bool { Bool.random(using: &g) }
        func small() -> Double { Double(Int.random(in: 0...1, using: &g)) }
        func random() -> CompositionalSection? {
            if Int.random(in: 0..<8, using: &g) == 0 { return nil }
            let item = CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: flip() ? .absolute(44) : .estimated(44)))
            var group = CompositionalGroup(
                axis: flip() ? .horizontal : .vertical,
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44 + small())),
                subitems: flip() ? .list([.item(item)]) : .count(.item(item), 2),
                interItemSpacing: flip() ? .fixed(small()) : .flexible(small()),
                contentInsets: EdgeInsets(top: small()),
                edgeSpacing: flip() ? .none : EdgeSpacing(leading: .fixed(small())))
            if flip() {
                group.supplementaryItems = [SupplementaryItem(
                    kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                    containerAnchor: LayoutAnchor(edges: [.top]), zIndex: 1 + Int(small()))]
            }
            var section = CompositionalSection(
                group: group, contentInsets: EdgeInsets(left: small()), interGroupSpacing: small(),
                supplementariesFollowContentInsets: flip(),
                boundarySupplementaryItems: flip() ? [] : [BoundarySupplementaryItem(
                    kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20 + small())),
                    alignment: .top)],
                decorationItems: flip() ? [] : [.background(elementKind: flip() ? "a" : "b")],
                orthogonalScrollingBehavior: flip() ? .none : .paging)
            if flip() { section.fitted = FittedSizes(items: [Size(width: 1, height: 30 + small()), nil]) }
            if flip() { section.contentInsetsReference = flip() ? .none : .safeArea }
            if flip() { section.supplementaryContentInsetsReference = flip() ? .none : .layoutMargins }
            return section
        }
        var equal = 0
        for _ in 0..<5_000 {
            var a = random(), b = random()
            if flip() { b = a }
            if flip(), a?.fitted != nil { a!.fitted!.items = Array(a!.fitted!.items) }  // equal values, another array
            let same = withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in IncrementalLayout.sameSection(pa, pb) } }
            XCTAssertEqual(same, a == b, "\(String(describing: a)) vs \(String(describing: b))")
            if a == b { equal += 1 }
        }
        XCTAssertGreaterThan(equal, 1_000, "the pairs must include many equal ones")
    }
}
