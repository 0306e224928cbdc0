import Decorations

// The Swift-plugin types an embedding app writes against, named here so that
// `import LuaLayout` and `import LayoutCore` are all it needs (docs/embedding.md).

/// A decoration plugin written in Swift, added with `SceneSession.register(_:)`: it
/// decorates every section like a Lua plugin, with the same checks and cache.
public typealias NativePlugin = Decorations.NativePlugin

/// What a `NativePlugin` writes its decorations and styles to (as a Lua hook's `out`).
public typealias NativeOutput = Decorations.NativeOutput
