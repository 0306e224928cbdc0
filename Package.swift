// swift-tools-version:6.0
// LuaLayout: a collection-view layout runtime whose decorations are Lua plugins.
import PackageDescription

let package = Package(
    name: "LuaLayout",
    products: [
        .executable(name: "lualayout", targets: ["lualayout"]),
        .executable(name: "lualayout-bench", targets: ["lualayout-bench"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        // The engine for apps and tools: load a scene, add plugins, query, reload (docs/embedding.md).
        .library(name: "LuaLayout", targets: ["LuaLayout"]),
    ],
    targets: [
        // Debian's liblua5.4-dev: headers only here (included as <lua5.4/lua.h>); CLuaShim
        // links the library. No pkgConfig: its `-llua5.4` would link the shared library.
        .systemLibrary(
            name: "CLua", path: "Sources/CLua",
            providers: [.apt(["liblua5.4-dev"])]),
        // Debian's libedit-dev (BSD licence; GNU readline is GPL).
        .systemLibrary(
            name: "CEditLine", path: "Sources/CEditLine", pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]),
        // Debian's libmicrohttpd-dev (LGPL): the HTTP server of `lualayout serve`.
        .systemLibrary(
            name: "CMicroHTTPD", path: "Sources/CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]),
        // Everything that may longjmp lives here, in C: macro replacements, the error
        // trampoline, the message handler, the capped allocator and the watchdog.
        //
        // Lua is linked from Debian's static archive (`-l:liblua5.4.a`; GNU ld, gold and lld
        // take the form). The same Lua built without -fPIC and called without the PLT runs
        // the hook-heavy benchmarks ~10% faster (emit 176 -> 158 ns) for the same number of
        // instructions (callgrind), and a program that embeds its Lua cannot meet another
        // liblua5.4 at run time. The archive needs libm.
        .target(
            name: "CLuaShim", dependencies: ["CLua"], path: "Sources/CLuaShim",
            linkerSettings: [.linkedLibrary(":liblua5.4.a"), .linkedLibrary("m")]),

        // Pure geometry: no Lua, no Foundation.
        .target(name: "LayoutCore", path: "Sources/LayoutCore"),
        .target(name: "LuaRuntime", dependencies: ["CLuaShim"], path: "Sources/LuaRuntime"),
        // "Did you mean ...?" for scene keys, plugin options and names, and commands.
        .target(name: "Suggestions", path: "Sources/Suggestions"),
        // The plugin host's Lua prelude: prelude.lua, compiled in with #embed (no resource
        // bundle, no Foundation), and its C hot paths (pluginpaths.c: the buffers it shares
        // with the host, kept in the state's CLuaShim extension slot).
        .target(name: "CPluginPrelude", dependencies: ["CLuaShim"], path: "Sources/CPluginPrelude", exclude: ["prelude.lua"]),
        // What a scene asks of the plugin host (the plugins it uses, their limits): below
        // both, so the host never depends on scene files.
        .target(name: "PluginContract", dependencies: ["LayoutCore", "LuaRuntime"], path: "Sources/PluginContract"),
        // The package's few words with the operating system: files and folders, streams,
        // the terminal, the environment, child processes (Suggestions: trimming COLUMNS).
        .target(name: "OperatingSystem", dependencies: ["Suggestions"], path: "Sources/OperatingSystem"),
        // The seeded generator (SplitMix64) that tests, benchmarks and the soak replay from.
        .target(name: "SeededRandom", path: "Sources/SeededRandom"),
        .target(
            name: "Scenes", dependencies: ["LayoutCore", "LuaRuntime", "PluginContract", "Suggestions", "OperatingSystem"],
            path: "Sources/Scenes"),
        .target(
            name: "Decorations",
            dependencies: ["LayoutCore", "LuaRuntime", "PluginContract", "Suggestions", "CPluginPrelude", "OperatingSystem"],
            path: "Sources/Decorations"),
        .target(name: "Rendering", dependencies: ["LayoutCore", "OperatingSystem"], path: "Sources/Rendering"),
        // The live preview's page: page.html, page.css and page.js, compiled in with #embed
        // as CPluginPrelude does prelude.lua (files of their own; no resource bundle).
        .target(
            name: "CPreviewAssets", path: "Sources/CPreviewAssets", exclude: ["page.html", "page.css", "page.js"]),
        // `lualayout serve`: the HTTP side of the live preview (no Lua: its threads never
        // touch a Lua state; the page and the state it serves are handed over as bytes).
        .target(name: "PreviewServer", dependencies: ["CMicroHTTPD", "CPreviewAssets"], path: "Sources/PreviewServer"),
        // The embedding API: `SceneSession`, a scene loaded, decorated and ready to query.
        .target(
            name: "LuaLayout", dependencies: ["LayoutCore", "LuaRuntime", "PluginContract", "Scenes", "Decorations", "Rendering", "OperatingSystem"],
            path: "Sources/LuaLayout"),
        // `lualayout bench`, with the native Swift versions of the plugins it compares against;
        // a program of its own (`lualayout-bench`), so the shipped `lualayout` does not link it.
        .target(
            name: "Benchmarks",
            dependencies: [
                "LayoutCore", "LuaRuntime", "PluginContract", "Scenes", "Decorations", "Rendering", "SeededRandom", "OperatingSystem",
            ],
            path: "Sources/Benchmarks"),
        .executableTarget(name: "lualayout-bench", dependencies: ["Benchmarks", "OperatingSystem"], path: "Sources/lualayout-bench"),
        // The command line and the REPL, over the facade (the Lua, scene and plugin-host
        // vocabulary it needs is LuaLayout's, at package level); the drawing, the terminal
        // and the preview server are its own.
        .target(
            name: "Console",
            dependencies: ["LuaLayout", "Rendering", "Suggestions", "OperatingSystem", "CEditLine", "PreviewServer"],
            path: "Sources/Console"),
        .executableTarget(name: "lualayout", dependencies: ["Console"], path: "Sources/lualayout"),
        // `Scripts/soak MINUTES`: random scenes, plugin edits and reloads against from-scratch layouts.
        .executableTarget(
            name: "lualayout-soak", dependencies: ["LayoutCore", "LuaRuntime", "Scenes", "Decorations", "LuaLayout", "SeededRandom"],
            path: "Sources/Soak"),

        // Fuzzing (Fuzz/README.md): the targets as a library, so that the suite replays the
        // corpus; the executable is libFuzzer's under `Scripts/fuzz`, a replayer otherwise.
        .target(
            name: "FuzzTargets",
            dependencies: ["LayoutCore", "Scenes", "Decorations", "Rendering", "OperatingSystem", "LuaLayout", "PreviewServer"],
            path: "Fuzz/Sources/FuzzTargets"),
        .executableTarget(name: "lualayout-fuzz", dependencies: ["FuzzTargets"], path: "Fuzz/Sources/lualayout-fuzz"),

        .target(
            name: "TestSupport", dependencies: ["LayoutCore", "SeededRandom", "OperatingSystem"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "TestSupport"]),
        .testTarget(name: "LuaRuntimeTests", dependencies: ["LuaRuntime"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "LayoutCore", "LuaRuntime"]),
        .testTarget(
            name: "DecorationsTests",
            dependencies: ["Decorations", "Scenes", "LuaLayout", "LayoutCore", "LuaRuntime", "PluginContract", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutCore", "TestSupport", "OperatingSystem"], exclude: ["Snapshots"]),
        .testTarget(name: "OperatingSystemTests", dependencies: ["OperatingSystem"]),
        .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions"]),
        .testTarget(name: "LuaLayoutTests", dependencies: ["LuaLayout", "LayoutCore", "Scenes", "TestSupport"]),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Console", "LuaLayout", "LayoutCore", "LuaRuntime", "Scenes", "Rendering", "OperatingSystem", "TestSupport"],
            exclude: ["Transcripts"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "LayoutCore"]),
        // Hostile plugins and scenes (Fixtures/), each with the exact error it must produce;
        // run through the built `lualayout` in child processes (docs/robustness.md).
        .testTarget(
            name: "AdversarialTests", dependencies: ["Decorations", "LuaRuntime", "Scenes", "LayoutCore", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzTargets"]),
    ]
)
