import LuaLayout

/// The text of `:help` and `:help TOPIC`.
enum ReplHelp {
    static var overview: String {
        let width = ReplCommands.all.map(\.synopsis.count).max() ?? 0
        let lines = ReplCommands.all.map { c in
            c.synopsis + String(repeating: " ", count: width - c.synopsis.count + 2) + c.summary
        }
        return """
            Type Lua in the scene's world: flow{ minimumLineSpacing = 4 }, sections{ 3, 7 },
            use("separators", { color = "#C6C6C8" }). Expressions print their value (= expr too);
            the layout is recomputed after each input. Commands:
            \(lines.joined(separator: "\n"))
            Rects are x,y,w,h in points. More: :help scene, :help keys, :help COMMAND.
            """
    }

    static let topics: [(String, String)] = [
        ("scene", sceneFunctions),
        ("keys", """
            Line editing (libedit): Tab completes commands, Lua names and table fields, the keys
            of flow { }, collection { }, limits { }, compositional { }, update { } and section entries,
            plugin names in use("..."), option names in use("name", {...}) and file paths after
            :load, :save, :svg, :json, :read, :output. Ctrl-R searches the history; Ctrl-C discards the line, or stops
            the Lua running (the scene's or a plugin hook's: the input is undone, a command shows nothing);
            Ctrl-D leaves. History file: $LUALAYOUT_HISTORY, or
            $XDG_STATE_HOME/lualayout/history (~/.local/state/lualayout/history).
            """),
    ]

    /// `:help scene`: every scene function with every key it takes, from the lists the
    /// scene reads them by (`SceneContext.tableFunctionKeys`), so that a key added there is
    /// listed here.
    static var sceneFunctions: String {
        let keys = SceneContext.tableFunctionKeys
        func call(_ name: String, _ shown: [String]) -> String { wrapped(name + " { " + shown.joined(separator: ", ") + " }") }
        let lines = [
            "Scene functions (UIKit's names) and the keys each takes:",
            call("collection", keys["collection"] ?? []),
            call("flow", keys["flow"] ?? []),
            call("sections", ["3", "{ " + (keys["sections"] ?? []).joined(separator: ", ") + " }"]),
            call("compositional", keys["compositional"] ?? []),
            wrapped("  a SECTION: { " + SceneContext.compositionalSectionKeys.joined(separator: ", ") + " }"),
            call("list", keys["list"] ?? []),
            call("limits", keys["limits"] ?? []),
            call("update", keys["update"] ?? []),
            "  use(\"plugin\", { options })",
            "  custom { " + SceneContext.customGroupKeys.map { $0 == "items" ? "items = function(env) ... end" : $0 }.joined(separator: ", ")
                + " }: a custom group",
            wrapped(SceneContext.valueFunctions.filter { $0 != "custom" }.map { $0 + "(n)" }.joined(separator: ", ")
                + ": compositional dimensions and spacings"),
            "flow and collection change only the keys they name; sections replaces the sections (given",
            "again with ids, { id = \"s\", ids = { \"a\", \"b\" } }, it is diffed: an update); update changes",
            "them as UIKit's batch updates do.",
        ]
        return lines.joined(separator: "\n")
    }

    /// `text` as lines of at most 92 characters, indented by two spaces, the lines after the
    /// first by two more.
    private static func wrapped(_ text: String) -> String {
        var lines: [String] = [], line = " "
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > 92, line.count > 4 {
                lines.append(line)
                line = "   "
            }
            line += " " + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static var topicNames: [String] { topics.map(\.0) + ReplCommands.names }

    /// Help on a topic or a command (with or without its colon; a unique prefix of a
    /// command works): its synopsis, summary, and what `ReplCommandDetails` says.
    static func topic(_ name: String) -> String? {
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if let text = topics.first(where: { $0.0 == bare })?.1 { return text }
        guard let command = try? ReplCommands.resolve(bare) else { return nil }
        var text = command.synopsis + "\n  " + command.summary
        if let details = ReplCommandDetails.text[command.name] {
            text += "\n\n" + details.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        }
        return text
    }
}
