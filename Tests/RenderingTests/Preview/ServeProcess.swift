import Foundation
import TestSupport
import XCTest

/// `lualayout serve SCENE --port 0` running for a test: the port it printed, and a stop
/// that sends SIGINT (Ctrl-C) and returns the exit status.
final class ServeProcess {
    let process = Process()
    private(set) var port: UInt16 = 0
    private let output = Pipe()

    /// - Parameter errors: a file that receives the server's stderr (dropped when nil).
    init(scene: String, arguments: [String] = [], errors: String? = nil) throws {
        let path = try XCTUnwrap(LualayoutProcess.executable, "the lualayout executable is not built")
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["serve", scene, "--port", "0"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: LualayoutProcess.packageRoot)
        process.standardOutput = output
        if let errors {
            _ = FileManager.default.createFile(atPath: errors, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: errors)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        // The first line: `serving SCENE at http://127.0.0.1:PORT/ (Ctrl-C stops)`.
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://127.0.0.1:"),
              let port = UInt16(text[range.upperBound...].prefix { $0.isNumber })
        else {
            process.terminate()
            throw Inflate.Failure(description: "serve printed no address: \(text)")
        }
        self.port = port
    }

    /// Ctrl-C; the exit status, or nil when it is still running after `seconds`.
    func interrupt(seconds: Double = 10) -> Int32? {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
