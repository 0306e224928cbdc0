/// Two terminal pictures next to each other, under their titles (`:update`'s before and
/// after). Widths are counted in visible characters: colour escapes take none.
public enum SideBySide {
    /// - Parameters:
    ///   - left, right: the pictures, rows ending in newlines, each at most `width` wide.
    ///   - titles: a line above each.
    ///   - gap: blanks between the two.
    public static func join(_ left: String, _ right: String, titles: (String, String), width: Int, gap: Int = 2) -> String {
        let leftRows = [titles.0] + rows(left), rightRows = [titles.1] + rows(right)
        var text = ""
        for i in 0..<max(leftRows.count, rightRows.count) {
            let l = i < leftRows.count ? leftRows[i] : ""
            let r = i < rightRows.count ? rightRows[i] : ""
            var line = l + String(repeating: " ", count: max(width - visibleWidth(l), 0) + gap) + r
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    private static func rows(_ picture: String) -> [String] {
        var rows = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Characters outside `ESC [ ... letter` sequences.
    static func visibleWidth(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
