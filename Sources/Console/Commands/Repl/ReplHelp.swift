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
        ("scene", """
            Scene functions (UIKit's names):
              collection { width, height, scale, contentInset, contentOffset, safeAreaInsets, layoutMargins,
                           readableContentWidth, horizontalSizeClass, layoutDirection, orthogonalOffsets }
              flow { scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset,
                     headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds,
                     sectionFootersPinToVisibleBounds, sectionInsetReference, iOS10 }
              sections { 3, { items = 7, inset = {...}, itemSizes = {...}, ... } }
              compositional { ... }     use("plugin", { options })     limits { instructions, time, memory, reach }
                sectionProvider = function(index, environment): environment.container.effectiveContentSize,
                  .contentSize, .contentInsets; environment.traitCollection.horizontalSizeClass, .displayScale
                a section may be a list: { list = { appearance, rowHeight, headerMode ("firstItemInSection"
                  too), headerHeight, ... }, contentInsets = ... } beside grid and orthogonal sections
                contentInsetsReference (configuration and section), supplementaryContentInsetsReference
                  (section): "automatic", "none", "safeArea", "layoutMargins" or "readableContent"
                an item or group: size, contentInsets, edgeSpacing = { leading, top, trailing, bottom }
                  (each fixed(n) or flexible(n): space outside it, flexible edges share what is left)
                an item's or group's supplementaryItems (badges): { kind, size, containerAnchor = { edges = { "top",
                  "trailing" }, absoluteOffset | fractionalOffset }, itemAnchor, zIndex, contentInsets }
              update { deleteItems, insertItems, moveItems, reloadItems, deleteSections, insertSections,
                       moveSections, reloadSections }     sections { { id = "s", ids = { "a", "b" } } }
            flow and collection change only the keys they name; sections replaces the sections (given
            again with ids, it is diffed: an update); update changes them as UIKit's batch updates do.
            """),
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
