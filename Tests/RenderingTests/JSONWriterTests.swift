import Foundation
import LayoutCore
import XCTest

@testable import Rendering

final class JSONWriterTests: XCTestCase {}

// MARK: Numbers

extension JSONWriterTests {
    func testJSON_IntegralNumbers_PrintWithoutFraction() {
        XCTAssertEqual(JSONNumber.format(10), "10")
        XCTAssertEqual(JSONNumber.format(-375), "-375")
        XCTAssertEqual(JSONNumber.format(1200.0), "1200")
        XCTAssertEqual(JSONNumber.format(9_007_199_254_740_992.0), "9007199254740992")
    }

    func testJSON_Fractions_PrintShortestRoundTrip() {
        XCTAssertEqual(JSONNumber.format(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(JSONNumber.format(413.0 / 3), "137.66666666666666")
        XCTAssertEqual(JSONNumber.format(0.5), "0.5")
        XCTAssertEqual(JSONNumber.format(-2.25), "-2.25")
        for value in [0.1 + 0.2, 413.0 / 3, 1.0 / 3, 123.456e-7, Double.leastNonzeroMagnitude, 1.7976931348623157e308] {
            XCTAssertEqual(Double(JSONNumber.format(value)), value, "\(value) must read back exactly")
        }
    }

    func testJSON_NegativeZero_PrintsZero() {
        XCTAssertEqual(JSONNumber.format(-0.0), "0")
        XCTAssertEqual(JSONNumber.format(0.0), "0")
    }

    func testJSON_TinyAndHugeNumbers_UseSwiftsExponentForm() {
        XCTAssertEqual(JSONNumber.format(0.00001), "1e-05")
        XCTAssertEqual(JSONNumber.format(1e16), "1e+16")
        XCTAssertEqual(JSONNumber.format(-2.5e-7), "-2.5e-07")
    }

    func testJSON_NonFiniteNumbers_PrintNull() {
        XCTAssertEqual(JSONNumber.format(.nan), "null")
        XCTAssertEqual(JSONNumber.format(.infinity), "null")
        XCTAssertEqual(JSONNumber.format(-.infinity), "null")
    }
}

// MARK: Strings

extension JSONWriterTests {
    func testJSON_Strings_EscapeQuotesBackslashesAndControls() {
        XCTAssertEqual(JSONString.quote("a\"b\\c"), #""a\"b\\c""#)
        XCTAssertEqual(JSONString.quote("line\nnext\ttab\r"), #""line\nnext\ttab\r""#)
        XCTAssertEqual(JSONString.quote("\u{01}\u{1F}"), #""\u0001\u001F""#)
        XCTAssertEqual(JSONString.quote("héllo ✓ 🟩"), "\"héllo ✓ 🟩\"")
        // Escaped byte by byte: the line and paragraph separators (E2 80 A8/A9), DEL, \b
        // and \f; a neighbour of the separators (U+2026, E2 80 A6) and text around them stay.
        XCTAssertEqual(JSONString.quote("a\u{2028}b\u{2029}c\u{7F}\u{08}\u{0C}…"), #""a\u2028b\u2029c\u007F\b\f…""#)
        XCTAssertEqual(JSONString.quote(""), #""""#)
    }
}

// MARK: Elements

extension JSONWriterTests {
    func testJSON_Cell_HasNoKindAndFixedKeyOrder() {
        let cell = Fixtures.cell(0, 0, 10, 10, 100, 100)
        XCTAssertEqual(
            JSONWriter.element(cell),
            #"{ "category": "cell", "section": 0, "item": 0, "frame": [10, 10, 100, 100], "zIndex": 0 }"#)
    }

    func testJSON_LayoutLevelElement_HasNullSection() {
        let header = LayoutAttributes(
            category: .supplementary, kind: "globalHeader", indexPath: IndexPath(section: IndexPath.layoutLevel, item: 0),
            frame: Rect(x: 0, y: 0, width: 375, height: 50), zIndex: 10)
        XCTAssertEqual(
            JSONWriter.element(header),
            #"{ "category": "supplementary", "kind": "globalHeader", "section": null, "item": 0, "frame": [0, 0, 375, 50], "zIndex": 10 }"#)
    }

    func testJSON_Attributes_AreSortedAndNested() {
        let decoration = Fixtures.decoration("card", 2, Rect(x: 0.5, y: 413.0 / 3, width: 0.1 + 0.2, height: -0.0), item: 1, attributes: [
            "zeta": .bool(false), "color": .string("#00FF0080"), "cornerRadius": .number(12),
            "shadow": .record(["radius": .number(4), "offset": .list([.number(0), .number(-1.5)]), "color": .string("#000")]),
            "empty": .record([:]), "none": .list([]),
        ])
        XCTAssertEqual(
            JSONWriter.element(decoration),
            ##"{ "category": "decoration", "kind": "card", "section": 2, "item": 1, "frame": [0.5, 137.66666666666666, 0.30000000000000004, 0], "zIndex": -1, "##
                + ##""attributes": { "color": "#00FF0080", "cornerRadius": 12, "empty": {}, "none": [], "##
                + ##""shadow": { "color": "#000", "offset": [0, -1.5], "radius": 4 }, "zeta": false } }"##)
    }
}

// MARK: Documents

extension JSONWriterTests {
    func testJSON_Document_OneElementPerLineAsInDesign() {
        let elements = [
            Fixtures.cell(0, 0, 10, 10, 100, 100),
            Fixtures.supplementary("header", 0, Rect(x: 0, y: 0, width: 375, height: 40)),
            Fixtures.decoration("sectionBackground", 0, Rect(x: 0, y: 40, width: 375, height: 250),
                                attributes: ["color": .string("#00FF0080")]),
        ]
        let expected = """
            { "contentSize": [375, 1200],
              "elements": [
                { "category": "cell", "section": 0, "item": 0, "frame": [10, 10, 100, 100], "zIndex": 0 },
                { "category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [0, 0, 375, 40], "zIndex": 10 },
                { "category": "decoration", "kind": "sectionBackground", "section": 0, "item": 0, "frame": [0, 40, 375, 250], "zIndex": -1, "attributes": { "color": "#00FF0080" } } ] }

            """
        XCTAssertEqual(JSONWriter.document(contentSize: Size(width: 375, height: 1200), elements: elements), expected)
    }

    func testJSON_EmptyDocument_HasEmptyElementList() {
        XCTAssertEqual(
            JSONWriter.document(contentSize: .zero, elements: []),
            "{ \"contentSize\": [0, 0],\n  \"elements\": [] }\n")
    }

    func testJSON_Document_ParsesBackWithSameNumbersAndOrder() throws {
        let odd = Fixtures.cell(3, 4, 0.1 + 0.2, 413.0 / 3, 1e-5, 1e16, attributes: ["label": .string("a \"quoted\"\n\\ line\u{01}")])
        let elements = Fixtures.small + [odd]
        let text = JSONWriter.document(contentSize: Fixtures.smallContentSize, elements: elements)
        let parsed = try TinyJSONParser.parse(text)
        XCTAssertEqual(parsed.keys, ["contentSize", "elements"])
        let list = try XCTUnwrap(parsed["elements"]?.array)
        XCTAssertEqual(list.count, elements.count)
        XCTAssertEqual(list.map { $0["category"]?.string }, elements.map { $0.category.rawValue })
        XCTAssertEqual(list[0].keys, ["category", "section", "item", "frame", "zIndex"])
        XCTAssertEqual(list[8].keys, ["category", "kind", "section", "item", "frame", "zIndex", "attributes"])
        XCTAssertEqual(list.last?["frame"]?.array?.compactMap(\.number), [0.1 + 0.2, 413.0 / 3, 1e-5, 1e16])
        XCTAssertEqual(list.last?["attributes"]?["label"]?.string, "a \"quoted\"\n\\ line\u{01}")
        XCTAssertEqual(text.split(separator: "\n").count, elements.count + 2, "one element per line")
    }

    func testJSON_Document_IsAcceptedByFoundation() throws {
        let text = JSONWriter.document(contentSize: Fixtures.smallContentSize, elements: Fixtures.small)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual((parsed?["elements"] as? [Any])?.count, Fixtures.small.count)
    }
}

// MARK: Streaming

extension JSONWriterTests {
    /// A whole-document dump is written as it is made (issue 36): the same bytes as the
    /// document made at once, for no element, one, and enough to be written in pieces.
    func testStream_WritesTheDocumentsBytes_InPieces() {
        for count in [0, 1, 2, 3000] {
            let elements = (0..<count).map {
                LayoutAttributes(category: .cell, indexPath: IndexPath(section: 0, item: $0), frame: Rect(x: 0, y: Double($0) * 44, width: 375, height: 44))
            }
            let size = Size(width: 375, height: Double(count) * 44)
            var pieces: [String] = []
            let written = JSONWriter.stream(contentSize: size, elements: { body in elements.forEach(body) }) {
                pieces.append($0)
                return true
            }
            XCTAssertTrue(written)
            XCTAssertEqual(pieces.joined(), JSONWriter.document(contentSize: size, elements: elements), "\(count) elements")
            if count == 3000 { XCTAssertGreaterThan(pieces.count, 1, "written in pieces") }
        }
    }

    func testStream_StopsWhenAWriteFails() {
        var calls = 0
        let elements = (0..<5000).map {
            LayoutAttributes(category: .cell, indexPath: IndexPath(section: 0, item: $0), frame: Rect(x: 0, y: 0, width: 1, height: 1))
        }
        let written = JSONWriter.stream(contentSize: Size(width: 1, height: 1), elements: { body in elements.forEach(body) }) { _ in
            calls += 1
            return false
        }
        XCTAssertFalse(written)
        XCTAssertEqual(calls, 1)
    }
}
