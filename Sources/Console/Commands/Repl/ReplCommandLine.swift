/// Splits a command line into words: blanks separate, double quotes group
/// (`:svg "my picture.svg"`), a backslash escapes the next character inside quotes.
public enum ReplCommandLine {
    public static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false, quoted = false, escaped = false
        for c in line {
            if escaped {
                current.append(c)
                escaped = false
            } else if quoted {
                if c == "\\" { escaped = true } else if c == "\"" { quoted = false } else { current.append(c) }
            } else if c == "\"" {
                quoted = true
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// Fails unless `arguments` has between `min` and `max` words.
    static func expect(_ arguments: [String], _ min: Int, _ max: Int, usage: String) throws(CommandError) {
        guard arguments.count >= min, arguments.count <= max else { throw CommandError("usage: \(usage)") }
    }

    /// `on` / `off`.
    static func toggle(_ word: String, usage: String) throws(CommandError) -> Bool {
        switch word {
        case "on": return true
        case "off": return false
        default: throw CommandError("usage: \(usage)")
        }
    }
}
