import OperatingSystem
import Rendering

/// SVG to PNG for `:svg FILE.png`, through `rsvg-convert` (librsvg2-bin, which the
/// scripts install and the picture tests use): the SVG goes to a temporary file, the tool
/// writes the PNG.
enum PNGConverter {
    /// The longest side rsvg-convert draws: librsvg refuses an image past 32,767 pixels
    /// (cairo's limit) and the command fails.
    static let largestSide = 32_767.0

    /// The zoom to draw `svg` at: `zoom`, or less when the picture would pass
    /// `largestSide` pixels, with a note that says so.
    static func fittingZoom(svg: String, zoom: Double) -> (zoom: Double, note: String?) {
        guard let size = documentSize(svg), zoom > 0 else { return (zoom, nil) }
        let longer = max(size.width, size.height)
        guard longer * zoom > largestSide else { return (zoom, nil) }
        // Thousandths, rounded down: the side stays within the limit.
        let fitted = (largestSide / longer * 1000).rounded(.down) / 1000
        let note = "the picture is \(JSONNumber.format(size.width)) x \(JSONNumber.format(size.height)) points: at zoom "
            + "\(JSONNumber.format(zoom)) its longer side would be \(JSONNumber.format((longer * zoom).rounded())) pixels, past the "
            + "32,767 rsvg-convert draws; written at zoom \(JSONNumber.format(fitted)) (an SVG has no such limit)"
        return (fitted, note)
    }

    /// The root element's `width` and `height`, in points.
    static func documentSize(_ svg: String) -> (width: Double, height: Double)? {
        guard let root = svg.firstRange(of: "<svg") else { return nil }
        let head = svg[root.lowerBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Double? {
            guard let start = head.firstRange(of: " \(name)=\"") else { return nil }
            return Double(head[start.upperBound...].prefix { $0 != "\"" })
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return (width, height)
    }

    /// Writes `svg` as a PNG at `path`, `zoom` pixels a point of the SVG (less when that
    /// would pass what rsvg-convert draws: `note` says so).
    /// - Returns: nil, or why it failed.
    static func write(svg: String, to path: String, zoom requested: Double, note: (String) -> Void = { _ in }) -> String? {
        let (zoom, fitted) = fittingZoom(svg: svg, zoom: requested)
        if let fitted { note(fitted) }
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
