/// "Did you mean ...?" for misspelt keys, options, commands and plugin names.
public enum NearestName {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a
    /// plausible typo (at most a third of the name's length, and at least 1 edit allowed
    /// up to 3), compared case-insensitively.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        let limit = Swift.max(1, Swift.min(3, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, with adjacent transpositions counting as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// "unknown key 'x' (did you mean 'y'?; allowed: a, b, c)".
    public static func unknownMessage(_ what: String, _ name: String, allowed: [String]) -> String {
        var text = "unknown \(what) '\(name)'"
        if let near = suggestion(for: name, among: allowed) { text += " (did you mean '\(near)'?)" }
        return text + "; allowed: " + allowed.joined(separator: ", ")
    }
}
