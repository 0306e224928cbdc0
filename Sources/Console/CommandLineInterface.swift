import Benchmarks
import LayoutCore

#if canImport(Glibc)
import Glibc
#endif

/// `lualayout`'s subcommands and their arguments.
public enum CommandLineInterface {
    static let usage = """
        usage: lualayout [repl] [SCENE] [--keep-going] [--plugins DIR]...
                                                   the REPL (on SCENE if given)
               lualayout dump SCENE [--rect x,y,w,h]  the layout as JSON
               lualayout show SCENE [--rect x,y,w,h] [--width COLUMNS]
                                                   the layout drawn in the terminal
               lualayout render SCENE -o FILE.svg [--rect x,y,w,h]
                                                   the layout as an SVG picture
                 (dump, show and render also take --plugins DIR..., searched first)
               lualayout check PLUGIN.lua...       load each plugin and run it on the demo
                                                   scenes; report problems with file:line
               lualayout bench [NAME...] [--json] [--quick] [--scaling] [--runs N]
                                                   the speed figures (./Scripts/bench)
               lualayout help                      this text

        """

    /// Runs the command line and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        var parser = ArgumentList(arguments)
        let command = parser.peek().map { $0.hasPrefix("-") || $0.hasSuffix(".lua") ? "repl" : parser.next()! } ?? "repl"
        do throws(UsageError) {
            switch command {
            case "repl": return try ReplCommandLineArguments.parse(&parser).run()
            case "dump": return try dump(&parser)
            case "show": return try ShowCommand.parse(&parser).run()
            case "render": return try RenderCommand.parse(&parser).run()
            case "check": return try CheckCommand.parse(&parser).run()
            case "bench": return bench(&parser)
            case "help", "--help", "-h":
                StandardStreams.out(usage)
                return 0
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch {
            StandardStreams.err("lualayout: \(error.message)\n\(usage)")
            return 2
        }
    }

    static func dump(_ parser: inout ArgumentList) throws(UsageError) -> Int32 {
        guard let scene = parser.nextPositional() else { throw UsageError("dump needs a SCENE file") }
        var rect: Rect?
        var folders: [String] = []
        while let option = parser.next() {
            switch option {
            case "--rect": rect = try parser.rect()
            case "--plugins": folders.append(try parser.value(for: option))
            default: throw UsageError("unknown option '\(option)' for dump")
            }
        }
        return DumpCommand.run(scene: scene, rect: rect, pluginFolders: folders)
    }

    /// `lualayout bench ...`: the arguments are the benchmark suite's to parse.
    static func bench(_ parser: inout ArgumentList) -> Int32 {
        #if DEBUG
        StandardStreams.err("lualayout bench: warning: this is a debug build; its figures are an order of magnitude slower (swift build -c release)\n")
        #endif
        return BenchmarkSuite.run(
            arguments: parser.rest(), log: { StandardStreams.out($0) }, error: { StandardStreams.err($0) })
    }
}

/// A command line that does not parse; exit status 2 with the usage.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The arguments left to read.
struct ArgumentList {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) { remaining = arguments[...] }

    mutating func next() -> String? { remaining.popFirst() }

    func peek() -> String? { remaining.first }

    /// Every argument left.
    mutating func rest() -> [String] {
        defer { remaining = [] }
        return Array(remaining)
    }

    /// The next argument unless it is an option.
    mutating func nextPositional() -> String? {
        guard let first = remaining.first, !first.hasPrefix("-") else { return nil }
        return remaining.popFirst()
    }

    /// The value after an option.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = next() else { throw UsageError("\(option) needs a value") }
        return value
    }

    /// The `x,y,w,h` after `--rect`.
    mutating func rect() throws(UsageError) -> Rect {
        switch RectArgument.parse(try value(for: "--rect")) {
        case .success(let r): return r
        case .failure(let error): throw UsageError("--rect: \(error)")
        }
    }
}
