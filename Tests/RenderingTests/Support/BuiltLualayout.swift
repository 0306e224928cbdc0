import Foundation

/// The `lualayout` executable that `swift build --build-tests` puts beside the test bundle,
/// run in the package root: picture and golden tests check what users get from
/// `lualayout render` and `lualayout dump` on the bundled scenes.
enum BuiltLualayout {
    /// The package root (three folders above this file).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var path: String? {
        var candidates: [URL] = []
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates += [argv0, argv0.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.map { $0.appendingPathComponent("lualayout").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `lualayout arguments` in the package root, without colour, 80 columns wide.
    static func run(_ arguments: [String]) throws -> Run {
        guard let path else { throw Inflate.Failure(description: "the lualayout executable is not built") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        process.environment = environment
        let (outPipe, errPipe) = (Pipe(), Pipe())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        // stdout first, then stderr: the scenes' diagnostics are a few lines, far below a
        // pipe's buffer, so the child never waits on stderr while we read stdout.
        let output = outPipe.fileHandleForReading.readDataToEndOfFile()
        let errors = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                   stderr: String(decoding: errors, as: UTF8.self))
    }

    /// The bundled scenes' names (`Scenes/*.lua` and `Scenes/seeds/*.lua` without the
    /// extension, `seeds/` kept), sorted. `Scenes/seeds/` holds the sample apps of the
    /// libraries LuaLayout reproduces (docs/migrating.md).
    static func bundledScenes() throws -> [String] {
        try ["", "seeds/"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Scenes/" + folder).path)
                .filter { $0.hasSuffix(".lua") }.map { folder + String($0.dropLast(4)) }
        }.sorted()
    }
}
