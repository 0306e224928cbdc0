import Foundation
import TestSupport
import XCTest

/// `lualayout serve` in a real browser (headless Chromium through chromedriver): the page
/// draws every element `dump` lists, hovering one shows its card, scrolling the window
/// moves the view, saving the scene changes the page without a reload, a broken save
/// shows its error over the last good picture, and the page looks like its golden.
/// Skipped, loudly, only when chromium or chromedriver is missing (Scripts/setup installs both).
final class PreviewBrowserTests: XCTestCase {
    private var folder = ""
    private var scene: String { folder + "/scene.lua" }

    private static let sceneText = """
        collection { width = 375, height = 150, scale = 2 }
        flow { itemSize = { 100, 50 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10, headerReferenceSize = { 0, 30 } }
        sections { 6, 4 }
        use("section_background", { colors = { "#34C75966" }, cover = "section" })

        """

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-preview-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PreviewBrowserTests.sceneText.write(toFile: scene, atomically: false, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// How many elements `lualayout dump` lists for the scene file.
    private func dumpedCount(_ path: String) throws -> Int {
        let run = try LualayoutProcess.run(["dump", path], columns: 80)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout.components(separatedBy: "\"category\":").count - 1
    }

    private static let drawnCount = """
        return document.querySelectorAll('#after svg svg rect.cell, #after svg svg rect.supplementary, #after svg svg rect.decoration').length
        """

    /// Rewrites the scene file in place, as an editor saving it does.
    private func save(_ text: String) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: scene))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    func testPage_DrawsEveryElement_HoverShowsItsCard_ScrollMovesTheView() throws {
        let browser = try WebDriverSession()
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"), "the page drew the state")
        let expected = try dumpedCount(scene)
        XCTAssertEqual(try browser.run(PreviewBrowserTests.drawnCount) as? Int, expected, "one shape per element of the dump")
        XCTAssertEqual(try browser.run("return window.lualayout.state.elements.length") as? Int, expected)

        try browser.hover("#after svg svg rect.cell[data-section=\"1\"][data-item=\"2\"]")
        let hovered = try browser.waitUntil("return document.getElementById('card').textContent.startsWith('cell 1.2')")
        let card = try browser.run("return document.getElementById('card').textContent") as? String ?? ""
        XCTAssertTrue(hovered, "card: \(card)")
        XCTAssertTrue(card.contains("frame 275, 170, 100, 50") && card.contains("zIndex 0"), card)
        let decoration = try browser.run("""
            const e = window.lualayout.state.elements.find(e => e.category === 'decoration'); return describe(e)
            """) as? String ?? ""
        XCTAssertTrue(decoration.contains("made by use 1, section_background (\(scene):4)"), decoration)

        // The collection view's window (150 of the 280 points of content), at its scale: 100
        // points down is y = 100.
        _ = try browser.run("""
            const s = document.getElementById('scroller'); s.scrollTop = 100 * window.lualayout.viewScale; s.dispatchEvent(new Event('scroll'))
            """)
        XCTAssertTrue(try browser.waitUntil("return window.lualayout.state.viewport[1] === 100"),
                      "the server laid the scene out at contentOffset y = 100")
    }

    func testSavingTheScene_UpdatesThePageWithoutReload_ABrokenSaveShowsItsErrorOverTheLastGoodPicture() throws {
        let browser = try WebDriverSession()
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        _ = try browser.run("window.sameDocument = 'yes'")
        try save(PreviewBrowserTests.sceneText.replacingOccurrences(of: "sections { 6, 4 }", with: "sections { 6, 5 }"))
        XCTAssertTrue(try browser.waitUntil("return document.querySelectorAll('#after svg svg rect.cell').length === 11", seconds: 5),
                      "the saved scene is drawn")
        XCTAssertEqual(try browser.run("return window.sameDocument") as? String, "yes", "no reload: the same document")

        try save("collection { width = 375 }\nsections { 6,\n")
        let shown = try browser.waitUntil("return document.getElementById('errors').textContent.includes('scene.lua:3:')", seconds: 5)
        let errors = try browser.run("return document.getElementById('errors').textContent") as? String ?? ""
        XCTAssertTrue(shown, "errors: \(errors)")
        XCTAssertEqual(try browser.run("return getComputedStyle(document.getElementById('stale')).display") as? String, "block")
        XCTAssertEqual(try browser.run("return document.querySelectorAll('#after svg svg rect.cell').length") as? Int, 11,
                       "the last good picture stays")
        XCTAssertEqual(try browser.run("return window.sameDocument") as? String, "yes")
    }

    /// Each save reaches an open event stream as a new state, the saved scene's. How long
    /// it takes is printed, not asserted: a timed assertion fails on a busy machine or under
    /// a sanitizer for reasons that are not the preview's (docs/serve.md gives the figure).
    func testSave_ReachesAnEventStream_AsTheSavedScenesState() throws {
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let stream = try XCTUnwrap(LoopbackSocket(port: server.port))
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(stream.receive(seconds: 5, until: "\"elements\"").contains("event: state"))
        var worst = 0.0
        for count in 7...9 {
            let saved = Date()
            try save(PreviewBrowserTests.sceneText.replacingOccurrences(of: "sections { 6, 4 }", with: "sections { \(count), 4 }"))
            // The whole event: a server-sent event ends with a blank line (then the
            // chunk's own CRLF).
            let event = stream.receive(seconds: 10) { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                guard let start = text.range(of: "event: state") else { return false }
                return text[start.upperBound...].contains("\n\n")
            }
            XCTAssertTrue(event.contains("event: state"), event)
            // The state is the saved scene's: its cells are the two sections' counts.
            XCTAssertEqual(event.components(separatedBy: "\"category\": \"cell\"").count - 1, count + 4, "save \(count)")
            worst = max(worst, Date().timeIntervalSince(saved))
        }
        print("preview: the slowest of three saves reached the event stream in \(Int(worst * 1000)) ms")
    }

    /// The page in a 1000 x 700 window, `prepare` run once it drew, compared with
    /// Tests/RenderingTests/Snapshots/Preview/NAME.png (recorded when missing or with
    /// RECORD_PREVIEW_GOLDEN=1: look at it before committing it).
    private func assertScreenshot(scene: String, golden name: String, prepare: String? = nil,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let browser = try WebDriverSession(width: 1000, height: 700)
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0, file: file, line: line) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"), file: file, line: line)
        usleep(300_000)
        if let prepare {
            _ = try browser.run(prepare)
            usleep(800_000)
        }
        let shot = try browser.screenshot()
        let golden = URL(fileURLWithPath: LualayoutProcess.packageRoot).appendingPathComponent("Tests/RenderingTests/Snapshots/Preview/\(name).png")
        if ProcessInfo.processInfo.environment["RECORD_PREVIEW_GOLDEN"] != nil || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try shot.write(to: golden)
            XCTFail("recorded \(golden.path): look at it, then commit it", file: file, line: line)
            return
        }
        let actual = try PNGImage(data: shot), expected = try PNGImage(data: Data(contentsOf: golden))
        XCTAssertEqual(actual.width, expected.width, file: file, line: line)
        XCTAssertEqual(actual.height, expected.height, file: file, line: line)
        guard actual.width == expected.width, actual.height == expected.height else { return }
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width where !actual[x, y].isClose(to: expected[x, y], tolerance: 48) { differing += 1 }
        }
        // Font hinting and antialiasing may differ a little between machines.
        let fraction = Double(differing) / Double(actual.width * actual.height)
        XCTAssertLessThan(fraction, 0.01, "\(name): \(differing) pixels differ from the golden", file: file, line: line)
    }

    func testScreenshot_MatchesItsGolden() throws {
        try assertScreenshot(scene: "Scenes/sections.lua", golden: "sections")
    }

    func testScreenshot_Demo() throws {
        try assertScreenshot(scene: "Scenes/demo.lua", golden: "demo")
    }

    func testScreenshot_InsetGroupedList() throws {
        try assertScreenshot(scene: "Scenes/inset_grouped.lua", golden: "inset_grouped")
    }

    func testScreenshot_AnUpdateMidAnimation() throws {
        try assertScreenshot(scene: "Scenes/updates.lua", golden: "updates_mid_animation", prepare: "window.lualayout.seek(0.5); return window.lualayout.animation.shapes.length")
    }

    func testUpdateScene_StateCarriesThePictureBeforeTheUpdate_AndTheChangesMarkedAfter() throws {
        let server = try ServeProcess(scene: "Scenes/updates.lua")
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let reply = try XCTUnwrap(LoopbackHTTP.request(port: server.port, "GET", "/state"))
        XCTAssertEqual(reply.status, 200)
        let state = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any])
        let before = try XCTUnwrap(state["before"] as? String, "a scene with an update shows the layout before it")
        let after = try XCTUnwrap(state["svg"] as? String)
        XCTAssertTrue(before.contains("before the update"))
        XCTAssertFalse(before.contains("data-change="), "the picture before is plain")
        for change in ["inserted", "deleted", "moved"] {
            XCTAssertTrue(after.contains("data-change=\"\(change)\""), change)
        }
    }

    /// A scene broken when `serve` starts: the page says so and shows the error with its
    /// file and line (before: "connecting…" for good, and a TypeError); fixing it draws it.
    func testASceneBrokenAtStart_ShowsItsError_ThenItsPictureOnceFixed() throws {
        try "collection { width = 375 }\nsections { 6,\n".write(toFile: scene, atomically: false, encoding: .utf8)
        let browser = try WebDriverSession()
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return document.getElementById('errors').textContent.includes('scene.lua:3:')"))
        XCTAssertEqual(try browser.run("return document.getElementById('status').textContent") as? String, "the scene did not load")
        try save(PreviewBrowserTests.sceneText)
        XCTAssertTrue(try browser.waitUntil("return document.querySelectorAll('#after svg svg rect.cell').length === 10", seconds: 5))
        XCTAssertEqual(try browser.run("return document.getElementById('errors').textContent") as? String, "")
    }

    /// The status line counts versions from 1 (before: "update 2" on the first load, the
    /// first event repeating /state); the label of an offset past the end says where the view
    /// is, clamped, and what the scene asked for, and the scene is laid out there.
    func testStatusCountsVersionsFromOne_AndTheOffsetLabelShowsTheClampedOffset() throws {
        let browser = try WebDriverSession()
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        usleep(500_000)
        let status = try browser.run("return document.getElementById('status').textContent") as? String ?? ""
        XCTAssertTrue(status.hasSuffix("version 1"), status)
        try save(PreviewBrowserTests.sceneText.replacingOccurrences(of: "scale = 2 }", with: "scale = 2, contentOffset = { 0, 900 } }"))
        XCTAssertTrue(try browser.waitUntil("return window.lualayout.state.viewport[1] === 130"), "laid out where the view is")
        // 280 points of content in a 150-point view: the largest offset is 130.
        let label = try browser.run("return document.getElementById('offset').textContent") as? String ?? ""
        XCTAssertEqual(label, "contentOffset 0, 130 (the scene asks 0, 900)")
    }

    /// The collection view is the main view: at the scene's size or fitted, scrolling on its
    /// own axis only (no horizontal scroll for a vertical layout as wide as the view: before,
    /// a bar scrolled 25 points and cut "header 3" to "der 3"), a tall scene scrolls instead
    /// of shrinking, and the cells are drawn at a readable size.
    func testTheCollectionView_ScrollsOnItsOwnAxisOnly_AndATallSceneScrolls() throws {
        let browser = try WebDriverSession(width: 1000, height: 700)
        let server = try ServeProcess(scene: "Scenes/demo.lua")
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        let sizes = try XCTUnwrap(browser.run("""
            const s = document.getElementById('scroller');
            return [s.scrollWidth, s.clientWidth, s.scrollHeight, s.clientHeight, getComputedStyle(s).overflowX, window.lualayout.viewScale]
            """) as? [Any])
        let numbers = sizes.compactMap { ($0 as? NSNumber)?.doubleValue }
        XCTAssertEqual(numbers.count, 5, "\(sizes)")
        guard numbers.count == 5 else { return }
        XCTAssertEqual(numbers[0], numbers[1], "nothing to scroll across the axis: \(sizes)")
        XCTAssertEqual(sizes[4] as? String, "hidden", "no scrolling across the axis")
        XCTAssertGreaterThan(numbers[2], numbers[3], "the tall content scrolls: \(sizes)")
        XCTAssertGreaterThanOrEqual(numbers[4], 0.5, "not shrunk to fit the content: \(sizes)")
        // Scrolled to the end by the wheel's way (scrollTop), the server lays out the end.
        _ = try browser.run("const s = document.getElementById('scroller'); s.scrollTop = s.scrollHeight; s.dispatchEvent(new Event('scroll'))")
        XCTAssertTrue(try browser.waitUntil("""
            const st = window.lualayout.state; return st.viewport[1] > 0 && Math.abs(st.viewport[1] + st.viewport[3] - st.contentSize[1]) <= 1
            """), "the server laid the end out")
    }

    /// Hover highlights the element in the picture and in the view; a click pins it in the
    /// inspector with its index path, frame, zIndex and the `use` and line that made it.
    func testHoverHighlightsInBothPlaces_AndAClickPinsTheInspector() throws {
        let browser = try WebDriverSession()
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        try browser.hover("#after svg svg rect.cell[data-section=\"0\"][data-item=\"1\"]")
        XCTAssertTrue(try browser.waitUntil("""
            return document.querySelectorAll('#after .highlight.hover').length === 1 && document.querySelectorAll('#spacer .highlight.hover').length === 1
            """), "highlighted in the picture and in the view")
        XCTAssertEqual(try browser.run("""
            const e = window.lualayout.state.elements.find(e => e.category === 'cell' && e.section === 0 && e.item === 1);
            return Number(document.querySelector('#spacer .highlight.hover').getAttribute('x')) === e.frame[0]
            """) as? Bool, true, "the view's highlight is at the cell's frame")
        // A click (no drag) on a decoration pins it.
        let pinned = try browser.run("""
            const e = window.lualayout.state.elements.find(e => e.category === 'decoration' && e.section === 1);
            const svg = window.lualayout.layout, m = svg.getScreenCTM();
            const p = new DOMPoint(e.frame[0] + e.frame[2] - 2, e.frame[1] + e.frame[3] - 2).matrixTransform(m);
            const options = { clientX: p.x, clientY: p.y, bubbles: true, buttons: 1 };
            const stage = document.getElementById('stage');
            stage.dispatchEvent(new MouseEvent('mousedown', options));
            stage.dispatchEvent(new MouseEvent('mouseup', { ...options, buttons: 0 }));
            return document.getElementById('card').textContent
            """) as? String ?? ""
        XCTAssertTrue(pinned.hasPrefix("pinned"), pinned)
        for line in ["index path [1, 0]", "zIndex -1", "made by use 1, section_background (\(scene):4)"] {
            XCTAssertTrue(pinned.contains(line), "\(line) in \(pinned)")
        }
        XCTAssertEqual(try browser.run("return document.querySelectorAll('#spacer .highlight.pinned').length") as? Int, 1)
        // Moving away leaves the pin.
        try browser.hover("#after svg svg rect.cell[data-section=\"0\"][data-item=\"0\"]")
        XCTAssertTrue((try browser.run("return document.getElementById('card').textContent") as? String ?? "").hasPrefix("pinned"))
    }

    /// A scene with an update plays it in the view, and the button plays it again.
    func testAnUpdatePlays_AndTheButtonReplaysIt() throws {
        let browser = try WebDriverSession()
        let server = try ServeProcess(scene: "Scenes/updates.lua")
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        XCTAssertEqual(try browser.run("return document.getElementById('replay').hidden") as? Bool, false)
        XCTAssertTrue(try browser.waitUntil("return window.lualayout.animation === null", seconds: 5), "the first play ends")
        _ = try browser.run("document.getElementById('replay').click()")
        XCTAssertEqual(try browser.run("return window.lualayout.animation !== null") as? Bool, true, "the button plays it again")
        // Halfway, a moved cell is halfway between its frames; an inserted one half faded in.
        let halfway = try browser.run("""
            window.lualayout.seek(0.5);
            const shapes = window.lualayout.animation.shapes;
            const moved = shapes.find(s => s.change.action === 'moved' && s.change.from[1] !== s.change.to[1]);
            const inserted = shapes.find(s => s.change.action === 'inserted');
            return [Number(moved.r.getAttribute('y')), (moved.change.from[1] + moved.change.to[1]) / 2, Number(inserted.g.getAttribute('opacity'))]
            """) as? [Any] ?? []
        let values = halfway.compactMap { ($0 as? NSNumber)?.doubleValue }
        XCTAssertEqual(values.count, 3, "\(halfway)")
        if values.count == 3 {
            XCTAssertEqual(values[0], values[1], accuracy: 0.01)
            XCTAssertEqual(values[2], 0.5, accuracy: 0.01)
        }
    }

    func testScreenshot_ACarouselSceneScrolled() throws {
        // The view scrolled to its two carousels (section 1 at its scene's 322, section 2 at
        // 100), then section 1 dragged to rest at 100 with 0.5 points/ms.
        try assertScreenshot(scene: "Scenes/carousels.lua", golden: "carousels_scrolled", prepare: """
            const s = document.getElementById('scroller'); s.scrollTop = 150 * window.lualayout.viewScale; s.dispatchEvent(new Event('scroll'));
            setTimeout(() => want({ section: 1, offset: 100, velocity: 0.5 }), 200)
            """)
    }

    /// Orthogonal sections scroll sideways in the view: every element `dump` has is drawn
    /// (before: the picture's clipped cells only, 40 of 44 for a carousel scene), a drag
    /// that ends with a velocity comes to rest where `dump --snap` says, and each offset is
    /// laid out by the server (its round trip, what a 60 Hz drag costs per frame, printed).
    func testOrthogonalSections_ScrollSideways_DrawEveryElement_AndRestWhereDumpSnapSays() throws {
        let browser = try WebDriverSession(width: 1000, height: 700)
        let server = try ServeProcess(scene: "Scenes/carousels.lua")
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        let drawn = try browser.run("""
            const keys = new Set();
            const add = r => keys.add(r.getAttribute('class') + '|' + (r.dataset.kind || '') + '|' + r.dataset.section + '|' + r.dataset.item);
            document.querySelectorAll('#spacer > svg rect.cell, #spacer > svg rect.supplementary, #spacer > svg rect.decoration').forEach(add);
            document.querySelectorAll('#spacer .band svg rect.cell').forEach(add);
            return keys.size
            """) as? Int
        XCTAssertEqual(drawn, try dumpedCount("Scenes/carousels.lua"), "every element of the dump is drawn in the view")
        // The band of section 1 shows the scene's offset, 322.
        XCTAssertEqual(try browser.run("""
            const b = document.querySelector('.band[data-section="1"]'); return Math.round(b.scrollLeft / window.lualayout.viewScale)
            """) as? Int, 322)
        // A drag that ends at 100 with 0.5 points/ms: where dump --snap says.
        let snap = try LualayoutProcess.run(["dump", "Scenes/carousels.lua", "--snap", "1,100,0.5"], columns: 80)
        let resting = try XCTUnwrap(snap.stdout.components(separatedBy: "\"restingOffset\": ").last?.prefix { $0.isNumber || $0 == "." })
        _ = try browser.run("want({ section: 1, offset: 100, velocity: 0.5 })")
        XCTAssertTrue(try browser.waitUntil("""
            const b = window.lualayout.state.orthogonal.find(b => b.section === 1); return b.offset === \(resting)
            """), "section 1 rests at \(resting)")
        // Scrolled sideways step by step: each offset reaches the page as the server's state.
        _ = try browser.run("window.lualayout.roundTrips = []")
        for step in 1...10 {
            _ = try browser.run("""
                const b = document.querySelector('.band[data-section="2"]'); b.scrollLeft = \(step * 8) * window.lualayout.viewScale;
                b.dispatchEvent(new Event('scroll'))
                """)
            // Where the band is: the view's scale puts it on whole pixels, near 8-point steps.
            XCTAssertTrue(try browser.waitUntil("""
                const b = window.lualayout.state.orthogonal.find(b => b.section === 2);
                return b.offset === bandOffset(bands.get(2)) && Math.abs(b.offset - \(step * 8)) < 2
                """), "section 2 near \(step * 8)")
        }
        // The card of a scrolled cell gives its layout frame (as dump does) and where the
        // section's scroll puts it (before: the picture's clipped frame, as if it were its own).
        let card = try browser.run("""
            const e = window.lualayout.state.elements.find(e => e.category === 'cell' && e.section === 1 && e.item === 1); return describe(e)
            """) as? String ?? ""
        XCTAssertTrue(card.contains("frame 342, 244, 312, 200\non screen 20, 244, 312, 200 (section scrolled 322)"), card)
        let trips = (try browser.run("return window.lualayout.roundTrips") as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }.sorted()
        XCTAssertFalse(trips.isEmpty)
        if !trips.isEmpty { print("preview: an orthogonal scroll step, page to server and back as a new state: median \(Int(trips[trips.count / 2])) ms of \(trips.count) (debug build)") }
    }

    /// A right-to-left compositional scene: a carousel row at offset 100 (cards 273 points
    /// wide, 10 apart, group paging).
    private static let rightToLeftCarousel = """
        collection { width = 390, height = 844, scale = 2, layoutDirection = "rightToLeft", orthogonalOffsets = { [0] = 100 } }
        local fill = { size = { fractionalWidth(1), fractionalHeight(1) } }
        compositional {
          interSectionSpacing = 16,
          sections = {
            { group = { axis = "horizontal", size = { fractionalWidth(0.7), absolute(200) }, subitems = { fill } },
              interGroupSpacing = 10, orthogonalScrollingBehavior = "groupPaging" },
            { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(56) }, subitems = { fill } } },
          },
        }
        sections { 6, 8 }
        use("carousel", { sections = { 0 }, minimumScale = 0.8, minimumAlpha = 0.6 })

        """

    /// The centres of the carousel's cells as the view draws them in its band, in points of
    /// the content (a centre stays where it is when the carousel scales a card about it).
    private static let bandCentres = """
        const s = window.lualayout.viewScale, origin = document.getElementById('spacer').getBoundingClientRect();
        return [...document.querySelectorAll('.band[data-section="0"] svg rect.cell')].map(r => {
          const b = r.getBoundingClientRect();
          return [Number(r.dataset.item), (b.left + b.width / 2 - origin.left) / s, (b.top + b.height / 2 - origin.top) / s];
        })
        """

    /// In right-to-left the view flips the compositional layout's frames and mirrors an
    /// orthogonal section with them, as UIKit does: the row's band draws each card where
    /// `dump`'s frame at the section's offset puts it once flipped (x' = 390 − x − width),
    /// offset 0 shows its leading (right-hand) end, a drag to the right scrolls on (the
    /// offset grows) and comes to rest where `dump --snap` says.
    func testRightToLeft_OrthogonalSectionsScrollMirrored_AndRestWhereDumpSnapSays() throws {
        try PreviewBrowserTests.rightToLeftCarousel.write(toFile: scene, atomically: false, encoding: .utf8)
        let browser = try WebDriverSession(width: 1000, height: 700)
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1 && bands.has(0)"))
        // Dump's layout frames at the scene's offset, 100: card i at x = 283 i.
        let dump = try LualayoutProcess.run(["dump", scene], columns: 80)
        XCTAssertTrue(dump.stdout.contains("\"item\": 1, \"frame\": [283, 0, 273, 200]"), dump.stdout)
        func assertCentres(offset: Double, _ message: String) throws {
            let centres = try XCTUnwrap(browser.run(PreviewBrowserTests.bandCentres) as? [[Double]])
            XCTAssertEqual(centres.count, 6, "every card is drawn in the band")
            for centre in centres {
                let x = 283 * centre[0]
                // Flipped on screen: 390 − (x − offset) − 273, its centre 136.5 further.
                XCTAssertEqual(centre[1], 390 - (x - offset) - 273 + 136.5, accuracy: 1.5, "\(message): card \(Int(centre[0]))")
                XCTAssertEqual(centre[2], 100, accuracy: 1.5)
            }
        }
        try assertCentres(offset: 100, "at the scene's offset")
        XCTAssertEqual(try browser.run("return bandOffset(bands.get(0))") as? Double ?? -1, 100, accuracy: 1)
        // The picture (the screen as `render` draws it) shows card 1 whole at 390 − 183 − 273 = −66:
        // clipped to 0...207; card 0 at 217...390.
        let shown = try browser.run("""
            return window.lualayout.state.elements.filter(e => e.category === 'cell' && e.section === 0).map(e => [e.item].concat(e.frame))
            """) as? [[Double]]
        XCTAssertEqual(shown, [[0, 217, 0, 173, 200], [1, 0, 0, 207, 200]])
        // Offset 0 shows the leading end: card 0 at the right edge.
        _ = try browser.run("want({ section: 0, offset: 0 })")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout.state.orthogonal[0].offset === 0"))
        usleep(200_000)
        try assertCentres(offset: 0, "at offset 0")
        // A swipe to the right scrolls on in right-to-left: the offset grows, to where
        // `dump --snap` puts the drag's end and velocity.
        try browser.drag(".band[data-section=\"0\"]", by: 150)
        XCTAssertTrue(try browser.waitUntil("""
            const sent = window.lualayout.sent && window.lualayout.sent.band;
            return !!sent && sent.velocity !== undefined && !inFlight
            """))
        let sent = try XCTUnwrap(browser.run("const b = window.lualayout.sent.band; return [b.offset, b.velocity]") as? [Double])
        XCTAssertGreaterThan(sent[0], 0, "a drag to the right moves a right-to-left row on from 0")
        XCTAssertGreaterThan(sent[1], 0, "its velocity is the offset's, growing")
        let snap = try LualayoutProcess.run(["dump", scene, "--snap", "0,\(sent[0]),\(sent[1])"], columns: 80)
        let resting = try XCTUnwrap(Double(snap.stdout.components(separatedBy: "\"restingOffset\": ").last?.prefix { $0.isNumber || $0 == "." } ?? ""))
        XCTAssertTrue(try browser.waitUntil("return window.lualayout.state.orthogonal[0].offset === \(resting)"), "rests at \(resting)")
        usleep(300_000)
        try assertCentres(offset: resting, "at rest")
    }

    /// A save that makes the content larger keeps it in sight: the picture, as fitted, is
    /// fitted again (not once it was panned or zoomed), and the view scrolls over it all.
    func testASaveThatMakesTheContentLarger_KeepsItVisible() throws {
        let browser = try WebDriverSession(width: 1000, height: 700)
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        let zoom = try XCTUnwrap(browser.run("return window.lualayout.zoom") as? Double)
        try save(PreviewBrowserTests.sceneText.replacingOccurrences(of: "width = 375", with: "width = 900")
            .replacingOccurrences(of: "sections { 6, 4 }", with: "sections { 30, 40 }"))
        XCTAssertTrue(try browser.waitUntil("return window.lualayout.state.contentSize[0] === 900", seconds: 5))
        usleep(300_000)
        let fits = try browser.run("""
            const s = document.getElementById('scroller');
            return [window.lualayout.zoom < \(zoom), s.scrollHeight > s.clientHeight, s.scrollWidth === s.clientWidth]
            """) as? [Bool]
        XCTAssertEqual(fits, [true, true, true], "the wider picture is fitted again; the view scrolls down, not across")
    }

    /// zebra_rows' 1/3-point separators stay at least a CSS pixel thick in the view, whose
    /// scale would make them a fraction of one (and fade them away).
    func testHairlines_AreAtLeastAPixelThickInTheView() throws {
        let browser = try WebDriverSession(width: 1000, height: 700)
        let server = try ServeProcess(scene: "Scenes/zebra_rows.lua")
        defer { XCTAssertEqual(server.interrupt(), 0) }
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertTrue(try browser.waitUntil("return window.lualayout && window.lualayout.renders >= 1"))
        let thinnest = try browser.run("""
            const rects = [...document.querySelectorAll('#spacer > svg rect.decoration')];
            if (rects.length === 0) return -1;
            return Math.min(...rects.map(r => { const b = r.getBoundingClientRect(); return Math.min(b.width, b.height) }))
            """) as? Double
        XCTAssertNotNil(thinnest)
        XCTAssertGreaterThanOrEqual(thinnest ?? 0, 0.99, "the thinnest decoration in the view, in CSS pixels")
    }
}
