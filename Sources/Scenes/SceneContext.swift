import LayoutCore
import LuaRuntime
import OperatingSystem
import PluginContract

#if canImport(Glibc)
import Glibc
#endif

/// The world a scene runs in: a sandboxed Lua state with the scene functions
/// (`collection`, `flow`, `compositional`, `sections`, `use`, `limits`, and the
/// dimension helpers) and the state they build up.
///
/// A scene file runs once in a context; the REPL keeps one context and runs each input in
/// it, so `flow { minimumLineSpacing = 4 }` typed at the prompt changes the same layout the
/// file described. Calls merge into what was said before (`flow` and `collection` change
/// only the keys they name); `sections` replaces the sections; `use` adds a plugin.
public final class SceneContext {
    /// The scene's Lua state. Plugin options that are functions live here.
    public let lua: LuaState
    /// The scene file, as named by the user; `repl` when there is none.
    public internal(set) var file: String = "repl"
    /// Source text per chunk (`Scenes/demo.lua`, `repl`), to locate keys in errors.
    var sources: [String: String] = [:]
    /// Where each scene function was last called.
    var callSites: [String: LuaLocation] = [:]
    /// The first scene error raised by a scene function during the current run.
    var pendingError: SceneError?
    /// The unknown keys met during the current run: the scene runs on without them and
    /// the run ends with all of them (`UnknownKeySweep`).
    var unknownKeys: [SceneError] = []

    var collectionView = CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 2)
    var flow = FlowLayoutConfiguration()
    var sections = SceneSections()
    /// The last `compositional { ... }`, read when it was called (nil after `flow { ... }`).
    var compositional: CompositionalSceneSpec?
    var plugins: [PluginUse] = []
    var pluginLimits = PluginLimits()
    /// The scene's last update (`update { }`, or identified `sections { }` given again),
    /// until `sections { }` replaces the data without identifiers.
    public internal(set) var lastUpdate: SceneUpdate?
    /// How many updates the scene has made in this context (`SceneUpdate.number` of the
    /// last one): tells a layout whether the last update is new since the previous layout.
    public internal(set) var updateCount = 0
    /// The `update { }` calls of the run in progress (`SceneSizeLimits.updates`).
    var updatesInRun = 0
    /// How many runs of scene code this context has started (a file, each REPL input): a
    /// second layout in the same run is an error, in a later run a replacement.
    var runCount = 0
    /// The layout function the scene called (`declareLayout`).
    var declaredLayout: LayoutDeclaration?
    /// The layouts the last run replaced, said in words (`flow { } replaced the
    /// compositional layout of Scenes/x.lua:2`): the REPL prints them.
    public internal(set) var layoutReplacements: [String] = []
    /// How many runs of scene code are in progress (`run(source:)`): none while a layout
    /// calls back into the scene, when the scene functions are refused.
    var codeRuns = 0
    /// The limit a scene function's host work reached (`chargeHostWork`), thrown as the
    /// function's error in place of the key error that carried it out of the body.
    var hostWorkTrip: LuaError?

    /// Lua limits for running scene code: a scene that loops forever or allocates without
    /// end is stopped, and the error names the scene.
    public static let limits = LuaLimits(instructions: 200_000_000, memory: 256 << 20)
    /// The variable that raises (or lowers) the scene's instruction budget, for a scene that
    /// has much to do rather than a loop without end; its error says so.
    public static let instructionsVariable = "LUALAYOUT_SCENE_INSTRUCTIONS"

    /// `limits`, with the instruction budget `instructionsVariable` names when it is a
    /// positive whole number.
    public static func limits(environment: [String: String]) -> LuaLimits {
        var result = limits
        if let text = environment[instructionsVariable], let n = Int(text), n > 0 { result.instructions = n }
        return result
    }
    /// The limits this context runs scene code under (`SceneContext.limits` unless a
    /// test asks for smaller ones, to reach them quickly).
    public let luaLimits: LuaLimits

    /// - Parameter print: where the scene's `print` goes.
    public convenience init(print: @escaping (String) -> Void = { Swift.print($0) }) throws(SceneError) {
        try self.init(print: print, limits: SceneContext.limits(environment: ProcessEnvironment.current))
    }

    /// A context with other limits for scene code (tests reach them quickly).
    public init(print: @escaping (String) -> Void, limits: LuaLimits) throws(SceneError) {
        do {
            lua = try LuaState(sandbox: LuaSandbox(print: print))
        } catch {
            throw SceneError(file: "scene", line: nil, message: error.description)
        }
        luaLimits = limits
        lua.limits = limits
        registerFunctions()
    }

    // MARK: Running

    /// Runs a scene file.
    /// - Parameters:
    ///   - displayName: how errors name the file (defaults to `path`).
    ///   - regularFileOnly: refuse a pipe or a device, without blocking on it
    ///     (`TextFile.text(_:regularFileOnly:)`).
    public func run(file path: String, displayName: String? = nil, regularFileOnly: Bool = false) throws(SceneError) {
        let name = displayName ?? path
        let source: String
        switch TextFile.text(path, regularFileOnly: regularFileOnly) {
        // A UTF-8 byte-order mark is skipped, as `lua` itself does (editors on Windows add one).
        case .success(let text): source = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        case .failure(let reason): throw SceneError(file: name, line: nil, message: "cannot read the scene file: \(reason)")
        }
        file = name
        _ = try run(source: source, chunk: name)
    }

    /// Runs scene code (a file's text, or a REPL input) and returns its results.
    /// - Parameter chunk: the name errors show (`Scenes/demo.lua`, `repl`).
    @discardableResult
    public func run(source: String, chunk: String) throws(SceneError) -> [LuaValue] {
        sources[chunk] = source
        pendingError = nil
        unknownKeys = []
        updatesInRun = 0
        runCount += 1
        layoutReplacements = []
        codeRuns += 1
        defer { codeRuns -= 1 }
        let results: [LuaValue]
        do {
            results = try lua.withLimits(luaLimits) { () throws(LuaError) in
                try lua.execute(source, chunkName: "@" + chunk)
            }
        } catch {
            throw withUnknownKeys(pendingError ?? sceneError(error, chunk: chunk))
        }
        if let unknown = SceneError.combining(unknownKeys) { throw unknown }
        return results
    }

    /// `error` after the unknown keys met before it (those in line order): the unknown
    /// keys come first, as the run that stopped at the first of them reported it.
    func withUnknownKeys(_ error: SceneError) -> SceneError {
        SceneError.combining(unknownKeys, then: error)
    }

    /// Runs REPL input and copies its results with `options` (the REPL reads leniently:
    /// functions described, not referenced, and cycles marked, so `return _G` prints).
    public func run(source: String, chunk: String, reading options: LuaReadOptions) throws(SceneError) -> [LuaValue] {
        sources[chunk] = source
        pendingError = nil
        unknownKeys = []
        updatesInRun = 0
        runCount += 1
        layoutReplacements = []
        codeRuns += 1
        defer { codeRuns -= 1 }
        let base = lua.top
        defer { lua.setTop(base) }
        let results: [LuaValue]
        do {
            try lua.load(string: source, chunkName: "@" + chunk)
            try lua.withLimits(luaLimits) { () throws(LuaError) in
                try lua.call(arguments: 0, results: LuaState.multipleResults)
            }
            results = try (base + 1..<lua.top + 1).map { (i: Int32) throws(LuaError) in try lua.value(at: i, options: options) }
        } catch {
            throw withUnknownKeys(pendingError ?? sceneError(error, chunk: chunk))
        }
        if let unknown = SceneError.combining(unknownKeys) { throw unknown }
        return results
    }

    /// A `SceneError` for a Lua error in scene code.
    func sceneError(_ error: LuaError, chunk: String) -> SceneError {
        let file = error.chunk ?? chunk
        var message = error.message
        switch error.kind {
        case .instructionBudget:
            let raised = (luaLimits.instructions ?? SceneContext.limits.instructions ?? 0) * 2
            message = "the scene ran too long: \(error.message) (does it loop forever? If it only has much to do, "
                + "\(SceneContext.instructionsVariable)=\(raised) raises the budget)"
        case .memory: message = "the scene used too much memory: \(error.message)"
        default: message = SceneGlobalNames.suggestingNearest(in: message, globals: globalNames())
        }
        // A message without a position (`error({})`, `error("x", 0)`) is placed at the first
        // traceback frame in the scene's file.
        let line = error.chunk == nil ? SceneContext.firstFrame(in: error.traceback, of: chunk) : error.line
        return SceneError(
            file: file, line: line, message: message,
            traceback: error.traceback.isEmpty ? nil : error.traceback.joined(separator: "\n"))
    }

    /// The line of the first traceback frame (`Scenes/x.lua:4: in main chunk`) in `file`.
    static func firstFrame(in traceback: [String], of file: String) -> Int? {
        for frame in traceback where frame.hasPrefix(file + ":") {
            if let line = Int(frame.dropFirst(file.count + 1).prefix { $0.isNumber }) { return line }
        }
        return nil
    }

    // MARK: Taking the scene

    /// The scene as the code run so far describes it.
    /// - Throws: `SceneError` for a compositional configuration that cannot be read.
    public func scene() throws(SceneError) -> Scene {
        let layout: SceneLayout
        var keys = SceneKeys.Layout.flow
        if let spec = compositional {
            layout = try compositionalLayout(spec)
            keys = .compositional(spec.sections.form)
        } else {
            if let (section, key) = sections.compositionalOnlyKey {
                throw locate(SceneKeyError(
                    key: "sections[\(section)].\(key)",
                    key == "itemData"
                        ? "'itemData' is what a compositional layout's sizing hook reads; a flow layout's cells take their sizes from itemSize and itemSizes"
                        : "'\(key)' gives a compositional layout's boundary items their fitted sizes; a flow layout's headers take headerReferenceSize"))
            }
            // What only a compositional layout reads (C30, C43, C47) is refused, not ignored.
            let compositionalKeys = [
                ("orthogonalOffsets", !collectionView.orthogonalOffsets.isEmpty),
                ("readableContentWidth", collectionView.readableContentWidth != CollectionViewMetrics.defaultReadableContentWidth),
                ("horizontalSizeClass", collectionView.horizontalSizeClass != nil),
            ]
            for (key, given) in compositionalKeys where given {
                throw locate(SceneKeyError(
                    key: "collection.\(key)",
                    "'\(key)' is read by compositional layouts (orthogonal sections, insets references, section providers); a flow layout has none of them"))
            }
            for (section, entry) in sections.flow.enumerated() {
                if let item = entry.itemSizes?.firstIndex(of: SceneSections.notFitted) {
                    throw locate(SceneKeyError(
                        key: "sections[\(section)].itemSizes[\(item)]",
                        "false marks a compositional cell that has not reported its fitted size; a flow layout's cells need a { width, height } each"))
                }
            }
            layout = .flow(flow, sections.flow)
        }
        var scene = Scene(
            file: file, sources: sources, collectionView: collectionView, layout: layout,
            plugins: plugins, pluginLimits: pluginLimits, callSites: callSites)
        scene.keys = keys
        if compositional != nil { scene.context = ContextReference(object: self) }
        if let sizing = compositional?.sizing { scene.sizing = SceneSizing(context: self, function: sizing) }
        scene.itemData = sections.itemData
        scene.supplementarySizes = sections.supplementarySizes
        if case .listConfiguration(let list) = compositional?.sections { scene.listConfiguration = list }
        return scene
    }

    // MARK: Errors from scene functions

    /// Where the scene's keys were written, to locate errors (`SceneKeyLocator`).
    var locator: SceneKeyLocator { SceneKeyLocator(file: file, sources: sources, callSites: callSites) }

    /// A key rejected when the scene is taken, at its line (in the layout function's call
    /// when the key's own function was never called).
    func locate(_ error: SceneKeyError) -> SceneError {
        locator.locate(error, fallback: compositional != nil ? "compositional" : "flow")
    }

    /// Turns a key rejected by the scene function called at `site` into a located
    /// `SceneError`, remembers it, and returns the `LuaError` that stops the scene (raised
    /// with its location, unchanged).
    func fail(_ error: SceneKeyError, at site: LuaLocation?) -> LuaError {
        let sceneError = locator.locate(error, at: site)
        if pendingError == nil { pendingError = sceneError }
        return LuaError(
            kind: .runtime, message: "\(error.key): \(error.message)", chunk: sceneError.file, line: sceneError.line)
    }

    /// Refuses a scene-building call (`collection { }`, `use(...)`) made while no scene code
    /// runs: from a function the layout calls (a custom group's `items`, a plugin option
    /// written as a function, a section provider). The layout reads the scene it was given;
    /// a change in the middle would lay out half the old scene and half the new one.
    func refuseDuringLayout(_ call: String) throws(LuaError) {
        guard codeRuns == 0 else { return }
        throw LuaError.runtime(
            "\(call) cannot be called while a layout runs (from a function the layout calls: a custom group's items, "
                + "a section provider, a plugin option); build the scene in its own code")
    }

    /// Charges the scene's limits for host work a scene function does (`units` of
    /// `weight` instructions each: `SceneSizeLimits.hostWorkPerValue`, ...), as the bounded
    /// C functions charge theirs (`LuaState.chargeHostWork`), and polls Ctrl-C.
    /// - Throws: the limit's `LuaError`, naming `call`, located at the calling line.
    func chargeHostWork(_ units: Int, weight: Int, for call: String) throws(LuaError) {
        hostWorkTrip = nil
        do {
            try lua.chargeHostWork(units.multipliedReportingOverflow(by: weight).partialValue)
        } catch {
            var named = error
            // `... (200000000 instructions)` becomes `... (200000000 instructions, counting ...)`.
            let counting = "counting the host's work for \(call)"
            named.message = named.message.hasSuffix(")") ? String(named.message.dropLast()) + ", \(counting))" : named.message + " (\(counting))"
            hostWorkTrip = named
            throw named
        }
    }

    /// `chargeHostWork` from the body of a scene function, which throws `SceneKeyError`:
    /// the limit's error is kept in `hostWorkTrip`, which the function's wrapper throws.
    func chargeHostWork(_ units: Int, weight: Int, in call: String) throws(SceneKeyError) {
        do {
            try chargeHostWork(units, weight: weight, for: call)
        } catch {
            throw SceneKeyError(key: call, error.message)
        }
    }

    /// Registers a scene function that reads its one table argument.
    func registerTableFunction(_ name: String, _ body: @escaping (LuaValue) throws(SceneKeyError) -> Void) {
        lua.register(name) { [weak self] call in
            // Weak: a plugin may keep a scene function alive after the context is gone.
            guard let self else { throw LuaError.runtime("the scene is closed") }
            try refuseDuringLayout("\(name) { }")
            let site = call.callerLocation
            if let site { callSites[name] = site }
            // The copy is host work the scene asked for: charged to its limits (a million
            // ids given again and again ran for minutes outside them).
            var copied = LuaState.CopyBudget(stateBytes: call.state.memoryUsed)
            // Identifiers are compared as bytes: `sections { }` keeps strings that are not UTF-8.
            let options = LuaReadOptions(keepsBytes: name == "sections")
            let argument = call.argumentCount >= 1 ? try call.state.value(at: 1, options: options, budget: &copied) : .nil
            try chargeHostWork(copied.used / 32, weight: SceneSizeLimits.hostWorkPerValue, for: "\(name) { }")
            // Every unknown key of the call is reported, each at its line, and the scene
            // goes on without them, so that the run reports the unknown keys of every call.
            let sweep = UnknownKeySweep(argument, at: name) { v throws(SceneKeyError) in try body(v) }
            unknownKeys += sweep.unknownKeys.map { locator.locate($0, at: site) }
            if case .failure(let error) = sweep.outcome {
                if let trip = hostWorkTrip { throw trip }
                throw fail(error, at: site)
            }
            return 0
        }
    }
}
