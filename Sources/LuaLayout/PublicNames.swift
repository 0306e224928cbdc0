import Decorations
import Scenes

// The Swift-plugin types an embedding app writes against, named here so that
// `import LuaLayout` and `import LayoutCore` are all it needs (docs/embedding.md).

/// A decoration plugin written in Swift, added with `SceneSession.register(_:)`: it
/// decorates every section like a Lua plugin, with the same checks and cache.
public typealias NativePlugin = Decorations.NativePlugin

/// What a `NativePlugin` writes its decorations and styles to (as a Lua hook's `out`).
public typealias NativeOutput = Decorations.NativeOutput

// The errors and values the session's calls mention, nameable with `import LuaLayout`
// alone: their modules are not products of the package.

/// A scene that cannot be read or laid out: `FILE:LINE: KEY: MESSAGE`.
public typealias SceneError = Scenes.SceneError

/// Something a plugin did wrong: the plugin, the hook kind (`phase`), the section,
/// `file:line` and the traceback. Never thrown by a layout: it comes back with the
/// layout's outcome (`LayoutOutcome.errors`) and with each document made from it
/// (`LayoutDocument.errors`).
public typealias PluginError = Decorations.PluginError

/// A loaded plugin: its file, generation, summary, last error and each use of it
/// (`SceneSession.pluginStatus`; the uses typed by `PluginStatus.uses`).
public typealias PluginStatus = Decorations.PluginStatus

/// The plugin uses a layout ran (`LayoutOutcome.configuration`): a value each layout takes
/// and hands back.
public typealias PluginConfiguration = Decorations.PluginConfiguration
