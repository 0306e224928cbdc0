import Foundation

/// One hostile input and everything the host must do with it: the exact errors it reports
/// (plugin, hook, section and `file:line` are all in each line), the layout that must still
/// come back, and whether the REPL must stay usable after it.
///
/// A case is one line of `AdversarialCases` plus its fixture under `Fixtures/`.
struct AdversarialCase: Sendable {
    enum Input: Sendable {
        /// `Fixtures/Plugins/<plugin>.lua`, used by the base scene between two witnesses:
        /// `use("witness", { kind = "before" })`, `use(plugin, options)`,
        /// `use("witness", { kind = "after" })`, after `limits`.
        case plugin(String, options: String, limits: String)
        /// `Fixtures/Scenes/<name>.lua`, run as `Scenes/<name>.lua`.
        case scene(String)
    }

    /// What must come back on stdout.
    enum Layout: Sendable, Equatable {
        /// The scene was refused (a scene error): no layout, exit status 1.
        case refused
        /// The layout, with this many cells and these decoration counts per kind (every
        /// kind present is listed: a kind not listed must be absent).
        case laidOut(cells: Int, decorations: [String: Int])
    }

    var name: String
    var input: Input
    /// Every line the run writes on stderr, tracebacks left out, in order; `lualayout: `
    /// starts each error line (the prefix is added by the constructors below).
    var errors: [String]
    var layout: Layout
    /// Also run it in `lualayout repl --keep-going` and check that the REPL still answers.
    var repl = false
    /// Seconds after which the child is killed as hung. Generous: a hang is an error here,
    /// speed is not measured.
    var timeout = 10.0
}

extension AdversarialCase {
    /// The base scene's cells and the two witnesses' decorations, as a plugin case leaves them.
    static let baseLayout = Layout.laidOut(cells: 20, decorations: ["before": 4, "after": 4])

    /// Limits that make endless loops cheap to stop. Not cheaper: the limit also covers
    /// loading the witnesses, which under AddressSanitizer on a slow CI runner took more
    /// than the 20 ms this once was (a witness then failed to load).
    static let fast = "limits { time = 0.1 }"

    /// A plugin case whose errors are `errors`, one per line, exactly.
    static func plugin(
        _ name: String, options: String = "{}", limits: String = "", errors: [String],
        decorations: [String: Int] = [:], repl: Bool = false, timeout: Double = 10
    ) -> AdversarialCase {
        var layout = [String: Int](uniqueKeysWithValues: [("before", 4), ("after", 4)])
        for (kind, count) in decorations { layout[kind] = count }
        return AdversarialCase(
            name: name, input: .plugin(name, options: options, limits: limits), errors: errors.map(stderrLine),
            layout: .laidOut(cells: 20, decorations: layout), repl: repl, timeout: timeout)
    }

    /// A plugin case that fails the same way in each of the base scene's four sections:
    /// `{s}` in `error` stands for the section index.
    static func eachSection(
        _ name: String, options: String = "{}", limits: String = "", _ error: String,
        decorations: [String: Int] = [:], repl: Bool = false, timeout: Double = 10
    ) -> AdversarialCase {
        plugin(
            name, options: options, limits: limits, errors: sections(error), decorations: decorations, repl: repl,
            timeout: timeout)
    }

    /// A scene case.
    static func scene(_ name: String, errors: [String], layout: Layout = .refused, repl: Bool = false, timeout: Double = 10) -> AdversarialCase {
        AdversarialCase(name: name, input: .scene(name), errors: errors.map(stderrLine), layout: layout, repl: repl, timeout: timeout)
    }

    /// An error as `dump` prints it (`lualayout: ` first); a layout warning
    /// (`scene.lua: warning: ...`) as it is.
    static func stderrLine(_ text: String) -> String {
        text.contains(": warning: ") ? text : "lualayout: " + text
    }

    /// The base scene's sections: their frames on the scroll axis and their last item.
    static let baseSections: [(top: Double, bottom: Double, last: Int, lines: Int)] = [(0, 120, 2, 1), (120, 460, 6, 3), (460, 580, 2, 1), (580, 920, 6, 3)]

    /// `error` once per section of the base scene, with `{s}` the section index, `{last}`
    /// its last item, `{lines}` its line count, `{top}` and `{bottom}` its frame on the scroll axis
    /// (as Lua prints floats: `120.0`).
    static func sections(_ error: String, _ range: ClosedRange<Int> = 0...3) -> [String] {
        range.map { s in
            let section = baseSections[s]
            return error.replacingOccurrences(of: "{s}", with: String(s))
                .replacingOccurrences(of: "{last}", with: String(section.last))
                .replacingOccurrences(of: "{lines}", with: String(section.lines))
                .replacingOccurrences(of: "{top}", with: "\(section.top)")
                .replacingOccurrences(of: "{bottom}", with: "\(section.bottom)")
        }
    }

    /// The same case under another name (a second case of one fixture).
    func named(_ name: String) -> AdversarialCase {
        var copy = self
        copy.name = name
        return copy
    }
}
