import Foundation
import OperatingSystem
import XCTest

final class TextFileTests: XCTestCase {
    func testWriteThenRead_GivesTheTextBack_LargerThanOneBuffer() throws {
        let path = NSTemporaryDirectory() + "lualayout-textfile-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = String(repeating: "0123456789abcdé\n", count: 10_000)
        XCTAssertNil(TextFile.write(text, to: path))
        XCTAssertEqual(TextFile.read(path), text)
    }

    func testWrite_MissingFolder_SaysWhy() {
        XCTAssertEqual(
            TextFile.write("x", to: "/nonexistent-lualayout/out.svg"),
            "cannot write /nonexistent-lualayout/out.svg: No such file or directory")
    }

    func testRead_MissingFile_IsNil() {
        XCTAssertNil(TextFile.read("/nonexistent-lualayout/scene.lua"))
    }
}
