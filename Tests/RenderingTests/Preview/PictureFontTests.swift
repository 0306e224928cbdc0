import Foundation
import LayoutCore
import Rendering
import TestSupport
import XCTest

/// The pictures and the preview page look the same on every machine: each font stack they
/// name starts with a DejaVu family, and `Scripts/setup` installs those fonts. Before this,
/// the page asked for `-apple-system, Helvetica, Arial`, which Chromium resolved to
/// Liberation Sans on a fresh machine and to DejaVu Sans where the golden was drawn, and the
/// screenshot test failed on one machine and passed on the other.
final class PictureFontTests: XCTestCase {
    /// The families a machine with only what `Scripts/setup` installs is sure to have.
    private static let setupFamilies: Set<String> = ["DejaVu Sans", "DejaVu Sans Mono"]

    /// The first family of each CSS `font` and `font-family` declaration in `css`.
    private static func firstFamilies(inCSS css: String) -> [String] {
        let declaration = try! NSRegularExpression(pattern: #"font(-family)?\s*:\s*([^;}]+)"#)
        let range = NSRange(css.startIndex..., in: css)
        return declaration.matches(in: css, range: range).compactMap { match in
            guard let value = Range(match.range(at: 2), in: css) else { return nil }
            // `font: 13px "DejaVu Sans", ...`: the family list starts after the size.
            var list = String(css[value])
            if match.range(at: 1).location == NSNotFound, let size = list.range(of: #"^[^"',]*?\d+(px|pt|em|rem|%)\s+"#, options: .regularExpression) {
                list.removeSubrange(size)
            }
            return list.split(separator: ",").first.map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
        }
    }

    func testThePreviewPage_NamesASetupFontFirst_InEveryFontStack() throws {
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.lua").path
        try "collection { width = 100, height = 100 }\nflow { itemSize = { 50, 50 } }\nsections { 1 }\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let server = try ServeProcess(scene: scene)
        defer { _ = server.interrupt() }
        let style = try XCTUnwrap(LoopbackHTTP.request(port: server.port, "GET", "/page.css"), "the page's style")
        XCTAssertEqual(style.status, 200)
        let families = PictureFontTests.firstFamilies(inCSS: style.body)
        XCTAssertFalse(families.isEmpty, "the page declares its fonts")
        for family in families {
            XCTAssertTrue(PictureFontTests.setupFamilies.contains(family), "a font stack starts with \(family), which Scripts/setup does not install")
        }
    }

    func testSVGPictures_NameASetupFontFirst() {
        let svg = SVGRenderer(options: .init(title: "fonts", devicePixels: 2))
            .render(elements: [], contentSize: Size(width: 10, height: 10))
        let attribute = try! NSRegularExpression(pattern: #"font-family="([^",]+)"#)
        let matches = attribute.matches(in: svg, range: NSRange(svg.startIndex..., in: svg))
        XCTAssertFalse(matches.isEmpty, "the picture names its font")
        for match in matches {
            let family = String(svg[Range(match.range(at: 1), in: svg)!])
            XCTAssertTrue(PictureFontTests.setupFamilies.contains(family), "the picture's font stack starts with \(family)")
        }
    }

    /// What the two tests above rely on: setup installs the fonts, and fontconfig (which
    /// Chromium and rsvg-convert ask) resolves the names to them.
    func testSetupInstallsTheFonts_AndFontconfigResolvesThem() throws {
        let setup = try String(contentsOfFile: LualayoutProcess.packageRoot + "/Scripts/setup", encoding: .utf8)
        XCTAssertTrue(setup.contains("missing+=(fonts-dejavu-core)"), "Scripts/setup installs fonts-dejavu-core")
        let fcMatch = try XCTUnwrap(ExternalTool.find("fc-match"), "fontconfig's fc-match (Chromium's dependency)")
        for (family, file) in [("DejaVu Sans", "DejaVuSans.ttf"), ("DejaVu Sans Mono", "DejaVuSansMono.ttf")] {
            let process = Process()
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: fcMatch)
            process.arguments = [family]
            process.standardOutput = output
            try process.run()
            let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertTrue(answer.hasPrefix(file), "fc-match \(family): \(answer)")
        }
    }
}
