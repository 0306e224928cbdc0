import LuaLayout
import OperatingSystem

/// One plugin file put through `lualayout check`, with the real host: loaded (the loader
/// checks the module's shape and `M.types`), its defaults checked against their declared
/// types, dry-run on the host's fixture layout (as `:reload` does), then run with its
/// default options on every demo scene, beside the scene's own plugins, every section
/// computed eagerly: each scene is laid out once, and the plugin's decorations are those
/// its use made. A windowed plugin (`M.window`) is also run there by windows of two
/// lines, and every decoration where that differs from its whole answer is a problem.
struct PluginCheck {
    /// What one file's check found.
    struct Report {
        /// Each problem as `file:line: plugin: ...`, with its traceback.
        var problems: [String] = []
        /// Decorations the plugin added over the scenes (beyond the scenes' own).
        var decorations = 0
        var scenes = 0
    }

    /// The plugin file as given on the command line.
    let file: String
    /// The demo scene files to run it on.
    let scenes: [String]

    func run() -> Report {
        var report = Report()
        guard file.hasSuffix(".lua"), case let name = String(baseName(file).dropLast(4)), PluginSearchPath.isValidName(name) else {
            report.problems.append("\(file): not a plugin file: plugins are NAME.lua, NAME made of letters, digits and '_'")
            return report
        }
        if let failure = FileStatus.readFailure(file) {
            report.problems.append("\(file): cannot read the file: \(failure)")
            return report
        }
        let folder = PluginSearchPath.parent(ofFile: file)
        let host = PluginHost(searchPath: .standard(extra: [folder]), print: { StandardStreams.err($0 + "\n") })
        let defaultUse = PluginUse(name: name, options: .table(LuaTable()), file: file, line: nil)

        let configuration = host.configure(uses: [defaultUse], limits: PluginLimits(), sceneState: nil)
        let loadProblems = configuration.problems
        guard loadProblems.isEmpty, let status = host.status(of: configuration).first(where: { $0.name == name }) else {
            report.problems = loadProblems.map(\.fullDescription)
            return report
        }
        report.problems += checkDefaults(status, host: host, use: defaultUse)
        report.problems += dryRun(name, host: host, configuration: configuration)
        guard report.problems.isEmpty else { return report }

        var failures: [(scene: String, error: PluginError)] = []
        for scene in scenes {
            guard let (context, loaded) = load(scene) else { continue }
            var withPlugin = loaded
            withPlugin.plugins.append(defaultUse)
            guard let laidOut = decorationCount(host, withPlugin, context, use: defaultUse, scene: scene) else { continue }
            // A kind the scene's own uses draw too is the scene's clash, not the plugin's fault.
            failures += laidOut.errors.filter { $0.plugin == name && $0.clashesWith == nil }.map { (scene, $0) }
            report.decorations += laidOut.decorations
            // R24: a windowed plugin run by windows of two lines gives what it gives whole.
            failures += host.windowedDisagreements(in: laidOut.geometry, configuration: laidOut.configuration, plugin: name)
                .map { (scene, $0) }
            report.scenes += 1
        }
        report.problems += PluginCheck.grouped(failures)
        return report
    }

    // MARK: Steps

    /// Each default must pass the type `M.types` declares for it (the loader checks only
    /// that the declaration is a known type): a scene passing the default explicitly would
    /// otherwise be refused.
    private func checkDefaults(_ status: PluginStatus, host: PluginHost, use: PluginUse) -> [String] {
        guard let defaults = status.useOptions.first?.options else { return [] }
        let source = SourceText(path: file)
        var problems: [String] = []
        for field in defaults.fields {
            guard let key = field.key.string else { continue }
            let explicit = PluginUse(name: use.name, options: .table(LuaTable(fields: [(field.key, field.value)])), file: use.file, line: nil)
            guard let error = host.configure(uses: [explicit], limits: PluginLimits(), sceneState: nil).problems.first else { continue }
            let prefix = "option '\(key)': "
            let problem = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
            let located = PluginError(
                plugin: use.name, phase: .options, file: status.file, line: source.lineOfDefault(key),
                message: "M.defaults.\(key) does not have the type M.types gives it: \(problem)")
            problems.append(located.description)
        }
        return problems
    }

    /// The host's own dry run (what `:reload` does before swapping a plugin in), on a
    /// fixture that has an empty section and rows of different heights. The error names
    /// its hook as every command does.
    private func dryRun(_ name: String, host: PluginHost, configuration: PluginConfiguration) -> [String] {
        guard case .failure(var error) = host.reload(name, in: configuration, sceneState: nil).results.first?.result else { return [] }
        if error.phase == .reload, let phase = error.hookPhase { error.phase = phase }
        return [error.fullDescription.replacingFirstLine { $0 + " (on the host's fixture layout)" }]
    }

    /// The scene, or nil (with a note on stderr) when it does not load: a broken scene is
    /// not the plugin's problem.
    private func load(_ path: String) -> (SceneContext, Scene)? {
        do throws(SceneError) {
            let context = try SceneContext(print: { _ in })
            try context.run(file: path)
            return (context, try context.scene())
        } catch {
            StandardStreams.err("lualayout check: skipped \(path): \(error)\n")
            return nil
        }
    }

    /// Lays the scene out once, through the pipeline every command uses, every section
    /// decorated now, and counts the decorations `use` made (`decorationPluginUses`); the
    /// errors are those of this layout alone (its uses, reservations, placements and
    /// hooks). Nil (with a note on stderr) when the scene cannot be laid out: not the
    /// plugin's problem.
    private func decorationCount(
        _ host: PluginHost, _ scene: Scene, _ context: SceneContext, use: PluginUse, scene path: String
    ) -> (decorations: Int, errors: [PluginError], geometry: LayoutGeometry, configuration: PluginConfiguration)? {
        do throws(SceneError) {
            let outcome = try LayoutPipeline.run(scene, host: host, sceneState: context.lua, eager: true)
            // The plugin's use is the scene's last; it is not among them if it could not start.
            let uses = outcome.configuration.uses
            let index = uses.indices.last.flatMap { uses[$0].name == use.name && uses[$0].file == use.file && uses[$0].line == nil ? $0 : nil }
            // Every element asked for once: the follow hooks run too.
            _ = outcome.elements(in: nil)
            let made = outcome.snapshot.decorationPluginUses()
            let count = index.map { index in made.values.lazy.filter { $0 == index }.count } ?? 0
            // A compositional scene has nothing for M.place to place: the pipeline says so
            // against the use (`refuseCompositionalLayout`), but that is the demo scene's
            // kind, not the plugin's problem.
            var errors = outcome.errors
            if case .compositional = scene.layout { errors.removeAll { $0.phase == .place && $0.section == nil } }
            return (count, errors, outcome.snapshot.geometry, outcome.configuration)
        } catch {
            StandardStreams.err("lualayout check: skipped \(path): \(error)\n")
            return nil
        }
    }

    /// One entry per distinct failure (the same line and message in many sections and
    /// scenes is one problem), saying where it happened first and how often.
    static func grouped(_ failures: [(scene: String, error: PluginError)]) -> [String] {
        var order: [String] = []
        var groups: [String: [(scene: String, error: PluginError)]] = [:]
        for failure in failures {
            let e = failure.error
            let key = "\(e.file ?? ""):\(e.line ?? 0):\(e.phase):\(e.message)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(failure)
        }
        return order.map { key in
            let group = groups[key]!
            let first = group[0]
            var note = " (in \(first.scene)"
            if group.count > 1 {
                let scenes = Set(group.map(\.scene)).count
                note += "; \(group.count - 1) more time\(group.count == 2 ? "" : "s")"
                if scenes > 1 { note += " in \(scenes) scenes" }
            }
            return first.error.fullDescription.replacingFirstLine { $0 + note + ")" }
        }
    }

    private func baseName(_ path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }
}

/// A plugin's source text, to point at the line that declares a default.
private struct SourceText {
    let locator: TableSourceLocator
    /// The line naming `defaults` (`M.defaults = {`), where the search starts.
    let defaultsLine: Int?

    init(path: String) {
        let text = TextFile.read(path) ?? ""
        locator = TableSourceLocator(source: text, callLine: 1)
        defaultsLine = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex(where: { $0.contains("defaults") }).map { $0 + 1 }
    }

    /// The line of `key = ...` in `M.defaults` (the first after the line naming
    /// `defaults`), or nil.
    func lineOfDefault(_ key: String) -> Int? {
        defaultsLine.flatMap { locator.line(ofKey: key, from: $0) }
    }
}

extension PluginSearchPath {
    /// The folder a plugin file is in (`.` for a bare file name).
    static func parent(ofFile path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension String {
    /// The text with its first line transformed (a note added after an error message).
    func replacingFirstLine(_ transform: (String) -> String) -> String {
        guard let newline = firstIndex(of: "\n") else { return transform(self) }
        return transform(String(self[..<newline])) + self[newline...]
    }
}
