import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `lualayout` in a child process with a timeout, so that a case that
/// crashes or hangs the host fails as that case instead of taking the test runner down.
enum ChildProcess {
    /// How a run ended.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        case timedOut(seconds: Double)

        var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signalled(let signal): return "was killed by signal \(signal) (the process did not survive)"
            case .timedOut(let seconds): return "still ran after \(seconds) s and was killed (a hang)"
            }
        }
    }

    struct Result {
        var ending: Ending
        var stdout: String
        var stderr: String
    }

    /// The package root (the folder holding Package.swift).
    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    /// The `lualayout` executable built next to the test bundle.
    static let binary: String? = {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders.append(folders[0].deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("lualayout").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `lualayout arguments` in `directory` with `input` on stdin; kills it (SIGKILL,
    /// by its own pid) after `timeout` seconds.
    static func run(_ arguments: [String], in directory: String, input: String = "", timeout: Double) throws -> Result {
        guard let binary else { throw NSError(domain: "lualayout is not built (swift build --build-tests)", code: 1) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "60"
        environment["LUALAYOUT_HISTORY"] = NSTemporaryDirectory() + "lualayout-adversarial-history-\(getpid())"
        // The bundled plugins are found from the executable, as in a checkout.
        environment["LUALAYOUT_PLUGIN_PATH"] = nil
        environment["LUALAYOUT_HOME"] = nil
        environment["LUALAYOUT_PLUGINS"] = nil
        process.environment = environment
        let (inPipe, outPipe, errPipe) = (Pipe(), Pipe(), Pipe())
        process.standardInput = inPipe
        process.standardOutput = outPipe
        process.standardError = errPipe

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Both pipes are drained while the child runs, so a large output cannot block it.
        let reading = DispatchGroup()
        let out = Drained(), err = Drained()
        DispatchQueue.global().async(group: reading) { out.data = outPipe.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: reading) { err.data = errPipe.fileHandleForReading.readDataToEndOfFile() }
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inPipe.fileHandleForWriting.close()

        let ending: Ending
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            ending = .timedOut(seconds: timeout)
        } else {
            ending = process.terminationReason == .uncaughtSignal
                ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        }
        reading.wait()
        return Result(ending: ending, stdout: String(decoding: out.data, as: UTF8.self), stderr: String(decoding: err.data, as: UTF8.self))
    }
}

/// One pipe's bytes, written by the thread that drains it and read after `reading.wait()`.
private final class Drained: @unchecked Sendable {
    var data = Data()
}
