import Foundation
import TestSupport
import XCTest

/// The page's HTML, style and script are files of their own (Sources/CPreviewAssets),
/// compiled into the binary and served at routes of their own, byte for byte; the page
/// runs no inline script or style (its Content-Security-Policy allows only its own files).
final class PreviewAssetTests: XCTestCase {
    func testThePagesFiles_AreServedAtTheirOwnRoutes_AsTheyAreInTheSourceTree() throws {
        let server = try ServeProcess(scene: "Scenes/sections.lua")
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let folder = LualayoutProcess.packageRoot + "/Sources/CPreviewAssets/"
        for (route, file, type) in [("/", "page.html", "text/html"), ("/page.css", "page.css", "text/css"),
                                    ("/page.js", "page.js", "text/javascript")] {
            let reply = try XCTUnwrap(LoopbackHTTP.request(port: server.port, "GET", route), route)
            XCTAssertEqual(reply.status, 200, route)
            XCTAssertEqual(reply.body, try String(contentsOfFile: folder + file, encoding: .utf8), "\(route) is \(file) as it is")
            let head = try XCTUnwrap(LoopbackHTTP.head(port: server.port, route), route)
            XCTAssertTrue(head.contains("content-type: \(type)"), "\(route): \(head)")
        }
        let page = try XCTUnwrap(LoopbackHTTP.request(port: server.port, "GET", "/"))
        XCTAssertTrue(page.body.contains("<link rel=\"stylesheet\" href=\"/page.css\">"))
        XCTAssertTrue(page.body.contains("<script src=\"/page.js\"></script>"))
        XCTAssertFalse(page.body.contains("<style>"), "no style inline")
        let head = try XCTUnwrap(LoopbackHTTP.head(port: server.port, "/"))
        XCTAssertTrue(head.contains("script-src 'self'") && !head.contains("unsafe-inline"), head)
    }
}
