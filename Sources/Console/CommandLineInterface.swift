import LayoutCore

#if canImport(Glibc)
import Glibc
#endif

/// `lualayout`'s subcommands and their arguments.
public enum CommandLineInterface {
    static let usage = """
        usage: lualayout [repl] [SCENE]            the REPL (on SCENE if given)
               lualayout dump SCENE [--rect x,y,w,h]  the layout as JSON
               lualayout help                      this text

        """

    /// Runs the command line and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        var parser = ArgumentList(arguments)
        let command = parser.next() ?? "repl"
        switch command {
        case "dump":
            guard let scene = parser.nextPositional() else { return usageError("dump needs a SCENE file") }
            var rect: Rect?
            while let option = parser.next() {
                switch option {
                case "--rect":
                    guard let text = parser.next() else { return usageError("--rect needs x,y,w,h") }
                    switch RectArgument.parse(text) {
                    case .success(let r): rect = r
                    case .failure(let error): return usageError("--rect: \(error)")
                    }
                default: return usageError("unknown option '\(option)' for dump")
                }
            }
            return DumpCommand.run(scene: scene, rect: rect)
        case "help", "--help", "-h":
            StandardStreams.out(usage)
            return 0
        default:
            return usageError("unknown command '\(command)'")
        }
    }

    static func usageError(_ message: String) -> Int32 {
        StandardStreams.err("lualayout: \(message)\n\(usage)")
        return 2
    }
}

/// The arguments left to read.
struct ArgumentList {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) { remaining = arguments[...] }

    mutating func next() -> String? { remaining.popFirst() }

    /// The next argument unless it is an option.
    mutating func nextPositional() -> String? {
        guard let first = remaining.first, !first.hasPrefix("--") else { return nil }
        return remaining.popFirst()
    }
}
