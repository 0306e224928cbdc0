import Foundation
import XCTest

/// `lualayout serve` against clients on the loopback that misbehave: each case bounded in
/// count and time, and after each the server still answers a well-formed request and
/// stops on Ctrl-C with status 0.
final class ServeHostileClientTests: XCTestCase {
    private var server: ServeProcess!

    override func setUpWithError() throws {
        server = try ServeProcess(scene: "Scenes/sections.lua")
    }

    override func tearDownWithError() throws {
        if let server { XCTAssertEqual(server.interrupt(), 0, "Ctrl-C stops the server with status 0") }
        server = nil
    }

    /// The page, fetched as a browser would: the server still serves.
    private func assertStillServes(within seconds: Double = 2, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let page = LoopbackHTTP.request(port: server.port, "GET", "/", seconds: 5), page.status == 200,
               page.body.contains("<title>LuaLayout preview</title>") { return }
            usleep(100_000)
        } while Date() < deadline
        XCTFail("the server no longer serves the page", file: file, line: line)
    }

    func testRequestsFromAnotherHost_AreRefused() throws {
        for host in ["evil.example:\(server.port)", "127.0.0.1", "127.0.0.1:1", "localhost.evil.example:\(server.port)", ""] {
            let reply = LoopbackHTTP.request(port: server.port, "GET", "/state", host: host)
            XCTAssertTrue([400, 421].contains(reply?.status ?? 0), "Host: \(host): \(String(describing: reply?.status))")
            XCTAssertFalse(reply?.body.contains("elements") ?? false, "Host: \(host)")
        }
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "GET", "/state", host: "localhost:\(server.port)")?.status, 200)
    }

    func testOnlyThePageAndItsEndpoints_NeverAFileByItsPath() throws {
        for path in ["/Package.swift", "/../Package.swift", "/Scenes/sections.lua", "/%2e%2e/Package.swift", "/state/../../README.md", "//etc/passwd"] {
            let reply = LoopbackHTTP.request(port: server.port, "GET", path)
            XCTAssertEqual(reply?.status, 404, path)
            XCTAssertFalse(reply?.body.contains("swift-tools-version") ?? true, path)
        }
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "DELETE", "/")?.status, 405)
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "POST", "/scroll?x=0&y=10")?.status, 403, "a scroll from another page")
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "POST", "/scroll?x=0&y=10", body: String(repeating: "x", count: 5000))?.status,
                       413, "no request bodies")
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "POST", "/scroll?x=nan&y=1", headers: ["X-LuaLayout": "scroll"])?.status, 400)
        // An orthogonal scroll names its section once, with one finite offset and velocity.
        for query in ["x=0&y=0&o=5", "x=0&y=0&s=-1&o=5", "x=0&y=0&s=1", "x=0&y=0&s=1&s=2&o=5", "x=0&y=0&s=1&o=5&v=nan",
                      "x=0&y=0&s=1&o=5&v=1e9", "x=0&y=0&s=99999999&o=5", "x=0&x=1&y=0"] {
            XCTAssertEqual(LoopbackHTTP.request(port: server.port, "POST", "/scroll?" + query, headers: ["X-LuaLayout": "scroll"])?.status,
                           400, query)
        }
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "POST", "/scroll?x=0&y=0&s=1&o=5&v=0.5", headers: ["X-LuaLayout": "scroll"])?.status,
                       204)
        let page = try XCTUnwrap(LoopbackHTTP.request(port: server.port, "GET", "/"))
        XCTAssertFalse(page.body.contains("src=\"http") || page.body.contains("href=\"http") || page.body.contains("@import"),
                       "the page loads nothing from outside")
    }

    func testMalformedRequestsAndHugeHeaders_AreAnsweredOrDropped_AndTheServerGoesOn() throws {
        let garbage: [[UInt8]] = [
            Array("GARBAGE\r\n\r\n".utf8), Array("GET\r\n\r\n".utf8), Array("GET / HTTP/9.9\r\n\r\n".utf8),
            [0, 1, 2, 255, 254, 13, 10, 13, 10], Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n".utf8),
        ]
        for bytes in garbage {
            let socket = try XCTUnwrap(LoopbackSocket(port: server.port))
            socket.send(bytes)
            let reply = socket.receive(seconds: 3)
            XCTAssertFalse(reply.contains("LuaLayout preview"), "no page for \(bytes.prefix(16)): \(reply.prefix(200))")
        }
        let huge = try XCTUnwrap(LoopbackSocket(port: server.port))
        huge.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: " + String(repeating: "a", count: 200_000) + "\r\n\r\n")
        let reply = huge.receive(seconds: 5)
        XCTAssertFalse(reply.contains("LuaLayout preview"), "a 200 KB header gets no page")
        assertStillServes()
    }

    func testManyConnections_AClientThatNeverReads_AndOneThatLeavesMidStream_LeaveOthersServed() throws {
        // 100 sockets that say nothing: beyond the limit of 64 they are refused; the idle
        // ones are closed after 5 s, so a page is served within a bounded time.
        var idle: [LoopbackSocket] = []
        for _ in 0..<100 { if let socket = LoopbackSocket(port: server.port) { idle.append(socket) } }
        // A client that asks for the event stream and never reads it.
        let deaf = try XCTUnwrap(LoopbackSocket(port: server.port))
        deaf.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        // A client that reads the first event and leaves.
        let leaving = try XCTUnwrap(LoopbackSocket(port: server.port))
        leaving.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        _ = leaving.receive(seconds: 2, until: "data: ")
        let started = Date()
        assertStillServes(within: 15)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15)
        idle.removeAll()
        // Streams of the clients gone: the next state still reaches a new one.
        let reader = try XCTUnwrap(LoopbackSocket(port: server.port))
        reader.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(reader.receive(seconds: 5, until: "\"elements\"").contains("event: state\ndata: {"))
        _ = deaf
        assertStillServes()
    }

    /// RFC 9112 (3.2): a request with two Host headers is refused (400); before, the first
    /// was checked and the request served. A Host with a NUL in it is refused too: compared
    /// as a C string, `127.0.0.1:PORT\0.evil` passed as `127.0.0.1:PORT`.
    func testTwoHostHeaders_OrAHostWithANUL_Get400() throws {
        let good = "127.0.0.1:\(server.port)"
        for path in ["/", "/state", "/events"] {
            for head in ["Host: \(good)\r\nHost: evil.example\r\n", "Host: \(good)\r\nHost: \(good)\r\n",
                         "Host: \(good)\u{0}.evil\r\n", "Host: \u{0}\(good)\r\n"] {
                let socket = try XCTUnwrap(LoopbackSocket(port: server.port))
                socket.send("GET \(path) HTTP/1.1\r\n\(head)Connection: close\r\n\r\n")
                let reply = socket.receive(seconds: 5, isComplete: LoopbackHTTP.isComplete)
                let shown = head.replacingOccurrences(of: "\u{0}", with: "\\0").replacingOccurrences(of: "\r\n", with: " | ")
                XCTAssertTrue(reply.hasPrefix("HTTP/1.1 400"), "\(path) with \(shown): \(reply.prefix(80))")
                XCTAssertFalse(reply.contains("elements") || reply.contains("LuaLayout preview"), "\(path) with \(shown)")
            }
        }
        XCTAssertEqual(LoopbackHTTP.request(port: server.port, "GET", "/state")?.status, 200, "one good Host is served")
    }

    /// 70 connections that each send a byte every half second (never quiet, so the idle
    /// limit never closes them) no longer shut other clients out: at most 32 may wait for
    /// their header at once, and each has 5 seconds for all of it. Before, they held the 64
    /// connections for as long as they kept dribbling.
    func testClientsThatDribbleTheirHeaders_NeitherHoldASlotPastTheDeadline_NorShutOthersOut() throws {
        let request = Array("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: \(String(repeating: "a", count: 200))\r\n\r\n".utf8)
        var dribblers: [LoopbackSocket] = []
        for _ in 0..<70 { if let socket = LoopbackSocket(port: server.port) { dribblers.append(socket) } }
        var served = 0, asked = 0
        let started = Date()
        for step in 0..<8 {
            for socket in dribblers { socket.send([request[step]]) }
            asked += 1
            if let reply = LoopbackHTTP.request(port: server.port, "GET", "/state", seconds: 2), reply.status == 200 { served += 1 }
            usleep(500_000)
        }
        XCTAssertEqual(served, asked, "every well-formed request was served while 70 clients dribbled")
        // The one that dribbles alone is cut off once its header's time is up.
        let alone = try XCTUnwrap(LoopbackSocket(port: server.port))
        var cut = false
        for step in 0..<20 {
            guard alone.send([request[step]]) else { cut = true; break }
            var poller = pollfd(fd: alone.descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 0) > 0 {
                var byte: UInt8 = 0
                if recv(alone.descriptor, &byte, 1, 0) <= 0 { cut = true; break }
            }
            usleep(500_000)
        }
        XCTAssertTrue(cut, "a client still sending its header past its 5 s is cut off")
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        assertStillServes()
    }
}
