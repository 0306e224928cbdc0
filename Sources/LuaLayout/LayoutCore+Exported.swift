// The geometry the session's calls speak in (`Rect`, `LayoutAttributes`, `LayoutGeometry`,
// `FlowLayout`, ...) comes with `import LuaLayout`: every type the embedding API mentions
// is nameable with that one import (`PublicSurfaceNamingTests`). LayoutCore stays a product
// of its own, for a program that lays out with no Lua at all.
@_exported import LayoutCore
