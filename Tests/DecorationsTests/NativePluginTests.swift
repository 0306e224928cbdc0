import Decorations
import LayoutCore
import XCTest

/// Plugins written in Swift run through the same host: same checks, numbering and cache.
final class NativePluginTests: XCTestCase {
    private final class Marks: NativePlugin {
        let name = "marks"
        let reach = 0.0
        var frames: (Rect) -> [Rect]
        init(_ frames: @escaping (Rect) -> [Rect]) { self.frames = frames }

        func section(_ section: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
            let mark = out.kind("mark", zIndex: 2, attributes: ["color": .string("#FF0000")])
            for frame in frames(section.frame) { try out.add(mark, frame) }
            out.style(.cell, items: .first, attributes: ["first": .bool(true)])
        }
    }

    func testNativePlugin_DecoratesThroughTheHost() throws {
        let fixture = try DecorationFixture()
        fixture.host.register(Marks { [R($0.x, $0.y, 5, 5), R($0.x + 5, $0.y, 5, 5)] })
        let snapshot = try fixture.snapshot("flow { itemSize = { 100, 100 } }\nsections { 3, 3 }\n")
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(snapshot.decorations("mark").map(\.indexPath), [
            IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1), IndexPath(section: 1, item: 0), IndexPath(section: 1, item: 1),
        ])
        XCTAssertEqual(snapshot.decorations("mark")[2].frame, R(0, 100, 5, 5))
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 0))?.attributes, ["first": .bool(true)])
    }

    func testNativePlugin_OutputIsCheckedLikeLua() throws {
        let fixture = try DecorationFixture()
        fixture.host.register(Marks { [R($0.x, $0.y - 500, -5, 5)] })
        let snapshot = try fixture.snapshot("flow { itemSize = { 100, 100 } }\nsections { 3, 3 }\n")
        XCTAssertEqual(snapshot.decorations("mark"), [])
        XCTAssertEqual(fixture.host.errors.count, 2)
        XCTAssertEqual(fixture.host.errors.first?.plugin, "marks")
        XCTAssertTrue(fixture.host.errors.first?.message.contains("bad decoration frame") ?? false, "\(fixture.host.errors)")
        XCTAssertEqual(snapshot.allElements().filter { $0.category == .cell }.count, 6)
    }

    /// Where a decoration lands is not checked: 500 points above its section it is kept,
    /// and found by rect and point queries alike.
    func testNativePlugin_DecorationFarOutsideItsSection_IsKept() throws {
        let fixture = try DecorationFixture()
        fixture.host.register(Marks { [R($0.x, $0.y - 500, 5, 5)] })
        let snapshot = try fixture.snapshot("flow { itemSize = { 100, 100 } }\nsections { 3, 3 }\n")
        XCTAssertEqual(fixture.host.errors, [])
        _ = snapshot.elements(in: R(0, 0, 375, 100))
        XCTAssertEqual(snapshot.elements(in: R(0, -500, 375, 10)).filter { $0.kind == "mark" }.map(\.frame), [R(0, -500, 5, 5)])
        XCTAssertEqual(snapshot.decoration(kind: "mark", at: IndexPath(section: 1, item: 0))?.frame, R(0, -400, 5, 5))
    }
}
