import OperatingSystem
import Rendering

/// SVG to PNG for `:svg FILE.png`, through `rsvg-convert` (librsvg2-bin, which the
/// scripts install and the picture tests use): the SVG goes to a temporary file, the tool
/// writes the PNG.
enum PNGConverter {
    /// Writes `svg` as a PNG at `path`, `zoom` pixels a point of the SVG.
    /// - Returns: nil, or why it failed.
    static func write(svg: String, to path: String, zoom: Double) -> String? {
        guard let temporary = TemporaryFolder.makeFile(prefix: "lualayout-svg", suffix: ".svg") else {
            return "cannot write \(path): no temporary file: \(TextFile.lastErrorDescription)"
        }
        defer { TemporaryFolder.removeFile(temporary) }
        if let failure = TextFile.write(svg, to: temporary) { return failure }
        // The PNG replaces the file only when the tool succeeded (it empties its output first).
        return TextFile.replacing(path) { png in
            switch ChildProcess.run(["rsvg-convert", "--format", "png", "--zoom", JSONNumber.format(zoom), "--output", png, temporary]) {
            case .some(0): return nil
            case .some(127): return "cannot write \(path): rsvg-convert is not installed (apt-get install librsvg2-bin), or write FILE.svg"
            case .some(let status): return "cannot write \(path): rsvg-convert failed (exit status \(status))"
            case .none: return "cannot write \(path): cannot run rsvg-convert: \(TextFile.lastErrorDescription)"
            }
        }
    }
}
