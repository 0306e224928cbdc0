import Foundation
import OperatingSystem
import XCTest

/// `FileEvents` (inotify, `lualayout serve`'s file watch): a save in place, a save by
/// renaming over, a removal and a file made again are each told, for the watched file
/// only; a write still under way is not a save.
final class FileEventsTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-events-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The descriptor becomes readable within `seconds`, and then the files it names.
    private func changes(_ events: FileEvents, seconds: Int32 = 2) -> [String] {
        var waiting = pollfd(fd: events.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, seconds * 1000) > 0 else { return [] }
        usleep(20_000)
        return events.changedFiles()
    }

    func testEachKindOfSave_IsToldForTheWatchedFileOnly() throws {
        let file = folder + "/scene.lua", other = folder + "/other.lua"
        try "a".write(toFile: file, atomically: false, encoding: .utf8)
        let events = try XCTUnwrap(FileEvents(), "inotify is available on Linux")
        XCTAssertTrue(events.watch(files: [file]))
        XCTAssertEqual(events.changedFiles(), [], "nothing yet")

        try "b".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertEqual(changes(events), [file], "a save in place")
        try "c".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(changes(events), [file], "a save that renames a new file over it")
        try "x".write(toFile: other, atomically: false, encoding: .utf8)
        XCTAssertEqual(changes(events, seconds: 1), [], "another file of the folder")
        try FileManager.default.removeItem(atPath: file)
        XCTAssertEqual(changes(events), [file], "removed")
        XCTAssertEqual(mkfifo(file, 0o600), 0)
        XCTAssertEqual(changes(events), [file], "made again (a named pipe)")
    }

    func testAWriteUnderWay_IsNotASave_UntilTheFileIsClosed() throws {
        let file = folder + "/scene.lua"
        try "a".write(toFile: file, atomically: false, encoding: .utf8)
        let events = try XCTUnwrap(FileEvents())
        XCTAssertTrue(events.watch(files: [file]))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: file))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("half".utf8))
        XCTAssertEqual(changes(events, seconds: 1), [], "truncated and half written: not yet")
        try handle.close()
        XCTAssertEqual(changes(events), [file], "closed: saved")
    }

    func testAFolderThatCannotBeWatched_IsSaid() throws {
        let events = try XCTUnwrap(FileEvents())
        XCTAssertFalse(events.watch(files: [folder + "/missing/scene.lua"]), "the caller polls instead")
    }
}
