import Foundation
import OperatingSystem
import XCTest

final class StandardStreamsTests: XCTestCase {
    func testWrite_WholeBuffer_ReachesDescriptor() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let text = String(repeating: "┌─┐ picture\n", count: 100)
        XCTAssertTrue(StandardStreams.write(text, to: fds[1]))
        close(fds[1])
        let data = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), text)
    }
}
