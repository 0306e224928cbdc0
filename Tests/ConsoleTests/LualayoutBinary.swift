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

    /// Runs `lualayout arguments` in the package root with `input` on stdin.
    ///
    /// stdin is a file; stdout and stderr are pipes, each drained on a thread of its own: a
    /// child that writes more than a pipe's buffer to one stream while the test reads the
    /// other would otherwise block for ever. (Pipes, not files, so that a script writing to
    /// `/dev/stdout` appends to the output as it does in a shell pipeline instead of
    /// truncating a file.) A run that outlives `timeout` seconds is stopped and thrown as an
    /// error, so a hang fails its test instead of the whole suite.
    /// `binary` runs another copy of the executable instead of the built one.
    /// `environment` adds variables to `environment()`'s.
    static func run(
        _ arguments: [String], input: String = "", timeout: Int = 60, binary: String? = nil, environment extra: [String: String] = [:]
    ) throws -> Run {
        guard let path = binary ?? path else { throw NSError(domain: "lualayout binary not built", code: 1) }
        let inURL = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("lualayout-stdin-\(UUID().uuidString)")
        try Data(input.utf8).write(to: inURL)
        defer { try? FileManager.default.removeItem(at: inURL) }
        let stdin = try FileHandle(forReadingFrom: inURL)
        defer { try? stdin.close() }
        let (outPipe, errPipe) = (Pipe(), Pipe())

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = environment(extra: extra)
        process.standardInput = stdin
        process.standardOutput = outPipe
        process.standardError = errPipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let out = PipeDrain(outPipe.fileHandleForReading)
        let err = PipeDrain(errPipe.fileHandleForReading)
        if exited.wait(timeout: .now() + .seconds(timeout)) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw NSError(
                domain: "lualayout \(arguments.joined(separator: " ")) ran for more than \(timeout) s", code: 2)
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out.wait(), as: UTF8.self),
            stderr: String(decoding: err.wait(), as: UTF8.self))
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

    /// Everything the pipe carried, once the child closed it (`done` orders the write of
    /// `data` before the read).
    func wait() -> Data {
        done.wait()
        return data
    }
}
