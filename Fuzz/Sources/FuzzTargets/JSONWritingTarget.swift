import LayoutCore
import Rendering

/// Layout attributes built from the fuzzer's bytes, written by `JSONWriter`, parsed back
/// by a strict JSON parser and compared field by field: the JSON is valid, keys come in the
/// documented order, numbers read back bit for bit (non-finite ones as `null`), strings
/// scalar for scalar.
enum JSONWritingTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        let contentSize = Size(width: reader.double(), height: reader.double())
        var elements: [LayoutAttributes] = []
        for _ in 0..<reader.choice(6) { elements.append(element(&reader)) }
        let text = JSONWriter.document(contentSize: contentSize, elements: elements)
        let parsed: TinyJSON
        do {
            parsed = try TinyJSONParser.parse(text)
        } catch {
            FuzzFailure.stop(.json, "the writer's output is not JSON (\(error)):\n\(text)")
        }
        let checker = Checker(text: text)
        checker.expect(parsed.keys == ["contentSize", "elements"], "document keys \(parsed.keys)")
        checker.expect(parsed["contentSize"] ?? .null, equals: .array([number(contentSize.width), number(contentSize.height)]), "contentSize")
        let read = parsed["elements"]?.array ?? []
        checker.expect(read.count == elements.count, "\(read.count) elements read back of \(elements.count)")
        for (written, back) in zip(elements, read) { checker.expect(back, equals: expected(written), "element \(written.key)") }
    }

    static func element(_ reader: inout ByteReader) -> LayoutAttributes {
        let category = ElementCategory.allCases[reader.choice(ElementCategory.allCases.count)]
        let kind = category == .cell && reader.choice(4) != 0 ? nil : reader.string()
        let section = reader.choice(4) == 0 ? IndexPath.layoutLevel : reader.integer()
        let frame = Rect(x: reader.double(), y: reader.double(), width: reader.double(), height: reader.double())
        var attributes: [String: AttributeValue] = [:]
        for _ in 0..<reader.choice(4) { attributes[reader.string()] = value(&reader, depth: 0) }
        return LayoutAttributes(
            category: category, kind: kind, indexPath: IndexPath(section: section, item: reader.integer()), frame: frame,
            zIndex: reader.integer(), attributes: attributes)
    }

    static func value(_ reader: inout ByteReader, depth: Int) -> AttributeValue {
        switch reader.choice(depth < 3 ? 5 : 3) {
        case 0: return .bool(reader.choice(2) == 0)
        case 1: return .number(reader.double())
        case 2: return .string(reader.string())
        case 3: return .list((0..<reader.choice(4)).map { _ in value(&reader, depth: depth + 1) })
        default:
            var fields: [String: AttributeValue] = [:]
            for _ in 0..<reader.choice(4) { fields[reader.string()] = value(&reader, depth: depth + 1) }
            return .record(fields)
        }
    }

    /// The JSON an element must read back as (DESIGN.md's key order).
    static func expected(_ element: LayoutAttributes) -> TinyJSON {
        var fields: [(String, TinyJSON)] = [("category", .string(element.category.rawValue))]
        if let kind = element.kind { fields.append(("kind", .string(kind))) }
        fields.append(("section", element.indexPath.isLayoutLevel ? .null : .number(Double(element.indexPath.section))))
        fields.append(("item", .number(Double(element.indexPath.item))))
        let frame = element.frame
        fields.append(("frame", .array([frame.x, frame.y, frame.width, frame.height].map(number))))
        fields.append(("zIndex", .number(Double(element.zIndex))))
        if !element.attributes.isEmpty { fields.append(("attributes", expected(.record(element.attributes)))) }
        return .object(fields)
    }

    static func expected(_ value: AttributeValue) -> TinyJSON {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .number(let n): return number(n)
        case .string(let text): return .string(text)
        case .list(let items): return .array(items.map(expected))
        case .record(let fields): return .object(fields.keys.sorted().map { ($0, expected(fields[$0]!)) })
        }
    }

    static func number(_ value: Double) -> TinyJSON { value.isFinite ? .number(value) : .null }

    /// Compares parsed JSON with what it must be; strings scalar for scalar (Swift's `==`
    /// on strings is canonical equivalence, which would hide a writer that normalises).
    struct Checker {
        let text: String

        func expect(_ condition: Bool, _ what: String) {
            if !condition { FuzzFailure.stop(.json, "\(what)\nin:\n\(text)") }
        }

        func expect(_ actual: TinyJSON, equals wanted: TinyJSON, _ path: String) {
            switch (actual, wanted) {
            case (.null, .null): return
            case let (.bool(a), .bool(b)): expect(a == b, "\(path): \(a) read back, \(b) written")
            case let (.number(a), .number(b)):
                expect(a == b, "\(path): \(a) read back, \(b) written")
            case let (.string(a), .string(b)):
                expect(Array(a.unicodeScalars) == Array(b.unicodeScalars), "\(path): \(a.debugDescription) read back, \(b.debugDescription) written")
            case let (.array(a), .array(b)):
                expect(a.count == b.count, "\(path): \(a.count) items read back, \(b.count) written")
                for (i, (x, y)) in zip(a, b).enumerated() { expect(x, equals: y, "\(path)[\(i)]") }
            case let (.object(a), .object(b)):
                expect(a.map { Array($0.0.unicodeScalars) } == b.map { Array($0.0.unicodeScalars) }, "\(path): keys \(a.map(\.0)) read back, \(b.map(\.0)) written")
                for ((key, x), (_, y)) in zip(a, b) { expect(x, equals: y, "\(path).\(key)") }
            default: expect(false, "\(path): \(actual) read back, \(wanted) written")
            }
        }
    }
}
