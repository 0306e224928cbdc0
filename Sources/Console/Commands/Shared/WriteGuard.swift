import OperatingSystem

/// The check every command that writes a file runs before it opens it (`:save`, `:output`,
/// `:svg`, `:json FILE`, `render -o`): a file the session reads (the scene loaded, the source
/// of a plugin or module in use, a script `:read` is running) is never written over unless the
/// user forces it (`:output! FILE`). Files are compared as the system sees them (`stat`'s
/// device and inode), so a symbolic or hard link to one of them is refused too.
struct WriteGuard {
    /// A file the session reads, and what it is to the user ("the scene file loaded").
    struct File {
        var path: String
        var role: String
    }

    var files: [File]
    /// The folders of the plugins in use: the `.lua` files there are the modules they may
    /// `require` (docs/plugin-api.md), refused as their sources are.
    var moduleFolders: [(plugin: String, folder: String)]

    /// The scene file (when there is one) and the sources of the plugins and modules loaded.
    init(scene: String?, plugins: [(plugin: String, path: String)], scripts: [String] = []) {
        files = (scene.map { [File(path: $0, role: "the scene file loaded")] } ?? [])
            + plugins.map { File(path: $0.path, role: "the source of plugin '\($0.plugin)', in use") }
            + scripts.map { File(path: $0, role: "a script being read (:read)") }
        moduleFolders = plugins.map { plugin in
            let slash = plugin.path.lastIndex(of: "/")
            return (plugin.plugin, slash.map { String(plugin.path[..<$0]) } ?? ".")
        }
    }

    /// Why `command` must not write `path`, or nil when it may. `force` is how the user says
    /// "write it anyway" (`:output!`), when the command can be forced.
    func refusal(_ path: String, command: String, force: String? = nil) -> String? {
        let forcing = force.map { "; \($0) \(path) writes it anyway" } ?? ""
        if let file = files.first(where: { TextFile.sameFile(path, $0.path) }) {
            return "\(path) is \(file.role): \(command) would write over it\(forcing)"
        }
        if path.hasSuffix(".lua"), let module = moduleFolders.first(where: { TextFile.isInside(path, folder: $0.folder) }) {
            return "\(path) is in the folder of plugin '\(module.plugin)', in use (a module it may require): "
                + "\(command) would write over it\(forcing)"
        }
        return nil
    }

    /// Why `path` is not a picture file (`.svg`, or `.png` through rsvg-convert), or nil:
    /// anything else would hold SVG text under a name that says otherwise.
    static func pictureProblem(_ path: String, command: String) -> String? {
        let lowered = path.lowercased()
        guard !lowered.hasSuffix(".svg"), !lowered.hasSuffix(".png") else { return nil }
        return "\(command) writes FILE.svg, or FILE.png through rsvg-convert; '\(path)' is neither"
    }
}
