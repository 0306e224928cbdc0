import Foundation
import XCTest

/// Headless Chromium driven through chromedriver's WebDriver endpoint (Debian's
/// `chromium` and `chromium-driver`, which Scripts/setup installs): open a page, run
/// script in it, move the mouse, take a screenshot.
final class WebDriverSession {
    private let driver = Process()
    private let port: UInt16
    private var session = ""

    /// Starts chromedriver and a headless browser `width` × `height`. Scripts/setup installs
    /// both (Debian's `chromium` and `chromium-driver`), so a machine without them fails the
    /// browser tests rather than passing them by skipping.
    init(width: Int = 1000, height: Int = 700) throws {
        let chromedriver = try XCTUnwrap(ExternalTool.find("chromedriver"), "chromedriver (Scripts/setup installs chromium-driver)")
        let chromium = try XCTUnwrap(ExternalTool.find("chromium"), "chromium (Scripts/setup installs it)")
        port = UInt16(20_000 + Int(getpid() % 20_000))
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        let deadline = Date().addingTimeInterval(20)
        while LoopbackHTTP.request(port: port, "GET", "/status", seconds: 2)?.status != 200 {
            guard Date() < deadline else { throw Inflate.Failure(description: "chromedriver did not start") }
            usleep(100_000)
        }
        // The real binary, not Debian's wrapper script (which reads ~/.config).
        let binary = FileManager.default.isExecutableFile(atPath: "/usr/lib/chromium/chromium") ? "/usr/lib/chromium/chromium" : chromium
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["goog:chromeOptions": [
            "binary": binary,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)",
                     "--hide-scrollbars", "--force-device-scale-factor=1", "--font-render-hinting=none"],
        ]]]]
        let reply = try call("POST", "/session", capabilities)
        session = try XCTUnwrap((reply["value"] as? [String: Any])?["sessionId"] as? String, "no WebDriver session: \(reply)")
    }

    deinit {
        if !session.isEmpty { _ = try? call("DELETE", "/session/\(session)", nil) }
        if driver.isRunning { driver.terminate() }
        driver.waitUntilExit()
    }

    @discardableResult
    private func call(_ method: String, _ path: String, _ body: [String: Any]?) throws -> [String: Any] {
        let text = try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        let reply = try XCTUnwrap(LoopbackHTTP.request(port: port, method, path, body: text ?? (method == "POST" ? "{}" : nil), seconds: 60),
                                  "no reply from chromedriver to \(method) \(path)")
        let object = try JSONSerialization.jsonObject(with: Data(reply.body.utf8), options: [.fragmentsAllowed])
        return object as? [String: Any] ?? [:]
    }

    func open(_ url: String) throws {
        try call("POST", "/session/\(session)/url", ["url": url])
    }

    /// Runs `script` (a function body: `return ...`) in the page; its value.
    func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])["value"]
    }

    /// Waits until `script` returns true, up to `seconds`.
    func waitUntil(_ script: String, seconds: Double = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if try run(script) as? Bool == true { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    /// Moves the mouse to the middle of the element `selector` finds.
    func hover(_ selector: String) throws {
        let found = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        let element = try XCTUnwrap((found["value"] as? [String: Any])?.values.first as? String, "no element \(selector): \(found)")
        let origin = ["element-6066-11e4-a52e-4f735466cecf": element]
        try call("POST", "/session/\(session)/actions", ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [["type": "pointerMove", "duration": 0, "origin": origin, "x": 0, "y": 0]],
        ]]])
    }

    /// Drags the mouse from the middle of the element `selector` finds by `dx` CSS pixels
    /// across, in `steps` moves of `milliseconds` each, and lets go: a finger's swipe.
    func drag(_ selector: String, by dx: Int, steps: Int = 6, milliseconds: Int = 16) throws {
        let found = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        let element = try XCTUnwrap((found["value"] as? [String: Any])?.values.first as? String, "no element \(selector): \(found)")
        let origin = ["element-6066-11e4-a52e-4f735466cecf": element]
        var moves: [[String: Any]] = [["type": "pointerMove", "duration": 0, "origin": origin, "x": 0, "y": 0],
                                      ["type": "pointerDown", "button": 0]]
        for _ in 0..<steps {
            moves.append(["type": "pointerMove", "duration": milliseconds, "origin": "pointer", "x": dx / steps, "y": 0])
        }
        moves.append(["type": "pointerUp", "button": 0])
        try call("POST", "/session/\(session)/actions", ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": moves,
        ]]])
    }

    /// A PNG of the window.
    func screenshot() throws -> Data {
        let reply = try call("GET", "/session/\(session)/screenshot", nil)
        return try XCTUnwrap(Data(base64Encoded: reply["value"] as? String ?? ""), "no screenshot")
    }
}
