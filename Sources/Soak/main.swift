import Foundation
import LayoutCore

// lualayout-soak MINUTES [--seed N]: random scenes (flow and compositional, both scroll
// directions), REPL-like edits, and plugin edits (valid and broken) reloaded in place, each
// checked against a layout from scratch; prints what held. Run it with `Scripts/soak`.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let minutes = arguments.first.flatMap(Double.init), minutes > 0 else {
    FileHandle.standardError.write(Data("usage: lualayout-soak MINUTES [--seed N] [--trace]\n".utf8))
    exit(2)
}
var seed = UInt64(Date().timeIntervalSince1970)
if let i = arguments.firstIndex(of: "--seed"), i + 1 < arguments.count, let given = UInt64(arguments[i + 1]) { seed = given }

let folder = NSTemporaryDirectory() + "lualayout-soak-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: folder) }
var soak = Soak(seed: seed, folder: folder)
soak.trace = arguments.contains("--trace")
print("soak: seed \(seed), \(minutes) minutes (replay with --seed \(seed))")
let status = soak.run(until: Date().addingTimeInterval(minutes * 60))
if status == 0 { print(soak.report.summary) }
exit(status)
