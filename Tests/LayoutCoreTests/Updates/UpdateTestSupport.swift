import LayoutCore

/// Shorthand for the update tests.
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

/// Labels of a data set: section `s`, item `i` is "s.i".
func labels(_ counts: [Int]) -> [[String]] {
    counts.indices.map { s in (0..<counts[s]).map { "\(s).\($0)" } }
}

extension UpdateMapping {
    /// The old labels after the update; inserted items are "new".
    func applied(labelling counts: [Int]) -> [[String]] {
        apply(to: labels(counts)) { _ in "new" }
    }
}
