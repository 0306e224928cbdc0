import OperatingSystem

/// Where plugins are found: the bundled `Plugins/` folder, folders given with
/// `--plugins DIR`, and those in `LUALAYOUT_PLUGIN_PATH` (colon-separated). Earlier
/// folders win, so a user's folder given first can override a bundled plugin.
public struct PluginSearchPath: Sendable, Equatable {
    public var folders: [String]
    /// True when the search path was meant to end with the bundled folder and none was
    /// found (`bundledFolder`): a missing plugin's error says how to point at them.
    public var bundledMissing = false

    public init(folders: [String]) {
        self.folders = folders
    }

    /// The usual search path: `extra` folders, then `LUALAYOUT_PLUGIN_PATH`, then the
    /// bundled folder.
    public static func standard(extra: [String] = [], environment: [String: String] = ProcessEnvironment.current) -> PluginSearchPath {
        var folders = extra
        if let path = environment["LUALAYOUT_PLUGIN_PATH"] {
            folders += path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        let bundled = bundledFolder(environment: environment)
        if let bundled { folders.append(bundled) }
        var path = PluginSearchPath(folders: folders)
        path.bundledMissing = bundled == nil
        return path
    }

    /// The file of plugin `name`, if a folder has one.
    public func file(for name: String) -> String? {
        guard PluginSearchPath.isValidName(name) else { return nil }
        return folders.lazy.map { "\($0)/\(name).lua" }.first(where: Self.isReadableFile)
    }

    /// The first `name.lua` in the folders that exists but cannot be loaded, and why (a
    /// directory, a pipe, a file the user may not read): a plugin that is there but
    /// unreadable must not be reported as missing.
    public func unloadableFile(for name: String) -> (path: String, reason: String)? {
        guard PluginSearchPath.isValidName(name) else { return nil }
        for path in folders.lazy.map({ "\($0)/\(name).lua" }) {
            guard let status = FileStatus.of(path) else { continue }
            if status.kind == .directory { return (path, "it is a directory") }
            if status.kind != .regularFile { return (path, "it is not a regular file") }
            if let failure = FileStatus.readFailure(path) { return (path, failure) }
        }
        return nil
    }

    /// Every plugin name in the folders, sorted (for completion and `:plugins`).
    public func availableNames() -> [String] {
        var names = Set<String>()
        for folder in folders {
            for name in Folder.entries(folder) ?? [] where name.hasSuffix(".lua") {
                let base = String(name.dropLast(4))
                if PluginSearchPath.isValidName(base) { names.insert(base) }
            }
        }
        return names.sorted()
    }

    /// Plugin names are identifiers: no paths, no dots.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        let identifier = { (c: Unicode.Scalar) in c == "_" || (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) }
        return !("0"..."9").contains(first) && name.unicodeScalars.allSatisfy(identifier)
    }

    /// The bundled plugins' folder, by one rule (docs/plugins.md), the first that applies:
    /// 1. `LUALAYOUT_PLUGINS`, the folder itself (or `LUALAYOUT_HOME`'s `Plugins/`);
    /// 2. an installed executable's: `PREFIX/bin/lualayout` finds `PREFIX/share/lualayout/Plugins`;
    /// 3. the package's source checkout the binary was built from (`Plugins/` beside its
    ///    `Sources/`, known at compile time), while it exists: a checkout's own `.build`
    ///    binaries, and an app depending on LuaLayout by path or by URL (its checkout).
    /// No other folder named `Plugins` counts, so a user's own does not hide the bundled
    /// ones. Nil when none applies (`missingBundledNote` says so where a plugin is missing).
    public static func bundledFolder(environment: [String: String]) -> String? {
        if let folder = environment["LUALAYOUT_PLUGINS"], !folder.isEmpty { return folder }
        if let home = environment["LUALAYOUT_HOME"], !home.isEmpty { return home + "/Plugins" }
        if let bin = executableDirectory(), let prefix = parent(of: bin), FileStatus.isDirectory(prefix + "/share/lualayout/Plugins") {
            return prefix + "/share/lualayout/Plugins"
        }
        return FileStatus.isDirectory(sourceCheckoutPlugins) ? sourceCheckoutPlugins : nil
    }

    /// The `Plugins/` folder of the checkout this file was compiled in
    /// (`Sources/Decorations/Host/PluginSearchPath.swift`, three folders below its root).
    static let sourceCheckoutPlugins: String = {
        var root = "\(#filePath)"
        for _ in 0..<4 { root = parent(of: root) ?? "" }
        return root + "/Plugins"
    }()

    /// What a "no plugin named" error adds when the bundled plugins were not found.
    public static let missingBundledNote =
        "the bundled plugins were not found: set LUALAYOUT_PLUGINS to their folder (a checkout's Plugins/, or PREFIX/share/lualayout/Plugins)"

    static func executableDirectory() -> String? {
        SiblingExecutable.runningPath().flatMap(parent(of:))
    }

    static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        return String(path[..<slash])
    }

    static func isReadableFile(_ path: String) -> Bool {
        FileStatus.isRegularFile(path) && FileStatus.readFailure(path) == nil
    }
}
