import OperatingSystem
#if canImport(Glibc)
import Glibc
#endif

/// Corpus folders and files, without Foundation: for replaying inputs in order.
public enum CorpusFiles {
    /// The files named, with each folder replaced by its regular files, sorted by name.
    public static func list<S: Sequence<String>>(_ paths: S) -> [String] {
        paths.flatMap { path -> [String] in
            guard let dir = opendir(path) else { return [path] }
            defer { closedir(dir) }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if !name.hasPrefix("."), name != "README.md" { names.append(path + "/" + name) }
            }
            return names.sorted()
        }
    }

    /// The file's bytes, or nil.
    public static func read(_ path: String) -> [UInt8]? { TextFile.bytes(path) }
}
