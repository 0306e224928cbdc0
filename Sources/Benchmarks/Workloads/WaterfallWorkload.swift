import Decorations
import LayoutCore
import LuaRuntime
import PluginContract
import SeededRandom

// waterfall-1m: Plugins/waterfall.lua placing 1,000,000 items (M.place) against the same
// rules written in Swift, both through the flow layout's arranger (R19) and the snapshot
// index; then screenful rect queries in the waterfall, whose items interleave.

/// CHTCollectionViewWaterfallLayout's rules, as Plugins/waterfall.lua writes them
/// (shortest column first, column width and heights floored to pixels), in Swift: the
/// reference the Lua plugin's time is compared with.
struct NativeWaterfall {
    var columns = 2
    var columnSpacing = 10.0

    func arrangement(_ box: SectionContentBox) -> SectionArrangement {
        let scale = box.scale
        func floorPixel(_ v: Double) -> Double { (v * scale).rounded(.down) / scale }
        let width = floorPixel((box.across - Double(columns - 1) * columnSpacing) / Double(columns))
        var heights = [Double](repeating: 0, count: columns)
        var frames = ContiguousArray<Rect>()
        frames.reserveCapacity(box.itemCount)
        for i in 0..<box.itemCount {
            var c = 0
            for k in 1..<columns where heights[k] < heights[c] { c = k }
            let size = box.size(ofItem: i)
            var height = 0.0
            if size.height > 0 { height = size.width > 0 ? floorPixel(size.height * width / size.width) : size.height }
            frames.append(Rect(x: (width + columnSpacing) * Double(c), y: heights[c], width: width, height: height))
            heights[c] = heights[c] + height + box.interitemSpacing
        }
        return SectionArrangement(itemFrames: frames)
    }
}

extension Suite {
    /// 1,000 sections of 1,000 items of seeded aspect ratios.
    func waterfallSections() -> [FlowSection] {
        var g = SeededGenerator(seed: 21)
        return (0..<1_000).map { _ in
            let sizes = (0..<1_000).map { _ in Size(width: 100, height: Double(50 + g.next() % 200)) }
            return FlowSection(itemCount: sizes.count, itemSizes: sizes)
        }
    }

    func waterfall() -> [BenchmarkRow] {
        let use = PluginUse(name: "waterfall", options: .table(LuaTable()), file: "bench", line: nil)
        let host = ConfiguredHost(searchPath: .standard(), uses: [use])
        let problems = host.problems
        guard problems.isEmpty, host.placements() != nil else {
            return skipped("waterfall-1m", "cannot load Plugins/waterfall.lua: \(problems.map(\.description).joined(separator: "; "))")
        }
        let sections = waterfallSections()
        var c = scenes.grid
        c.minimumInteritemSpacing = 10
        let metrics = scenes.metrics
        /// One layout of the sections, placed by `plugins`' placement hooks from a cold cache.
        func placed(by plugins: ConfiguredHost) -> (LayoutSnapshot, SectionPlacements) {
            plugins.invalidateCache()
            let placements = plugins.placements()!
            let geometry = try! FlowLayout.layout(configuration: c, sections: sections, collectionView: metrics, checkedArranger: placements.arranger)
            return (LayoutSnapshot(geometry: geometry), placements)
        }
        var split: [(host: Double, hook: Double)] = []
        func lua() -> (LayoutSnapshot, [PluginError]) {
            let (snapshot, placements) = placed(by: host)
            split.append((placements.timing.plugins.seconds, placements.hookTime.seconds))
            return (snapshot, placements.errors)
        }
        let native = NativeWaterfall()
        func swift() -> LayoutSnapshot {
            LayoutSnapshot(geometry: try! FlowLayout.layout(
                configuration: c, sections: sections, collectionView: metrics, arranger: { native.arrangement($0) }))
        }
        // The least any Lua placement does: read each item's size and place it, nothing
        // else (no column to choose, no rounding). What it costs against the Swift arm is
        // a floor under every Lua layout of a million items through this host.
        let least = leastPlacementHost()
        var leastHookTimes: [Double] = []
        func leastLua() -> LayoutSnapshot? {
            guard let least else { return nil }
            let (snapshot, placements) = placed(by: least)
            leastHookTimes.append(placements.hookTime.seconds)
            return snapshot
        }
        var teardown: [Double] = []
        var arms: [() -> Double] = [
            { secondsToMake({ lua() }, teardown: &teardown) },
            { secondsToMake { swift() } },
        ]
        if least != nil { arms.append { secondsToMake { leastLua() } } }
        let result = plan.interleave(arms)
        let (snapshot, errors) = lua()
        let same = snapshot.geometry.sections.map(\.itemFrames) == swift().geometry.sections.map(\.itemFrames)
        let height = snapshot.contentSize.height
        let queries = options.quick ? 200 : 1_000
        var run: UInt64 = 0
        let query = plan.interleave([{
            run += 1
            let rects = self.scrollRects(count: queries, seed: run, height: height, step: Swift.max((height - 667) / Double(queries), 1))
            return seconds { for rect in rects { keep(snapshot.elements(in: rect)) } } / Double(queries)
        }])[0]
        return [
            BenchmarkRow(
                name: "waterfall-1m", unit: .seconds, samples: result[0], reference: .init(name: "the same rules in Swift", samples: result[1]),
                note: "1,000 sections x 1,000 items placed by Plugins/waterfall.lua (M.place), laid out and indexed (target ≤ 400 ms and ≤ 3x Swift)",
                details: [
                    "frames identical to the Swift version's: \(same ? "yes" : "NO")",
                    "plugin errors: \(errors.isEmpty ? "none" : errors.map(\.description).joined(separator: "; "))",
                    "of the Lua arm's median run: \(medianMilliseconds(split.map(\.host))) ms in the placement host "
                        + "(sizes written, hook called, buffers read, placements checked), of which \(medianMilliseconds(split.map(\.hook))) ms in the hooks' Lua code",
                    leastPlacementDetail(
                        least: result.count > 2 ? result[2] : nil, hooks: Samples(leastHookTimes), swift: result[1]),
                    Suite.teardownDetail(teardown),
                ]),
            BenchmarkRow(
                name: "waterfall-1m-query", unit: .seconds, samples: query, reference: nil,
                note: "a screenful (375 x 667) rect query anywhere in the waterfall, whose items interleave (target ≤ 20 µs)"),
        ]
    }
}

extension Suite {
    /// The least placement plugin: one size read and one `out:place` an item. Nil when
    /// it cannot be written or loaded (the row then says so).
    func leastPlacementHost() -> ConfiguredHost? {
        let source = """
            local M = { name = "least_placement", api = 1, defaults = {} }
            function M.place(box, opts, out)
              local sizes, place, y = box.sizes, out.place, 0
              for i = 0, box.count - 1 do
                local h = sizes[2 * i + 2]
                place(out, i, 0, y, 100, h)
                y = y + h
              end
            end
            return M
            """
        let hosts = try? InlinePlugins.hosts(
            sources: ["least_placement": source], configurations: [[InlinePlugins.use("least_placement")]]).get()
        guard let host = hosts?.first, host.placements() != nil else { return nil }
        return host
    }

    /// `the least Lua placement ...: 219.20 ms, 3.69x the Swift arm; its hooks' Lua code
    /// alone ...`.
    func leastPlacementDetail(least: Samples?, hooks: Samples, swift: Samples) -> String {
        guard let least else { return "the least Lua placement: not measured (its plugin could not be written or loaded)" }
        func ratio(_ s: Samples) -> String { BenchmarkFormat.ratioText(s.median / swift.median) }
        return "the least Lua placement (one size read and one out:place an item, no column choice, no rounding), "
            + "in the same turns: \(BenchmarkFormat.time(least.median)), \(ratio(least)) the Swift arm; its hooks' Lua "
            + "code alone (every run's, warm-up included): \(BenchmarkFormat.time(hooks.median)), \(ratio(hooks))"
    }
}

/// The median of `values` in milliseconds, one decimal.
private func medianMilliseconds(_ values: [Double]) -> String {
    guard !values.isEmpty else { return "-" }
    let sorted = values.sorted()
    return String(Double(Int((sorted[sorted.count / 2] * 1e4).rounded())) / 10)
}
