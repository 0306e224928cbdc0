import LayoutCore

// prepare-*: a base layout and its snapshot index, what a collection view's `prepare()`
// costs, against the floor or the grid path.

extension Suite {
    /// Lays out a flow scene and indexes it: one prepare.
    @inline(never)
    func prepareFlow(_ c: FlowLayoutConfiguration, _ sections: [FlowSection]) -> LayoutSnapshot {
        LayoutSnapshot(geometry: scenes.flowGeometry(c, sections))
    }

    /// One floor pass over the same grid.
    @inline(never)
    func floorPass(_ floor: GridFloor, sections: Int, count: Int) -> Int {
        floor.write(sections: sections, count: count, scenes.grid, dimension: scenes.metrics.size.width, scale: scenes.metrics.scale)
    }

    func prepareGrid() -> [BenchmarkRow] {
        [gridAgainstFloor(name: "prepare-grid-1m", sections: 10_000, count: 100, what: "10,000 sections x 100 items, headers")]
    }

    func prepareGridOneSection() -> [BenchmarkRow] {
        [gridAgainstFloor(name: "prepare-grid-1m-one-section", sections: 1, count: 1_000_000, what: "1,000,000 items in one section")]
    }

    func gridAgainstFloor(name: String, sections n: Int, count: Int, what: String) -> BenchmarkRow {
        let sections = Array(repeating: FlowSection(itemCount: count), count: n)
        let c = scenes.grid
        let floor = GridFloor(capacity: n * count)
        let perLine = GridFloor.perLine(c, dimension: scenes.metrics.size.width)
        var teardown: [Double] = []
        let result = plan.interleave([
            { secondsToMake({ self.prepareFlow(c, sections) }, teardown: &teardown) },
            { seconds { _ = self.floorPass(floor, sections: n, count: count) } },
            { secondsToMake { SectionStorageFloor.make(sections: n, count: count, perLine: perLine) } },
        ])
        let written = floorPass(floor, sections: n, count: count)
        let same = floor.matches(scenes.flowGeometry(c, sections), count: written)
        return BenchmarkRow(
            name: name, unit: .seconds, samples: result[0], reference: .init(name: "floor", samples: result[1]),
            note: "\(what): flow layout + snapshot index; the floor writes the same frames into a preallocated array (target ≤ 60 ms and ≤ 3x the floor)",
            details: [
                "floor frames identical to the layout's: \(same ? "yes" : "NO")",
                "the layout's storage alone (the frames in one block, per section its lines in an array and an object holding them, written, no layout): median \(BenchmarkFormat.time(result[2].median))",
                Suite.teardownDetail(teardown),
            ])
    }

    /// The detail line that reports what freeing the prepared layouts took, outside the row's time.
    static func teardownDetail(_ teardown: [Double]) -> String {
        "freeing the layout afterwards (not in the time above): median \(BenchmarkFormat.time(Samples(teardown).median))"
    }

    func prepareRows() -> [BenchmarkRow] {
        let rows = scenes.rowSections
        let uniform = scenes.gridSections(items: 100_000)
        var teardown: [Double] = []
        let result = plan.interleave([
            { secondsToMake({ self.prepareFlow(self.scenes.grid, rows) }, teardown: &teardown) },
            { secondsToMake { self.prepareFlow(self.scenes.grid, uniform) } },
        ])
        return [BenchmarkRow(
            name: "prepare-rows-100k", unit: .seconds, samples: result[0],
            reference: .init(name: "the same 100,000 items on the grid path", samples: result[1]),
            note: "1,000 sections x 100 items of varied sizes (row path): validation, layout, snapshot index (target ≤ 15 ms)",
            details: [Suite.teardownDetail(teardown)])]
    }

    func prepareCompositional() -> [BenchmarkRow] {
        let grid = scenes.gridSections(items: 1_000_000)
        let items = scenes.compositional.counts.reduce(0, +)
        var teardown: [Double] = []
        let result = plan.interleave([
            { secondsToMake({ LayoutSnapshot(geometry: self.scenes.compositionalGeometry()) }, teardown: &teardown) },
            { secondsToMake { self.prepareFlow(self.scenes.grid, grid) } },
        ])
        return [BenchmarkRow(
            name: "prepare-compositional-1m", unit: .seconds, samples: result[0],
            reference: .init(name: "prepare-grid-1m", samples: result[1]),
            note: "10,000 compositional sections that all differ (group height, columns, spacing, counts, headers), \(items) items, + snapshot index",
            details: [Suite.teardownDetail(teardown)])]
    }
}
