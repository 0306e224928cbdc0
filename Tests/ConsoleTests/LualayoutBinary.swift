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
    /// stdin, stdout and stderr are files, not pipes: a child that writes more than a pipe's
    /// buffer to one stream while the test reads the other to its end would block for ever.
    /// A run that outlives `timeout` seconds is stopped and thrown as an error, so a hang
    /// fails its test instead of the whole suite.
    static func run(_ arguments: [String], input: String = "", timeout: Int = 60) throws -> Run {
        guard let path else { throw NSError(domain: "lualayout binary not built", code: 1) }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("lualayout-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (inURL, outURL, errURL) = (
            folder.appendingPathComponent("stdin"), folder.appendingPathComponent("stdout"),
            folder.appendingPathComponent("stderr")
        )
        try Data(input.utf8).write(to: inURL)
        for url in [outURL, errURL] { try Data().write(to: url) }
        let (stdin, stdout, stderr) = (
            try FileHandle(forReadingFrom: inURL), try FileHandle(forWritingTo: outURL),
            try FileHandle(forWritingTo: errURL)
        )
        defer { for handle in [stdin, stdout, stderr] { try? handle.close() } }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = environment()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + .seconds(timeout)) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw NSError(
                domain: "lualayout \(arguments.joined(separator: " ")) ran for more than \(timeout) s", code: 2)
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
