import LayoutCore
import Scenes

/// visible-items-20: one screenful of a carousel whose scene handler (Lua,
/// `visibleItemsInvalidationHandler`, C32) scales and fades the 20 visible cells: the cost
/// of one call, items in and effects out, against the same section without a handler's work
/// (a handler that sets nothing). Issue 27 asks for at most 50 µs.
extension Suite {
    static func visibleItemsScene(setting: Bool) -> String {
        """
        collection { width = 390, height = 844, orthogonalOffsets = { [0] = 100 } }
        compositional {
          section = {
            group = { axis = "horizontal", size = { fractionalWidth(0.05), absolute(200) },
                      subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
            orthogonalScrollingBehavior = "continuous",
            visibleItemsInvalidationHandler = function(items, offset, environment)
              local width = environment.container.contentSize.width
              for _, item in ipairs(items) do
                local f = math.min(math.abs(item.center.x - offset.x - width / 2) / width, 1)
                if \(setting) then
                  local scale = math.max(1 - f, 0.8)
                  item.transform = { scale, 0, 0, scale, 0, 0 }
                  item.alpha = math.max(1 - f, 0.5)
                end
              end
            end,
          },
        }
        sections { 100 }
        """
    }

    func visibleItems() -> [BenchmarkRow] {
        var failure: String?
        /// The bench scene laid out with its handler, or why it could not be (said in the
        /// skipped row, so that a broken scene is not a silent gap).
        func prepared(setting: Bool) -> Result<(VisibleItemsInvalidation, LayoutGeometry, SceneContext), SetupFailure> {
            do {
                let context = try SceneContext(print: { _ in })
                _ = try context.run(source: Suite.visibleItemsScene(setting: setting), chunk: "bench")
                let scene = try context.scene()
                let geometry = try scene.geometry(arranger: nil)
                guard let invalidation = VisibleItemsInvalidation(
                    handlers: scene.visibleItemsHandlers, reach: 0, fail: { _, problem in failure = failure ?? problem.message })
                else { return .failure(SetupFailure(description: "the scene has no visibleItemsInvalidationHandler")) }
                return .success((invalidation, geometry, context))
            } catch {
                return .failure(SetupFailure(description: "\(error)"))
            }
        }
        let setting: (VisibleItemsInvalidation, LayoutGeometry, SceneContext)
        let reading: (VisibleItemsInvalidation, LayoutGeometry, SceneContext)
        switch (prepared(setting: true), prepared(setting: false)) {
        case (.success(let s), .success(let r)): (setting, reading) = (s, r)
        case (.failure(let why), _), (_, .failure(let why)):
            return skipped("visible-items-20", "the bench scene did not lay out: \(why)")
        }
        // The handler must have run and set what it sets: otherwise the row times a failure.
        guard setting.0.followedFrames(forSection: 0, in: setting.1).count > 0, failure == nil else {
            return skipped("visible-items-20", "the handler did not run: \(failure ?? "no effects")")
        }
        let items = VisibleItemsInvalidation.visibleItems(ofSection: 0, in: setting.1).count
        let calls = options.quick ? 200 : 1_000
        func pass(_ arm: (VisibleItemsInvalidation, LayoutGeometry, SceneContext)) -> Double {
            seconds { for _ in 0..<calls { keep(arm.0.followedFrames(forSection: 0, in: arm.1)) } } / Double(calls)
        }
        let result = plan.interleave([{ pass(setting) }, { pass(reading) }])
        guard failure == nil else { return skipped("visible-items-20", "the handler failed: \(failure!)") }
        return [BenchmarkRow(
            name: "visible-items-20", unit: .seconds, samples: result[0],
            reference: .init(name: "a handler that reads every item and sets nothing", samples: result[1]),
            note: "a Lua visibleItemsInvalidationHandler over one screenful of \(items) visible cells (transform and alpha each): the call, items in, effects out (issue 27: at most 50 µs)")]
    }
}

/// Why a benchmark's own scene could not be set up, told in its skipped row.
private struct SetupFailure: Error, CustomStringConvertible {
    let description: String
}
