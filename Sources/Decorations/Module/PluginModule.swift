import LayoutCore
import LuaRuntime

/// A plugin loaded into its own Lua state: its module table's parts, the refs to its
/// hooks, and the bridge its host functions go through.
///
/// One state per plugin (about 15 KB) isolates plugins from each other (their globals,
/// their string metatable, their memory cap) and makes reload trivially correct: the new
/// version gets a new state, and the old one is closed only after the new one is in.
final class PluginModule {
    let name: String
    /// The file as errors show it (`Plugins/name.lua`).
    let displayPath: String
    /// The file on disk.
    let path: String
    /// Bumped by each successful reload; part of every cache key.
    let generation: Int
    let summary: String?
    let state: LuaState
    let bridge: PluginBridge
    let sectionHook: LuaRef?
    let layoutHook: LuaRef?
    /// The prelude's `call_section` and `call_layout` (PluginPrelude).
    let callSection: LuaRef
    let callLayout: LuaRef
    /// The `out` object handed to every hook (its `add` fills a C buffer: pluginpaths.c).
    let out: LuaRef
    /// The prelude's `freeze(options, path)`: read-only options.
    let freeze: LuaRef
    let defaults: LuaTable
    let types: [String: OptionType]
    /// `M.reach`: a number, a function of the options, or nil (0).
    let reach: LuaValue
    /// `M.place` and the prelude's parts that run it.
    let placement: Placement
    /// `M.dependsOnPosition`: the section hook's output depends on where its section lies
    /// (or on `s.contentSize`, `s.bounds`), so the host reruns it for a section that moved
    /// instead of moving its cached output with the section.
    let dependsOnPosition: Bool
    /// `M.window`: the section hook works by windows of lines (`s.window`), so a long
    /// section is decorated a window at a time, only where queries look (R24).
    let window: Bool
    /// `M.follow` and `M.visibleItems`, their declared reach and the parts that run them.
    let following: Following
    /// `M.reserve(section, opts)`: the insets a plugin reserves around a flow section's items.
    let reserveHook: LuaRef?
    /// `M.size(section, elements, opts)`: fitted sizes of self-sizing elements (C39).
    let sizeHook: LuaRef?
    /// The file as it was when loaded, for `:watch`.
    let signature: FileSignature
    /// What is suspicious but not wrong in the module (a function that is not a hook).
    let warnings: [PluginError]
    /// The attributes its output may carry without a warning: those a picture draws
    /// (`DrawnAttributes`) and those `M.appAttributes` declares for an app.
    let knownAttributes: Set<String>

    init(
        name: String, displayPath: String, path: String, generation: Int, summary: String?, state: LuaState,
        bridge: PluginBridge, sectionHook: LuaRef?, layoutHook: LuaRef?, callSection: LuaRef, callLayout: LuaRef,
        out: LuaRef, freeze: LuaRef, placement: Placement, following: Following, reserveHook: LuaRef?,
        sizeHook: LuaRef? = nil, defaults: LuaTable, types: [String: OptionType], reach: LuaValue, dependsOnPosition: Bool = false,
        window: Bool = false, signature: FileSignature, warnings: [PluginError], appAttributes: [String] = []
    ) {
        self.knownAttributes = Set(DrawnAttributes.names + appAttributes)
        self.placement = placement
        self.following = following
        self.reserveHook = reserveHook
        self.sizeHook = sizeHook
        self.name = name
        self.displayPath = displayPath
        self.path = path
        self.generation = generation
        self.summary = summary
        self.state = state
        self.bridge = bridge
        self.sectionHook = sectionHook
        self.layoutHook = layoutHook
        self.callSection = callSection
        self.callLayout = callLayout
        self.out = out
        self.freeze = freeze
        self.defaults = defaults
        self.types = types
        self.reach = reach
        self.dependsOnPosition = dependsOnPosition
        self.window = window
        self.signature = signature
        self.warnings = warnings
    }
}

extension PluginModule {
    /// The item placement hook (`M.place`) and the prelude's caller, `out` and buffers for it.
    struct Placement {
        let hook: LuaRef?
        let call: LuaRef
        let out: LuaRef
        /// first, last, y, height per `out:line`.
        let marks: LuaRef
        /// width, height per item, written by the host before each call.
        let sizes: LuaRef

        init(hook: LuaRef?, prelude: PluginLoader.Prelude) {
            self.hook = hook
            call = prelude.place
            out = prelude.placer
            marks = prelude.marks
            sizes = prelude.sizes
        }
    }
}

extension PluginModule {
    /// The hook that follows the scroll (`M.follow`), `M.scroll.reach`, and the prelude's
    /// caller, `out` and list of moves for it.
    struct Following {
        let hook: LuaRef?
        /// `M.scroll.reach`: a number, a function of the options, or nil (0).
        let reach: LuaValue
        let call: LuaRef
        let out: LuaRef
        /// target, item, x, y, width, height per `out:move`.
        let moves: LuaRef

        /// `M.visibleItems(items, offset, environment, opts)` (C32) and the proxies' wrapper
        /// (`VisibleItemsCall`), made in this state when the module has the hook.
        let visibleItems: LuaRef?
        let wrapper: LuaRef?

        init(hook: LuaRef?, reach: LuaValue, prelude: PluginLoader.Prelude, visibleItems: LuaRef? = nil, wrapper: LuaRef? = nil) {
            self.hook = hook
            self.reach = reach
            self.visibleItems = visibleItems
            self.wrapper = wrapper
            call = prelude.follow
            out = prelude.mover
            moves = prelude.moves
        }
    }
}

/// What tells that a file changed on disk.
public struct FileSignature: Equatable, Sendable {
    public var modified: Double
    public var size: Int64
    public var inode: UInt64
}
