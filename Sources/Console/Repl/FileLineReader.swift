/// The lines of a file, for `:read FILE`: read as piped input is, no prompt and no
/// history.
final class FileLineReader: LineReader {
    private var lines: ArraySlice<Substring>

    init(text: String) {
        var all = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { all.removeLast() }
        lines = all[...]
    }

    func read(prompt: String) -> LineEvent {
        guard let line = lines.popFirst() else { return .end }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : String(line))
    }

    func remember(_ entry: String) {}
}
