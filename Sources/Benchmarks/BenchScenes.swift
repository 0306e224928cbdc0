import LayoutCore
import SeededRandom

/// The scenes the workloads lay out, built once. Sizes and positions are deterministic.
struct BenchScenes {
    let metrics = CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 2)

    /// 100 x 100 cells, three per row, 10-point insets and spacing, 40-point headers.
    var grid: FlowLayoutConfiguration {
        var c = FlowLayoutConfiguration()
        c.itemSize = Size(width: 100, height: 100)
        c.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        c.headerReferenceSize = Size(width: 0, height: 40)
        return c
    }

    /// `count` items in sections of 100 (one section of `count` when `sections` is 1).
    func gridSections(items count: Int, sections: Int? = nil) -> [FlowSection] {
        let n = sections ?? Swift.max(count / 100, 1)
        return Array(repeating: FlowSection(itemCount: count / n), count: n)
    }

    func gridGeometry(items: Int = 1_000_000, sections: Int? = nil) -> LayoutGeometry {
        flowGeometry(grid, gridSections(items: items, sections: sections))
    }

    func flowGeometry(_ c: FlowLayoutConfiguration, _ sections: [FlowSection]) -> LayoutGeometry {
        do {
            return try FlowLayout.layout(configuration: c, sections: sections, collectionView: metrics)
        } catch {
            fatalError("bench scene: \(error)")
        }
    }

    /// 1,000 sections of 100 items of varied sizes (widths 40-180, heights 30-120, on
    /// half points): the row path.
    let rowSections: [FlowSection] = {
        var g = SeededGenerator(seed: 13)
        return (0..<1_000).map { _ in
            let sizes = (0..<100).map { _ in
                Size(width: 40 + Double(g.next() % 281) / 2, height: 30 + Double(g.next() % 181) / 2)
            }
            return FlowSection(itemCount: 100, itemSizes: sizes)
        }
    }()

    /// 10,000 compositional sections that all differ (item heights, columns, spacing,
    /// item counts 50-150, a header on every third), so no cache solves one and stamps it
    /// 10,000 times. 1,000,000 items in all.
    let compositional: (sections: [CompositionalSection?], counts: [Int]) = {
        var sections: [CompositionalSection?] = []
        var counts: [Int] = []
        for k in 0..<10_000 {
            let columns = 1 + k % 5
            let item = CompositionalItem(
                size: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: .fractionalHeight(1)),
                contentInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            let group = CompositionalGroup.horizontal(
                LayoutSize(width: .fractionalWidth(1), height: .absolute(60 + Double(k) * 0.01)),
                subitems: [.item(item)], interItemSpacing: .fixed(Double(k % 3) * 4))
            let header = BoundarySupplementaryItem(
                kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
            sections.append(
                CompositionalSection(
                    group: group, contentInsets: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10),
                    interGroupSpacing: Double(k % 4) * 2, boundarySupplementaryItems: k % 3 == 0 ? [header] : []))
            counts.append(100 + (k % 2 == 0 ? 1 : -1) * (k % 51))
        }
        return (sections, counts)
    }()

    func compositionalGeometry() -> LayoutGeometry {
        do {
            return try CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: compositional.sections,
                itemCounts: compositional.counts, collectionView: metrics)
        } catch {
            fatalError("bench scene: \(error)")
        }
    }
}
