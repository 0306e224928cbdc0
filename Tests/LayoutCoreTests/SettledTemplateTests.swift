// Rules: docs/layout-rules.md, C34, C35, C37

@testable import LayoutCore
import TestSupport
import XCTest

/// The settled layout's shortcut (`SettledTemplate`) equals solving every repetition with
/// its fitted sizes (`GroupSolver.solveSettled`), on random rows and columns of items.
final class SettledTemplateTests: XCTestCase {
    func testTemplate_EqualsASolvePerRepetition() throws {
        for seed in 0..<500 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let axis: Axis = Bool.random(using: &g) ? .horizontal : .vertical
            func dimension(along a: Axis) -> LayoutDimension {
                switch Int.random(in: 0...3, using: &g) {
                case 0: return .estimated(Double(Int.random(in: 10...50, using: &g)))
                case 1: return .uniformAcrossSiblings(Double(Int.random(in: 10...50, using: &g)))
                case 2: return .absolute(Double(Int.random(in: 10...50, using: &g)))
                default: return a == .horizontal ? .fractionalWidth(1.0 / Double(Int.random(in: 1...4, using: &g))) : .fractionalHeight(1.0 / Double(Int.random(in: 1...4, using: &g)))
                }
            }
            let groupAlongEstimated = Bool.random(using: &g)
            let items: [CompositionalSubitem] = (0..<Int.random(in: 1...3, using: &g)).map { _ in
                var along = dimension(along: axis)
                if !groupAlongEstimated && along.isEstimated { along = .absolute(30) }
                let across = dimension(along: axis.cross)
                let size = axis == .horizontal ? LayoutSize(width: along, height: across) : LayoutSize(width: across, height: along)
                return .item(CompositionalItem(size: size))
            }
            let alongGroup: LayoutDimension = groupAlongEstimated ? .estimated(100) : (axis == .horizontal ? .fractionalWidth(1) : .fractionalHeight(1))
            let acrossGroup: LayoutDimension = Bool.random(using: &g) ? .estimated(60) : .absolute(60)
            let group = CompositionalGroup(
                axis: axis,
                size: axis == .horizontal ? LayoutSize(width: alongGroup, height: acrossGroup) : LayoutSize(width: acrossGroup, height: alongGroup),
                subitems: .list(items), interItemSpacing: .fixed(Double(Int.random(in: 0...8, using: &g))))
            let container = Size(width: 300, height: 400), path = LayoutFieldPath(.section(0), "group")
            let estimates = try GroupSolver.solve(group, in: container, scale: 2, path: path)
            let template = try XCTUnwrap(SettledTemplate(group, estimates), "seed \(seed)")
            let count = Int.random(in: 1...40, using: &g)
            let fitted: [Size?] = (0..<count).map { _ in
                Int.random(in: 0..<4, using: &g) == 0 ? nil : Size(width: Double(Int.random(in: 1...80, using: &g)), height: Double(Int.random(in: 1...80, using: &g)))
            }
            var scratch = ContiguousArray(repeating: Rect.zero, count: estimates.per)
            var start = 0
            while start < count {
                let solved = try GroupSolver.solveSettled(group, in: container, scale: 2, fitted: fitted, firstItem: start, path: path)
                let size = template.settle(first: start, itemCount: count, fitted: fitted, into: &scratch)
                XCTAssertEqual(size, solved.size, "seed \(seed) start \(start)")
                XCTAssertEqual(Array(scratch), Array(solved.leaves), "seed \(seed) start \(start)")
                start += solved.per
            }
        }
    }
}
