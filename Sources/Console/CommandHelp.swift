/// What `lualayout --help` and `lualayout COMMAND --help` print: each command's synopsis,
/// what it does, its options and an example. One table, read by the parser too (the
/// options a command takes, for "did you mean").
struct CommandHelp {
    struct Option {
        /// `--rect` (and its short form, if any, `-o`).
        var names: [String]
        /// `x,y,w,h`; nil for a flag.
        var value: String?
        var help: String
    }

    var name: String
    var synopsis: String
    var summary: String
    var options: [Option]
    var examples: [String]

    static let pluginsOption = Option(names: ["--plugins"], value: "DIR", help: "search DIR for plugins before the bundled Plugins/ (repeatable)")
    static let rectOption = Option(names: ["--rect"], value: "x,y,w,h", help: "only the elements in this rect, in points")
    static let helpOption = Option(names: ["-h", "--help"], value: nil, help: "this help")

    static let commands: [CommandHelp] = [
        CommandHelp(
            name: "repl", synopsis: "lualayout [repl] [SCENE] [-e CHUNK]... [--keep-going] [--plugins DIR]...",
            summary: """
                The REPL: Lua in the scene's world, and :commands (:help lists them). On a terminal
                it has a prompt, history and completion; with input from a pipe it runs it as a
                script (stdout only what the script asks for; errors name the line, stdin:N).
                With -e (or -c) it runs the chunks, a line each, and exits, as lua -e does.
                """,
            options: [
                Option(names: ["-e", "-c", "--execute"], value: "CHUNK", help: "run CHUNK (Lua or a :command) and exit; repeatable, run in order"),
                Option(names: ["--keep-going"], value: nil, help: "piped: go on after an error (the exit status is still 1)"),
                pluginsOption, helpOption,
            ],
            examples: [
                "lualayout Scenes/demo.lua", "lualayout Scenes/demo.lua -e ':scroll 200' -e ':show'",
                "printf 'sections { 2 }\\n:json\\n' | lualayout repl Scenes/demo.lua",
            ]),
        CommandHelp(
            name: "dump", synopsis: "lualayout dump SCENE [--rect x,y,w,h | --updates | --estimated | --snap S,OFFSET,VELOCITY] [--plugins DIR]...",
            summary: "The layout as JSON on stdout; warnings and errors on stderr.",
            options: [
                rectOption,
                Option(
                    names: ["--updates"], value: nil,
                    help: "the layouts before and after the scene's last update, and the changes"),
                Option(
                    names: ["--estimated"], value: nil,
                    help: "a self-sizing scene's first pass: every cell at the estimated size, before the cells report"),
                Option(
                    names: ["--snap"], value: "S,OFFSET,VELOCITY",
                    help: "where orthogonal section S comes to rest after a drag ending at OFFSET with VELOCITY (points/ms)"),
                pluginsOption, helpOption,
            ],
            examples: [
                "lualayout dump Scenes/demo.lua --rect 0,0,375,200", "lualayout dump Scenes/updates.lua --updates",
                "lualayout dump Scenes/carousels.lua --snap 1,100,0.5",
            ]),
        CommandHelp(
            name: "show", synopsis: "lualayout show SCENE [--rect x,y,w,h] [--width COLUMNS] [--plugins DIR]...",
            summary: "The layout drawn in the terminal (the visible rect unless --rect says otherwise).",
            options: [
                rectOption, Option(names: ["--width"], value: "COLUMNS", help: "the drawing's width in columns (8 to 1000)"),
                pluginsOption, helpOption,
            ],
            examples: ["lualayout show Scenes/demo.lua --width 60"]),
        CommandHelp(
            name: "render",
            synopsis: "lualayout render SCENE -o FILE.svg|FILE.png [--rect x,y,w,h] [--zoom N] [--cells outline|tiles] [--no-viewport] [--plugins DIR]...",
            summary: """
                The layout as an SVG or PNG picture (the whole content unless --rect says otherwise).
                A PNG has the scene's scale in pixels a point (2 for scale = 2) unless --zoom says
                otherwise; hairlines are drawn at least one such pixel thick. A scene that makes an
                update is drawn after it, with inserted, deleted and moved elements marked.
                """,
            options: [
                Option(names: ["-o", "--output"], value: "FILE.svg", help: "where to write the picture (required): .svg, or .png through rsvg-convert"),
                rectOption,
                Option(names: ["--zoom"], value: "N", help: "pixels a point (0.25 to 16); default the scene's scale for a PNG, 1 for an SVG"),
                Option(names: ["--cells"], value: "outline|tiles", help: "cells as thin outlines (default) or as filled tiles"),
                Option(names: ["--no-viewport"], value: nil, help: "no dashed frame around the viewport (--rect draws none either)"),
                pluginsOption, helpOption,
            ],
            examples: ["lualayout render Scenes/demo.lua -o demo.svg", "lualayout render Scenes/zebra_rows.lua -o z.svg --cells tiles"]),
        CommandHelp(
            name: "serve", synopsis: "lualayout serve SCENE [--port N] [--plugins DIR]...",
            summary: """
                A live preview in the browser, on 127.0.0.1 only: the collection view to scroll (its
                orthogonal sections sideways, laid out at each offset), the picture to pan and zoom,
                elements to hover and pin, an update played, the errors; saving the scene or a
                plugin updates it.
                """,
            options: [
                Option(names: ["--port"], value: "N", help: "the port to listen on (default 8765; 0 picks a free one)"),
                pluginsOption, helpOption,
            ],
            examples: ["lualayout serve Scenes/demo.lua"]),
        CommandHelp(
            name: "check", synopsis: "lualayout check PLUGIN.lua...",
            summary: """
                Loads each plugin, dry-runs it on the host's fixture, and runs it on the bundled scenes,
                beside each scene's own plugins: each scene is laid out once per plugin, every section
                decorated; a windowed plugin (M.window) is then run once more on it, by windows of two
                lines, to compare with its whole answer. Reports problems as file:line.
                """,
            options: [helpOption],
            examples: ["lualayout check Plugins/separators.lua my_plugin.lua"]),
        CommandHelp(
            name: "bench", synopsis: "lualayout bench [NAME...] [--json] [--quick] [--scaling] [--runs N]",
            summary: "The speed figures (median, spread and the ratio to each row's reference) of the workloads whose names contain a NAME; build with -c release (./Scripts/bench does).",
            options: [
                Option(names: ["--json"], value: nil, help: "one JSON object per row"),
                Option(names: ["--quick"], value: nil, help: "3 runs per row instead of 9"),
                Option(names: ["--scaling"], value: nil, help: "prepare and scroll at 10k, 100k, 1M and 10M items"),
                Option(names: ["--runs"], value: "N", help: "runs per row"),
                helpOption,
            ],
            examples: ["lualayout bench prepare-grid --quick", "./Scripts/bench --json > bench.json"]),
        CommandHelp(
            name: "help", synopsis: "lualayout help [COMMAND]", summary: "This help, or a command's.", options: [],
            examples: ["lualayout help dump"]),
    ]

    static func named(_ name: String) -> CommandHelp? { commands.first { $0.name == name } }

    /// `lualayout --help`.
    static func overview(version: String) -> String {
        var lines = ["lualayout \(version): UIKit's collection-view layouts on Linux, decorated by Lua plugins.", "", "usage:"]
        for command in commands { lines.append("  " + command.synopsis) }
        lines += [
            "",
            "Without a command, lualayout starts the REPL (on SCENE if given).",
            "'lualayout COMMAND --help' shows a command's options and an example.",
            "Exit status: 0 clean; 1 the scene could not be laid out or a plugin failed; 2 usage.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `lualayout dump --help`.
    var text: String {
        var lines = ["usage: " + synopsis, ""]
        lines += summary.split(separator: "\n").map(String.init)
        if !options.isEmpty {
            lines += ["", "options:"]
            let labels = options.map { o in o.names.joined(separator: ", ") + (o.value.map { " " + $0 } ?? "") }
            let width = labels.map(\.count).max() ?? 0
            for (label, option) in zip(labels, options) {
                lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + option.help)
            }
        }
        lines += ["", examples.count == 1 ? "example:" : "examples:"] + examples.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every option name the command takes.
    var optionNames: [String] { options.flatMap(\.names) }

    /// Whether `name` takes a value.
    func takesValue(_ name: String) -> Bool? {
        options.first { $0.names.contains(name) }.map { $0.value != nil }
    }
}
