import LuaRuntime
import XCTest

@testable import LuaLayout

final class ValuePrinterTests: XCTestCase {
    private let printer = ValuePrinter()

    func testScalars_PrintAsLuaWrites_StringsQuoted() {
        XCTAssertEqual(printer.describe([.integer(3), .number(2.5), .number(1), .boolean(true), .nil, "a\"b\n"]),
                       "3\t2.5\t1.0\ttrue\tnil\t\"a\\\"b\\n\"")
    }

    func testNumbers_InfinityAndNaN() {
        XCTAssertEqual(printer.describe(.number(.infinity)), "inf")
        XCTAssertEqual(printer.describe(.number(-.infinity)), "-inf")
        XCTAssertEqual(printer.describe(.number(.nan)), "nan")
    }

    func testTable_KeysSorted_ArrayFirst() {
        let value: LuaValue = .table(LuaTable(array: [1, 2], fields: [("zeta", 1), ("alpha", "x"), (.integer(10), true)]))
        XCTAssertEqual(printer.describe(value), "{ 1, 2, [10] = true, alpha = \"x\", zeta = 1 }")
    }

    func testFrame_PrintsAsTuple() {
        let frame: LuaValue = ["x": 10, "y": 20.5, "width": 100, "height": 50]
        XCTAssertEqual(printer.describe(frame), "(10, 20.5, 100, 50)")
        XCTAssertEqual(printer.describe(["frame": frame]), "{ frame = (10, 20.5, 100, 50) }")
    }

    func testFunctionsAndCycles_PrintWithoutAddresses() {
        XCTAssertEqual(printer.describe(.other("function")), "<function>")
        XCTAssertEqual(printer.describe(["self": .other("<cycle>")]), "{ self = <cycle> }")
        XCTAssertEqual(printer.describe(.other("userdata")), "<userdata>")
    }

    func testDepth_IsLimited() {
        var value: LuaValue = 1
        for _ in 0..<10 { value = .table(LuaTable(array: [value])) }
        XCTAssertTrue(ValuePrinter(maxDepth: 3).describe(value).contains("{...}"))
    }

    func testWideTable_BreaksIntoLines() {
        let wide: LuaValue = .table(LuaTable(fields: (0..<12).map { (.string("key\($0)"), .string("value number \($0)")) }))
        let text = printer.describe(wide)
        XCTAssertTrue(text.hasPrefix("{\n  key0 = \"value number 0\",\n"), text)
        XCTAssertTrue(text.hasSuffix("\n}"), text)
    }

    func testEmptyTable() {
        XCTAssertEqual(printer.describe(.table(LuaTable())), "{}")
    }
}
