import Foundation
import OperatingSystem

#if canImport(Glibc)
import Glibc
#endif

/// The built `lualayout`, run in a child process as a user runs it: the tests' one runner
/// of the executable (the commands, the REPL piped, pictures and goldens of the bundled
/// scenes, hostile plugins and scenes).
///
/// stdin is a file holding `input`; stdout and stderr are pipes, each drained on a thread
/// of its own: a child that writes more than a pipe's buffer to one stream while the test
/// reads the other would otherwise block for ever. (Pipes, not files, so that a script
/// writing to `/dev/stdout` appends to the output as it does in a shell pipeline instead
/// of truncating a file.) A run that outlives its timeout is killed (SIGKILL, by its own
/// pid), so a hang fails its test, or is reported as its ending, instead of stopping the
/// whole suite; a crash is an ending too, so it fails as that case instead of taking the
/// test runner down.
public enum LualayoutProcess {
    /// The package root (the folder holding Package.swift), three folders above this file.
    public static let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The `lualayout` executable that `swift build --build-tests` puts beside the test
    /// bundle (the `.build/<config>/` folder); nil when it is not built.
    public static let executable: String? = {
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var folders = [argv0, argv0.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("lualayout").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Why a run could not be made, or (with `hang: .thrown`) did not end.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// How a run ended.
    public enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        case timedOut(seconds: Double)

        public var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signalled(let signal): return "was killed by signal \(signal) (the process did not survive)"
            case .timedOut(let seconds): return "still ran after \(seconds) s and was killed (a hang)"
            }
        }
    }

    /// What a run wrote and how it ended.
    public struct Run {
        public var ending: Ending
        public var stdout: String
        public var stderr: String

        /// The exit status; the signal's number when a signal ended the run (as
        /// Foundation's `terminationStatus`); -1 for a run killed for its time.
        public var status: Int32 {
            switch ending {
            case .exited(let status), .signalled(let status): return status
            case .timedOut: return -1
            }
        }
    }

    /// What a run that outlives its timeout gives: a thrown `Failure` naming the command
    /// (most tests: a hang is a failure of the test), or a `Run` ending `.timedOut` (the
    /// hostile cases, where a hang is one of the outcomes checked).
    public enum Hang {
        case thrown, reported
    }

    /// The environment the binary runs in: the tests' own with no colour, `columns` wide,
    /// a private history, the bundled plugins found from the executable as in a checkout
    /// (no `LUALAYOUT_PLUGIN_PATH`, `LUALAYOUT_HOME` or `LUALAYOUT_PLUGINS` of the
    /// developer's), and `extra` over all that.
    public static func environment(columns: Int = 60, extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessEnvironment.current
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "\(columns)"
        environment["LUALAYOUT_HISTORY"] = NSTemporaryDirectory() + "lualayout-test-history-\(getpid())"
        for name in ["LUALAYOUT_PLUGIN_PATH", "LUALAYOUT_HOME", "LUALAYOUT_PLUGINS"] { environment[name] = nil }
        for (name, value) in extra { environment[name] = value }
        return environment
    }

    /// Runs `lualayout arguments` in `directory` with `input` on stdin, in
    /// `environment(columns:extra:)`, for at most `timeout` seconds (times
    /// `Sanitizers.hangGuardScale` under a sanitizer).
    /// - Parameter binary: another program to run instead of the built `lualayout`
    ///   (`/bin/sh` around it, a copy of it elsewhere).
    public static func run(
        _ arguments: [String], in directory: String = packageRoot, input: String = "", timeout: Double = 60,
        hang: Hang = .thrown, columns: Int = 60, binary: String? = nil, environment extra: [String: String] = [:]
    ) throws -> Run {
        guard let path = binary ?? executable else { throw Failure(description: "lualayout is not built (swift build --build-tests)") }
        let inURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lualayout-stdin-\(UUID().uuidString)")
        try Data(input.utf8).write(to: inURL)
        defer { try? FileManager.default.removeItem(at: inURL) }
        let stdin = try FileHandle(forReadingFrom: inURL)
        defer { try? stdin.close() }
        let (outPipe, errPipe) = (Pipe(), Pipe())

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment(columns: columns, extra: extra)
        process.standardInput = stdin
        process.standardOutput = outPipe
        process.standardError = errPipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let out = PipeDrain(outPipe.fileHandleForReading)
        let err = PipeDrain(errPipe.fileHandleForReading)
        let ending: Ending
        let timeout = timeout * Sanitizers.hangGuardScale
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            guard hang == .reported else {
                throw Failure(description: "lualayout \(arguments.joined(separator: " ")) ran for more than \(timeout) s")
            }
            ending = .timedOut(seconds: timeout)
        } else {
            process.waitUntilExit()
            ending = process.terminationReason == .uncaughtSignal
                ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        }
        return Run(
            ending: ending, stdout: String(decoding: out.wait(), as: UTF8.self),
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
