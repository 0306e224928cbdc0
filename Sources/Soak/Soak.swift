import Decorations
import Foundation
import LayoutCore

/// The soak loop: each step changes the session one way (a new scene, a REPL input, a
/// plugin edit) and then checks it against a layout from scratch.
struct Soak {
    let seed: UInt64
    let folder: String
    /// Print each step (`--trace`), to follow a failure.
    var trace = false
    var random: SoakRandom
    var report = SoakReport()
    private var version = 1
    private var isFlow = true

    init(seed: UInt64, folder: String) {
        self.seed = seed
        self.folder = folder
        random = SoakRandom(seed: seed)
    }

    /// Runs until `deadline`; 0 when every check held, 1 at the first that did not.
    mutating func run(until deadline: Date) -> Int32 {
        let session: SoakSession
        do {
            session = try SoakSession(folder: folder, plugin: PluginGenerator.valid(&random, version: version))
            try newScene(session)
        } catch {
            return fail("setting up: \(error)", session: nil)
        }
        var lastProgress = Date()
        while Date() < deadline {
            report.steps += 1
            do {
                let action = random.int(0...9)
                if trace { print("soak: step \(report.steps): " + (action <= 2 ? "new scene" : action <= 5 ? "REPL input" : "plugin edit")) }
                switch action {
                case 0...2: try newScene(session)
                case 3...5: try replInput(session)
                default: try pluginEdit(session)
                }
            } catch let failure as SoakFailure {
                return fail(failure.message, session: session)
            } catch {
                return fail("\(error)", session: session)
            }
            if let failure = compare(session) { return fail(failure, session: session) }
            if Date().timeIntervalSince(lastProgress) > 60 {
                print("soak: \(report.progress)")
                lastProgress = Date()
            }
        }
        return 0
    }

    private mutating func newScene(_ session: SoakSession) throws {
        let (source, isFlow) = SceneGenerator.scene(&random)
        self.isFlow = isFlow
        if trace { print(source) }
        try session.load(scene: source)
        report.scenes[isFlow ? "flow" : "compositional", default: 0] += 1
        if source.contains("\"horizontal\"") { report.horizontalScenes += 1 }
    }

    private mutating func replInput(_ session: SoakSession) throws {
        let edit = SceneGenerator.replEdit(&random, isFlow: isFlow, number: report.replInputs)
        try session.input(edit, chunk: "repl")
        report.replInputs += 1
    }

    private mutating func pluginEdit(_ session: SoakSession) throws {
        version += 1
        if random.chance(0.6) {
            let source = PluginGenerator.valid(&random, version: version)
            if let error = try session.edit(plugin: source) {
                throw SoakFailure(message: "a valid plugin version was refused: \(error.fullDescription)\n\(source)")
            }
            report.validReloads += 1
        } else {
            let breakage = random.pick(PluginGenerator.Breakage.allCases)
            let source = PluginGenerator.broken(breakage, version: version)
            guard let error = try session.edit(plugin: source) else {
                throw SoakFailure(message: "a broken plugin version (\(breakage.rawValue)) reloaded\n\(source)")
            }
            if error.message.isEmpty { throw SoakFailure(message: "a refused reload without a message (\(breakage.rawValue))") }
            report.brokenReloadsRefused[breakage.rawValue, default: 0] += 1
        }
    }

    /// The session's lazy answers against the from-scratch layout's: random rects, then
    /// everything. Nil when they agree.
    private mutating func compare(_ session: SoakSession) -> String? {
        guard let lazy = session.snapshot else { return "no snapshot" }
        let scratch: LayoutSnapshot
        do { scratch = try session.fromScratch() } catch { return "the layout from scratch failed: \(error)" }
        let size = scratch.contentSize
        guard lazy.contentSize == size else { return "content size \(lazy.contentSize), from scratch \(size)" }
        for _ in 0..<8 {
            let rect = Rect(
                x: Double(random.int(-50...Int(size.width) + 50)), y: Double(random.int(-50...Int(size.height) + 50)),
                width: Double(random.int(0...400)), height: Double(random.int(0...600)))
            let a = lazy.elements(in: rect), b = scratch.elements(in: rect)
            if a != b { return "elements(in: \(rect)) differ:\n" + difference(a, b) }
            report.rectChecks += 1
            report.elementsCompared += a.count
        }
        let a = lazy.allElements(), b = scratch.allElements()
        if a != b { return "allElements() differ:\n" + difference(a, b) }
        report.fullChecks += 1
        report.elementsCompared += a.count
        return nil
    }

    private func difference(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> String {
        let onlyA = a.filter { !b.contains($0) }.prefix(5), onlyB = b.filter { !a.contains($0) }.prefix(5)
        return "session only: \(onlyA.map { "\($0)" })\nfrom scratch only: \(onlyB.map { "\($0)" })\ncounts \(a.count) vs \(b.count)"
    }

    private func fail(_ message: String, session: SoakSession?) -> Int32 {
        print("soak: FAILED at step \(report.steps) (seed \(seed); replay with --seed \(seed)): \(message)")
        if let session {
            print("--- scene inputs ---")
            for input in session.inputs { print("-- \(input.chunk)\n\(input.source)") }
            print("--- plugin version the session should run ---\n\(session.goodPlugin)")
        }
        print(report.summary)
        return 1
    }
}

struct SoakFailure: Error {
    var message: String
}

/// What the soak held, for the closing lines.
struct SoakReport {
    var steps = 0
    var scenes: [String: Int] = [:]
    var horizontalScenes = 0
    var replInputs = 0
    var validReloads = 0
    var brokenReloadsRefused: [String: Int] = [:]
    var rectChecks = 0
    var fullChecks = 0
    var elementsCompared = 0

    var progress: String {
        "\(steps) steps, \(rectChecks + fullChecks) checks held, \(elementsCompared) elements compared"
    }

    var summary: String {
        let kinds = scenes.keys.sorted().map { "\(scenes[$0]!) \($0)" }.joined(separator: ", ")
        let broken = brokenReloadsRefused.keys.sorted().map { "\($0) \(brokenReloadsRefused[$0]!)" }.joined(separator: ", ")
        return """
            soak: \(steps) steps: \(kinds) scenes (\(horizontalScenes) scrolling horizontally), \(replInputs) REPL inputs, \
            \(validReloads) valid plugin edits reloaded, \(brokenReloadsRefused.values.reduce(0, +)) broken ones refused with \
            the last good version kept (\(broken))
            soak: \(rectChecks) rect queries and \(fullChecks) full layouts equal to a layout from scratch \
            (\(elementsCompared) elements compared)
            """
    }
}
