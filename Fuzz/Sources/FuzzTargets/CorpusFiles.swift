import OperatingSystem

/// Corpus folders and files, without Foundation: for replaying inputs in order.
public enum CorpusFiles {
    /// The files named, with each folder replaced by its regular files, sorted by name.
    public static func list<S: Sequence<String>>(_ paths: S) -> [String] {
        paths.flatMap { path -> [String] in
            guard let names = Folder.entries(path) else { return [path] }
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.map { path + "/" + $0 }
        }
    }

    /// The file's bytes, or nil.
    public static func read(_ path: String) -> [UInt8]? { TextFile.bytes(path) }
}
