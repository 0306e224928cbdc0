import Foundation

/// Finds the built `lualayout` next to the test bundle (the `.build/<config>/` folder) and
/// the package root, so tests run the real executable on the bundled scenes.
enum LualayoutBinary {
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    static var path: String? {
        var candidates: [String] = []
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(argv0.appendingPathComponent("lualayout").path)
        candidates.append(argv0.deletingLastPathComponent().appendingPathComponent("lualayout").path)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("lualayout").path)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("lualayout").path)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The environment the binary runs in: no colour, a fixed width, a private history.
    static func environment(extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["COLUMNS"] = "60"
        env["LUALAYOUT_HISTORY"] = NSTemporaryDirectory() + "lualayout-test-history-\(getpid())"
        for (k, v) in extra { env[k] = v }
        return env
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `lualayout arguments` in the package root with `input` piped to stdin.
    static func run(_ arguments: [String], input: String = "") throws -> Run {
        guard let path else { throw NSError(domain: "lualayout binary not built", code: 1) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = environment()
        let (inPipe, outPipe, errPipe) = (Pipe(), Pipe(), Pipe())
        process.standardInput = inPipe
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        // stderr is drained on its own thread while stdout is read here: a child that
        // fills one pipe's buffer while the test waits on the other would hang both.
        let errorReader = PipeDrain(errPipe.fileHandleForReading)
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        let err = errorReader.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once it is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
