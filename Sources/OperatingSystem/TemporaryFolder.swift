#if canImport(Glibc)
import Glibc
#endif

/// Private temporary files and folders under `$TMPDIR` (or `/tmp`), made so that no other
/// process can take the name first (`mkdtemp`, `mkstemps`).
public enum TemporaryFolder {
    /// `TMPDIR` when it is set and not empty, else `/tmp`.
    public static func base(environment: [String: String] = ProcessEnvironment.current) -> String {
        guard let folder = environment["TMPDIR"], !folder.isEmpty else { return "/tmp" }
        return folder
    }

    /// A fresh folder of this process's own, `BASE/PREFIX-XXXXXX`; nil when it cannot be
    /// made (`errno` says why).
    public static func make(prefix: String) -> String? {
        var template = Array((base() + "/" + prefix + "-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { return nil }
        return String(nulTerminated: template)
    }

    /// A fresh empty file, `BASE/PREFIX-XXXXXXSUFFIX` (`.svg`, say: tools that read the
    /// kind from the name); nil when it cannot be made (`errno` says why).
    public static func makeFile(prefix: String, suffix: String) -> String? {
        var template = Array((base() + "/" + prefix + "-XXXXXX" + suffix).utf8CString)
        let descriptor = mkstemps(&template, Int32(suffix.utf8.count))
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        return String(nulTerminated: template)
    }

    /// Removes `folder` and the files in it (one level: what `make` gave and a program
    /// wrote there). What cannot be removed stays.
    public static func remove(_ folder: String) {
        for name in Folder.entries(folder) ?? [] where !name.hasSuffix("/") { removeFile(folder + "/" + name) }
        rmdir(folder)
    }

    /// Removes the file `path` (a temporary one once used); nothing if it is not there.
    public static func removeFile(_ path: String) {
        unlink(path)
    }
}
