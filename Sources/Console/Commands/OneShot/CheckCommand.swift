import LuaLayout
import OperatingSystem

/// `lualayout check PLUGIN.lua...`: puts each plugin through the real host (see
/// `PluginCheck`) and reports every problem as `file:line: plugin: ...`, or
/// `file: ok: N decorations over M scenes`.
///
/// Exit status 0 only when every file is clean, 1 otherwise (2, from the caller, for a
/// command line that does not parse).
struct CheckCommand {
    var files: [String]

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> CheckCommand {
        guard !arguments.positionals.isEmpty else { throw UsageError("check needs one or more PLUGIN.lua files") }
        return CheckCommand(files: arguments.positionals)
    }

    func run() -> Int32 {
        let scenes = CheckCommand.demoScenes()
        if scenes.isEmpty { StandardStreams.err("lualayout check: no demo scenes found; checking loading only\n") }
        var status: Int32 = 0
        for file in files {
            let report = PluginCheck(file: file, scenes: scenes).run()
            var text: String
            if report.problems.isEmpty {
                let s = report.scenes == 1 ? "" : "s"
                text = "\(file): ok: \(report.decorations) decorations over \(report.scenes) scene\(s)\n"
            } else {
                text = report.problems.map { $0 + "\n" }.joined()
                let count = report.problems.count
                text += "\(file): \(count) problem\(count == 1 ? "" : "s")\n"
                status = 1
            }
            guard StandardStreams.result(text) else { return 1 }
        }
        return status
    }

    /// The bundled scenes: `*.lua` in the `Scenes/` folder beside the bundled `Plugins/`.
    static func demoScenes() -> [String] {
        let plugins = PluginSearchPath.bundledFolder(environment: ProcessEnvironment.current) ?? "Plugins"
        let folder = PluginSearchPath.parent(ofFile: plugins) + "/Scenes"
        return (Folder.entries(folder) ?? []).filter { $0.hasSuffix(".lua") }.map { relative(folder + "/" + $0) }
    }

    /// `Scenes/demo.lua` rather than `/work/checkout/Scenes/demo.lua` when it is under
    /// the current directory.
    static func relative(_ path: String) -> String {
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        guard let cwd = Folder.current().map({ $0 + "/" }) else { return path }
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
