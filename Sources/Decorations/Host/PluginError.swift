import LuaRuntime

/// Something a plugin did wrong, with everything needed to find it: the plugin, the hook,
/// the section, `file:line`, and the Lua traceback.
///
/// Plugin errors never stop a layout: the host records them (the REPL's `:errors`) and
/// leaves out that plugin's output for that section.
public struct PluginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the plugin's life the error happened.
    public enum Phase: String, Sendable {
        case load, options, section, layout, reload
        /// The item placement hook (`M.place`).
        case place
        /// The hook that follows the scroll (`M.follow`).
        case follow
        /// The hook that reserves space around a section's items (`M.reserve`).
        case reserve
        /// A plugin's visible-items hook (`M.visibleItems`, C32).
        case visibleItems
        /// A scene section's own `visibleItemsInvalidationHandler` (C32); `plugin` is that
        /// key's name.
        case visibleItemsHandler
        /// The hook that sizes self-sizing elements (`M.size`, C39).
        case size
    }

    public var plugin: String
    public var phase: Phase
    /// The section being decorated, for section hooks.
    public var section: Int?
    /// `Plugins/name.lua` (or the scene file, for option errors).
    public var file: String?
    public var line: Int?
    public var message: String
    public var traceback: [String]
    /// Something suspicious that does not stop the plugin (a module function that is not
    /// a hook): reported, and the plugin runs.
    public var isWarning = false
    /// The hook was stopped by Ctrl-C (the REPL's), not by anything it did.
    public var wasInterrupted = false
    /// For a duplicate decoration whose identity another `use` took first (two uses
    /// drawing a kind of the same name): that use, described. A clash of two uses' kinds is
    /// the scene's to settle (a `kind` option), not a fault of either plugin's code.
    public var clashesWith: String?
    /// For a reload that failed in a hook of the dry run: that hook's kind (`section`,
    /// `layout`, `place`, `follow`, `reserve`), so that a report can name it as the
    /// commands do.
    public var hookPhase: Phase?

    public init(
        plugin: String, phase: Phase, section: Int? = nil, file: String? = nil, line: Int? = nil,
        message: String, traceback: [String] = []
    ) {
        self.plugin = plugin
        self.phase = phase
        self.section = section
        self.file = file
        self.line = line
        self.message = message
        self.traceback = traceback
    }

    /// A plugin error from a Lua error raised while running `plugin`'s code.
    init(plugin: String, phase: Phase, section: Int?, lua error: LuaError, file: String) {
        var message = error.message
        switch error.kind {
        case .memory: message = "plugin \(plugin) exceeded its memory limit (\(error.message))"
        case .instructionBudget: message = "plugin \(plugin) exceeded its instruction budget (\(error.message)); does it loop forever?"
        case .timeout: message = "plugin \(plugin) exceeded its time limit (\(error.message)); does it loop forever?"
        default: break
        }
        var location = (file: error.chunk ?? file, line: error.line)
        // An error raised inside the host's Lua code, or one whose message carries no
        // position (`error(nil)`, `error({})`, `error("x", 0)`, "C stack overflow" raised in
        // a C function), is placed where the plugin's own code was: the first traceback
        // frame in its file.
        if error.chunk == nil || error.chunk == PluginError.hostChunk,
            let caller = PluginError.firstFrame(in: error.traceback, of: file)
        {
            location = (file, caller)
        }
        self.init(
            plugin: plugin, phase: phase, section: section, file: location.file, line: location.line,
            message: message, traceback: PluginError.pluginFrames(error.traceback, phase: phase))
        wasInterrupted = error.kind == .interrupted
    }

    /// How positions name the host's own Lua code (PluginPrelude).
    static let hostChunk = PluginPrelude.file

    /// The traceback a plugin author reads: without the prelude's frames, the C functions
    /// the prelude called (`error`, the host's `field`), the C `out:add` that called the
    /// prelude's checked path, and the tail-call marks they leave:
    /// those are the host's workings, not places in the plugin. A plugin function the
    /// prelude called is named by the prelude's variable (`in local 'hook'`), which means
    /// nothing to the author: the hook becomes `in function 'M.section'`, others
    /// `in a function the host called`.
    static func pluginFrames(_ traceback: [String], phase: Phase) -> [String] {
        func isHost(_ i: Int) -> Bool { traceback.indices.contains(i) && traceback[i].hasPrefix(hostChunk + ":") }
        let hook: String? = switch phase {
        case .section: "M.section"
        case .layout: "M.layout"
        case .place: "M.place"
        case .follow: "M.follow"
        case .reserve: "M.reserve"
        case .visibleItems: "M.visibleItems"
        default: nil
        }
        // The prelude's checked `out:add`, which the C `out:add` (pluginpaths.c) falls back
        // on: that C frame is the host's too.
        func isCalledByHostC(_ i: Int) -> Bool { isHost(i) && traceback[i].hasSuffix(": in function <\(hostChunk):\(PluginPrelude.checkedAddLine)>") }
        let kept = traceback.indices.filter { i in
            if isHost(i) { return false }
            if traceback[i].hasPrefix("[C]:"), isHost(i + 1) || isCalledByHostC(i - 1) { return false }
            if traceback[i] == "(...tail calls...)", isHost(i - 1) { return false }
            return true
        }
        return kept.enumerated().map { position, i in
            let frame = traceback[i]
            guard !frame.hasPrefix("[C]:"), isHost(i + 1), let name = frame.firstRange(of: ": in ") else { return frame }
            let outermost = position == kept.count - 1
            let what = outermost ? hook.map { "function '\($0)'" } ?? "a function the host called" : "a function the host called"
            return frame[..<name.upperBound] + what
        }
    }

    /// The line of the first traceback frame in `file`: where the plugin called into the
    /// host's Lua code when an error was raised inside it (`out:add(h, x, y, nil, 1)`).
    static func firstFrame(in traceback: [String], of file: String) -> Int? {
        for frame in traceback where frame.hasPrefix(file + ":") {
            let digits = frame.dropFirst(file.count + 1).prefix { $0.isNumber }
            if let line = Int(digits) { return line }
        }
        return nil
    }

    /// `Plugins/x.lua:12: x: section hook, section 3: message`. Each hook kind is named as
    /// docs/plugin-api.md names it, so a plugin with several hooks tells which one failed.
    public var description: String {
        var text = ""
        if let file { text += line.map { "\(file):\($0): " } ?? "\(file): " }
        // The scene's handler is no plugin: `scene.lua:9: visibleItemsInvalidationHandler, section 0: ...`.
        if phase == .visibleItemsHandler {
            return text + plugin + (section.map { ", section \($0)" } ?? "") + ": " + message
        }
        text += "\(plugin): "
        // A hook's warning (an attribute no picture draws) says so, as a load warning does.
        if isWarning, phase != .load { return text + "warning: " + message }
        switch phase {
        case .section: text += "section hook" + (section.map { ", section \($0)" } ?? "") + ": "
        case .layout: text += "layout hook: "
        case .place: text += "placement hook" + (section.map { ", section \($0)" } ?? "") + ": "
        case .follow: text += "follow hook" + (section.map { ", section \($0)" } ?? "") + ": "
        case .reserve: text += "reserve hook" + (section.map { ", section \($0)" } ?? "") + ": "
        case .visibleItems: text += "visible-items hook" + (section.map { ", section \($0)" } ?? "") + ": "
        case .visibleItemsHandler: break
        case .size: text += "size hook" + (section.map { ", section \($0)" } ?? "") + ": "
        case .load: text += isWarning ? "warning: " : "cannot load: "
        case .options: text += "bad options: "
        case .reload: text += "reload failed: "
        }
        return text + message
    }

    /// `description` and the traceback, as lua.c prints an error.
    public var fullDescription: String {
        traceback.isEmpty ? description : description + "\nstack traceback:\n" + traceback.map { "\t" + $0 }.joined(separator: "\n")
    }
}
