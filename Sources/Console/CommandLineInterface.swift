import LuaLayout
import OperatingSystem
import Suggestions

/// `lualayout`'s subcommands and their arguments.
public enum CommandLineInterface {
    /// The version `--version` and the REPL's banner print.
    public static let version = "0.1.0"
    /// `lualayout 0.1.0 (Lua 5.4)`: the Lua is the one the package links (liblua5.4).
    static let versionLine = "lualayout \(version) (Lua 5.4)"

    /// Runs the command line and returns the exit status (see the README's "Exit status").
    public static func run(_ arguments: [String]) -> Int32 {
        let (name, rest) = command(in: arguments)
        do throws(UsageError) {
            switch name {
            case "--help", "-h":
                return StandardStreams.result(CommandHelp.overview(version: version)) ? 0 : 1
            case "--version", "-v", "-V":
                return StandardStreams.result(versionLine + "\n") ? 0 : 1
            case "help": return try help(rest)
            default: break
            }
            guard let help = CommandHelp.named(name) else {
                var message = "unknown command '\(name)'"
                if let near = NearestName.suggestion(for: name, among: CommandHelp.commands.map(\.name)) {
                    message += " (did you mean '\(near)'?)"
                }
                throw UsageError(message)
            }
            let parsed = try ParsedArguments.parse(rest, for: help)
            if parsed.wantsHelp { return StandardStreams.result(help.text) ? 0 : 1 }
            // A plugin folder that is not there is a mistake in the command line, not an
            // empty folder: said at once, before its plugins are reported missing.
            for folder in parsed.values("--plugins") where !FileStatus.isDirectory(folder) {
                throw UsageError("--plugins: '\(folder)' is not a folder")
            }
            switch name {
            case "repl": return try ReplCommandLineArguments.parse(parsed).run()
            case "dump": return try dump(parsed)
            case "show": return try ShowCommand.parse(parsed).run()
            case "render": return try RenderCommand.parse(parsed).run()
            case "serve": return try ServeCommand.parse(parsed).run()
            case "check": return try CheckCommand.parse(parsed).run()
            default: return try bench(parsed)
            }
        } catch {
            let helpCommand = CommandHelp.named(name) != nil && name != "help" ? "lualayout \(name) --help" : "lualayout --help"
            StandardStreams.err("lualayout: \(error.message); see '\(helpCommand)'\n")
            return 2
        }
    }

    /// The command a command line names, and its arguments. Without one (nothing, an
    /// option, or a scene file first) it is the REPL.
    static func command(in arguments: [String]) -> (String, ArraySlice<String>) {
        guard let first = arguments.first else { return ("repl", []) }
        if ["--help", "-h", "--version", "-v", "-V"].contains(first) || CommandHelp.named(first) != nil {
            return (first, arguments.dropFirst())
        }
        if first.hasPrefix("-") || first.hasSuffix(".lua") || first.contains("/") || SceneFileProbe.exists(first) {
            return ("repl", arguments[...])
        }
        return (first, arguments.dropFirst())
    }

    /// `lualayout help [COMMAND]`.
    static func help(_ arguments: ArraySlice<String>) throws(UsageError) -> Int32 {
        guard let name = arguments.first else { return StandardStreams.result(CommandHelp.overview(version: version)) ? 0 : 1 }
        guard arguments.count == 1, let command = CommandHelp.named(name) else {
            var message = "no help on '\(name)'"
            if let near = NearestName.suggestion(for: name, among: CommandHelp.commands.map(\.name)) { message += " (did you mean '\(near)'?)" }
            throw UsageError(message)
        }
        return StandardStreams.result(command.text) ? 0 : 1
    }

    static func dump(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let scene = try arguments.onlyPositional(naming: "dump needs a SCENE file")
        let rect = try arguments.rect()
        if let text = arguments.value("--snap") {
            guard rect == nil, !arguments.flag("--updates") else { throw UsageError("--snap answers one query; it takes no --rect or --updates") }
            switch SnapArgument.parse(text) {
            case .success(let snap): return DumpCommand.runSnap(scene: scene, snap: snap, pluginFolders: arguments.values("--plugins"))
            case .failure(let error): throw UsageError("--snap: \(error)")
            }
        }
        if arguments.flag("--updates") {
            guard rect == nil else { throw UsageError("--updates dumps whole layouts; it takes no --rect") }
            return DumpCommand.runUpdates(scene: scene, pluginFolders: arguments.values("--plugins"))
        }
        if arguments.flag("--estimated") {
            guard rect == nil else { throw UsageError("--estimated dumps the whole first pass; it takes no --rect") }
            return DumpCommand.runEstimated(scene: scene, pluginFolders: arguments.values("--plugins"))
        }
        return DumpCommand.run(scene: scene, rect: rect, pluginFolders: arguments.values("--plugins"))
    }

    /// `lualayout bench [NAME...] [--json] [--quick] [--scaling] [--runs N]`: the options are
    /// checked against the command's help here, then the benchmark suite, a program of its
    /// own installed beside this one (`lualayout-bench`), replaces this process and reads
    /// them again in its own terms (`BenchmarkOptions`). Returns only if it could not be run.
    static func bench(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        var words = arguments.positionals
        for flag in ["--json", "--quick", "--scaling"] where arguments.flag(flag) { words.append(flag) }
        if let runs = arguments.value("--runs") { words += ["--runs", runs] }
        guard let program = SiblingExecutable.path(named: "lualayout-bench") else {
            StandardStreams.err("lualayout bench: cannot find the running program (/proc/self/exe), so not lualayout-bench beside it\n")
            return 1
        }
        let reason = SiblingExecutable.replaceProcess(with: program, arguments: words)
        StandardStreams.err(
            "lualayout bench: cannot run \(program) (\(reason)); build it with "
                + "'swift build -c release --product lualayout-bench' (./Scripts/bench does)\n")
        return 1
    }
}

/// A command line that does not parse: one line on stderr with the hint to `--help`,
/// exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A command's arguments, options anywhere among them (`dump --rect 0,0,10,10 SCENE`):
/// the words that are not options, in order, and each option's values. `--` ends the
/// options; `--name=value` is `--name value`.
struct ParsedArguments {
    var positionals: [String] = []
    /// Per option (by its long name), its values in order.
    private var options: [String: [String]] = [:]
    var wantsHelp = false

    static func parse(_ arguments: ArraySlice<String>, for command: CommandHelp) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var remaining = arguments
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.names.contains(name) }) else {
                var message = "unknown option '\(name)' for \(command.name)"
                if let near = NearestName.suggestion(for: name, among: command.optionNames) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message)
            }
            let key = option.names.last!
            if key == "--help" {
                result.wantsHelp = true
                continue
            }
            if option.value == nil {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                result.options[key, default: []].append("")
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else { throw UsageError("\(name) needs a value (\(option.value!))") }
            result.options[key, default: []].append(value)
        }
        return result
    }

    /// Every value given to `option` (its long name).
    func values(_ option: String) -> [String] { options[option] ?? [] }

    /// The last value given to `option`.
    func value(_ option: String) -> String? { options[option]?.last }

    func flag(_ option: String) -> Bool { options[option] != nil }

    /// The one positional argument (the scene), or a usage error.
    func onlyPositional(naming missing: String) throws(UsageError) -> String {
        guard let first = positionals.first else { throw UsageError(missing) }
        guard positionals.count == 1 else { throw UsageError("unexpected argument '\(positionals[1])'") }
        return first
    }

    /// The `x,y,w,h` of `--rect`, if given.
    func rect() throws(UsageError) -> Rect? {
        guard let text = value("--rect") else { return nil }
        switch RectArgument.parse(text) {
        case .success(let r): return r
        case .failure(let error): throw UsageError("--rect: \(error)")
        }
    }
}
