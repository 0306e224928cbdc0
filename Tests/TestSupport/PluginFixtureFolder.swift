import Foundation

/// A fresh folder under the temporary directory for a test's plugins and scenes: a test
/// makes one in `setUp`, writes its files with `write(_:to:)` and removes it in `tearDown`.
public struct PluginFixtureFolder {
    /// The folder's path: give it as a plugin folder.
    public let path: String

    /// Makes `TMPDIR/lualayout-PREFIX-UUID`.
    public init(_ prefix: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder; returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The source of plugin `failer`: one `mark` per section, and `error("section N
    /// refused")` on section `section` while its option `fail` is true (the default).
    public static func failingPlugin(onSection section: Int) -> String {
        """
        local M = { name = "failer", api = 1, defaults = { fail = true } }
        function M.section(s, opts, out)
          if opts.fail and s.index == \(section) then error("section \(section) refused") end
          out:add(out:kind("mark", {}), s.frame.x, s.frame.y, 1, 1)
        end
        return M
        """
    }
}
