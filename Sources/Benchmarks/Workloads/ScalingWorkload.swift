import Decorations
import LayoutCore
import Scenes

/// `--scaling`: prepare-grid and scroll at 10k, 100k, 1M and 10M cells, with the growth
/// from each size to the next (10x the cells: ideally 10x for prepare, 1x for a query).
extension Suite {
    func scaling() {
        let sizes = [10_000, 100_000, 1_000_000, 10_000_000]
        let lua: ConfiguredHost?
        switch luaHost() {
        case .success(let host): lua = host
        case .failure(let problem):
            log("scroll scaling: not run: \(problem.message)\n")
            lua = nil
        }
        var previous: (prepare: Double, scroll: Double)?
        for items in sizes {
            let sections = scenes.gridSections(items: items)
            let prepare = plan.interleave([{ secondsToMake { self.prepareFlow(self.scenes.grid, sections) } }])[0]
            var rows = [BenchmarkRow(
                name: "scaling-prepare-\(Suite.label(items))", unit: .seconds, samples: prepare, reference: nil,
                note: "prepare-grid at \(items) cells" + (previous.map { ", growth \(BenchmarkFormat.fixed(prepare.median / $0.prepare, 2))x for 10x the cells" } ?? ""))]
            var scrollMedian = Double.nan
            if let lua {
                let scroll = scrollRows(lua, items: items, name: "scaling-scroll-\(Suite.label(items))", withReferences: false)[0]
                scrollMedian = scroll.samples.median
                var row = scroll
                row.note = "scroll at \(items) cells, per query" + (previous.map { ", growth \(BenchmarkFormat.fixed(scrollMedian / $0.scroll, 2))x for 10x the cells" } ?? "")
                rows.append(row)
            }
            for row in rows { emit(row) }
            previous = (prepare.median, scrollMedian)
        }
    }

    static func label(_ items: Int) -> String {
        items >= 1_000_000 ? "\(items / 1_000_000)m" : "\(items / 1_000)k"
    }
}
