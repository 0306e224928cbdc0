import LuaLayout
import Rendering

/// An error as the preview shows it: the whole message for the terminal, what the page
/// may see, and where it is (file and line, for the page to name).
///
/// The page is served to whatever asks on the loopback, and the scene file may have been
/// swapped for a link to a file the server can read and the client should not (issue 38,
/// 8): Lua's syntax errors quote the file's words (`unexpected symbol near 'root'`), so the
/// page gets the message without them (`scene.lua:1: unexpected symbol`), and the
/// terminal, the user's own, the whole of it.
struct PreviewError: Equatable {
    /// The whole message (the terminal's).
    var text: String
    /// What the page shows.
    var pageText: String
    var file: String?
    var line: Int?

    init(text: String, pageText: String? = nil, file: String?, line: Int?) {
        self.text = text
        self.pageText = pageText ?? text
        self.file = file
        self.line = line
    }

    /// A scene that did not load.
    init(_ error: SceneError) {
        var shown = error
        if error.traceback == nil { shown.message = PreviewError.withoutQuotedSource(error.message) }
        self.init(text: error.description, pageText: shown.description, file: error.file, line: error.line)
    }

    /// A plugin's error (its own file, which the user chose to load).
    init(_ error: PluginError) {
        self.init(text: error.description, file: error.file, line: error.line)
    }

    /// A Lua syntax message without the source it quotes: Lua writes `MESSAGE near TOKEN`,
    /// the token being `'...'` (the file's own text) or `<eof>`.
    static func withoutQuotedSource(_ message: String) -> String {
        guard let near = message.ranges(of: " near ").last else { return message }
        let token = message[near.upperBound...]
        guard token.hasPrefix("'") || token.hasPrefix("<") else { return message }
        return String(message[..<near.lowerBound])
    }

    /// The error as the page's JSON.
    var json: String {
        "{\"text\":\(JSONString.quote(pageText)),\"file\":\(file.map(JSONString.quote) ?? "null"),"
            + "\"line\":\(line.map(String.init) ?? "null")}"
    }
}
