import Foundation
import TestSupport

/// The scenes the package ships, which the picture and golden tests run `lualayout` on.
enum BundledScenes {
    /// Their names (`Scenes/*.lua` and `Scenes/seeds/*.lua` without the extension,
    /// `seeds/` kept), sorted. `Scenes/seeds/` holds the sample apps of the libraries
    /// LuaLayout reproduces (docs/migrating.md).
    static func names() throws -> [String] {
        try ["", "seeds/"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: LualayoutProcess.packageRoot + "/Scenes/" + folder)
                .filter { $0.hasSuffix(".lua") }.map { folder + String($0.dropLast(4)) }
        }.sorted()
    }
}
