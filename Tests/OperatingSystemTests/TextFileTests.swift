import Foundation
import OperatingSystem
import XCTest

final class TextFileTests: XCTestCase {
    /// Why `TextFile.text(path)` failed, or nil when it did not.
    private func failure(_ path: String) -> String? {
        guard case .failure(let error) = TextFile.text(path) else { return nil }
        return error.description
    }

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

    func testRead_Directory_SaysItIsOne() {
        XCTAssertEqual(failure(NSTemporaryDirectory()), "Is a directory")
    }

    /// `:load /dev/zero` grew the REPL past 4 GB: reading stops at the bound.
    func testRead_EndlessDevice_StopsAtTheBound() {
        XCTAssertEqual(failure("/dev/zero"), "File too large (over 64 MiB)")
    }

    func testRead_FileLargerThanTheBound_IsRefusedBeforeReading() throws {
        let path = NSTemporaryDirectory() + "lualayout-textfile-\(UUID().uuidString).lua"
        defer { unlink(path) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(TextFile.maximumBytes + 1)), 0)   // sparse: nothing to read
        XCTAssertEqual(failure(path), "File too large (over 64 MiB)")
    }

    /// A failed write (`:svg x.png` whose conversion fails) left an empty file where the
    /// last good picture was: the old file stays whole, and no temporary is left beside it.
    func testReplacing_FailureKeepsTheOldFile_AndLeavesNothingBeside() throws {
        let folder = NSTemporaryDirectory() + "lualayout-replace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertNil(TextFile.write("old", to: folder + "/out.svg"))
        let failure = TextFile.replacing(folder + "/out.svg") { temporary in
            _ = TextFile.write("half", to: temporary)
            return "cannot write out.svg: it failed"
        }
        XCTAssertEqual(failure, "cannot write out.svg: it failed")
        XCTAssertEqual(TextFile.read(folder + "/out.svg"), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["out.svg"])
        XCTAssertNil(TextFile.write("new", to: folder + "/out.svg"))
        XCTAssertEqual(TextFile.read(folder + "/out.svg"), "new")
    }
}

/// `TextFile.text(_:regularFileOnly:)`: a named pipe is refused at once, not waited on.
final class RegularFileOnlyTests: XCTestCase {
    private func failure(_ result: Result<String, TextFile.ReadError>) -> String? {
        if case .failure(let error) = result { return error.description }
        return nil
    }

    func testANamedPipe_IsRefusedWithoutBlocking_ARegularFileIsRead() throws {
        let folder = NSTemporaryDirectory() + "lualayout-regular-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = folder + "/scene.lua", file = folder + "/plain.lua"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let started = Date()
        XCTAssertEqual(failure(TextFile.text(pipe, regularFileOnly: true)), "Not a regular file (a pipe, a device or a socket)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "not blocked until a writer comes")
        try "x = 1\n".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertEqual(TextFile.text(file, regularFileOnly: true), .success("x = 1\n"))
        XCTAssertEqual(failure(TextFile.text(folder, regularFileOnly: true)), "Is a directory")
    }
}
