import LayoutCore
import TestSupport
import XCTest

/// R20: frames that follow the scroll replace the base layout's in rect and single-element
/// queries alike, and rect queries widen their search by the follower's reach.
final class ScrollFollowingTests: XCTestCase {
    /// A follower that moves the elements it is given, and counts the sections it is asked for.
    final class FixedFollower: ScrollFollowing {
        let reach: Double
        let moves: [Int: [(ElementKey, Rect)]]
        var asked: [Int] = []

        init(reach: Double, moves: [Int: [(ElementKey, Rect)]]) {
            self.reach = reach
            self.moves = moves
        }

        func followedFrames(forSection section: Int, in geometry: LayoutGeometry) -> FollowedFrames {
            asked.append(section)
            var frames = FollowedFrames()
            for (key, frame) in moves[section] ?? [] { frames.move(key, to: frame) }
            return frames
        }
    }

    private func header(_ s: Int) -> ElementKey {
        ElementKey(category: .supplementary, kind: "header", indexPath: IndexPath(section: s, item: 0))
    }

    /// Two sections of four 100 x 100 items, two a row (spacing 10 across and along), under
    /// 40-point headers: section 0 is 0...250 (header 0...40, rows at 40 and 150), section 1
    /// 250...500 (header 250...290, rows at 290 and 400).
    private func geometry() throws -> LayoutGeometry {
        try flowSnapshot(width: 210, height: 300, configure: {
            $0.itemSize = S(100, 100)
            $0.minimumLineSpacing = 10
            $0.minimumInteritemSpacing = 10
            $0.headerReferenceSize = S(0, 40)
        }, sections: [FlowSection(itemCount: 4), FlowSection(itemCount: 4)]).geometry
    }

    func testMovedCell_IsFoundAtItsFollowedFrame_InItemOrder_AndNotAtItsOwn() throws {
        // Cell [0, 3] (natural (110, 150, 100, 100)) moves to the top of its section.
        let follower = FixedFollower(reach: 0, moves: [0: [(.cell(IndexPath(section: 0, item: 3)), R(110, 0, 100, 30))]])
        let snapshot = LayoutSnapshot(geometry: try geometry(), follower: follower)
        XCTAssertEqual(snapshot.summary(in: R(0, 0, 210, 45)), [
            "cell [0, 0] (0.0, 40.0, 100.0, 100.0) z0",
            "cell [0, 1] (110.0, 40.0, 100.0, 100.0) z0",
            "cell [0, 3] (110.0, 0.0, 100.0, 30.0) z0",
            "header [0, 0] (0.0, 0.0, 210.0, 40.0) z10",
        ])
        XCTAssertEqual(snapshot.summary(in: R(0, 200, 210, 40)), ["cell [0, 2] (0.0, 150.0, 100.0, 100.0) z0"])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 0, item: 3))?.frame, R(110, 0, 100, 30))
        // The geometry keeps the base layout's frame (R20a).
        XCTAssertEqual(snapshot.geometry.sections[0].itemFrames[3], R(110, 150, 100, 100))
    }

    func testHeaderMovedBeforeItsSection_IsFoundThroughTheReach() throws {
        // Header 0 stretched 80 points above the content: reach 80.
        let follower = FixedFollower(reach: 80, moves: [0: [(header(0), R(0, -80, 210, 120))]])
        let snapshot = LayoutSnapshot(geometry: try geometry(), follower: follower)
        XCTAssertEqual(snapshot.summary(in: R(0, -100, 210, 30)), ["header [0, 0] (0.0, -80.0, 210.0, 120.0) z10"])
        XCTAssertEqual(snapshot.supplementary(kind: "header", at: IndexPath(section: 0, item: 0))?.frame, R(0, -80, 210, 120))
        // Without a declared reach too: the query computes section 0, the nearest to a rect
        // that meets no section, and measures how far its header reaches (R20b).
        let undeclared = LayoutSnapshot(geometry: try geometry(), follower: FixedFollower(reach: 0, moves: [0: [(header(0), R(0, -80, 210, 120))]]))
        XCTAssertEqual(undeclared.summary(in: R(0, -100, 210, 30)), ["header [0, 0] (0.0, -80.0, 210.0, 120.0) z10"])
        XCTAssertEqual(undeclared.followReach.measured, 80)
    }

    func testFollower_IsAskedOncePerSection_OnlyForSectionsQueriesReach() throws {
        let follower = FixedFollower(reach: 0, moves: [1: [(header(1), R(0, 300, 210, 40))]])
        let snapshot = LayoutSnapshot(geometry: try geometry(), follower: follower)
        _ = snapshot.elements(in: R(0, 0, 210, 100))
        _ = snapshot.elements(in: R(0, 10, 210, 100))
        // Section 0, which the rects meet, and section 1, the nearest beyond them (measured
        // in case its frames reach back into the rect), each once.
        XCTAssertEqual(follower.asked, [0, 1])
        XCTAssertEqual(snapshot.supplementary(kind: "header", at: IndexPath(section: 1, item: 0))?.frame, R(0, 300, 210, 40))
        XCTAssertEqual(follower.asked, [0, 1])
        // A rect far down computes the last section, its nearest, and no other.
        let far = FixedFollower(reach: 0, moves: [:])
        _ = LayoutSnapshot(geometry: try geometry(), follower: far).elements(in: R(0, 5_000, 210, 100))
        XCTAssertEqual(far.asked, [1])
    }

    /// Random flow layouts with random moves of cells and headers within the reach: every
    /// rect query equals the brute-force filter of all elements, and every element's
    /// single-element query equals it.
    func testRandomMoves_RectQueriesEqualBruteForce_AndPointQueriesAgree() throws {
        for seed in 0..<300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let base = try flowSnapshot(configure: {
                $0.itemSize = S(Double(Int.random(in: 20...150, using: &g)), Double(Int.random(in: 20...150, using: &g)))
                $0.headerReferenceSize = S(0, Double(Int.random(in: 0...60, using: &g)))
                $0.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
            }, sections: (0..<Int.random(in: 1...5, using: &g)).map { _ in FlowSection(itemCount: Int.random(in: 0...40, using: &g)) })
            let geometry = base.geometry
            let axis = geometry.scrollDirection.scrollAxis
            let reach = Double(Int.random(in: 0...200, using: &g))
            var moves: [Int: [(ElementKey, Rect)]] = [:]
            for (s, section) in geometry.sections.enumerated() {
                let low = section.frame.min(along: axis) - reach, high = section.frame.max(along: axis) + reach
                func place(_ size: Size) -> Rect {
                    let length = axis == .vertical ? size.height : size.width
                    let start = Double.random(in: low...max(low, high - length), using: &g)
                    let across = Double.random(in: 0...300, using: &g)
                    return axis == .vertical ? R(across, start, size.width, size.height) : R(start, across, size.width, size.height)
                }
                for i in 0..<section.itemCount where Int.random(in: 0..<4, using: &g) == 0 {
                    moves[s, default: []].append((.cell(IndexPath(section: s, item: i)), place(section.itemFrames[i].size)))
                }
                if let frame = section.header, Bool.random(using: &g) {
                    moves[s, default: []].append((header(s), place(frame.size)))
                }
            }
            let snapshot = LayoutSnapshot(geometry: geometry, follower: FixedFollower(reach: reach, moves: moves))
            let all = snapshot.allElements()
            for element in all {
                let point = element.category == .cell
                    ? snapshot.item(at: element.indexPath) : snapshot.supplementary(kind: element.kind!, at: element.indexPath)
                XCTAssertEqual(point, element, "seed \(seed)")
            }
            for (s, list) in moves {
                for (key, frame) in list { XCTAssertTrue(all.contains { $0.key == key && $0.frame == frame }, "seed \(seed) section \(s)") }
            }
            for _ in 0..<10 {
                let rect = R(
                    Double.random(in: -250...max(snapshot.contentSize.width, 1) + 250, using: &g),
                    Double.random(in: -250...max(snapshot.contentSize.height, 1) + 250, using: &g),
                    Double.random(in: 0...400, using: &g), Double.random(in: 0...600, using: &g))
                XCTAssertEqual(snapshot.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
    }
}
