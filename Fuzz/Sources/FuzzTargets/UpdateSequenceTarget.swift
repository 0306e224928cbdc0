import LayoutCore
import LuaLayout
import Scenes

/// Bytes → a small flow scene, then a sequence of inputs as a REPL session would take them:
/// `update { }` batches (valid or not), identified snapshots given again
/// (`sections { { id = ..., ids = { ... } } }`, diffed), plain `sections { }` and view
/// changes. After each input the session lays the scene out (incrementally after an
/// update), and the result must equal a layout from scratch of the same inputs: every
/// cell, header and footer at the same frame and zIndex. A refused input must say why.
enum UpdateSequenceTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        let identified = reader.choice(2) == 0
        var inputs = [head(&reader) + "\n" + (identified ? snapshot(&reader) : plainSections(&reader))]
        for _ in 0..<reader.choice(12) {
            switch reader.choice(5) {
            case 0, 1: inputs.append(update(&reader))
            case 2: inputs.append(identified ? snapshot(&reader) : update(&reader))
            case 3: inputs.append(plainSections(&reader))
            default: inputs.append("collection { width = \(200 + reader.choice(200)) }")
            }
        }
        check(inputs)
    }

    /// Runs `inputs` in one session, comparing after each with a from-scratch layout.
    static func check(_ inputs: [String]) {
        let session: SceneSession
        do {
            session = try SceneSession(file: nil, scenePrint: { _ in })
        } catch {
            FuzzFailure.stop(.updates, "no session: \(error)")
        }
        var ran: [String] = []
        for (n, input) in inputs.enumerated() {
            ran.append(input)
            do {
                try session.context.run(source: input, chunk: "input\(n)")
            } catch {
                if error.message.isEmpty { FuzzFailure.stop(.updates, "an error without a message after \(ran)") }
            }
            do {
                try session.relayout()
            } catch {
                if error.message.isEmpty { FuzzFailure.stop(.updates, "a layout error without a message after \(ran)") }
                continue
            }
            let scratch = fromScratch(ran)
            let incremental = ElementPlacement.byKey(session.snapshot.allElements())
            if scratch != incremental {
                FuzzFailure.stop(.updates, "the session's layout differs from a layout from scratch after:\n" + ran.joined(separator: "\n"))
            }
        }
    }

    static func fromScratch(_ inputs: [String]) -> [ElementKey: ElementPlacement]? {
        guard let context = try? SceneContext(print: { _ in }) else { FuzzFailure.stop(.updates, "no scene context") }
        for (n, input) in inputs.enumerated() { _ = try? context.run(source: input, chunk: "input\(n)") }
        guard let geometry = try? context.scene().geometry() else { return nil }
        return ElementPlacement.byKey(LayoutSnapshot(geometry: geometry).allElements())
    }

    // MARK: Inputs

    static func head(_ reader: inout ByteReader) -> String {
        let direction = reader.choice(4) == 0 ? "horizontal" : "vertical"
        let header = reader.choice(2) == 0 ? ", headerReferenceSize = { 30, 20 }, footerReferenceSize = { 30, 10 }" : ""
        return """
            collection { width = 320, height = 480, scale = \(1 + reader.choice(3)) }
            flow { scrollDirection = "\(direction)", itemSize = { \(40 + reader.choice(80)), \(20 + reader.choice(60)) }, minimumLineSpacing = \(reader.choice(12)), sectionInset = { top = \(reader.choice(9)), left = 4, bottom = 2, right = 3 }\(header) }
            """
    }

    static func plainSections(_ reader: inout ByteReader) -> String {
        let counts = (0..<1 + reader.choice(4)).map { _ in String(reader.choice(8)) }
        return "sections { " + counts.joined(separator: ", ") + " }"
    }

    /// Identified sections over a small alphabet: moves, inserts and deletes between
    /// snapshots, and sometimes a duplicate (which the diff refuses).
    static func snapshot(_ reader: inout ByteReader) -> String {
        var sections: [String] = []
        for s in 0..<1 + reader.choice(4) {
            let ids = (0..<reader.choice(7)).map { _ in "\"" + ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"][reader.choice(12)] + "\(s % 2)\"" }
            sections.append("{ id = \"s\(reader.choice(5))\", ids = { \(ids.joined(separator: ", ")) } }")
        }
        return "sections { " + sections.joined(separator: ", ") + " }"
    }

    static func update(_ reader: inout ByteReader) -> String {
        func index() -> Int { reader.choice(10) == 0 ? -1 : reader.choice(6) }
        func path() -> String { "{ \(index()), \(index()) }" }
        var parts: [String] = []
        for _ in 0..<1 + reader.choice(3) {
            switch reader.choice(8) {
            case 0: parts.append("insertItems = { \(path()) }")
            case 1: parts.append("deleteItems = { \(path()) }")
            case 2: parts.append("moveItems = { { from = \(path()), to = \(path()) } }")
            case 3: parts.append("reloadItems = { \(path()) }")
            case 4: parts.append("insertSections = { { at = \(index()), items = \(reader.choice(5)) } }")
            case 5: parts.append("deleteSections = { \(index()) }")
            case 6: parts.append("moveSections = { { from = \(index()), to = \(index()) } }")
            default: parts.append("reloadSections = { \(index()) }")
            }
        }
        // A batch names each kind once: later entries of a kind replace earlier ones.
        var seen = Set<String>()
        let unique = parts.reversed().filter { seen.insert(String($0.prefix { $0 != " " })).inserted }
        return "update { " + unique.joined(separator: ", ") + " }"
    }
}
